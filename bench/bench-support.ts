/** Shared by bench:balance and bench:stow: run a plan, read its checks, summarise numbers. */
import { loadExtent } from '../src/core/geometry/extent.js';
import { checkPlan } from '../src/core/checks/check-plan.js';
import {
  CONTAINER_BUDGETS,
  DEFAULT_TUNING,
  PACK_TUNING,
  solveContainerLoad,
} from '../src/core/engines/container-loading/index.js';
import { contactPairs } from '../src/core/geometry/contact-pairs.js';
import { freeStandingColumns, standingColumns } from '../src/core/geometry/free-standing.js';
import type { Placement, Plan } from '../src/core/model/plan.js';
import type { Problem } from '../src/core/model/problem.js';
import { buildPackReport } from '../src/core/reports/pack-report.js';
import type { AxleSpec, PackCheck } from '../src/core/reports/pack-report-types.js';

export interface Run {
  readonly plan: Plan;
  readonly ms: number;
  /** CPU time of the solve (user + system, process.cpuUsage), steadier than ms under shared load. */
  readonly cpuMs: number;
  readonly checks: Record<string, PackCheck>;
  readonly violations: number;
  /** Heavy-over-light contacts (the number in the HEAVY_OVER_LIGHT detail, 0 when it passes). */
  readonly heavyOverLight: number;
  readonly freeStanding: number;
  /** Dunnage gaps across the width the plan reports (pack response `dunnage`). */
  readonly dunnage: number;
  /** Free-standing columns when no face is counted as held by dunnage (the definition before dunnage was reported). */
  readonly freeStandingNoDunnage: number;
  /** Cargo volume ÷ (x extent × z extent × top) of the placed boxes. */
  readonly envelopeFill: number;
}

/** "before" = the volume-only engine (DEFAULT_TUNING), "after" = the pack service's tuning (PACK_TUNING). */
export function runPlan(
  problem: Problem,
  axles: AxleSpec | null,
  which: 'before' | 'after',
  work = CONTAINER_BUDGETS.default,
): Run {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const plan = solveContainerLoad(problem, { budget: { work } }, which === 'before' ? DEFAULT_TUNING : PACK_TUNING);
  const cpu = process.cpuUsage(c0);
  const ms = performance.now() - t0;
  return describe(problem, axles, plan, ms, (cpu.user + cpu.system) / 1000);
}

export function describe(problem: Problem, axles: AxleSpec | null, plan: Plan, ms = 0, cpuMs = 0): Run {
  const report = buildPackReport(problem, plan, { tareKg: null, axles });
  const checks = Object.fromEntries(report.checks.map((c) => [c.code, c]));
  const hol = checks.HEAVY_OVER_LIGHT;
  return {
    plan,
    ms,
    cpuMs,
    checks,
    violations: checkPlan(problem, plan.placements).length,
    heavyOverLight: hol.status === 'warn' ? Number(/^(\d+)/.exec(hol.detail ?? '')?.[1] ?? 0) : 0,
    freeStanding: freeStandingColumns(plan.placements, problem.space.l, problem.space.w).length,
    dunnage: report.dunnage.length,
    freeStandingNoDunnage: standingColumns(
      plan.placements,
      problem.space.l,
      problem.space.w,
      contactPairs(plan.placements),
      0,
    ).columns.length,
    envelopeFill: envelopeFill(plan.placements),
  };
}

function envelopeFill(boxes: readonly Placement[]): number {
  if (boxes.length === 0) return 0;
  const { x0, x1, z0, z1, top } = loadExtent(boxes);
  const v = boxes.reduce((sum, b) => sum + b.dx * b.dy * b.dz, 0);
  return v / ((x1 - x0) * (z1 - z0) * top);
}

export const pct = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
export const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
export const share = (xs: readonly boolean[]): string =>
  `${xs.filter(Boolean).length} / ${xs.length} (${((100 * xs.filter(Boolean).length) / Math.max(1, xs.length)).toFixed(0)} %)`;

export function argOf(argv: readonly string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
}

/** The containers of bench:stow's light loads (cm, kg): inner sizes and payloads of ISO 20 ft, 40 ft and 40 ft HC. */
export const STOW_SPACES = [
  { name: '20ft', l: 590, w: 235, h: 239, maxWeight: 28_130 },
  { name: '40ft', l: 1203, w: 235, h: 239, maxWeight: 26_700 },
  { name: '40hc', l: 1203, w: 235, h: 269, maxWeight: 26_480 },
];
