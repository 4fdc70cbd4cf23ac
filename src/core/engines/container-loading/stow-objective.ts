import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { contactPairs } from '../../geometry/contact-pairs.js';
import { loadExtent, type LoadExtent } from '../../geometry/extent.js';
import { freeStandingColumns, standingColumns, TIP_RATIO } from '../../geometry/free-standing.js';
import { verticalContacts } from '../../geometry/vertical-contacts.js';
import { COG_HEIGHT_PCT, LATERAL_PCT } from '../../reports/pack-checks-balance.js';
import { loadVoidShare, VOID_PCT } from '../../reports/pack-checks-voids.js';
import { HEAVY_RATIO } from '../../rules/stacking.js';
import type { StowMeasure } from '../../objectives/stow.js';
import { axleMargin, balanceExcess } from './balance.js';

/**
 * Measures a positioned stow for the stow objective (objectives/stow.ts, which states the order
 * and compares). Re-exported here so the engine's moves import one module.
 */
export { betterStow, type StowMeasure } from '../../objectives/stow.js';

/**
 * `faces` false leaves keys 5-6 at 0 (the settling's many small moves are judged on columns and
 * envelope alone; the stow search measures every candidate in full).
 */
export function measureStow(problem: Problem, boxes: readonly Placement[], faces = true): StowMeasure {
  const { space, items } = problem;
  let mass = 0,
    my = 0,
    mz = 0;
  for (const b of boxes) {
    const m = items[b.item].weight;
    mass += m;
    my += m * (b.y + b.dy / 2);
    mz += m * (b.z + b.dz / 2);
  }
  const lateral = mass > 0 ? Math.max(0, Math.abs(mz / mass - space.w / 2) - (LATERAL_PCT / 100) * space.w) : 0;
  let heavy = 0;
  const pairs = contactPairs(boxes);
  for (const r of verticalContacts(boxes, pairs).rests) {
    const up = items[boxes[r.upper].item].weight,
      low = items[boxes[r.lower].item].weight;
    if (low > 0 && up >= HEAVY_RATIO * low) heavy++;
  }
  const columns = freeStandingColumns(boxes, space.l, space.w, pairs);
  return {
    balance:
      mass > 0
        ? balanceExcess(problem, boxes) + lateral + Math.max(0, my / mass - (COG_HEIGHT_PCT / 100) * space.h)
        : 0,
    axleMargin: mass > 0 ? axleMargin(problem, boxes) : null,
    freeStanding: columns.length,
    heavyOverLight: heavy,
    columnExcess: columns.reduce(
      (sum, i) => sum + boxes[i].y + boxes[i].dy - TIP_RATIO * Math.min(boxes[i].dx, boxes[i].dz),
      0,
    ),
    voidsWarn:
      faces &&
      boxes.length > 0 &&
      loadVoidShare(
        boxes,
        boxes.map((b) => items[b.item]),
        space.w,
      ).share > VOID_PCT
        ? 1
        : 0,
    rawColumns: !faces ? 0 : standingColumns(boxes, space.l, space.w, pairs, 0).columns.length,
    envelope: boxes.length === 0 ? 0 : envelopeVolume(loadExtent(boxes)),
    cogHeight: mass > 0 ? my / mass : 0,
  };
}

/**
 * The stow objective's first key alone (length units, 0 = COG_HEIGHT and AXLE_LOADS pass): the
 * CoG beyond the longitudinal or axle limits, beyond ±LATERAL_PCT across, and above
 * COG_HEIGHT_PCT of the height. What measureStow computes, without the contact terms.
 */
export function balanceOf(problem: Problem, boxes: readonly Placement[]): number {
  const { space, items } = problem;
  let mass = 0,
    my = 0,
    mz = 0;
  for (const b of boxes) {
    const m = items[b.item].weight;
    mass += m;
    my += m * (b.y + b.dy / 2);
    mz += m * (b.z + b.dz / 2);
  }
  if (mass === 0) return 0;
  const lateral = Math.max(0, Math.abs(mz / mass - space.w / 2) - (LATERAL_PCT / 100) * space.w);
  return balanceExcess(problem, boxes) + lateral + Math.max(0, my / mass - (COG_HEIGHT_PCT / 100) * space.h);
}

/** The volume of the box around a load. */
const envelopeVolume = (e: LoadExtent) => (e.x1 - e.x0) * (e.z1 - e.z0) * e.top;
