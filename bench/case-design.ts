/**
 * bench:case-design — POST /api/case-design at its full search bounds (1-2,000 products per
 * case, so 24 sampled quantities; all six stances; up to 400 outer dimensions; pallet,
 * container and costs), on seeded products (documented in docs/benchmarks.md, "Case design").
 *
 * Runs the real task handler (mapping, engine, response) in-process and prints latency
 * p50 / p95 / max, and per run the outer dimensions evaluated, pattern searches and the share
 * of pallet patterns proved optimal.
 * Usage: npm run bench:case-design [-- --runs 20 --seed 1]
 */
import { caseDesignHandler } from '../src/http/handlers/case-design.js';
import { Rng } from '../src/core/search/rng.js';
import { percentile } from './pallet-metrics.js';
import type { CaseDesignBody } from '../src/http/schemas/case-design.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 20);
const SEED = arg('seed', 1);
const ctx = { isTimeUp: () => false };

/** A small product, 1.5-8 cm per side (0.1 cm grain), 10-200 g, so that many of the 24 quantities make feasible cases. */
function request(rng: Rng): CaseDesignBody {
  const side = () => Math.round(15 + rng.next() * 65) / 10;
  const containers = ['20gp', '40gp', '40hq'] as const;
  return {
    units: 'cm-kg',
    product: { l: side(), w: side(), h: side(), weight: Math.round(10 + rng.next() * 190) / 1000 },
    unitsPerCase: { min: 1, max: 2000 },
    caseConstraints: { maxWeight: 25, maxDim: 100, allowedOrientations: 'any' },
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000 },
    container: { preset: containers[rng.int(3)] },
    costs: {
      boardCostPerM2: 0.9,
      freightPerContainer: 3500,
      freightPerPallet: 45,
      handlingPerCase: 0.2,
      currency: 'EUR',
    },
    candidates: 10,
  };
}

const rng = new Rng(SEED);
caseDesignHandler(request(new Rng(SEED + 999)), ctx); // warm the JIT, as a long-running worker would be
const ms: number[] = [];
let evaluated = 0;
let searches = 0;
let proved = 0;
let found = 0;
for (let r = 0; r < RUNS; r++) {
  const body = request(rng);
  const t = performance.now();
  const res = caseDesignHandler(body, ctx) as any;
  ms.push(performance.now() - t);
  evaluated += res.searched.evaluated;
  searches += res.searched.patternSearches;
  proved += res.searched.patternsProvedOptimal;
  if (res.outcome === 'found') found++;
}
console.log(`bench:case-design  ${RUNS} seeded requests at full search bounds, seed ${SEED}, node ${process.version}`);
console.log(
  `latency p50 ${percentile(ms, 0.5).toFixed(0)} ms  p95 ${percentile(ms, 0.95).toFixed(0)} ms  max ${Math.max(...ms).toFixed(0)} ms`,
);
console.log(
  `found ${found}/${RUNS}; outer dims evaluated per request ${(evaluated / RUNS).toFixed(0)}; pattern searches ${(searches / RUNS).toFixed(0)}, proved optimal ${((100 * proved) / Math.max(1, searches)).toFixed(1)} %`,
);
