/**
 * What one quoted pallet measures, in core units (0.1 mm, g): heights with and without the
 * base and packaging, cargo and gross weight, cartons per item, the load's bounding boxes
 * (for overhang and underhang rules) and the stacking relations. Pure; the checks and the
 * receiver rules read only these numbers.
 */
import { checkPlan, type Violation } from '../checks/check-plan.js';
import { stackLoads, verticalContacts } from '../geometry/vertical-contacts.js';
import { tallyHeavyOverLight, tallyStackLoads } from '../rules/stacking.js';
import { placementsCogOffsetPct } from './pallet-report.js';
import { liquidLowVerdict, slenderStackVerdict, type StackVerdict } from './pallet-checks-stacks.js';
import type { Placement } from '../model/plan.js';
import type { Problem } from '../model/problem.js';

/** Pallet and packaging figures the measures add to the cargo (core units). */
export interface PalletExtras {
  readonly baseHeight: number;
  readonly tare: number;
  readonly packagingHeight: number;
  readonly packagingWeight: number;
}

/** An axis-aligned rectangle on the deck: x from x0 to x1 (length), z from z0 to z1 (width). */
export interface DeckRect {
  readonly x0: number;
  readonly x1: number;
  readonly z0: number;
  readonly z1: number;
}

export interface PalletMeasures {
  readonly placements: readonly Placement[];
  readonly cartonCount: number;
  /** Cartons per item index (same length as problem.items). */
  readonly countByItem: readonly number[];
  /** Highest carton top above the deck. */
  readonly cargoHeight: number;
  /** baseHeight + cargoHeight (the order-plan loadedHeight). */
  readonly loadedHeight: number;
  /** loadedHeight + packaging height. */
  readonly outerHeight: number;
  readonly cargoWeight: number;
  /** cargo + tare + packaging weight. */
  readonly grossWeight: number;
  /** Sum of carton volumes, in (0.1 mm)³. */
  readonly cargoVolume: number;
  /** Bounding rectangle of every carton, and of the cartons standing on the deck; null when empty. */
  readonly loadRect: DeckRect | null;
  readonly bottomRect: DeckRect | null;
  /** Contacts where a carton rests on one at least HEAVY_RATIO times lighter, and the largest upper/lower mass ratio (0 when nothing is stacked). */
  readonly heavyOverLight: number;
  readonly heavyRatio: number;
  /** Item indices of cartons that carry at least one other carton. */
  readonly loadBearingItems: readonly number[];
  /** Load-bearing cartons whose item has a maxStack: how many carry more than it, and the highest load in % of it. */
  readonly overloaded: number;
  readonly worstLoadPct: number;
  /** Cargo CoG minus footprint centre, % of l (x) and w (z); null when empty. */
  readonly cogOffsetPct: { readonly x: number; readonly z: number } | null;
  /** LIQUID_LOW and SLENDER_STACK as judged on this pallet (pallet-checks-stacks.ts). */
  readonly liquidLow: StackVerdict;
  readonly slender: StackVerdict;
  /** Plan-checker findings (full support); empty for every valid plan. */
  readonly violations: readonly Violation[];
}

function rectOf(boxes: readonly Placement[]): DeckRect | null {
  if (boxes.length === 0) return null;
  let x0 = Infinity,
    x1 = -Infinity,
    z0 = Infinity,
    z1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    x1 = Math.max(x1, b.x + b.dx);
    z0 = Math.min(z0, b.z);
    z1 = Math.max(z1, b.z + b.dz);
  }
  return { x0, x1, z0, z1 };
}

export function measurePallet(
  problem: Problem,
  placements: readonly Placement[],
  extras: PalletExtras,
): PalletMeasures {
  const countByItem = problem.items.map(() => 0);
  let cargoHeight = 0,
    cargoWeight = 0,
    cargoVolume = 0;
  for (const p of placements) {
    countByItem[p.item]++;
    cargoHeight = Math.max(cargoHeight, p.y + p.dy);
    cargoWeight += problem.items[p.item].weight;
    cargoVolume += p.dx * p.dy * p.dz;
  }
  const contacts = verticalContacts(placements);
  const weightOf = (i: number) => problem.items[placements[i].item].weight;
  const { heavy: heavyOverLight, worstRatio: heavyRatio } = tallyHeavyOverLight(contacts.rests, weightOf);
  const bearing = new Set(contacts.rests.map((r) => placements[r.lower].item));
  const loads = stackLoads(placements, contacts, weightOf);
  const carrying = placements.map((_, i) => i).filter((i) => contacts.above[i].length > 0);
  const { overloaded, worstLoadPct } = tallyStackLoads(
    loads,
    carrying,
    (i) => problem.items[placements[i].item].maxStack,
  );
  const loadedHeight = extras.baseHeight + cargoHeight;
  return {
    placements,
    cartonCount: placements.length,
    countByItem,
    cargoHeight,
    loadedHeight,
    outerHeight: loadedHeight + extras.packagingHeight,
    cargoWeight,
    grossWeight: cargoWeight + extras.tare + extras.packagingWeight,
    cargoVolume,
    loadRect: rectOf(placements),
    bottomRect: rectOf(placements.filter((p) => p.y === 0)),
    heavyOverLight,
    heavyRatio,
    loadBearingItems: [...bearing].sort((a, b) => a - b),
    overloaded,
    worstLoadPct,
    cogOffsetPct: placementsCogOffsetPct(problem, placements),
    liquidLow: liquidLowVerdict(
      contacts.rests,
      placements.map((p) => problem.items[p.item]),
      placements.length,
    ),
    slender: slenderStackVerdict(placements),
    violations: checkPlan(problem, placements),
  };
}
