import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { closeShapes } from '../../src/http/schemas/closed-shapes.js';
import { documentedDocument } from '../support/documented-responses.js';
import { post, testApp } from './harness.js';

/**
 * Every response shape in /openapi.json is closed: an object that lists its properties forbids
 * any other, so the document names every field a response carries, and the harness that holds
 * each test response to the document (test/support/documented-responses.ts) fails on a field
 * the document does not list. The linters run with nothing relaxed.
 */
type Json = Record<string, any>;

/** JSON pointers of objects that list properties but leave additional ones allowed. */
function openObjects(node: unknown, at: string, out: string[]): string[] {
  if (!node || typeof node !== 'object') return out;
  const s = node as Json;
  if (s.properties && typeof s.properties === 'object' && s.additionalProperties !== false && !s.patternProperties)
    out.push(at);
  for (const [k, v] of Object.entries(s)) openObjects(v, `${at}/${k}`, out);
  return out;
}

test('every response object in the document is closed (additionalProperties: false)', async () => {
  const app = await testApp();
  try {
    await app.ready();
    const doc = documentedDocument(app);
    const open = [
      ...openObjects(doc.components.schemas, '#/components/schemas', []),
      ...Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
        Object.entries(ops as Json).flatMap(([method, op]) =>
          openObjects((op as Json).responses, `${method} ${path} responses`, []),
        ),
      ),
    ].filter((p) => !/\/request\b|\/requestBody\b/.test(p));
    assert.deepEqual(open, [], `open response objects:\n${open.join('\n')}`);
  } finally {
    await app.close();
  }
});

test('a response with a field the document does not list fails validation; the real one passes', async () => {
  const app = await testApp();
  try {
    const res = await post(app, '/api/pallet-estimate', EXAMPLE_REQUESTS['pallet-estimate']);
    assert.equal(res.statusCode, 200, res.body);
    const doc = documentedDocument(app);
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    const schema = doc.paths['/api/pallet-estimate'].post.responses['200'].content['application/json'].schema;
    const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/')));
    const body = res.json() as Json;
    assert.ok(validate(body), JSON.stringify(validate.errors));
    assert.equal(validate({ ...body, surprise: 1 }), false, 'an undocumented top-level field is refused');
    const check = { ...body.checks[0], surprise: 1 };
    assert.equal(validate({ ...body, checks: [check, ...body.checks.slice(1)] }), false, 'and a nested one');
  } finally {
    await app.close();
  }
});

test('closeShapes closes listed-property objects, merges intersections, leaves records and declared-open objects', () => {
  const closed = closeShapes({
    allOf: [
      { type: 'object', required: ['a'], properties: { a: { type: 'object', properties: { x: { type: 'number' } } } } },
      { type: 'object', properties: { b: { type: 'string' } } },
    ],
  }) as Json;
  assert.equal(closed.additionalProperties, false);
  assert.deepEqual(Object.keys(closed.properties), ['a', 'b']);
  assert.deepEqual(closed.required, ['a']);
  assert.equal(closed.properties.a.additionalProperties, false);
  const record = closeShapes({ type: 'object', patternProperties: { '^.*$': { type: 'number' } } }) as Json;
  assert.equal(record.additionalProperties, undefined);
  const open = closeShapes({ type: 'object', properties: {}, additionalProperties: true }) as Json;
  assert.equal(open.additionalProperties, true);
});

test('the linters run with nothing relaxed: redocly.yaml and .spectral.yaml only extend the default rulesets', () => {
  const redocly = readFileSync('redocly.yaml', 'utf8').replace(/#.*$/gm, '');
  assert.doesNotMatch(redocly, /^\s*rules\s*:/m, 'redocly.yaml sets no rules');
  assert.match(redocly, /-\s*recommended\b/);
  const spectral = readFileSync('.spectral.yaml', 'utf8').replace(/#.*$/gm, '');
  assert.doesNotMatch(spectral, /^\s*(rules|overrides)\s*:/m, '.spectral.yaml sets no rules');
  assert.match(spectral, /spectral:oas/);
});
