import { test } from 'node:test';
import assert from 'node:assert/strict';
import { laneOf, taskKind } from '../../src/http/workers/lanes.js';

test('a thorough order-plan (up to ~20 s of escalation) runs in the long lane; the default stays short', () => {
  assert.equal(laneOf('order-plan', {}), 'short');
  assert.equal(laneOf('order-plan', { budget: 'default' }), 'short');
  assert.equal(laneOf('order-plan', { budget: 'thorough' }), 'long');
  assert.equal(laneOf('pallet-estimate', { budget: 'thorough' }), 'short');
  assert.equal(laneOf('pack', { budget: 'thorough' }), 'long');
  assert.equal(taskKind('order-plan', { budget: 'thorough' }), 'order-plan:thorough');
  assert.equal(taskKind('order-plan', null), 'order-plan');
});
