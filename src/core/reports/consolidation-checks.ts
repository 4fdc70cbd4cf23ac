/**
 * Plan-level screening checks of a consolidation plan. Each is evaluated for real or says
 * not_evaluated with the request field it needs; a rule the caller did not ask for is not
 * reported as kept.
 */
import type { ConsolidationPlan, ConsolidationProblem } from '../engines/consolidation/index.js';
import type { ReportCheck } from './pack-report-types.js';
import { missingDetail, placementVerdict } from '../rules/placement-complete.js';

export type ConsolidationCheckCode =
  | 'PLACEMENT_COMPLETE'
  | 'PO_KEPT_TOGETHER'
  | 'SUPPLIERS_PER_CONTAINER'
  | 'RATES_PROVIDED'
  | 'PRIORITY_ORDER'
  | 'CONTAINER_CHECKS';

export type ConsolidationCheck = ReportCheck<ConsolidationCheckCode>;

function placementComplete(plan: ConsolidationPlan, eligibleCartons: number): ConsolidationCheck {
  const placed = eligibleCartons - plan.remainder.reduce((s, l) => s + l.qty, 0);
  return {
    ...placementVerdict(placed, eligibleCartons),
    assumption:
      'Every eligible carton in a container; the remainder lists the rest, with reasons, for LCL. A heuristic search: a fail does not prove they cannot fit.',
    ...missingDetail(placed, eligibleCartons, 'eligible cartons in the remainder'),
  };
}

function poKeptTogether(problem: ConsolidationProblem, plan: ConsolidationPlan): ConsolidationCheck {
  const assumption = 'Each PO travels in one container (rules.keepPoTogether); a PO larger than one container cannot.';
  if (!problem.rules.keepPoTogether)
    return {
      code: 'PO_KEPT_TOGETHER',
      status: 'not_evaluated',
      observed: null,
      limit: null,
      assumption,
      field: 'rules.keepPoTogether',
    };
  const split = plan.splitPos.map((po) => problem.pos[po].poId);
  return {
    code: 'PO_KEPT_TOGETHER',
    status: split.length === 0 ? 'pass' : 'fail',
    observed: split.length,
    limit: 0,
    assumption,
    ...(split.length > 0 ? { detail: `split across containers: ${split.join(', ')}` } : {}),
  };
}

function suppliersPerContainer(problem: ConsolidationProblem, plan: ConsolidationPlan): ConsolidationCheck {
  const limit = problem.rules.maxSuppliersPerContainer;
  const assumption = 'Distinct suppliers in any one container; a PO without a supplier counts as its own supplier.';
  if (limit === null)
    return {
      code: 'SUPPLIERS_PER_CONTAINER',
      status: 'not_evaluated',
      observed: null,
      limit: null,
      assumption,
      field: 'rules.maxSuppliersPerContainer',
    };
  const counts = plan.containers.map(
    (c) =>
      new Set(
        c.plan.placements.map((p) => {
          const po = problem.pos[c.lots[p.item].po];
          return po.supplier ?? `\u0000${po.poId}`;
        }),
      ).size,
  );
  const observed = Math.max(0, ...counts);
  return { code: 'SUPPLIERS_PER_CONTAINER', status: observed <= limit ? 'pass' : 'fail', observed, limit, assumption };
}

function ratesProvided(plan: ConsolidationPlan): ConsolidationCheck {
  const missing = plan.cost.missing;
  return {
    code: 'RATES_PROVIDED',
    status: missing.length === 0 ? 'pass' : 'not_evaluated',
    observed: missing.length === 0 ? 'all rates given' : null,
    limit: null,
    assumption: 'The plan is costed only when every rate it needs was sent; an explicit 0 is a rate.',
    ...(missing.length > 0 ? { field: missing[0], detail: `missing: ${missing.join(', ')}` } : {}),
  };
}

function priorityOrder(
  problem: ConsolidationProblem,
  plan: ConsolidationPlan,
  order: readonly number[],
): ConsolidationCheck {
  const assumption =
    'A PO waits (cartons in the remainder, as LCL or left behind) only when no PO of a lower priority ships in a container; cartons that fit no offered container do not count.';
  if (order.every((po) => problem.pos[po].priority === null))
    return {
      code: 'PRIORITY_ORDER',
      status: 'not_evaluated',
      observed: null,
      limit: null,
      assumption,
      field: 'pos[].priority',
    };
  const id = (po: number) => problem.pos[po].poId;
  const waits = plan.priorityWaits;
  return {
    code: 'PRIORITY_ORDER',
    status: waits.length === 0 ? 'pass' : 'fail',
    observed: waits.length,
    limit: 0,
    assumption,
    ...(waits.length > 0
      ? { detail: waits.map((w) => `${id(w.po)} waits while ${w.behind.map(id).join(', ')} ship`).join('; ') }
      : {}),
  };
}

/** Fails and warns of each container's own pack checks, in container order. */
export type ContainerSummaries = readonly { readonly failed: readonly string[]; readonly warned: readonly string[] }[];

function containerChecks(summaries: ContainerSummaries): ConsolidationCheck {
  const assumption =
    "Each container's own pack checks (containers[].checks): fail when any container fails one, warn when any warns.";
  if (summaries.length === 0)
    return {
      code: 'CONTAINER_CHECKS',
      status: 'not_evaluated',
      observed: null,
      limit: null,
      assumption,
      field: 'containers',
    };
  const failing = summaries.filter((c) => c.failed.length > 0).length;
  const warning = summaries.filter((c) => c.warned.length > 0).length;
  const detail = summaries
    .flatMap((c, i) => [
      ...c.failed.map((code) => `container ${i + 1}: ${code} fail`),
      ...c.warned.map((code) => `container ${i + 1}: ${code} warn`),
    ])
    .join('; ');
  return {
    code: 'CONTAINER_CHECKS',
    status: failing > 0 ? 'fail' : warning > 0 ? 'warn' : 'pass',
    observed: { failing, warning },
    limit: { failing: 0, warning: 0 },
    assumption,
    ...(detail ? { detail } : {}),
  };
}

export function consolidationChecks(
  problem: ConsolidationProblem,
  plan: ConsolidationPlan,
  eligibleCartons: number,
  order: readonly number[],
  /** The containers' own check summaries, as the response shows them (or `plan.containers[i].verdict()`). */
  containers: ContainerSummaries,
): ConsolidationCheck[] {
  return [
    placementComplete(plan, eligibleCartons),
    poKeptTogether(problem, plan),
    suppliersPerContainer(problem, plan),
    ratesProvided(plan),
    priorityOrder(problem, plan, order),
    containerChecks(containers),
  ];
}
