/**
 * Builds the /api/consolidate response from the engine's result: eligibility, cargo totals,
 * up to three plans (containers, remainder by PO, LCL on W/M marked unverified, cost or the
 * missing rates, candidateHash, plan checks, status), search counts, identity and notes.
 */
import type {
  ConsolidationPlan,
  ConsolidationResult,
  Lot,
  RemainderLot,
} from '../../core/engines/consolidation/index.js';
import { consolidationChecks } from '../../core/reports/consolidation-checks.js';
import { ENGINE_VERSION } from '../../core/version.js';
import { inputHash } from '../hashing.js';
import { dualMass } from '../units.js';
import { containerOut, dualVolume } from './consolidate-container.js';
import type { MappedConsolidation } from './consolidate-request.js';

export const CONSOLIDATE_SEMANTICS = {
  status:
    'plan: complete when every eligible carton is in a container, else partial; top level: complete when some plan is complete or nothing is eligible.',
  outcome:
    'found: at least one plan; none_fit_budget: no plan finished within searchBudget packing runs (or the time cap).',
  checks:
    'pass and fail are evaluated against the numbers sent; not_evaluated names the field that enables the check and is never a pass.',
  lcl: 'Unverified volume economics: W/M = the greater of metric tonnes and cubic metres, at least minCbm, times ratePerCbm; no CFS, documentation or destination charges.',
  cost: 'null when a rate the plan needs is missing (missingRates names it); every amount is in the one request currency.',
  ranking:
    'With every rate given (ranking.costCompared): fewer POs waiting behind a lower priority, then the lower total, then fewer containers failing their own checks. Without: complete plans first, then priority, container checks, lower total when both are costed, less remainder volume, fewer containers.',
  heuristic: 'The best plans the search found, not a proof of the fewest containers or the lowest cost.',
};

/** The ranking keys, most important first (index.ts, compare). */
const RANKING_WITH_COST = [
  'priority',
  'cost',
  'containerChecks',
  'complete',
  'remainderVolume',
  'containers',
  'containerVolume',
];
const RANKING_WITHOUT_COST = [
  'complete',
  'priority',
  'containerChecks',
  'costWhenKnown',
  'remainderVolume',
  'containers',
  'containerVolume',
];

type Totals = { cartons: number; volume: number; grams: number };

function totals(m: MappedConsolidation, lots: readonly Lot[]): Totals {
  const t = { cartons: 0, volume: 0, grams: 0 };
  for (const l of lots) {
    const it = m.problem.pos[l.po].items[l.item];
    t.cartons += l.qty;
    t.volume += l.qty * it.l * it.w * it.h;
    t.grams += l.qty * it.weight;
  }
  return t;
}

const amounts = (t: Totals) => ({ cartons: t.cartons, volume: dualVolume(t.volume), weight: dualMass(t.grams) });

function remainderOut(m: MappedConsolidation, remainder: readonly RemainderLot[]) {
  const pos = [...new Set(remainder.map((l) => l.po))];
  return {
    ...amounts(totals(m, remainder)),
    cbm: dualVolume(totals(m, remainder).volume).cbm,
    byPo: pos.map((po) => {
      const lots = remainder.filter((l) => l.po === po);
      return {
        poId: m.problem.pos[po].poId,
        ...amounts(totals(m, lots)),
        items: lots.map((l) => ({
          sku: m.skus[l.po][l.item],
          label: m.problem.pos[l.po].items[l.item].label,
          qty: l.qty,
          reason: l.reason,
        })),
      };
    }),
  };
}

const money = (x: number) => Math.round(x * 100) / 100;

function costOut(m: MappedConsolidation, plan: ConsolidationPlan) {
  if (plan.cost.total === null) return null;
  return {
    currency: m.currency,
    containers: plan.cost.containers.map((c) => ({
      preset: m.problem.containers[c.type].name,
      count: c.count,
      ratePerContainer: m.problem.containers[c.type].rate,
      amount: money(c.amount!),
    })),
    lcl: plan.cost.lcl ? money(plan.cost.lcl.amount!) : 0,
    total: money(plan.cost.total),
  };
}

function lclOut(m: MappedConsolidation, plan: ConsolidationPlan) {
  const q = plan.cost.lcl;
  if (!q) return undefined;
  return {
    basis: 'W/M',
    unverified: true,
    cbm: Math.round(q.cbm * 1000) / 1000,
    tonnes: Math.round(q.tonnes * 1000) / 1000,
    chargeable: Math.round(q.chargeable * 1000) / 1000,
    minCbm: m.problem.lcl.minCbm,
    ratePerCbm: m.problem.lcl.ratePerCbm,
    amount: q.amount === null ? null : money(q.amount),
    currency: m.currency,
  };
}

function planOut(m: MappedConsolidation, plan: ConsolidationPlan, eligibleCartons: number, order: readonly number[]) {
  const containers = plan.containers.map((c, i) => containerOut(m.problem, c, m.skus, i, m.requested, m.units));
  const remainder = remainderOut(m, plan.remainder);
  const candidateHash = inputHash({
    containers: containers.map((c) => ({
      preset: c.preset,
      boxes: c.boxes.map((b) => [b.poId, b.label, b.l, b.w, b.h, b.px, b.py, b.pz]),
    })),
    remainder: plan.remainder.map((l) => [m.problem.pos[l.po].poId, l.item, l.qty, l.reason]),
  });
  const lcl = lclOut(m, plan);
  return {
    strategy: plan.strategy,
    status: plan.remainder.length === 0 ? 'complete' : 'partial',
    containerCount: containers.length,
    containers,
    remainder,
    ...(lcl ? { lcl } : {}),
    cost: costOut(m, plan),
    missingRates: plan.cost.missing,
    candidateHash,
    checks: consolidationChecks(
      m.problem,
      plan,
      eligibleCartons,
      order,
      containers.map((c) => c.checksSummary),
    ),
    notes: plan.notes,
  };
}

export function buildConsolidateResponse(
  m: MappedConsolidation,
  result: ConsolidationResult,
  hash: string,
): Record<string, unknown> {
  const eligibleLots = result.order.flatMap((po) =>
    m.problem.pos[po].items.map((it, item) => ({ po, item, qty: it.qty })),
  );
  const cargo = totals(m, eligibleLots);
  const plans = result.plans.map((p) => planOut(m, p, cargo.cartons, result.order));
  const complete = cargo.cartons === 0 || plans.some((p) => p.status === 'complete');
  const notes = [...result.notes];
  if (result.unfit.length > 0)
    notes.push(
      `${result.unfit.reduce((s, l) => s + l.qty, 0)} cartons fit no offered container and are in every plan's remainder`,
    );
  if (plans.length === 0 && cargo.cartons > 0)
    notes.push('no plan finished within the packing budget; raise searchBudget (at most 120)');
  if (cargo.cartons === 0) notes.push('no PO is eligible: nothing to ship');
  return {
    status: complete ? 'complete' : 'partial',
    outcome: plans.length > 0 || cargo.cartons === 0 ? 'found' : 'none_fit_budget',
    eligible: { poIds: result.order.map((po) => m.problem.pos[po].poId), skipped: result.skipped },
    cargo: { pos: result.order.length, ...amounts(cargo), currency: m.currency },
    ranking: {
      costCompared: result.costCompared,
      by: result.costCompared ? RANKING_WITH_COST : RANKING_WITHOUT_COST,
    },
    plans,
    searched: { ...result.searched, stoppedBy: result.stoppedBy },
    engineVersion: ENGINE_VERSION,
    inputHash: hash,
    semantics: CONSOLIDATE_SEMANTICS,
    notes,
  };
}
