import type { ItemType } from '../model/item.js';
import type { Placement, Plan } from '../model/plan.js';
import type { Problem } from '../model/problem.js';
import { contactPairs } from '../geometry/contact-pairs.js';
import { standingColumns, type DunnageGap } from '../geometry/free-standing.js';
import { verticalContacts, type VerticalContacts } from '../geometry/vertical-contacts.js';
import type { PackReportContext } from './pack-report-types.js';

/** Figures several pack checks share, computed once per report (core units: 0.1 mm, g). */
export interface PackFacts {
  readonly problem: Problem;
  readonly plan: Plan;
  readonly context: PackReportContext;
  readonly boxes: readonly Placement[];
  /** Item type of each placed box. */
  readonly itemOf: readonly ItemType[];
  readonly requested: number;
  /** True when every placed box has a caller-given weight (vacuously true for an empty plan). */
  readonly weighedAll: boolean;
  /** Sum of the given weights of placed boxes (g). */
  readonly knownMass: number;
  /** Mass-weighted centre of the placed boxes (units); null unless weighedAll and mass > 0. */
  readonly cog: { readonly x: number; readonly y: number; readonly z: number } | null;
  readonly contacts: VerticalContacts;
  /** Gaps across the width that hold tall columns' faces with dunnage (geometry/free-standing.ts). */
  readonly dunnage: readonly DunnageGap[];
}

export function packFacts(problem: Problem, plan: Plan, context: PackReportContext): PackFacts {
  const boxes = plan.placements;
  const itemOf = boxes.map((b) => problem.items[b.item]);
  const pairs = contactPairs(boxes);
  const weighedAll = itemOf.every((it) => it.hasWeight);
  let mass = 0;
  let mx = 0;
  let my = 0;
  let mz = 0;
  boxes.forEach((b, i) => {
    const m = itemOf[i].hasWeight ? itemOf[i].weight : 0;
    mass += m;
    mx += m * (b.x + b.dx / 2);
    my += m * (b.y + b.dy / 2);
    mz += m * (b.z + b.dz / 2);
  });
  return {
    problem,
    plan,
    context,
    boxes,
    itemOf,
    requested: problem.items.reduce((s, it) => s + it.qty, 0),
    weighedAll,
    knownMass: mass,
    cog: weighedAll && mass > 0 ? { x: mx / mass, y: my / mass, z: mz / mass } : null,
    contacts: verticalContacts(boxes, pairs),
    dunnage: standingColumns(boxes, problem.space.l, problem.space.w, pairs).dunnage,
  };
}
