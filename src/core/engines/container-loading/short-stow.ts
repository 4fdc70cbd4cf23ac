/**
 * Short stows, for loads that all fit: the volume search's own block building in a container
 * cut short, so the load forms one compact block of full-width walls from the front (the
 * light load seen as strip packing: the shortest length at which a greedy pass still places
 * every unit). Lengths run from the volume bound upward in 6 % steps; the first that holds
 * every unit is the stow. It serves loads whose cartons stack in layers of different
 * footprints, which the wall stows (stacks of one item) cannot build.
 */
import type { Placement } from '../../model/plan.js';
import { greedy } from './beam-search.js';
import type { Cargo } from './cargo.js';
import type { SearchContext } from './moves.js';
import { blocksWithin, toPlacements } from './search-context.js';
import { SearchState } from './search-state.js';

const STEP = 1.06;
const MAX_TRIES = 10;

/** The shortest-length greedy stow under `H`, or null (zones or groups, no length tried holds every unit, or the budget ran out). */
export function buildShortStow(ctx: SearchContext, H: number): Placement[] | null {
  const cargo = ctx.cargo;
  if (cargo.phases.length !== 1) return null;
  const units = cargo.qty.reduce((a, b) => a + b, 0);
  let volume = 0,
    longest = 0;
  for (let i = 0; i < cargo.qty.length; i++) {
    if (cargo.qty[i] === 0) continue;
    const fitting = cargo.shapes[i].filter((sh) => sh.dy <= H);
    if (fitting.length === 0) return null;
    volume += cargo.qty[i] * cargo.unitVolume[i];
    longest = Math.max(longest, Math.min(...fitting.map((sh) => sh.dx)));
  }
  let L = Math.max(longest, Math.ceil(volume / (cargo.W * H)));
  for (let tries = 0; tries < MAX_TRIES && L <= cargo.L && !ctx.meter.exhausted; tries++, L = Math.ceil(L * STEP)) {
    const short: Cargo = { ...cargo, L, H };
    const blocks = blocksWithin(ctx, L, H);
    const state = greedy(
      { ...ctx, cargo: short, blocks, style: { walls: true, heavyLow: true } },
      new SearchState(short),
    );
    if (!state) return null;
    const placed = toPlacements(state);
    if (placed.length === units) return placed;
  }
  return null;
}
