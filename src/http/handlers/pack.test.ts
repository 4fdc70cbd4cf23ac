import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkPlan } from '../../core/checks/check-plan.js';
import { solveContainerLoad } from '../../core/engines/container-loading/index.js';
import { mapPackRequest } from '../mappers/pack-request.js';
import { createPackHandler, packHandler } from './pack.js';
import { guillotineInstance, mixedInstance, tightInstance } from '../../../test/support/generators.js';
import { packBodyFromProblem, placementsFromBoxes } from '../../../test/support/pack-body.js';
import { assertMatchesSchema } from '../../../test/support/response-schema.js';
import { readFileSync } from 'node:fs';
import { PackResponse } from '../schemas/pack-response.js';

const ctx = { isTimeUp: () => false };
/** The real engine on a small budget, so a handful of instances run in seconds. */
const quick = createPackHandler({ solve: solveContainerLoad, budgets: { default: 100_000, thorough: 100_000 } });

interface PackOut {
  boxes: Parameters<typeof placementsFromBoxes>[1];
  unplaced: number;
  checks: Array<{ code: string; status: string }>;
}

function assertValidResponse(body: ReturnType<typeof packBodyFromProblem>, out: PackOut) {
  const { problem } = mapPackRequest(body);
  const placements = placementsFromBoxes(problem, out.boxes);
  assert.deepEqual(checkPlan(problem, placements), []);
  const requested = problem.items.reduce((s, it) => s + it.qty, 0);
  assert.equal(out.boxes.length + out.unplaced, requested);
  assertMatchesSchema(PackResponse, out);
  const complete = out.checks.find((c) => c.code === 'PLACEMENT_COMPLETE');
  assert.equal(complete?.status, out.unplaced === 0 ? 'pass' : 'fail');
}

test('pack handler output passes the plan checker on generated instances', () => {
  const instances = fc.oneof(
    tightInstance({ maxPerAxis: 3 }),
    guillotineInstance({ maxPieces: 12 }),
    mixedInstance({ maxTypes: 4, maxQty: 8 }),
  );
  fc.assert(
    fc.property(instances, ({ problem }) => {
      const body = packBodyFromProblem(problem);
      assertValidResponse(body, quick(body, ctx) as unknown as PackOut);
    }),
    { numRuns: 15 },
  );
});

test('the exported handler packs a preset container with zones, groups and fragile cartons', () => {
  const body = {
    container: { preset: '20gp' as const, axles: { frontPos: 50, rearPos: 500, frontLimit: 15000, rearLimit: 15000 } },
    items: [
      { l: 120, w: 80, h: 100, qty: 6, weight: 300, maxStack: 600, unloadOrder: 2, label: 'pallet-a' },
      { l: 60, w: 40, h: 40, qty: 20, weight: 12, maxStack: 60, group: 'kit', unloadOrder: 1, label: 'kit-box' },
      { l: 50, w: 50, h: 30, qty: 4, weight: 3, maxStack: 0, keepUpright: true, unloadOrder: 1, label: 'glass' },
    ],
  };
  const out = packHandler(body, ctx) as unknown as PackOut & {
    search: { stoppedBy: string };
    checksSummary: { notEvaluated: string[] };
  };
  assertValidResponse(body, out);
  assert.equal(out.unplaced, 0);
  assert.deepEqual(out.checksSummary.notEvaluated, ['VGM']);
});

test('the README pack example passes its own checks (none fails), and the response matches its schema', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const m = /curl -s http:\/\/localhost:8080\/api\/pack -H 'Content-Type: application\/json' -d '([\s\S]*?)'\n```/.exec(
    readme,
  );
  assert.ok(m, 'README has a pack curl example');
  const body = JSON.parse(m[1]);
  const out = packHandler(body, ctx) as unknown as PackOut & {
    checksSummary: { failed: string[] };
    search: { objective: string };
  };
  assertValidResponse(body, out);
  assert.deepEqual(out.checksSummary.failed, []);
  assert.equal(out.search.objective, 'compactness_and_balance');
});

test('bottomOnly and maxLayers are accepted and enforced through the handler', () => {
  const body = {
    container: { preset: '20gp' as const },
    items: [
      { l: 60, w: 60, h: 50, qty: 20, weight: 40, maxStack: 200, bottomOnly: true, label: 'floor' },
      { l: 60, w: 40, h: 30, qty: 40, weight: 8, maxStack: 50, maxLayers: 2, label: 'two-high' },
    ],
  };
  const out = quick(body, ctx) as unknown as PackOut;
  assertValidResponse(body, out);
  assert.equal(out.unplaced, 0);
});
