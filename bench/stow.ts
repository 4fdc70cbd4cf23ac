/**
 * bench:stow — issue 18's measure. Seeded light loads (cargo 5-40 % of a 20 ft, 40 ft or
 * 40 ft HC by volume; mixed cartons of 20-70 cm, 80-350 kg/m³, a fifth with a stacking limit,
 * a third upright), solved by the volume-only engine ("before", DEFAULT_TUNING) and the pack
 * service's engine ("after"). Prints envelope fill (cargo volume ÷ loaded length × width ×
 * height) median and p10, LOAD_VOIDS pass share, free-standing columns per plan and how many
 * plans keep one (geometry/free-standing.ts, counting faces held by the dunnage the plan
 * reports), dunnage gaps per plan, mean |CoG offset| along and across, and latency (wall time
 * and CPU time).
 * Usage: npm run bench:stow -- [--seed 2001] [--count 40] [--tight]
 * (--tight: loads that can be stowed tight by construction, bench/stow-tight.ts).
 */
import { cpus } from 'node:os';
import type { ItemType } from '../src/core/model/item.js';
import type { Problem } from '../src/core/model/problem.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../src/core/model/units.js';
import { Rng } from '../src/core/search/rng.js';
import { argOf, mean, pct, runPlan, STOW_SPACES, type Run } from './bench-support.js';
import { tightInstance } from './stow-tight.js';

/** A light load: cartons until their volume reaches the drawn share of the container. */
export function stowInstance(seed: number): { name: string; problem: Problem } {
  const rng = new Rng(seed * 15_485_863 + 3);
  const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const space = STOW_SPACES[rng.int(STOW_SPACES.length)];
  const target = (0.05 + 0.35 * rng.next()) * space.l * space.w * space.h;
  const cm = LENGTH_PER_CM;
  const items: ItemType[] = [];
  let volume = 0;
  for (let index = 0; volume < target && index < 60; index++) {
    const l = between(25, 70),
      w = between(20, Math.min(l, 60)),
      h = between(20, 60);
    const qty = Math.max(1, Math.min(between(2, 40), Math.ceil((target - volume) / (l * w * h))));
    const density = between(80, 350);
    const weight = Math.round(Math.max(0.5, (density * l * w * h) / 1e6) * MASS_PER_KG);
    const roll = rng.next();
    items.push({
      index,
      label: `carton-${index + 1}`,
      l: l * cm,
      w: w * cm,
      h: h * cm,
      qty,
      weight,
      hasWeight: true,
      maxStack: roll < 0.2 ? Math.round(weight * between(3, 8)) : null,
      verticalAxes: rng.next() < 0.33 ? ['h'] : ['l', 'w', 'h'],
      canTurn: true,
      group: null,
      unloadOrder: null,
    });
    volume += qty * l * w * h;
  }
  const problem: Problem = {
    space: { l: space.l * cm, w: space.w * cm, h: space.h * cm, maxWeight: space.maxWeight * MASS_PER_KG, door: null },
    items,
  };
  return { name: `${space.name}/${seed}`, problem };
}

const argv = process.argv.slice(2);
const seed = argOf(argv, 'seed', 2001);
const count = argOf(argv, 'count', 40);
const tight = argv.includes('--tight');
if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('stow.ts')) {
  console.log(
    `bench:stow${tight ? ' --tight' : ''} — seeds ${seed}..${seed + count - 1}; machine: ${cpus().length} cores, ${cpus()[0]?.model ?? '?'}, node ${process.version}`,
  );
  const runs = Array.from({ length: count }, (_, k) => {
    const { problem } = (tight ? tightInstance : stowInstance)(seed + k);
    return { before: runPlan(problem, null, 'before'), after: runPlan(problem, null, 'after') };
  });
  const line = (label: string, rs: Run[]) => {
    const fill = rs.map((r) => 100 * r.envelopeFill);
    const off = (axis: 'x' | 'z') =>
      mean(
        rs.map((r) =>
          Math.abs(
            (r.checks.COG_HEIGHT.observed as Record<string, number> | null)?.[
              axis === 'x' ? 'offsetXPct' : 'offsetZPct'
            ] ?? 0,
          ),
        ),
      );
    const ms = rs.map((r) => r.ms),
      cpu = rs.map((r) => r.cpuMs);
    console.log(
      `| ${label} | ${rs.length} | ${rs.filter((r) => r.plan.unplaced.length === 0).length} | ${pct(fill, 50).toFixed(1)} | ${pct(fill, 10).toFixed(1)} | ${rs.filter((r) => r.checks.LOAD_VOIDS.status === 'pass').length} | ${mean(rs.map((r) => r.freeStanding)).toFixed(3)} (${rs.filter((r) => r.freeStanding > 0).length}) | ${mean(rs.map((r) => r.freeStandingNoDunnage)).toFixed(2)} | ${mean(rs.map((r) => r.dunnage)).toFixed(1)} | ${mean(rs.map((r) => r.heavyOverLight)).toFixed(1)} | ${off('x').toFixed(2)} / ${off('z').toFixed(2)} | ${rs.filter((r) => r.checks.COG_HEIGHT.status === 'pass').length} | ${pct(ms, 50).toFixed(0)} / ${pct(ms, 95).toFixed(0)} | ${pct(cpu, 50).toFixed(0)} / ${pct(cpu, 95).toFixed(0)} |`,
    );
  };
  console.log(
    '| engine | loads | all placed | envelope fill % p50 | p10 | LOAD_VOIDS pass | free-standing columns / plan (plans with any) | without dunnage credit | dunnage gaps / plan | heavy-over-light / plan | mean abs CoG offset % x / z | COG pass | ms p50 / p95 | CPU ms p50 / p95 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  line(
    'before (volume only)',
    runs.map((r) => r.before),
  );
  line(
    'after (compactness and balance)',
    runs.map((r) => r.after),
  );
  const violations = runs.reduce((s, r) => s + r.before.violations + r.after.violations, 0);
  console.log(`checker violations: ${violations}`);
  if (violations > 0) process.exitCode = 1;
}
