/**
 * The consolidation problem and result, in core units (0.1 mm, g). Purchase orders (POs)
 * carry item types whose `index` is their position in the PO; `group` and `unloadOrder`
 * are set per container by the engine from the rules, never by the caller.
 */
import type { ItemType } from '../../model/item.js';
import type { Plan, UnplacedReason } from '../../model/plan.js';
import type { LoadSpace, Problem } from '../../model/problem.js';
import type { ContainerVerdict } from './container-verdict.js';

export interface PurchaseOrder {
  readonly poId: string;
  readonly supplier: string | null;
  /** ISO date (YYYY-MM-DD) or null. */
  readonly readyDate: string | null;
  /** 1 ships first; null after every numbered priority. */
  readonly priority: number | null;
  readonly items: readonly ItemType[];
}

export interface ContainerType {
  readonly name: string;
  readonly space: LoadSpace;
  readonly maxCount: number;
  /** Freight per container, or null when not given. */
  readonly rate: number | null;
}

export interface ConsolidationRules {
  readonly keepPoTogether: boolean;
  readonly maxSuppliersPerContainer: number | null;
  readonly unloadOrderByPo: boolean;
}

export interface ConsolidationProblem {
  readonly pos: readonly PurchaseOrder[];
  readonly window: { readonly from: string | null; readonly to: string | null } | null;
  readonly containers: readonly ContainerType[];
  readonly rules: ConsolidationRules;
  readonly lcl: { readonly ratePerCbm: number | null; readonly minCbm: number };
  /** Packing runs the whole request may spend (the request's searchBudget). */
  readonly packRuns: number;
  /** Container-engine work units per packing run. */
  readonly workPerPack: number;
  readonly isTimeUp?: () => boolean;
}

/** Units of one PO item type: `po` indexes problem.pos, `item` that PO's items. */
export interface Lot {
  readonly po: number;
  readonly item: number;
  readonly qty: number;
}

/**
 * Why cartons are in the remainder: the packer's reasons, no container of an allowed type left
 * (`container_count_exhausted`), or LCL priced below one more container (`lcl_cheaper`).
 */
export type RemainderReason = UnplacedReason | 'container_count_exhausted' | 'lcl_cheaper';

export interface RemainderLot extends Lot {
  readonly reason: RemainderReason;
}

/** One packed container: the engine's problem and plan, and which PO item each problem item is. */
export interface ContainerLoad {
  readonly type: number;
  readonly problem: Problem;
  readonly plan: Plan;
  /** Per problem item index, its PO lot (qty = units offered to this container). */
  readonly lots: readonly Lot[];
  readonly workLimit: number;
  /** Candidate mixes in the band for this container, and how many were packed. */
  readonly mixesConsidered: number;
  readonly mixesPacked: number;
  /** True when no mix fell in the fill band and the closest one was used. */
  readonly closestFallback: boolean;
  /** Volume and weight share of the container that the packed mix offered (carried cartons included). */
  readonly mixShare: { readonly volume: number; readonly weight: number };
  /** The container's own pack checks that failed or warned (worked out on first call: a pack report costs about a packing run). */
  readonly verdict: () => ContainerVerdict;
}

export interface ConsolidationPlan {
  readonly strategy: string;
  readonly containers: readonly ContainerLoad[];
  readonly remainder: readonly RemainderLot[];
  /** POs whose placed cartons sit in more than one container. */
  readonly splitPos: readonly number[];
  readonly cost: PlanCost;
  /** POs that wait (remainder) while a PO of a lower priority ships in a container, with those POs. */
  readonly priorityWaits: readonly { readonly po: number; readonly behind: readonly number[] }[];
  /** Where the search had to fall back, per container; how the tail was priced; why each PO in the remainder is there. */
  readonly notes: readonly string[];
}

export interface PlanCost {
  /** Total freight, or null when a needed rate is missing. */
  readonly total: number | null;
  readonly containers: readonly { readonly type: number; readonly count: number; readonly amount: number | null }[];
  readonly lcl: LclQuote | null;
  /** Which rates were needed but not given: 'containers[i].ratePerContainer', 'lcl.ratePerCbm'. */
  readonly missing: readonly string[];
}

/** LCL freight on W/M: the greater of metric tonnes and cubic metres, at least minCbm. */
export interface LclQuote {
  readonly cbm: number;
  readonly tonnes: number;
  readonly chargeable: number;
  readonly amount: number | null;
}

export interface SkippedPo {
  readonly poId: string;
  readonly reason: string;
}

export interface ConsolidationResult {
  /** Eligible PO indices in shipping order (priority, then ready date, then input order). */
  readonly order: readonly number[];
  readonly skipped: readonly SkippedPo[];
  /** Cartons that fit no offered container, set aside before planning. */
  readonly unfit: readonly RemainderLot[];
  readonly plans: readonly ConsolidationPlan[];
  readonly searched: {
    readonly mixes: number;
    readonly packs: number;
    readonly budget: number;
    readonly workPerPack: number;
    /** Container-engine work spent in all, at most packs × workPerPack (run-budget.ts). */
    readonly work: number;
  };
  readonly stoppedBy: 'complete' | 'budget' | 'time_cap';
  /** True when every rate was given, tails were priced and the plans are ranked by total cost; false: the order without cost. */
  readonly costCompared: boolean;
  readonly notes: readonly string[];
}
