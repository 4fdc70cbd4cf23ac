import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { indexJson, JsonSyntaxError, locateField, parseFieldPath } from '../../src/viewer/model/json-locate.js';

test('field paths in the notations services use', () => {
  assert.deepEqual(parseFieldPath('items[3].qty'), ['items', 3, 'qty']);
  assert.deepEqual(parseFieldPath('/items/3/qty'), ['items', 3, 'qty']);
  assert.deepEqual(parseFieldPath('body/items/3/qty'), ['items', 3, 'qty']);
  assert.deepEqual(parseFieldPath('$.container.door.w'), ['container', 'door', 'w']);
  assert.deepEqual(parseFieldPath('request.items[0]["odd key"]'), ['request', 'items', 0, 'odd key']);
  assert.deepEqual(parseFieldPath(''), []);
});

test('locates a member with its key, and falls back to the parent of a missing field', () => {
  const text = JSON.stringify(
    {
      container: { preset: '20gp' },
      items: [
        { l: 1, qty: 2 },
        { l: 3, qty: 0 },
      ],
    },
    null,
    2,
  );
  const hit = locateField(text, 'items[1].qty');
  assert.ok(hit?.exact);
  assert.equal(text.slice(hit.range.start, hit.range.end), '"qty": 0');
  const parent = locateField(text, 'items[1].weight');
  assert.equal(parent?.exact, false);
  assert.deepEqual(parent?.found, ['items', 1]);
  assert.equal(locateField('{"a": ', 'a'), null);
});

test('syntax errors carry the offset of the problem', () => {
  const text = '{\n  "a": 1,\n  "b": tru\n}';
  assert.throws(
    () => indexJson(text),
    (err: unknown) =>
      err instanceof JsonSyntaxError && err.offset === text.indexOf('tru') && /line 3/.test(err.message),
  );
});

test('every value of any JSON document is located at text that parses back to it', () => {
  const pathTo = (segs: (string | number)[]) =>
    segs.map((s) => (typeof s === 'number' ? `[${s}]` : `["${s}"]`)).join('');
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 4 }), fc.boolean(), (value, pretty) => {
      const text = JSON.stringify(value, null, pretty ? 2 : undefined);
      const walk = (v: unknown, segs: (string | number)[]): void => {
        const hit = locateField(text, pathTo(segs));
        assert.ok(hit?.exact);
        let slice = text.slice(hit.range.start, hit.range.end);
        if (typeof segs[segs.length - 1] === 'string')
          slice = slice.slice(slice.indexOf(':', JSON.stringify(segs[segs.length - 1]).length) + 1);
        assert.deepEqual(JSON.parse(slice), JSON.parse(JSON.stringify(v)));
        if (Array.isArray(v)) v.forEach((c, i) => walk(c, [...segs, i]));
        else if (v && typeof v === 'object')
          for (const [k, c] of Object.entries(v)) if (/^[\w ]*$/.test(k)) walk(c, [...segs, k]);
      };
      walk(value, []);
    }),
    { numRuns: 200 },
  );
});
