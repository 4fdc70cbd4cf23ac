/**
 * bench:balance — issue 10's measure. Seeded partial loads whose balanced arrangement is known
 * by construction (bench/balance-instances.ts), solved by the volume-only engine ("before",
 * DEFAULT_TUNING) and the pack service's engine ("after"); the share whose COG_HEIGHT and
 * AXLE_LOADS pass; HEAVY_OVER_LIGHT contacts per plan on bench:pack's mixed 200-carton loads;
 * a BR sample (fill at the default budget, classes 1-7 and 8-15); pack latency at 200 and
 * 2,000 units. Single thread, default budget; every plan goes through the plan checker.
 * Issue 50: grouped loads (bench/grouped-instances.ts: cartons placed with groups against one
 * zone per group) and over-full loads (bench/overfull-instances.ts: share returned with
 * COG_HEIGHT and AXLE_LOADS passing, units left out for balance, smallest axle margin p10, CPU).
 * Usage: npm run bench:balance -- [--seed 1001] [--count 60] [--hol 10] [--br 3] [--lat200 10] [--lat2000 3]
 *   [--grouped 0] [--over 0] [--trucks 0]
 * (--trucks: single heavy layers on a semi-trailer, bench/truck-layer-instances.ts: smallest axle
 * margin p10 / p50, loads keeping AXLE_MARGIN_PCT, front gap left before the headboard).
 */
import { cpus } from 'node:os';
import type { Placement } from '../src/core/model/plan.js';
import { CONTAINER_BUDGETS } from '../src/core/engines/container-loading/index.js';
import { balanceInstance } from './balance-instances.js';
import { argOf, describe, mean, pct, runPlan, share, type Run } from './bench-support.js';
import { loadBr } from './br-instances.js';
import { groupedInstance, zonePerGroup } from './grouped-instances.js';
import { overfullInstance } from './overfull-instances.js';
import { packInstance } from './pack-instances.js';
import { truckLayerInstance } from './truck-layer-instances.js';
import { AXLE_MARGIN_PCT } from '../src/core/objectives/stow.js';

const argv = process.argv.slice(2);
const seed = argOf(argv, 'seed', 1001);
const count = argOf(argv, 'count', 60);
const holCount = argOf(argv, 'hol', 10);
const brCount = argOf(argv, 'br', 3);
const lat200 = argOf(argv, 'lat200', 10);
const lat2000 = argOf(argv, 'lat2000', 3);
const groupedCount = argOf(argv, 'grouped', 0);
const overCount = argOf(argv, 'over', 0);
const truckCount = argOf(argv, 'trucks', 0);
console.log(
  `bench:balance — seeds ${seed}..${seed + count - 1}; machine: ${cpus().length} cores, ${cpus()[0]?.model ?? '?'}, node ${process.version}`,
);

let violations = 0;
const tally = (r: Run) => {
  violations += r.violations;
  return r;
};
const ok = (r: Run, code: string) => r.checks[code].status === 'pass';

// 1. balance on loads with a known balanced arrangement
const rows: { name: string; truck: boolean; stops: boolean; ref: Run; before: Run; after: Run }[] = [];
for (let s = seed; s < seed + count; s++) {
  const inst = balanceInstance(s);
  if (!inst) continue;
  const refPlan = {
    placements: inst.reference as Placement[],
    unplaced: [],
    stats: { engine: 'reference', work: 0, stoppedBy: 'complete' as const },
  };
  const ref = tally(describe(inst.problem, inst.axles, refPlan));
  const balanced = ok(ref, 'COG_HEIGHT') && (inst.axles === null || ok(ref, 'AXLE_LOADS')) && ref.violations === 0;
  if (!balanced) continue;
  const problem = inst.axles
    ? {
        ...inst.problem,
        space: {
          ...inst.problem.space,
          axles: {
            frontPos: inst.axles.frontPos * 100,
            rearPos: inst.axles.rearPos * 100,
            frontLimit: inst.axles.frontLimit * 1000,
            rearLimit: inst.axles.rearLimit * 1000,
          },
        },
      }
    : inst.problem;
  rows.push({
    name: inst.name,
    truck: inst.axles !== null,
    stops: inst.problem.items.some((it) => it.unloadOrder !== null),
    ref,
    before: tally(runPlan(problem, inst.axles, 'before')),
    after: tally(runPlan(problem, inst.axles, 'after')),
  });
}
const groups: [string, typeof rows][] = [
  ['containers', rows.filter((r) => !r.truck)],
  ['trailers, one stop', rows.filter((r) => r.truck && !r.stops)],
  ['trailers with stops', rows.filter((r) => r.stops)],
  ['all', rows],
];
console.log(
  '\n| loads (balanced arrangement known) | n | all placed before / after | COG pass before | COG pass after | AXLE pass before | AXLE pass after |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [name, rs] of groups) {
  const placedAll = (r: Run) => r.plan.unplaced.length === 0;
  const trucks = rs.filter((r) => r.truck);
  console.log(
    `| ${name} | ${rs.length} | ${rs.filter((r) => placedAll(r.before)).length} / ${rs.filter((r) => placedAll(r.after)).length} | ${share(rs.map((r) => ok(r.before, 'COG_HEIGHT')))} | ${share(rs.map((r) => ok(r.after, 'COG_HEIGHT')))} | ${trucks.length ? share(trucks.map((r) => ok(r.before, 'AXLE_LOADS'))) : '—'} | ${trucks.length ? share(trucks.map((r) => ok(r.after, 'AXLE_LOADS'))) : '—'} |`,
  );
}
for (const r of rows) {
  const bad = ['COG_HEIGHT', 'AXLE_LOADS'].filter(
    (c) => r.after.checks[c].status !== 'pass' && r.after.checks[c].status !== 'not_evaluated',
  );
  if (bad.length > 0)
    console.log(
      `  after, not passing: ${r.name} ${bad.map((c) => `${c} ${r.after.checks[c].status}: ${r.after.checks[c].detail ?? JSON.stringify(r.after.checks[c].observed)}`).join('; ')}`,
    );
}

// 2. heavy over light on mixed cartons (bench:pack's 200-carton loads, all fit)
const hol = Array.from({ length: holCount }, (_, k) => {
  const p = packInstance(200, seed + k);
  return { before: tally(runPlan(p, null, 'before')), after: tally(runPlan(p, null, 'after')) };
});
if (hol.length > 0) {
  console.log(
    '\n| bench:pack 200-carton loads | n | HEAVY_OVER_LIGHT contacts per plan, before | after | plans warning before | after | p50 / p95 ms before | after |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const ms = (rs: Run[]) =>
    `${pct(
      rs.map((r) => r.ms),
      50,
    ).toFixed(0)} / ${pct(
      rs.map((r) => r.ms),
      95,
    ).toFixed(0)}`;
  console.log(
    `| seeds ${seed}..${seed + holCount - 1} | ${hol.length} | ${mean(hol.map((h) => h.before.heavyOverLight)).toFixed(1)} | ${mean(hol.map((h) => h.after.heavyOverLight)).toFixed(1)} | ${hol.filter((h) => h.before.heavyOverLight > 0).length} | ${hol.filter((h) => h.after.heavyOverLight > 0).length} | ${ms(hol.map((h) => h.before))} | ${ms(hol.map((h) => h.after))} |`,
  );
}

// 3. BR sample at the default budget
if (brCount > 0) {
  const fill: Record<string, number[]> = { 'BR1-7': [], 'BR8-15': [] };
  for (let c = 1; c <= 15; c++)
    for (let n = 1; n <= brCount; n++) {
      const inst = loadBr(c, n);
      const r = tally(runPlan(inst.problem, null, 'after'));
      const v = r.plan.placements.reduce((s, b) => s + b.dx * b.dy * b.dz, 0);
      fill[c <= 7 ? 'BR1-7' : 'BR8-15'].push((100 * v) / inst.containerVolume);
    }
  console.log(
    `\nBR sample (instances 1..${brCount} of each class, default budget): BR1-7 mean fill ${mean(fill['BR1-7']).toFixed(2)} % (floor 93.8), BR8-15 ${mean(fill['BR8-15']).toFixed(2)} % (floor 89.4)`,
  );
}

// 4. latency at 200 and 2,000 units (bench:pack's loads)
for (const [units, n] of [
  [200, lat200],
  [2000, lat2000],
] as const) {
  if (n <= 0) continue;
  const ms = Array.from({ length: n }, (_, k) => tally(runPlan(packInstance(units, seed + k), null, 'after')).ms);
  console.log(
    `pack latency, ${units} units (${n} loads, default budget ${CONTAINER_BUDGETS.default}): p50 ${pct(ms, 50).toFixed(0)} ms, p95 ${pct(ms, 95).toFixed(0)} ms`,
  );
}
// 5. grouped loads: with groups against one zone per group (the formulation must not decide the outcome)
if (groupedCount > 0) {
  const runs = Array.from({ length: groupedCount }, (_, k) => {
    const p = groupedInstance(seed + k);
    return {
      units: p.items.reduce((s, it) => s + it.qty, 0),
      groups: tally(runPlan(p, null, 'after')),
      zones: tally(runPlan(zonePerGroup(p), null, 'after')),
    };
  });
  const all = (r: Run, n: number) => r.plan.placements.length === n;
  const cpu = runs.map((r) => r.groups.cpuMs);
  console.log(
    `\ngrouped loads (seeds ${seed}..${seed + groupedCount - 1}, 3 groups, 68 % of a 20 ft box): cartons placed with groups ${runs.reduce((s, r) => s + r.groups.plan.placements.length, 0)} / with a zone per group ${runs.reduce((s, r) => s + r.zones.plan.placements.length, 0)} of ${runs.reduce((s, r) => s + r.units, 0)}; all placed with groups ${runs.filter((r) => all(r.groups, r.units)).length}, with zones ${runs.filter((r) => all(r.zones, r.units)).length} of ${runs.length}; groups CPU p50 ${pct(cpu, 50).toFixed(0)} ms, p95 ${pct(cpu, 95).toFixed(0)} ms`,
  );
}

// 6. over-full loads: the plan returned passes the balance checks
if (overCount > 0) {
  const runs = Array.from({ length: overCount }, (_, k) => {
    const inst = overfullInstance(seed + k);
    return { truck: inst.axles !== null, r: tally(runPlan(inst.problem, inst.axles, 'after')) };
  });
  const passes = (x: (typeof runs)[number]) => ok(x.r, 'COG_HEIGHT') && (!x.truck || ok(x.r, 'AXLE_LOADS'));
  const left = runs.map((x) =>
    x.r.plan.unplaced.filter((u) => u.reason === 'left_out_for_balance').reduce((s, u) => s + u.qty, 0),
  );
  const margins = runs
    .filter((x) => x.truck)
    .map((x) => (x.r.checks.AXLE_LOADS.observed as Record<string, number>).marginPct);
  const cpu = runs.map((x) => x.r.cpuMs);
  console.log(
    `over-full loads (seeds ${seed}..${seed + overCount - 1}, ${runs.filter((x) => x.truck).length} trailers): balance checks pass ${share(runs.map(passes))}; units left out for balance ${left.reduce((a, b) => a + b, 0)} in ${left.filter((n) => n > 0).length} plans; mean placed ${mean(runs.map((x) => x.r.plan.placements.length)).toFixed(1)}; trailer smallest axle margin p10 ${margins.length ? pct(margins, 10).toFixed(1) : '—'} %; CPU p50 ${pct(cpu, 50).toFixed(0)} ms, p95 ${pct(cpu, 95).toFixed(0)} ms`,
  );
}
// 7. trucks: single heavy layers, the smallest axle margin
if (truckCount > 0) {
  const runs = Array.from({ length: truckCount }, (_, k) => {
    const inst = truckLayerInstance(seed + k);
    return tally(runPlan(inst.problem, inst.axles, 'after'));
  });
  const margins = runs.map((r) => (r.checks.AXLE_LOADS.observed as Record<string, number>).marginPct);
  const fronts = runs.map((r) => Math.min(...r.plan.placements.map((b) => b.x)) / 100);
  console.log(
    `truck layers (seeds ${seed}..${seed + truckCount - 1}): AXLE_LOADS pass ${share(runs.map((r) => ok(r, 'AXLE_LOADS')))}; smallest margin p10 ${pct(margins, 10).toFixed(1)} %, p50 ${pct(margins, 50).toFixed(1)} %; margin ≥ ${AXLE_MARGIN_PCT} % ${share(margins.map((m) => m >= AXLE_MARGIN_PCT - 0.01))}; front gap p50 ${pct(fronts, 50).toFixed(0)} cm, max ${Math.max(...fronts).toFixed(0)} cm`,
  );
}
console.log(`checker violations: ${violations}`);
if (violations > 0) process.exitCode = 1;
