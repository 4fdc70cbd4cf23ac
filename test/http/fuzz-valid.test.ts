import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { checkPlan } from '../../src/core/checks/check-plan.js';
import type { Placement } from '../../src/core/model/plan.js';
import type { Problem } from '../../src/core/model/problem.js';
import { ENDPOINTS, type EndpointName } from '../../src/http/endpoints.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { mapPackRequest } from '../../src/http/mappers/pack-request.js';
import { mapPalletRequest } from '../../src/http/mappers/pallet-request.js';
import { mapConsolidateRequest } from '../../src/http/mappers/consolidate-request.js';
import { mapQuoteRequest } from '../../src/http/mappers/quote-request.js';
import { CM_PER_INCH, KG_PER_POUND } from '../../src/http/units.js';
import { placementsFromBoxes } from '../support/pack-body.js';
import { validRequests } from '../support/valid-requests.js';
import { post, testApp } from './harness.js';

/**
 * Fuzz that reaches the engines: bodies the schema accepts (test/support/valid-requests.ts),
 * RUNS per endpoint (40 in `npm test`, 200 in the long tier, fuzz-valid.long.test.ts;
 * FUZZ_VALID_RUNS overrides), each one planned. At least MIN_PLANNED of them must be answered
 * 200, nothing 5xx, and every plan with positioned boxes passes the independent plan checker.
 * The 1 s wall cap (FUZZ_CAP_MS) only shortens plans; a capped plan is still valid and checked.
 */
const RUNS = Number(process.env.FUZZ_VALID_RUNS ?? 40);
const MIN_PLANNED = 0.8;
const IN_FLIGHT = 8;

interface Checked {
  readonly problem: Problem;
  readonly placements: Placement[];
}
type PlansOf = (body: any, response: any) => Checked[];

/**
 * Quote boxes come in the request's units (docs/api/order-quote.md); in
 * inches their corners are rounded to 0.01 in, coarser than the core's 0.1 mm, so only cm-kg
 * plans can be rebuilt exactly and re-checked. in-lb bodies are fuzzed for status only.
 */
const quotePlans: PlansOf = (body, response) => {
  if (body.units !== 'cm-kg') return [];
  const { problem } = mapQuoteRequest(body);
  return response.pallets.map((p: any) => ({ problem, placements: placementsFromBoxes(problem, p.boxes) }));
};

/**
 * Each container of every returned plan as the problem its boxes answer: its preset's space and one item per
 * (PO, label) it holds, with the PO as keep-together group when the rule is on (unload zones are not re-checked).
 */
const consolidatePlans: PlansOf = (body, response) => {
  const { problem } = mapConsolidateRequest(body);
  return response.plans
    .flatMap((plan: any) => plan.containers)
    .map((c: any) => {
      const space = problem.containers.find((t) => t.name === c.preset)!.space;
      const lots = [...new Set<string>(c.boxes.map((b: any) => JSON.stringify([b.poId, b.label])))].map(
        (k) => JSON.parse(k) as [string, string],
      );
      const items = lots.map(([poId, label], index) => {
        const po = problem.pos.find((p) => p.poId === poId)!;
        const item = po.items.find((it) => it.label === label)!;
        const qty = c.boxes.filter((b: any) => b.poId === poId && b.label === label).length;
        return {
          ...item,
          index,
          qty,
          label: `${poId}/${label}`,
          group: problem.rules.keepPoTogether ? poId : null,
          unloadOrder: null,
        };
      });
      const checked: Problem = { space, items };
      const boxes = c.boxes.map((b: any) => ({ ...b, label: `${b.poId}/${b.label}` }));
      return { problem: checked, placements: placementsFromBoxes(checked, boxes) };
    });
};

const LENGTHS = new Set(['l', 'w', 'h', 'baseHeight', 'maxHeight', 'maxLoadedHeight', 'height']);
const MASSES = new Set(['maxWeight', 'tareWeight', 'weight', 'maxStack', 'maxGrossWeight']);

/** An in-lb quote-family body restated in cm-kg (0.1 precision), so its plans can be re-checked. */
function inCmKg(body: any): any {
  const convert = (v: any): any =>
    Array.isArray(v)
      ? v.map(convert)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v).map(([k, x]) => [
              k,
              typeof x !== 'number'
                ? convert(x)
                : LENGTHS.has(k)
                  ? Math.round(x * CM_PER_INCH * 10) / 10
                  : MASSES.has(k)
                    ? Math.round(x * KG_PER_POUND * 10) / 10
                    : x,
            ]),
          )
        : v;
  const { profile, ...quote } = body;
  return { ...convert(quote), units: 'cm-kg', ...(profile ? { profile } : {}) };
}

/** Fields a cross-field limit ties together (limits.ts: an adjustment's bounds must hold the current qty on its step). */
const FIXED: Partial<Record<EndpointName, string[]>> = { 'order-options': ['qty', 'minQty', 'maxQty', 'qtyStep'] };

/** The plans in each response that carry positioned boxes (order-options lists box ids only). */
const PLANS: Partial<Record<EndpointName, PlansOf>> = {
  pack: (body, response) => {
    const { problem } = mapPackRequest(body);
    return [{ problem, placements: placementsFromBoxes(problem, response.boxes) }];
  },
  'pallet-estimate': (body, response) => {
    const { problem } = mapPalletRequest(body);
    return [{ problem, placements: placementsFromBoxes(problem, response.boxes) }];
  },
  'order-plan': (body, response) => {
    const { problem } = mapPalletRequest(body.request, 'request.');
    return response.pallets.map((p: any) => ({ problem, placements: placementsFromBoxes(problem, p.boxes) }));
  },
  'order-quote': quotePlans,
  consolidate: consolidatePlans,
  'receiver-check': (body, response) => {
    const { profileId: _id, profile: _p, ...quote } = body;
    return quotePlans(quote, response.quote);
  },
};

/** The fuzz's wall cap per plan (see before()). */
const FUZZ_CAP_MS = 1000;

let app: FastifyInstance;
before(async () => {
  // A 1 s cap (of the worker thread's CPU time) keeps the valid bodies among the fuzz short (a
  // mutated qty can ask for thousands of cartons). It cannot decide the outcome: a capped plan is a
  // valid 200 that says so. The watchdog, which sees only wall time, is pushed out of reach so that
  // a busy machine cannot turn a slow plan into a 503.
  app = await testApp({ workers: 2, computeCapMs: FUZZ_CAP_MS, thoroughCapMs: FUZZ_CAP_MS, watchdogCaps: 1_000 });
});
after(async () => {
  await app.close();
});

describe(`fuzz with valid bodies: ${RUNS} per endpoint (seed 20261122)`, () => {
  for (const spec of ENDPOINTS) {
    test(`${spec.path}: at least ${MIN_PLANNED * 100} % planned, plans pass the checker`, async () => {
      const example: any = EXAMPLE_REQUESTS[spec.name];
      const examples = example.units === 'in-lb' ? [example, inCmKg(example)] : [example];
      const bodies = examples.flatMap((e) =>
        fc.sample(validRequests(spec.schema, e, FIXED[spec.name]), {
          numRuns: Math.ceil(RUNS / examples.length),
          seed: 20261122,
        }),
      );
      const statuses = new Map<number, number>();
      let plansChecked = 0;
      for (let i = 0; i < bodies.length; i += IN_FLIGHT) {
        const batch = bodies.slice(i, i + IN_FLIGHT);
        const results = await Promise.all(batch.map((b) => post(app, spec.path, b)));
        results.forEach((res, j) => {
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          assert.ok(
            res.statusCode < 500,
            `status ${res.statusCode} for ${JSON.stringify(batch[j])}: ${res.body.slice(0, 300)}`,
          );
          if (res.statusCode !== 200) return;
          for (const [k, plan] of (PLANS[spec.name]?.(batch[j], res.json()) ?? []).entries()) {
            assert.deepEqual(checkPlan(plan.problem, plan.placements), [], `plan ${k} for ${JSON.stringify(batch[j])}`);
            plansChecked++;
          }
        });
      }
      const seen = [...statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      process.stdout.write(`${spec.path}: ${seen}; ${plansChecked} plans re-checked\n`);
      assert.ok(
        (statuses.get(200) ?? 0) >= MIN_PLANNED * bodies.length,
        `${spec.path}: only ${statuses.get(200) ?? 0} of ${bodies.length} answered 200 (${seen})`,
      );
    });
  }
});
