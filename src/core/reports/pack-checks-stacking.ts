import { stackLoads } from '../geometry/vertical-contacts.js';
import { NOTHING_PLACED } from './pack-checks-cargo.js';
import type { PackFacts } from './pack-report-facts.js';
import type { PackCheck } from './pack-report-types.js';
import { roundTo } from './report-units.js';
import { HEAVY_RATIO, tallyHeavyOverLight, tallyStackLoads } from '../rules/stacking.js';

/** Checks on how the boxes bear on each other. */

/** The detail of a stacking check with nothing to judge (one layer): not_evaluated, never a pass. */
export const NOTHING_STACKED = 'no unit rests on another: nothing to judge';

const unique = (labels: string[]) => [...new Set(labels)].join(', ');

export function stackLimitsProvided(f: PackFacts): PackCheck {
  const base = {
    code: 'STACK_LIMITS_PROVIDED' as const,
    limit: 0,
    assumption:
      'Every unit that carries another needs maxStack (kg allowed on top); load = mass above shared by contact area over each upper base. observed = units loaded beyond their maxStack. Carton strength itself is not modelled.',
  };
  if (f.boxes.length === 0)
    return { ...base, status: 'not_evaluated', observed: null, field: 'items', detail: NOTHING_PLACED };
  const loads = stackLoads(f.boxes, f.contacts, (i) => f.itemOf[i].weight);
  const bearing = f.boxes.map((_, i) => i).filter((i) => f.contacts.above[i].length > 0);
  // SPEC: a check with nothing to judge is never a pass.
  if (bearing.length === 0) return { ...base, status: 'not_evaluated', observed: null, detail: NOTHING_STACKED };
  const tally = tallyStackLoads(loads, bearing, (i) => f.itemOf[i].maxStack);
  const over = tally.overloaded;
  const worstPct = tally.worstLoadPct;
  const unlimited = tally.unlimited.map((i) => f.itemOf[i].label);
  if (over > 0)
    return { ...base, status: 'fail', observed: over, detail: `${over} unit(s) carry more than their maxStack` };
  if (unlimited.length > 0) {
    return {
      ...base,
      status: 'not_evaluated',
      observed: null,
      field: 'items[].maxStack',
      detail: `${unlimited.length} load-bearing unit(s) without maxStack: ${unique(unlimited)}`,
    };
  }
  const unweighed = f.boxes.some((_, i) => f.contacts.below[i].length > 0 && !f.itemOf[i].hasWeight);
  if (unweighed)
    return {
      ...base,
      status: 'not_evaluated',
      observed: null,
      field: 'items[].weight',
      detail: 'some stacked units have no weight, so loads are unknown',
    };
  return { ...base, status: 'pass', observed: 0, detail: `highest load ${roundTo(worstPct, 1)} % of its maxStack` };
}

export function heavyOverLight(f: PackFacts): PackCheck {
  const base = {
    code: 'HEAVY_OVER_LIGHT' as const,
    limit: HEAVY_RATIO,
    assumption: `Heaviest units belong on the floor: warns when a unit rests on one weighing less than 1/${HEAVY_RATIO} of it. observed = largest upper/lower mass ratio. A practice rule, not a strength calculation.`,
  };
  if (f.boxes.length === 0)
    return { ...base, status: 'not_evaluated', observed: null, field: 'items', detail: NOTHING_PLACED };
  if (!f.itemOf.some((it) => it.hasWeight))
    return {
      ...base,
      status: 'not_evaluated',
      observed: null,
      field: 'items[].weight',
      detail: 'no placed unit has a weight',
    };
  if (f.contacts.rests.length === 0)
    return { ...base, status: 'not_evaluated', observed: null, detail: NOTHING_STACKED };
  const { heavy, worstRatio, unknown } = tallyHeavyOverLight(f.contacts.rests, (i) =>
    f.itemOf[i].hasWeight ? f.itemOf[i].weight : null,
  );
  const observed = roundTo(worstRatio, 2);
  if (heavy > 0)
    return {
      ...base,
      status: 'warn',
      observed,
      detail: `${heavy} contact(s) with a unit at least ${HEAVY_RATIO}× heavier on top`,
    };
  if (unknown > 0)
    return {
      ...base,
      status: 'not_evaluated',
      observed: null,
      field: 'items[].weight',
      detail: `${unknown} stacked contact(s) involve units without weight`,
    };
  return { ...base, status: 'pass', observed };
}
