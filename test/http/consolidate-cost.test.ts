/**
 * Issue 43's known answer, through the request mapper, the engine and the response builder
 * (no server: no time cap, so the answer does not depend on the machine's speed): about
 * 81.4 m³ from five POs, a 40 HQ at 3,100, a 20 GP at 2,100 and LCL at 85 per W/M. One 40 HQ
 * plus the rest as LCL must beat a 40 HQ plus a 20 GP (5,200) and two 40 HQs (6,200).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { consolidate } from '../../src/core/engines/consolidation/index.js';
import { mapConsolidateRequest } from '../../src/http/mappers/consolidate-request.js';
import { buildConsolidateResponse } from '../../src/http/mappers/consolidate-response.js';
import { ConsolidateResponse } from '../../src/http/schemas/consolidate-response.js';
import type { ConsolidateBody } from '../../src/http/schemas/consolidate.js';
import { assertMatchesSchema } from '../support/response-schema.js';

const carton = (qty: number) => [{ sku: 'CTN', l: 60, w: 40, h: 50, qty, weight: 12 }];

test('cost decides: one 40 HQ plus LCL beats a second container; plans ranked by total', () => {
  const body = {
    units: 'cm-kg',
    // 678 cartons of 0.12 m³ = 81.36 m³
    pos: [140, 140, 140, 130, 128].map((qty, i) => ({ poId: `PO-${i + 1}`, items: carton(qty) })),
    containers: [
      { preset: '40hq', ratePerContainer: 3100 },
      { preset: '20gp', ratePerContainer: 2100 },
    ],
    lcl: { ratePerCbm: 85 },
    currency: 'USD',
    searchBudget: 6,
  } as ConsolidateBody;
  const mapped = mapConsolidateRequest(body);
  const out = buildConsolidateResponse(mapped, consolidate(mapped.problem), '0'.repeat(64)) as never as {
    ranking: { costCompared: boolean; by: string[] };
    plans: {
      containers: {
        preset: string;
        checksSummary: { failed: string[] };
        search: { mixShare: { volumePct: number } };
      }[];
      remainder: { cbm: number; byPo: { items: { reason: string }[] }[] };
      cost: { total: number };
      checks: { code: string; status: string }[];
      notes: string[];
    }[];
  };
  assertMatchesSchema(ConsolidateResponse, out);
  assert.equal(out.ranking.costCompared, true);
  assert.equal(out.ranking.by[1], 'cost');
  const best = out.plans[0];
  assert.deepEqual(
    best.containers.map((c) => c.preset),
    ['40hq'],
    'one 40 HQ, the rest LCL',
  );
  // W/M by volume here (12 kg cartons): the container plus the remainder's cubic metres at 85
  assert.ok(Math.abs(best.cost.total - (3100 + best.remainder.cbm * 85)) < 0.02, `${best.cost.total}`);
  assert.ok(best.cost.total < 5200, `${best.cost.total}: below a 40 HQ plus a 20 GP, and below two 40 HQs`);
  for (const b of best.remainder.byPo) for (const i of b.items) assert.equal(i.reason, 'lcl_cheaper');
  assert.ok(best.notes.some((n) => /tail priced both ways/.test(n)));
  for (let i = 1; i < out.plans.length; i++)
    assert.ok(out.plans[i].cost.total >= out.plans[i - 1].cost.total, 'ranked by total cost');
  for (const p of out.plans) {
    const rollUp = p.checks.find((c) => c.code === 'CONTAINER_CHECKS')!;
    const failing = p.containers.filter((c) => c.checksSummary.failed.length > 0);
    assert.equal(rollUp.status === 'fail', failing.length > 0, 'the plan check rolls up its containers');
    assert.equal(p.checks.find((c) => c.code === 'PRIORITY_ORDER')!.status, 'not_evaluated', 'no PO has a priority');
    for (const c of p.containers) assert.ok(c.search.mixShare.volumePct > 0);
  }
});

test('priority is a rule with keepPoTogether and a supplier cap: both priority-1 POs take the one container', () => {
  // issue 43: 640 tiles (13.4 t) and 31 m³ of furniture at priority 1, two lower priorities, one 40 HQ, two suppliers
  const body = {
    units: 'cm-kg',
    pos: [
      { poId: 'P3', supplier: 'S3', priority: 3, items: [{ sku: 'C', l: 60, w: 50, h: 40, qty: 100, weight: 20 }] },
      { poId: 'TILES', supplier: 'S1', priority: 1, items: [{ sku: 'T', l: 60, w: 30, h: 10, qty: 640, weight: 21 }] },
      { poId: 'P2', supplier: 'S2', priority: 2, items: [{ sku: 'B', l: 50, w: 50, h: 50, qty: 80, weight: 15 }] },
      { poId: 'FURN', supplier: 'S4', priority: 1, items: [{ sku: 'F', l: 100, w: 60, h: 52, qty: 100, weight: 30 }] },
    ],
    containers: [{ preset: '40hq', maxCount: 1, ratePerContainer: 3100 }],
    lcl: { ratePerCbm: 85 },
    rules: { keepPoTogether: true, maxSuppliersPerContainer: 2 },
    searchBudget: 12,
  } as ConsolidateBody;
  const mapped = mapConsolidateRequest(body);
  const out = buildConsolidateResponse(mapped, consolidate(mapped.problem), '0'.repeat(64)) as never as {
    plans: {
      containers: { pos: { poId: string; cartons: number }[] }[];
      checks: { code: string; status: string; detail?: string }[];
      notes: string[];
    }[];
  };
  assertMatchesSchema(ConsolidateResponse, out);
  const best = out.plans[0];
  assert.deepEqual(best.containers[0].pos.map((p) => p.poId).sort(), ['FURN', 'TILES']);
  assert.equal(best.checks.find((c) => c.code === 'PRIORITY_ORDER')!.status, 'pass');
  assert.equal(best.checks.find((c) => c.code === 'PO_KEPT_TOGETHER')!.status, 'pass');
  for (const po of ['P2', 'P3'])
    assert.ok(
      best.notes.some((n) => n.startsWith(`PO ${po} in the remainder:`)),
      `a note says why ${po} waits`,
    );
});
