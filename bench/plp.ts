/**
 * bench:plp — the recursive-partition PLP engine on the Cover benchmark sets
 * (../shared/benchmarks/plp; documented in docs/benchmarks.md, "PLP patterns").
 *
 * Prints per set: instances, share at the known optimum (Cover IIIB: at the best known
 * lower bound, rows with LB = UB only), share proved optimal by the engine's own bound,
 * misses, p50 / p95 / max wall time per instance, p50 / p95 CPU time per instance
 * (process.cpuUsage, for a shared machine), and pattern-validity failures (must be 0).
 * `--bounds`: no search; checks the pallet bounds on every row of the sets (never below the known
 * optimum: exits 1 otherwise) and prints the share of rows each tier of bounds proves.
 * Usage: npm run bench:plp [-- --all] [--sample 2000] [--seed 1] [--work PLP_WORK + l-work] [--l-work 128000000] [--show-misses 8] [--sets CoverIB,CoverIIB] [--rows 12,345 (file rows of each set, as printed with misses)]
 * `--last-rows`: only the six Cover II rows that closed last (at L_PHASE_WORK 128,000,000; 7-17 s CPU each).
 * `--api [--hard 15]`: the case-design code path of a shown candidate (PatternCache refining: budget sized to the problem, strips
 * for long floors) on hard rows, seeded: `--hard` rows each of Cover IIB and IIIB with at least 100
 * cases by area, plus the classic (43, 26, 7, 3) = 53 and Ships 1804 × 1230 / 137 × 95 = 169: share
 * at the optimum, rows below the plain guillotine pattern (must be 0), time p50 / p95 per pattern.
 */
import { PatternCache } from '../src/core/engines/case-design/case-loads.js';
import {
  L_PHASE_WORK,
  MAX_LEVEL,
  PLP_WORK,
  solvePlp,
} from '../src/core/engines/pallet-loading/plp/recursive-partition.js';
import type { PatternRect } from '../src/core/engines/pallet-loading/plp/rect.js';
import { classAreaBound, classBarnesBound } from '../src/core/engines/pallet-loading/plp/class-bound.js';
import { conicCombinations } from '../src/core/engines/pallet-loading/plp/conic-combinations.js';
import { classCrossingBound, instanceCrossingBound } from '../src/core/engines/pallet-loading/plp/crossing-bound.js';
import { plpUpperBound } from '../src/core/engines/pallet-loading/plp/plp-bounds.js';
import { readPlpSet, samplePlp, type PlpInstance } from '../test/support/plp-data.js';
import { percentile } from './pallet-metrics.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const ALL = process.argv.includes('--all');
const SAMPLE = Number(arg('sample', '2000'));
const SEED = Number(arg('seed', '1'));
const L_WORK = Number(arg('l-work', String(L_PHASE_WORK)));
/** The L phase's work comes out of the instance's budget, so the default budget adds it to the first phase's. */
const WORK = Number(arg('work', String(PLP_WORK + L_WORK)));
/** The Cover II rows that needed the most L-phase work (about 72,000,000-110,000,000 units each). */
const LAST_ROWS: Record<string, number[]> = { CoverIIA: [26428, 32625, 35832], CoverIIB: [2, 9, 52] };
const LAST = process.argv.includes('--last-rows');
const SETS = LAST ? Object.keys(LAST_ROWS) : arg('sets', 'CoverIA,CoverIB,CoverIIA,CoverIIB,CoverIIIB').split(',');
const ROWS = process.argv.includes('--rows') ? new Set(arg('rows', '').split(',').map(Number)) : null;
const rowsOf = (name: string) => (LAST ? new Set(LAST_ROWS[name]) : ROWS);

function isValid(rects: readonly PatternRect[], t: PlpInstance): boolean {
  const inside = rects.every(
    (r) =>
      r.u >= 0 &&
      r.v >= 0 &&
      r.u + r.du <= t.L &&
      r.v + r.dv <= t.W &&
      ((r.du === t.l && r.dv === t.w) || (r.du === t.w && r.dv === t.l)),
  );
  if (!inside) return false;
  const sorted = [...rects].sort((p, q) => p.u - q.u);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].u < sorted[i].u + sorted[i].du; j++) {
      const s = sorted[i];
      const o = sorted[j];
      if (s.v < o.v + o.dv && o.v < s.v + s.dv) return false;
    }
  }
  return true;
}

function runSet(name: string): boolean {
  const all = readPlpSet(name).filter((t) => t.best === t.ub);
  const rows = rowsOf(name);
  const set = rows
    ? all.filter((t) => rows.has(t.row))
    : ALL && name !== 'CoverIIIB'
      ? all
      : samplePlp(all, SAMPLE, SEED);
  if (set.length === 0) {
    console.log(`${name}: no rows selected`);
    return false;
  }
  let atBest = 0;
  let proved = 0;
  let invalid = 0;
  const ms: number[] = [];
  const cpuMs: number[] = [];
  const misses: string[] = [];
  solvePlp(set[0].L, set[0].W, set[0].l, set[0].w, { work: WORK }, MAX_LEVEL, L_WORK); // warm the JIT
  for (const t of set) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const s = solvePlp(t.L, t.W, t.l, t.w, { work: WORK }, MAX_LEVEL, L_WORK);
    const used = process.cpuUsage(cpu);
    ms.push(performance.now() - start);
    cpuMs.push((used.user + used.system) / 1000);
    if (!isValid(s.rects, t) || s.count > t.ub) invalid++;
    if (s.count >= t.best) atBest++;
    else if (misses.length < Number(arg('show-misses', '8')))
      misses.push(
        `row ${t.row}: ${t.L} ${t.W} ${t.l} ${t.w}: ${s.count}/${t.best} (${s.stoppedBy}, cpu ${((used.user + used.system) / 1000).toFixed(1)} ms)`,
      );
    if (s.provedOptimal) proved++;
  }
  const pct = (n: number) => `${((100 * n) / set.length).toFixed(2)} %`;
  console.log(
    `${name.padEnd(10)} n=${String(set.length).padStart(6)}  at optimum ${atBest} (${pct(atBest)})  proved ${proved} (${pct(proved)})  ` +
      `time p50 ${percentile(ms, 0.5).toFixed(2)} ms  p95 ${percentile(ms, 0.95).toFixed(2)} ms  max ${Math.max(...ms).toFixed(1)} ms  ` +
      `cpu p50 ${percentile(cpuMs, 0.5).toFixed(2)} ms  p95 ${percentile(cpuMs, 0.95).toFixed(2)} ms  total ${(cpuMs.reduce((x, y) => x + y, 0) / 1000).toFixed(2)} s  invalid ${invalid}`,
  );
  for (const m of misses) console.log(`    miss ${m}`);
  return atBest === set.length;
}

/** Every row: the bounds before this branch (area, Barnes, class area and Barnes), + the own crossing bound, + the class members' one. */
function checkBounds(name: string): boolean {
  const rows = readPlpSet(name);
  const norm = (S: number, t: PlpInstance) => conicCombinations(S, t.l, t.w)!.values.at(-1)!;
  const tight = [0, 0, 0];
  let below = 0;
  const cpu = process.cpuUsage();
  for (const t of rows) {
    const earlier = Math.min(
      plpUpperBound(t.L, t.W, t.l, t.w),
      classAreaBound(t.L, t.W, t.l, t.w),
      classBarnesBound(t.L, t.W, t.l, t.w),
    );
    const own = Math.min(earlier, instanceCrossingBound(norm(t.L, t), norm(t.W, t), t.l, t.w));
    // solvePlp computes the class members' bound only where the cheaper ones are loose; here on every row, to check it.
    const cls = Math.min(own, classCrossingBound(t.L, t.W, t.l, t.w));
    const tiers = [earlier, own, cls];
    tiers.forEach((b, k) => {
      if (b === t.best) tight[k]++;
    });
    if (tiers.some((b) => b < t.best)) {
      below++;
      console.log(
        `    BELOW THE OPTIMUM row ${t.row}: ${t.L} ${t.W} ${t.l} ${t.w} best ${t.best}: ${tiers.join(' / ')}`,
      );
    }
  }
  const used = process.cpuUsage(cpu);
  const pct = (n: number) => `${((100 * n) / rows.length).toFixed(2)} %`;
  console.log(
    `${name.padEnd(10)} n=${String(rows.length).padStart(6)}  bound = optimum: earlier ${pct(tight[0])}, + crossing ${pct(tight[1])}, + class crossing ${pct(tight[2])}  ` +
      `(rows above the optimum ${tight.map((n) => rows.length - n).join(' -> ')})  below the optimum ${below}  cpu ${((used.user + used.system) / 1e6).toFixed(1)} s`,
  );
  return below === 0;
}

if (process.argv.includes('--bounds')) {
  console.log(`bench:plp --bounds  every row (Cover IIIB: its LB), node ${process.version}`);
  const ok = SETS.map(checkBounds).every(Boolean);
  process.exit(ok ? 0 : 1);
}

/** The case-design path on hard rows (see the header). */
function runApi(): void {
  const hardCount = Number(arg('hard', '15'));
  const hard = (name: string) =>
    samplePlp(
      readPlpSet(name).filter((t) => t.best === t.ub && Math.floor((t.L * t.W) / (t.l * t.w)) >= 100),
      hardCount,
      SEED,
    ).map((t) => ({ ...t, set: name }));
  const rows = [
    ...hard('CoverIIB'),
    ...hard('CoverIIIB'),
    { L: 43, W: 26, l: 7, w: 3, best: 53, ub: 53, row: -1, set: 'classic' },
    { L: 1804, W: 1230, l: 137, w: 95, best: 169, ub: 169, row: -1, set: 'Ships' },
  ];
  let atBest = 0;
  let belowGuillotine = 0;
  let proved = 0;
  let before = 0;
  const ms: number[] = [];
  const cpuMs: number[] = [];
  const refining = () => Object.assign(new PatternCache(), { refining: true });
  refining().get(rows[0].L, rows[0].W, rows[0].l, rows[0].w); // warm the JIT
  for (const t of rows) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const s = refining().get(t.L, t.W, t.l, t.w);
    const used = process.cpuUsage(cpu);
    ms.push(performance.now() - start);
    cpuMs.push((used.user + used.system) / 1000);
    // the former API budget: 200,000 work units, no L phase
    if (solvePlp(t.L, t.W, t.l, t.w, { work: 200_000 }).count >= t.best) before++;
    if (!s || !isValid(s.rects, t)) {
      console.log(`  invalid or refused: ${t.set} row ${t.row}`);
      continue;
    }
    const guillotine = solvePlp(t.L, t.W, t.l, t.w, { work: PLP_WORK }, 0).count;
    if (s.count >= t.best) atBest++;
    else
      console.log(`    miss ${t.set} row ${t.row}: ${t.L} ${t.W} ${t.l} ${t.w}: ${s.count}/${t.best} (${s.stoppedBy})`);
    if (s.count < guillotine) belowGuillotine++;
    if (s.provedOptimal) proved++;
  }
  console.log(
    `bench:plp --api  ${rows.length} hard rows (seed ${SEED}, ${hardCount} per Cover set, classic, Ships): at optimum ${atBest}/${rows.length} (former 200,000-unit budget: ${before}), proved ${proved}, below guillotine ${belowGuillotine}, wall p50 ${percentile(ms, 0.5).toFixed(1)} ms p95 ${percentile(ms, 0.95).toFixed(1)} ms max ${Math.max(...ms).toFixed(1)} ms, CPU p50 ${percentile(cpuMs, 0.5).toFixed(1)} ms p95 ${percentile(cpuMs, 0.95).toFixed(1)} ms`,
  );
}
if (process.argv.includes('--api')) {
  runApi();
  process.exit(0);
}

console.log(
  `bench:plp  ${LAST ? 'the last Cover II rows closed' : ROWS ? `rows ${[...ROWS].join(',')}` : ALL ? 'all rows (Cover IIIB sampled)' : `seeded sample of ${SAMPLE} per set`}, seed ${SEED}, work ${WORK}, L-piece work ${L_WORK}, node ${process.version}`,
);
const short = SETS.map(runSet).filter((allAtBest) => !allAtBest).length;
// --last-rows is a known-answer check: it fails when any of those rows falls short again.
if (LAST && short > 0) process.exit(1);
