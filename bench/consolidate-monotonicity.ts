/**
 * Pack monotonicity for bench:consolidate (issue 43, line 3): a seeded cargo of 1-5 POs filling
 * 40-85 % of a 20' GP by volume, packed by the container engine at /api/pack's default budget and
 * consolidated at /api/consolidate's defaults (one 20' GP allowed, LCL dearer than it), both through
 * their request mappers. A failure is a cargo pack loads completely that consolidate does not.
 */
import { CONTAINER_BUDGETS, solveContainerLoad } from '../src/core/engines/container-loading/index.js';
import { consolidate } from '../src/core/engines/consolidation/index.js';
import { Rng } from '../src/core/search/rng.js';
import { mapConsolidateRequest } from '../src/http/mappers/consolidate-request.js';
import { mapPackRequest } from '../src/http/mappers/pack-request.js';
import type { ConsolidateBody } from '../src/http/schemas/consolidate.js';
import type { PackRequestBody } from '../src/http/schemas/pack.js';

/** 20' GP interior, m³ (presets.ts: 590 × 235 × 239 cm). */
const GP20_M3 = 33.1;

interface Carton {
  l: number;
  w: number;
  h: number;
  qty: number;
  weight: number;
  keepUpright: boolean;
}

export interface MonotonicityResult {
  readonly cartons: number;
  readonly packedAll: boolean;
  /** Cartons consolidate left out of the container (0 when pack did not load everything: not compared). */
  readonly consolidateLeft: number;
}

export function monotonicityCargo(seed: number): Carton[][] {
  const rng = new Rng(seed);
  const between = (lo: number, hi: number) => lo + rng.int(hi - lo + 1);
  const target = (0.4 + 0.45 * rng.next()) * GP20_M3;
  const pos: Carton[][] = Array.from({ length: between(1, 5) }, () => []);
  let m3 = 0;
  while (m3 < target) {
    const open = pos.filter((po) => po.length < 3);
    if (open.length === 0) break;
    const po = open[rng.int(open.length)];
    const c = {
      l: between(30, 120),
      w: between(30, 100),
      h: between(25, 100),
      qty: between(1, 30),
      weight: between(5, 60),
      keepUpright: rng.next() < 0.3,
    };
    const each = (c.l * c.w * c.h) / 1e6;
    c.qty = Math.max(1, Math.min(c.qty, Math.ceil((target - m3) / each)));
    po.push(c);
    m3 += each * c.qty;
  }
  return pos.filter((po) => po.length > 0);
}

export function monotonicityCase(seed: number): MonotonicityResult {
  const pos = monotonicityCargo(seed);
  const items = pos.flat();
  const cartons = items.reduce((n, it) => n + it.qty, 0);
  const pack = mapPackRequest({ container: { preset: '20gp' }, items } as PackRequestBody);
  const packed = solveContainerLoad(pack.problem, { budget: { work: CONTAINER_BUDGETS.default } });
  if (packed.unplaced.length > 0) return { cartons, packedAll: false, consolidateLeft: 0 };
  const body: ConsolidateBody = {
    units: 'cm-kg',
    pos: pos.map((its, i) => ({ poId: `PO-${i + 1}`, items: its })),
    containers: [{ preset: '20gp', maxCount: 1, ratePerContainer: 1000 }],
    lcl: { ratePerCbm: 10_000 },
  };
  const r = consolidate(mapConsolidateRequest(body).problem);
  return { cartons, packedAll: true, consolidateLeft: r.plans[0]?.remainder.reduce((n, l) => n + l.qty, 0) ?? cartons };
}
