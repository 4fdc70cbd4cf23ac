/**
 * bench:consolidate — PO consolidation quality and latency.
 * Usage: npm run bench:consolidate -- [--mpv-classes 1-8] [--mpv-count 10] [--seeds 5] [--cost-seeds 200 | 71001-71200]
 *        [--rates-seeds 5] [--mono 30] [--mono-seed 1] [--skip-mpv] [--skip-sets] [--skip-cost] [--skip-rates] [--skip-mono]
 * 1. Martello-Pisinger-Vigo instances as multi-container loads: bins used vs L0 per class.
 * 2. Seeded multi-PO sets (one 40' HC type): containers used vs ceil(cargo volume / (container
 *    volume × fill)), fill = 1 and the engine's BR fill, and vs a PO-by-PO first-fit-decreasing baseline.
 * 3. Latency of the real task handler at the default budget (all three presets), p50 / p95,
 *    wall time and the process's CPU time (what a quiet core would take).
 * 4. Cost: small seeded sets whose cheapest plan is known by enumeration (consolidate-cost.ts):
 *    cost gap to the optimum, POs waiting behind a lower priority, cartons conserved.
 * 5. Seeded sets with rates (all three presets at 2,100 / 2,900 / 3,100, LCL at 85) at 10 POs /
 *    1,500 cartons and at the request limits (30 POs / 3,000 cartons), default budget: the best
 *    plan's freight, POs waiting behind a lower priority, cartons conserved, CPU and wall p50 / p95.
 * 6. Pack monotonicity (bench/consolidate-monotonicity.ts): seeded cargos of 40-85 % of a 20' GP;
 *    where the container engine at pack's default budget loads everything, does consolidate
 *    (one 20' GP, default budget) too.
 * Every container plan is re-checked with checkPlan; violations are printed and counted.
 */
import { cpus, loadavg } from 'node:os';
import { checkPlan } from '../src/core/checks/check-plan.js';
import {
  consolidate,
  type ConsolidationProblem,
  type ConsolidationResult,
} from '../src/core/engines/consolidation/index.js';
import { consolidateHandler } from '../src/http/handlers/consolidate.js';
import { WORK_PER_PACK } from '../src/http/mappers/consolidate-request.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../src/core/model/units.js';
import { containerType, poSet } from './consolidate-instances.js';
import { ffdContainers } from './consolidate-ffd.js';
import { mpvL0, mpvProblem, readMpv } from './consolidate-mpv.js';
import { runCostSet } from './consolidate-cost.js';
import { monotonicityCase } from './consolidate-monotonicity.js';
import { mapConsolidateRequest } from '../src/http/mappers/consolidate-request.js';
import type { ConsolidateBody } from '../src/http/schemas/consolidate.js';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
};
const range = (s: string) => {
  const [a, b] = s.split('-').map(Number);
  return Array.from({ length: (b ?? a) - a + 1 }, (_, i) => a + i);
};
/** Mean BR1-15 fill of the container engine at its default budget (docs/benchmarks.md, BR table). */
const BR_FILL = 0.9136;
const SIZES: readonly [number, number][] = [
  [5, 300],
  [10, 1500],
  [20, 2000],
  [30, 3000],
];

let violations = 0;
function verify(result: ConsolidationResult): void {
  for (const plan of result.plans)
    for (const c of plan.containers) {
      for (const v of checkPlan(c.problem, c.plan.placements)) {
        violations++;
        console.log(`VIOLATION ${v.message}`);
      }
    }
}
const ms = () => performance.now();
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const best = (r: ConsolidationResult) => r.plans[0];

console.log(
  `machine: ${cpus().length} cores, ${cpus()[0]?.model ?? '?'}, node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
console.log(`work per packing run: ${WORK_PER_PACK}`);

if (!argv.includes('--skip-mpv')) {
  const classes = range(opt('mpv-classes', '1-8'));
  const count = Number(opt('mpv-count', '10'));
  console.log(`\n## MPV, instances 1-${count} per class and size, 120 packing runs each`);
  console.log('| class | n | bins (ours) | L0 | ours / L0 | incomplete | mean ms |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const cls of classes) {
    let classBins = 0,
      classL0 = 0;
    for (const n of [50, 100, 150, 200]) {
      let bins = 0,
        l0 = 0,
        incomplete = 0,
        time = 0;
      for (let v = 1; v <= count; v++) {
        const inst = readMpv(cls, n, v);
        const t = ms();
        const r = consolidate(mpvProblem(inst, 120, WORK_PER_PACK));
        time += ms() - t;
        verify(r);
        const plan = best(r);
        if (!plan || plan.remainder.length > 0) incomplete++;
        bins += plan ? plan.containers.length : 0;
        l0 += mpvL0(inst);
      }
      classBins += bins;
      classL0 += l0;
      console.log(
        `| ${cls} | ${n} | ${bins} | ${l0} | ${(bins / l0).toFixed(3)} | ${incomplete} | ${Math.round(time / count)} |`,
      );
    }
    console.log(`| **${cls}** | all | **${classBins}** | ${classL0} | **${(classBins / classL0).toFixed(3)}** | | |`);
  }
}

/** The seeded set as an HTTP request body in cm/kg, all three presets, default budget. */
function requestBody(p: ConsolidationProblem): ConsolidateBody {
  const cm = (u: number) => u / LENGTH_PER_CM,
    kg = (g: number) => g / MASS_PER_KG;
  return {
    units: 'cm-kg',
    pos: p.pos.map((po) => ({
      poId: po.poId,
      supplier: po.supplier ?? undefined,
      readyDate: po.readyDate ?? undefined,
      priority: po.priority ?? undefined,
      items: po.items.map((it) => ({
        label: it.label,
        l: cm(it.l),
        w: cm(it.w),
        h: cm(it.h),
        qty: it.qty,
        weight: kg(it.weight),
        keepUpright: it.verticalAxes.length === 1,
        ...(it.maxStack === 0 ? { fragile: true } : {}),
      })),
    })),
    containers: [{ preset: '20gp' }, { preset: '40gp' }, { preset: '40hq' }],
  };
}

if (!argv.includes('--skip-sets')) {
  const seeds = range(`1-${opt('seeds', '5')}`);
  console.log(
    `\n## Seeded PO sets, seeds ${seeds[0]}-${seeds[seeds.length - 1]}; counts with one 40' HC type, default budget (40 runs)`,
  );
  console.log(
    '| POs | cartons | sets | containers (ours) | bound fill 100 % | bound BR fill | FFD PO by PO | incomplete | latency p50 ms | p95 ms | CPU p50 ms | CPU p95 ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  consolidateHandler(requestBody(poSet({ pos: 3, cartons: 100, seed: 99, packRuns: 40, workPerPack: WORK_PER_PACK })), {
    isTimeUp: () => false,
  }); // warm-up
  for (const [pos, cartons] of SIZES) {
    let ours = 0,
      exact = 0,
      brBound = 0,
      ffd = 0,
      incomplete = 0;
    const times: number[] = [],
      cpu: number[] = [];
    for (const seed of seeds) {
      const base = poSet({ pos, cartons, seed, packRuns: 40, workPerPack: WORK_PER_PACK });
      const single = { ...base, containers: [containerType('40hq', 120)] };
      const r = consolidate(single);
      verify(r);
      const plan = best(r);
      if (!plan || plan.remainder.length > 0) incomplete++;
      ours += plan ? plan.containers.length : 0;
      const space = single.containers[0].space;
      const cargo = base.pos.reduce((s, po) => s + po.items.reduce((t, it) => t + it.qty * it.l * it.w * it.h, 0), 0);
      exact += Math.ceil(cargo / (space.l * space.w * space.h));
      brBound += Math.ceil(cargo / (space.l * space.w * space.h * BR_FILL));
      ffd += ffdContainers(single).containers;
      const t = ms(),
        c = process.cpuUsage();
      consolidateHandler(requestBody(base), { isTimeUp: () => false });
      times.push(ms() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
    console.log(
      `| ${pos} | ${cartons} | ${seeds.length} | ${ours} | ${exact} | ${brBound} | ${ffd} | ${incomplete} | ${Math.round(pct(times, 50))} | ${Math.round(pct(times, 95))} | ${Math.round(pct(cpu, 50))} | ${Math.round(pct(cpu, 95))} |`,
    );
  }
}
if (!argv.includes('--skip-cost')) {
  const costSeeds = opt('cost-seeds', '200');
  // a count (seeds 1-N, the tuned sets) or a range of fresh seeds such as 71001-71200
  const seeds = range(costSeeds.includes('-') ? costSeeds : `1-${costSeeds}`);
  console.log(`\n## Cost against enumeration, seeds ${seeds[0]}-${seeds[seeds.length - 1]} (consolidate-cost.ts)`);
  let gaps = 0,
    worst = 0,
    waits = 0,
    lost = 0;
  for (const seed of seeds) {
    const r = runCostSet(seed);
    if (r.gap > 1e-9) {
      gaps++;
      console.log(`seed ${seed}: ${(r.gap * 100).toFixed(2)} % above the optimum`);
    }
    worst = Math.max(worst, r.gap);
    if (r.priorityWaits > 0) waits++;
    if (!r.conserved) lost++;
    violations += r.violations;
  }
  console.log('| sets | above the optimum | worst gap | priority violations | cartons not conserved |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(`| ${seeds.length} | ${gaps} | ${(worst * 100).toFixed(2)} % | ${waits} | ${lost} |`);
}
if (!argv.includes('--skip-rates')) {
  const seeds = range(`1-${opt('rates-seeds', '5')}`);
  const rates = { '20gp': 2100, '40gp': 2900, '40hq': 3100 } as const;
  console.log(
    `\n## Seeded sets with rates (20gp 2,100, 40gp 2,900, 40hq 3,100, LCL 85 per W/M), seeds ${seeds[0]}-${seeds[seeds.length - 1]}, default budget`,
  );
  console.log(
    '| POs | cartons | seed | best plan | freight | POs waiting | cartons conserved | packs | CPU ms | wall ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [pos, cartons] of [
    [10, 1500],
    [30, 3000],
  ] as const) {
    const cpu: number[] = [],
      wall: number[] = [];
    let freight = 0;
    for (const seed of seeds) {
      const body = requestBody(poSet({ pos, cartons, seed, packRuns: 40, workPerPack: WORK_PER_PACK }));
      body.containers = body.containers.map((c) => ({ ...c, ratePerContainer: rates[c.preset] }));
      body.lcl = { ratePerCbm: 85 };
      const t = ms(),
        c = process.cpuUsage();
      const problem = mapConsolidateRequest(body).problem;
      const r = consolidate(problem);
      wall.push(ms() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      verify(r);
      const plan = best(r);
      let placed = 0;
      for (const k of plan.containers) placed += k.plan.placements.length;
      const left = plan.remainder.reduce((n, l) => n + l.qty, 0);
      const eligible = r.order.reduce((n, po) => n + problem.pos[po].items.reduce((m, it) => m + it.qty, 0), 0);
      const lcl = plan.cost.lcl ? ` + ${plan.cost.lcl.cbm.toFixed(1)} m³ LCL` : '';
      freight += plan.cost.total ?? Number.NaN;
      console.log(
        `| ${pos} | ${cartons} | ${seed} | ${plan.containers.map((k) => problem.containers[k.type].name).join(' + ')}${lcl} | ${plan.cost.total?.toFixed(2)} | ${plan.priorityWaits.length} | ${placed + left === eligible ? 'yes' : `NO (${placed + left} of ${eligible})`} | ${r.plans.length} | ${r.searched.packs} | ${r.stoppedBy} | ${Math.round(cpu[cpu.length - 1])} | ${Math.round(wall[wall.length - 1])} |`,
      );
    }
    console.log(
      `| ${pos} | ${cartons} | all | | **${freight.toFixed(2)}** | | | | | | p50 ${Math.round(pct(cpu, 50))}, p95 ${Math.round(pct(cpu, 95))} | p50 ${Math.round(pct(wall, 50))}, p95 ${Math.round(pct(wall, 95))} |`,
    );
  }
}
if (!argv.includes('--skip-mono')) {
  const count = Number(opt('mono', '30'));
  const seed = Number(opt('mono-seed', '1'));
  console.log(`\n## Pack monotonicity: ${count} seeded cargos (seed ${seed}), 40-85 % of a 20' GP`);
  let compared = 0,
    failures = 0;
  for (let i = 0; i < count; i++) {
    const r = monotonicityCase(seed * 1000 + i);
    if (!r.packedAll) continue;
    compared++;
    if (r.consolidateLeft > 0) {
      failures++;
      console.log(`FAILURE case ${seed * 1000 + i}: consolidate left ${r.consolidateLeft} of ${r.cartons} cartons`);
    }
  }
  console.log(
    `| cargos | loaded completely by pack (default budget) | of those, not loaded completely by consolidate |\n| --- | --- | --- |\n| ${count} | ${compared} | **${failures}** |`,
  );
}
console.log(
  `\nchecker violations: ${violations}; load average after: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
