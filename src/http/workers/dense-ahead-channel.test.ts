import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MessageChannel } from 'node:worker_threads';
import { giveUp, helperSide, newAheadFlag, planSide } from './dense-ahead-channel.js';

const never = () => false;
const result = { pallets: null, work: 7, stoppedBy: 'budget' as const };

function pair() {
  const flag = newAheadFlag();
  const { port1, port2 } = new MessageChannel();
  return { flag, plan: planSide(flag, port1, never), helper: helperSide(flag, port2), close: () => { port1.close(); port2.close(); } };
}

describe('dense-ahead channel', () => {
  it('hands the helper’s result to the plan that asked for it', () => {
    const { plan, helper, close } = pair();
    plan.start();
    assert.equal(helper.start(never), true);
    helper.finish(result);
    assert.equal(plan.claim(), true);
    assert.deepEqual(plan.take(), result);
    assert.equal(plan.used, true);
    close();
  });

  it('a helper that has not begun is given up by the claim, and then never begins', () => {
    const { plan, helper, close } = pair();
    plan.start();
    assert.equal(plan.claim(), false);
    assert.equal(helper.start(never), false);
    assert.equal(plan.used, false);
    close();
  });

  it('a helper given up while running (real work needs its thread) is cancelled, and the plan computes the fill itself', () => {
    const { flag, plan, helper, close } = pair();
    plan.start();
    helper.start(never);
    assert.equal(plan.claim(), true);
    giveUp(flag);
    assert.equal(helper.cancelled(), true);
    helper.finish(result);
    assert.equal(plan.take(), undefined);
    assert.equal(plan.used, false);
    close();
  });

  it('a helper never asked for stops waiting at its time cap', () => {
    const { helper, close } = pair();
    assert.equal(helper.start(() => true), false);
    close();
  });
});
