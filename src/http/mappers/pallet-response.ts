/**
 * Core pallet plans to the legacy pallet responses (cm/kg): placed boxes in bottom-up build
 * order with ids, and the per-item tally `byItem`.
 */
import { buildOrder } from '../../core/engines/pallet-loading/pallet-plan.js';
import type { Placement, UnplacedItem, UnplacedReason } from '../../core/model/plan.js';
import type { Problem } from '../../core/model/problem.js';
import { echoedExtents, type RequestedSize } from '../requested-size.js';
import { lengthOut, massOut } from '../units.js';

/** A placed box: extents along x (l), z (w) and y (h) as the client sent them; py from the pallet deck. */
export interface PalletBox {
  id: string;
  label: string;
  l: number;
  w: number;
  h: number;
  px: number;
  py: number;
  pz: number;
  weight: number;
}

/** Per request item, in request order. */
export interface ItemTally {
  label: string;
  requested: number;
  placed: number;
  remaining: number;
  /** Why cartons remain (only when remaining > 0). */
  reason?: UnplacedReason;
}

const cm = (units: number) => lengthOut(units, 'cm-kg');
const kg = (grams: number) => massOut(grams, 'cm-kg');

/**
 * Boxes sorted for building (py, pz, px); ids are `${idPrefix}${n}` numbered in that order from 1.
 * `requested` (per item, cm as sent) is echoed; without it the grid sizes are printed.
 */
export function palletBoxes(
  problem: Problem,
  placements: readonly Placement[],
  idPrefix = 'b',
  requested: readonly RequestedSize[] = [],
): PalletBox[] {
  return buildOrder(placements).map((p, i) => {
    const item = problem.items[p.item];
    const sent = requested[p.item];
    const echo = (sent && echoedExtents(item, sent, p)) ?? { l: cm(p.dx), w: cm(p.dz), h: cm(p.dy) };
    return {
      id: `${idPrefix}${i + 1}`,
      label: item.label,
      ...echo,
      px: cm(p.x),
      py: cm(p.y),
      pz: cm(p.z),
      weight: kg(item.weight),
    };
  });
}

/** The tally of `placed` cartons against the problem's quantities, with the reasons of `unplaced`. */
export function itemTally(
  problem: Problem,
  placed: readonly Placement[],
  unplaced: readonly UnplacedItem[],
): ItemTally[] {
  const counts = problem.items.map(() => 0);
  for (const p of placed) counts[p.item]++;
  return problem.items.map((it, i) => {
    const remaining = it.qty - counts[i];
    const reason = unplaced.filter((u) => u.item === i).sort((a, b) => b.qty - a.qty)[0]?.reason;
    return {
      label: it.label,
      requested: it.qty,
      placed: counts[i],
      remaining,
      ...(remaining > 0 && reason ? { reason } : {}),
    };
  });
}

export { cm as palletCm, kg as palletKg };
