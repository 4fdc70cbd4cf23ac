import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inputHash } from '../../src/http/hashing.js';
import { planSummary } from '../../src/http/workers/plan-summary.js';

/** What the per-plan log line says, from each answer shape (issue 48: endpoint, inputHash, work, stoppedBy). */

const hash = 'f'.repeat(64);

test('search or searched: its work and stop reason; the answer’s own inputHash', () => {
  assert.deepEqual(planSummary({}, { search: { work: 825_431, stoppedBy: 'complete' }, inputHash: hash }), {
    inputHash: hash,
    work: 825_431,
    stoppedBy: 'complete',
  });
  assert.deepEqual(planSummary({}, { searched: { work: 12, stoppedBy: 'budget' }, inputHash: hash }), {
    inputHash: hash,
    work: 12,
    stoppedBy: 'budget',
  });
});

test('receiver-check: the hash and stop reason of its quote', () => {
  assert.deepEqual(planSummary({}, { quote: { search: { stoppedBy: 'complete' }, inputHash: hash } }), {
    inputHash: hash,
    stoppedBy: 'complete',
  });
});

test('pallet-estimate: work summed over approaches, the chosen one’s stop reason, the request’s hash', () => {
  const request = { pallet: { l: 120 }, items: [{ l: 40, qty: 2 }] };
  const body = {
    approach: 'layers',
    approaches: [
      { name: 'blocks', work: 100, stoppedBy: 'budget' },
      { name: 'layers', work: 30, stoppedBy: 'complete' },
      { name: 'skipped-one', status: 'skipped' },
    ],
  };
  assert.deepEqual(planSummary(request, body), { inputHash: inputHash(request), work: 130, stoppedBy: 'complete' });
  // Canonical: the same request with its keys in another order hashes alike.
  assert.equal(planSummary({ items: [{ qty: 2, l: 40 }], pallet: { l: 120 } }, body).inputHash, inputHash(request));
});
