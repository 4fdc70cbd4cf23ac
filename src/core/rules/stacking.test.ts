import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exceedsMaxStack, HEAVY_RATIO, LOAD_TOLERANCE_G, tallyHeavyOverLight, tallyStackLoads } from './stacking.js';
import { missingDetail, placementVerdict } from './placement-complete.js';

test('maxStack is judged with the one load tolerance; 0 takes no load at all', () => {
  assert.equal(exceedsMaxStack(1000 + LOAD_TOLERANCE_G, 1000), false);
  assert.equal(exceedsMaxStack(1000 + 2 * LOAD_TOLERANCE_G, 1000), true);
  assert.equal(exceedsMaxStack(0, 0), true);
});

test('stack-load tally: over, worst % among the rest, and units without a limit', () => {
  const t = tallyStackLoads([500, 1200, 300, 50], [0, 1, 2], (i) => [1000, 1000, null, 10][i]);
  assert.deepEqual(t, { overloaded: 1, worstLoadPct: 50, unlimited: [2] });
});

test('heavy over light: ratio at HEAVY_RATIO counts, unknown weights are set apart', () => {
  const w = [HEAVY_RATIO * 10, 10, 15, null];
  const rests = [
    { upper: 0, lower: 1 },
    { upper: 2, lower: 1 },
    { upper: 3, lower: 1 },
  ].map((r) => ({ ...r, area: 1 }));
  assert.deepEqual(
    tallyHeavyOverLight(rests as never, (i) => w[i]),
    { heavy: 1, worstRatio: HEAVY_RATIO, unknown: 1 },
  );
});

test('PLACEMENT_COMPLETE passes only when all are placed, and says how many are missing', () => {
  assert.deepEqual(placementVerdict(3, 3), { code: 'PLACEMENT_COMPLETE', status: 'pass', observed: 3, limit: 3 });
  assert.equal(placementVerdict(2, 3).status, 'fail');
  assert.deepEqual(missingDetail(2, 3, 'cartons not placed'), { detail: '1 of 3 cartons not placed' });
  assert.deepEqual(missingDetail(3, 3, 'cartons not placed'), {});
});
