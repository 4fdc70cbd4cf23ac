import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { contactPairs } from '../../geometry/contact-pairs.js';
import { freeStandingColumns, standingColumns, TIP_RATIO } from '../../geometry/free-standing.js';
import { verticalContacts } from '../../geometry/vertical-contacts.js';
import { COG_HEIGHT_PCT, LATERAL_PCT } from '../../reports/pack-checks-balance.js';
import { loadVoidShare, VOID_PCT } from '../../reports/pack-checks-voids.js';
import { HEAVY_RATIO } from '../../rules/stacking.js';
import { balanceExcess } from './balance.js';

/**
 * The second objective: among plans that place the same cargo, the one a crew would stow.
 * Measured on the positioned load and compared in this order:
 * 1. balance: CoG distance outside the longitudinal / axle limits plus lateral distance
 *    beyond ±LATERAL_PCT plus height above COG_HEIGHT_PCT of the internal height (0 = the COG
 *    and AXLE checks pass);
 * 2. free-standing columns (geometry/free-standing.ts);
 * 3. heavy-over-light contacts (a unit on one weighing under 1/HEAVY_RATIO of it);
 * 4. how far the free-standing columns rise above TIP_RATIO times their base side, summed
 *    (so a tower lowered step by step counts as better before it stops standing free);
 * 5. whether LOAD_VOIDS warns (void share above VOID_PCT): a stow that passes first;
 * 6. between two stows LOAD_VOIDS passes: columns that stand free without dunnage (faces
 *    beside gaps of up to 20 cm not counted as held), then the loaded envelope (length × width
 *    × height actually used); otherwise the envelope, then those columns (a loose stow is
 *    made tighter before it is made to need less dunnage);
 * 7. the CoG height: lower is better.
 */
export interface StowMeasure {
  readonly balance: number;
  readonly freeStanding: number;
  readonly heavyOverLight: number;
  readonly columnExcess: number;
  /** 1 when LOAD_VOIDS warns, else 0. */
  readonly voidsWarn: number;
  readonly rawColumns: number;
  readonly envelope: number;
  readonly cogHeight: number;
}

/**
 * `faces` false leaves keys 5-6 at 0 (the settling's many small moves are judged on columns and
 * envelope alone; the stow search measures every candidate in full).
 */
export function measureStow(problem: Problem, boxes: readonly Placement[], faces = true): StowMeasure {
  const { space, items } = problem;
  let x0 = Infinity,
    x1 = 0,
    z0 = Infinity,
    z1 = 0,
    top = 0,
    mass = 0,
    my = 0,
    mz = 0;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    x1 = Math.max(x1, b.x + b.dx);
    z0 = Math.min(z0, b.z);
    z1 = Math.max(z1, b.z + b.dz);
    top = Math.max(top, b.y + b.dy);
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
    envelope: boxes.length === 0 ? 0 : (x1 - x0) * (z1 - z0) * top,
    cogHeight: mass > 0 ? my / mass : 0,
  };
}

/** True when stow a is preferred to stow b (ties keep b, the earlier one). */
export function betterStow(a: StowMeasure, b: StowMeasure): boolean {
  const tight = a.voidsWarn === 0 && b.voidsWarn === 0;
  const keys: (keyof StowMeasure)[] = [
    'balance',
    'freeStanding',
    'heavyOverLight',
    'columnExcess',
    'voidsWarn',
    ...(tight ? (['rawColumns', 'envelope'] as const) : (['envelope', 'rawColumns'] as const)),
    'cogHeight',
  ];
  for (const k of keys) {
    if (Math.abs(a[k] - b[k]) > 1e-6 * Math.max(1, Math.abs(b[k]))) return a[k] < b[k];
  }
  return false;
}
