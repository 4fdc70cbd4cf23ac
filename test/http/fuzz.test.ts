import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../src/http/endpoints.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { post, testApp } from './harness.js';

/**
 * No client input ever yields a 500: random and mutated bodies per endpoint (300 in `npm test`,
 * 10,000 in the long tier, fuzz.long.test.ts; FUZZ_RUNS overrides), each answered with a 2xx/4xx
 * JSON body, and the server still answers afterwards. The 1 s wall cap (FUZZ_CAP_MS) only
 * shortens the valid bodies' plans; it cannot change the outcome.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const IN_FLIGHT = 16;

type Json = unknown;

const nasty: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.1 + 0.2,
    1e-300,
    'NaN',
    'Infinity',
    '-Infinity',
    '',
    ' ',
    '1e999',
    null,
    true,
    false,
    [],
    {},
    2001,
    201,
    21,
    101,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.constant({}), { maxLength: 30 }),
);

/** Every path (as keys) into a JSON value. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  return out;
}

function setAt(root: Json, path: (string | number)[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const copy = structuredClone(root) as any;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path[path.length - 1]] = replacement;
  return copy;
}

function bodies(example: Json): fc.Arbitrary<string> {
  const allPaths = paths(example);
  const mutated = fc.array(fc.tuple(fc.nat(allPaths.length - 1), nasty), { minLength: 1, maxLength: 3 }).map((muts) =>
    JSON.stringify(
      muts.reduce((acc, [i, v]) => {
        try {
          return setAt(acc, allPaths[i], v);
        } catch {
          return acc;
        }
      }, example),
    ),
  );
  const hugeQty = fc
    .constantFrom(2001, 201, 1e6)
    .map((q) => JSON.stringify(example).replace(/"qty":\d+/, `"qty":${q}`));
  const protoKeys = fc
    .constantFrom('__proto__', 'constructor', 'prototype')
    .map((k) => JSON.stringify(example).replace('{', `{"${k}":{"polluted":1},`));
  const deep = fc.integer({ min: 10, max: 4000 }).map((n) => '['.repeat(n) + ']'.repeat(n));
  const deepObject = fc.integer({ min: 10, max: 2000 }).map((n) => `${'{"items":'.repeat(n)}1${'}'.repeat(n)}`);
  const emptyArrays = fc.constant(JSON.stringify(example).replace(/\[[^[\]]*\]/, '[]'));
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: hugeQty },
    { weight: 1, arbitrary: protoKeys },
    { weight: 1, arbitrary: fc.oneof(deep, deepObject) },
    { weight: 1, arbitrary: emptyArrays },
  );
}

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

describe(`fuzz: ${RUNS} bodies per endpoint (seed 20261122)`, () => {
  for (const spec of ENDPOINTS) {
    test(`${spec.path} never answers 5xx`, async () => {
      const samples = fc.sample(bodies(EXAMPLE_REQUESTS[spec.name]), { numRuns: RUNS, seed: 20261122 });
      const statuses = new Map<number, number>();
      for (let i = 0; i < samples.length; i += IN_FLIGHT) {
        const batch = samples.slice(i, i + IN_FLIGHT);
        const results = await Promise.all(batch.map((b) => post(app, spec.path, b)));
        results.forEach((res, j) => {
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const ok =
            (res.statusCode >= 200 && res.statusCode < 300) ||
            (res.statusCode >= 400 && res.statusCode < 500) ||
            res.statusCode === 501;
          assert.ok(ok, `status ${res.statusCode} for body ${batch[j].slice(0, 300)}: ${res.body.slice(0, 300)}`);
          assert.doesNotThrow(() => JSON.parse(res.body), `JSON body for ${batch[j].slice(0, 200)}`);
        });
      }
      assert.equal(({} as Record<string, unknown>).polluted, undefined);
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(health.statusCode, 200);
      const seen = [...statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      process.stdout.write(`# ${spec.path}: ${seen}\n`);
    });
  }
});
