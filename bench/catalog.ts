/**
 * bench:catalog — the box-catalogue engine on seeded order histories (bench/catalog-history.ts;
 * documented in docs/benchmarks.md, "Box catalogue").
 *
 * Quality, per SKU profile and history size, for k = 1..12 (one preparation per history,
 * then the selection for each k): count-weighted billed weight of the searched catalogue
 * (default budget), of greedy addition alone and of two baselines (bench/catalog-baselines.ts:
 * order-volume quantiles, the k most-used boxes of the pool), against the lower bound of every
 * order in its own best generated box; coverage (unfit share). All with the default box
 * construction (walls, fragile clearance, tare), as the handler applies it.
 * Latency: the real handler (mapping, engine, response) at k = 8 and the default budget, wall
 * and CPU time, p50 / p95 over the histories of the latency set, with the catalogue pairs left
 * undecided (and their billed-weight bound) and the share of certified local optima; the
 * handler applies the default box construction (0.4 cm walls, 1 cm fragile clearance, tare).
 * Usage: npm run bench:catalog [-- --sizes 50,200,500 --seeds 1 --latency-seeds 3 --quick --seed 1 --no-exact]
 * `--seed S`: the first history seed (quality seeds S..S+seeds-1, latency seeds S+100..); the
 * tuned seed is 1, a fresh one e.g. 71001.
 */
import { catalogHistory, type SkuProfile } from './catalog-history.js';
import { mapCatalogRequest } from '../src/http/mappers/box-catalog-request.js';
import { boxCatalogHandler } from '../src/http/handlers/box-catalog.js';
import {
  everyCandidateScore,
  prepareCatalog,
  selectFor,
  type PreparedCatalog,
} from '../src/core/engines/box-catalog/index.js';
import { scoreCatalog, type Score } from '../src/core/engines/box-catalog/selection.js';
import { mostUsedCatalog, quantileCatalog } from './catalog-baselines.js';
import { BOX_CATALOG_LIMITS } from '../src/http/schemas/box-catalog.js';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const SIZES = arg('sizes', '50,200,500').split(',').map(Number);
const SEEDS = Number(arg('seeds', '1'));
const LATENCY_SEEDS = Number(arg('latency-seeds', '3'));
const SEED = Number(arg('seed', '1'));
const PROFILES: SkuProfile[] = ['small', 'mixed', 'bulky'];
const KS = process.argv.includes('--quick') ? [1, 4, 8, 12] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const STEPS = BOX_CATALOG_LIMITS.defaultSearchBudget;

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const percentile = (xs: number[], p: number) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

interface Row {
  searched: number[];
  greedy: number[];
  unfitSearched: number[];
  unfitGreedy: number[];
  wins: number[];
  ties: number[];
  quantile: number[];
  mostUsed: number[];
  unfitQuantile: number[];
  unfitMostUsed: number[];
}

function quality(): void {
  console.log(
    `\nQuality: billed weight over the lower bound (every order in its best generated box), default budget ${STEPS}; unfit share`,
  );
  for (const size of SIZES) {
    const rows: Row = {
      searched: KS.map(() => 0),
      greedy: KS.map(() => 0),
      unfitSearched: KS.map(() => 0),
      unfitGreedy: KS.map(() => 0),
      wins: KS.map(() => 0),
      ties: KS.map(() => 0),
      quantile: KS.map(() => 0),
      mostUsed: KS.map(() => 0),
      unfitQuantile: KS.map(() => 0),
      unfitMostUsed: KS.map(() => 0),
    };
    let runs = 0;
    let prepMs = 0;
    for (const profile of PROFILES) {
      for (let seed = SEED; seed < SEED + SEEDS; seed++) {
        const m = mapCatalogRequest(catalogHistory(seed, profile, size) as never);
        const t = performance.now();
        const prep = prepareCatalog(m.problem);
        prepMs += performance.now() - t;
        const bound = everyCandidateScore(prep);
        const orders = m.problem.orders.reduce((s, o) => s + o.count, 0);
        KS.forEach((k, x) => {
          const s = selectFor(prep, k, { steps: STEPS });
          const g = selectFor(prep, k, { steps: k, method: 'greedy' });
          rows.searched[x] += s.score.total / bound.total;
          rows.greedy[x] += g.score.total / bound.total;
          rows.unfitSearched[x] += s.score.uncovered / orders;
          rows.unfitGreedy[x] += g.score.uncovered / orders;
          const q = scoreCatalog({ ...prep.input, k }, quantileCatalog(prep, k));
          const u = scoreCatalog({ ...prep.input, k }, mostUsedCatalog(prep, k));
          rows.quantile[x] += q.total / bound.total;
          rows.mostUsed[x] += u.total / bound.total;
          rows.unfitQuantile[x] += q.uncovered / orders;
          rows.unfitMostUsed[x] += u.uncovered / orders;
          const better =
            s.score.uncovered < g.score.uncovered ||
            (s.score.uncovered === g.score.uncovered && s.score.total < g.score.total - 1e-6);
          if (better) rows.wins[x]++;
          else if (s.score.uncovered === g.score.uncovered && Math.abs(s.score.total - g.score.total) <= 1e-6)
            rows.ties[x]++;
        });
        runs++;
      }
    }
    console.log(
      `\n${size} order shapes (${runs} histories: ${PROFILES.join(', ')} × seeds ${SEED}..${SEED + SEEDS - 1}); preparation mean ${(prepMs / runs).toFixed(0)} ms`,
    );
    console.log(
      '| k | searched / bound | greedy / bound | quantile / bound | most-used / bound | unfit searched / greedy / quantile / most-used | searched better / equal (vs greedy) |',
    );
    console.log('|---|---|---|---|---|---|---|');
    const mean = (xs: number[], x: number) => (xs[x] / runs).toFixed(3);
    KS.forEach((k, x) =>
      console.log(
        `| ${k} | ${mean(rows.searched, x)} | ${mean(rows.greedy, x)} | ${mean(rows.quantile, x)} | ${mean(rows.mostUsed, x)} | ${[rows.unfitSearched, rows.unfitGreedy, rows.unfitQuantile, rows.unfitMostUsed].map((r) => pct(r[x] / runs)).join(' / ')} | ${rows.wins[x]} / ${rows.ties[x]} of ${runs} |`,
      ),
    );
  }
}

const beats = (a: Score, b: Score) => a.uncovered < b.uncovered || (a.uncovered === b.uncovered && a.total < b.total);

/** The best catalogue of k boxes by enumerating every k-subset of the pool (small pools only). */
function exactOptimum(prep: PreparedCatalog, k: number): Score {
  const m = prep.pool.length;
  let best: Score | null = null;
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === k) {
      const s = scoreCatalog({ ...prep.input, k }, chosen);
      if (!best || beats(s, best)) best = s;
      return;
    }
    for (let j = from; j < m; j++) pick(j + 1, [...chosen, j]);
  };
  pick(0, []);
  return best!;
}

function exactness(): void {
  const size = Math.min(...SIZES);
  console.log(
    `\nAgainst the exact optimum (every k-subset of the pool enumerated), ${size} order shapes, default budget`,
  );
  console.log('| history | candidates | k | searched / optimum | greedy / optimum |');
  console.log('|---|---|---|---|---|');
  for (const profile of PROFILES) {
    const prep = prepareCatalog(mapCatalogRequest(catalogHistory(SEED, profile, size) as never).problem);
    for (const k of [2, 3]) {
      const opt = exactOptimum(prep, k);
      const s = selectFor(prep, k, { steps: STEPS }).score;
      const g = selectFor(prep, k, { steps: k, method: 'greedy' }).score;
      console.log(
        `| ${profile} | ${prep.pool.length} | ${k} | ${(s.total / opt.total).toFixed(4)}${s.uncovered > opt.uncovered ? ' (less coverage)' : ''} | ${(g.total / opt.total).toFixed(4)}${g.uncovered > opt.uncovered ? ' (less coverage)' : ''} |`,
      );
    }
  }
}

function latency(): void {
  console.log(`\nLatency: the handler at k = 8, budget ${STEPS}, ${LATENCY_SEEDS} seed(s) per profile`);
  boxCatalogHandler(catalogHistory(999, 'mixed', 50), { isTimeUp: () => false });
  for (const size of SIZES) {
    const wall: number[] = [];
    const cpu: number[] = [];
    let undecided = 0;
    let boundKg = 0;
    let certified = 0;
    let resolved = 0;
    for (const profile of PROFILES) {
      for (let seed = 1; seed <= LATENCY_SEEDS; seed++) {
        const body = catalogHistory(SEED + 99 + seed, profile, size, 8);
        const c0 = process.cpuUsage();
        const t = performance.now();
        const res = boxCatalogHandler(body, { isTimeUp: () => false }) as {
          status: string;
          undecided: { pairs: number; billedWeightBound: { kg: number } };
          searched: { localOptimum: boolean; fitTests: { resolved: number } };
        };
        undecided += res.undecided.pairs;
        boundKg += res.undecided.billedWeightBound.kg;
        resolved += res.searched.fitTests.resolved;
        if (res.searched.localOptimum) certified++;
        wall.push(performance.now() - t);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
        if (res.status !== 'complete') console.log(`  ${profile} ${size} seed ${seed}: ${res.status}`);
      }
    }
    console.log(
      `${size} shapes: wall p50 ${percentile(wall, 50).toFixed(0)} ms, p95 ${percentile(wall, 95).toFixed(0)} ms; CPU p50 ${percentile(cpu, 50).toFixed(0)} ms, p95 ${percentile(cpu, 95).toFixed(0)} ms (${wall.length} runs); undecided catalogue pairs ${undecided} (bound ${boundKg.toFixed(1)} kg), resolved by second attempts ${resolved}, certified local optima ${certified}/${wall.length}`,
    );
  }
}

quality();
if (!process.argv.includes('--no-exact')) exactness();
latency();
