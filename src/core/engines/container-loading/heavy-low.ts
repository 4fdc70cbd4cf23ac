import type { Placement } from '../../model/plan.js';
import { verticalContacts } from '../../geometry/vertical-contacts.js';
import { tallyHeavyOverLight } from '../../rules/stacking.js';
import { greedy } from './beam-search.js';
import type { Cargo } from './cargo.js';
import { heavyOverLight } from './layer-rules.js';
import type { SearchContext } from './moves.js';
import { toPlacements } from './search-context.js';
import type { SearchState } from './search-state.js';

/**
 * Heavy low on loads that do not all fit. The volume search ignores weight, so its plan may
 * stand heavy units on light ones where it had a choice. The plan's last blocks are rebuilt
 * greedily from a few cut points (before its last heavy-over-light blocks, then fixed tail
 * shares) with heavy-over-light moves ranked after the others (the stow variants' rule,
 * moves.ts); a rebuild replaces the plan only when it loads at least the same volume and as
 * many units and is better in one of them or has fewer heavy-over-light contacts
 * (HEAVY_OVER_LIGHT's rule), so no placed volume or unit is ever given up. Runs on the work
 * the search kept for it. Limit: a rebuild that loses any volume is refused, so contacts the
 * beam's choices made early in the plan mostly stay.
 */

/** Shares of the plan's blocks rebuilt besides the tails that start at a heavy-over-light block. */
const TAILS = [0.1, 0.2, 0.35, 0.5];
/** Tails that start at a heavy-over-light block, at most (latest blocks first: shorter tails keep more). */
const MAX_HEAVY_CUTS = 6;

/** Work charged per box whose contacts are measured (as the stow search charges it). */
const MEASURE_WORK = 40;

/** Heavy-over-light contacts of a load, judged as the HEAVY_OVER_LIGHT check judges them. */
export function heavyContacts(cargo: Cargo, boxes: readonly Placement[]): number {
  const weightOf = (i: number) => (cargo.weight[boxes[i].item] > 0 ? cargo.weight[boxes[i].item] : null);
  return tallyHeavyOverLight(verticalContacts(boxes).rests, weightOf).heavy;
}

/** The plan, or a rebuild of its tail with as much volume and fewer heavy-over-light contacts. */
export function heavyLowTail(ctx: SearchContext, plan: SearchState): SearchState {
  const { cargo, meter } = ctx;
  let best = plan;
  const boxes = toPlacements(plan);
  let bestHeavy = heavyContacts(cargo, boxes);
  let bestUnits = boxes.length;
  meter.spend(MEASURE_WORK * boxes.length);
  const style = { walls: false, heavyLow: true };
  for (const keep of cutPoints(cargo, plan)) {
    if (bestHeavy === 0 || meter.exhausted) break;
    const start = plan.prefix(cargo, keep);
    meter.spend(start.work);
    start.work = 0;
    const built = greedy({ ...ctx, style }, start);
    if (!built || built.volume < best.volume) continue;
    const rebuilt = toPlacements(built);
    const heavy = heavyContacts(cargo, rebuilt);
    meter.spend(MEASURE_WORK * rebuilt.length);
    if (rebuilt.length < bestUnits) continue;
    if (built.volume > best.volume || rebuilt.length > bestUnits || heavy < bestHeavy) {
      best = built;
      bestHeavy = heavy;
      bestUnits = rebuilt.length;
    }
  }
  return best;
}

/** Blocks kept before each rebuild: up to the latest heavy-over-light blocks, then fixed tail shares. */
function cutPoints(cargo: Cargo, plan: SearchState): number[] {
  const steps = plan.steps();
  const cuts: number[] = [];
  for (let j = steps.length - 1; j >= 0 && cuts.length < MAX_HEAVY_CUTS; j--) {
    const st = steps[j];
    if (heavyOverLight(cargo, { path: st.prev }, st.block, st.x, st.y, st.z)) cuts.push(j);
  }
  for (const share of TAILS) {
    const keep = steps.length - Math.max(1, Math.round(share * steps.length));
    if (keep >= 0 && !cuts.includes(keep)) cuts.push(keep);
  }
  return cuts;
}
