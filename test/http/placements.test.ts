import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { post, testApp } from './harness.js';

/**
 * Issue 49 line 4: ?placements=none|compact. Left out or tabled, the placements are the only
 * change: the rest of the answer is the same, and a compact table rebuilds the full arrays
 * exactly. Every answer here is also held to the document by the harness.
 */
let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(async () => {
  await app.close();
});

type Json = Record<string, any>;
const strip = ({ computeMs: _ms, ...rest }: Json) => rest;

/** Puts compact tables back where their paths say. */
function rebuild(body: Json): Json {
  const { placements: _p, compactPlacements, ...out } = structuredClone(body);
  for (const [path, table] of Object.entries(
    compactPlacements as Record<string, { columns: string[]; rows: unknown[][] }>,
  )) {
    const parts = path.match(/[^.[\]]+/g) ?? [];
    let node: any = out;
    for (const p of parts.slice(0, -1)) node = node[/^\d+$/.test(p) ? Number(p) : p];
    node[parts[parts.length - 1]] = table.rows.map((r) =>
      Object.fromEntries(table.columns.flatMap((c, i) => (r[i] === null && c === 'sku' ? [] : [[c, r[i]]]))),
    );
  }
  return out;
}

for (const name of ['pack', 'order-quote', 'case-design'] as const) {
  test(`${name}: placements=none empties the placement arrays, compact tables them, nothing else changes`, async () => {
    const path = `/api/${name}`;
    const full = await post(app, path, EXAMPLE_REQUESTS[name]);
    const none = await post(app, `${path}?placements=none`, EXAMPLE_REQUESTS[name]);
    const compact = await post(app, `${path}?placements=compact`, EXAMPLE_REQUESTS[name]);
    for (const r of [full, none, compact]) assert.equal(r.statusCode, 200, r.body.slice(0, 300));
    const [f, n, c] = [full, none, compact].map((r) => strip(r.json()));
    assert.equal(n.placements, 'none');
    assert.equal(c.placements, 'compact');
    assert.equal(n.inputHash, f.inputHash);
    assert.ok(Object.keys(c.compactPlacements).length > 0, 'compact has tables');
    assert.deepEqual(rebuild(c), f, 'the tables rebuild the full answer');
    assert.ok(none.body.length < full.body.length, `none ${none.body.length} < full ${full.body.length}`);
    assert.ok(compact.body.length < full.body.length, `compact ${compact.body.length} < full ${full.body.length}`);
    process.stdout.write(
      `# ${name}: full ${full.body.length} B, compact ${compact.body.length} B, none ${none.body.length} B\n`,
    );
  });
}

test('an unknown placements mode is a 400 naming the parameter', async () => {
  const res = await post(app, '/api/pack?placements=some', EXAMPLE_REQUESTS.pack);
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().field, 'placements');
});
