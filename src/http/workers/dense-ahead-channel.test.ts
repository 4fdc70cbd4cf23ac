import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MessageChannel } from 'node:worker_threads';
import { giveUp, helperSide, newAheadFlag, planSide } from './dense-ahead-channel.js';

const never = () => false;
const fill = (work: number) => ({ pallets: null, work, stoppedBy: 'budget' as const });

function pair() {
  const flag = newAheadFlag();
  const { port1, port2 } = new MessageChannel();
  return {
    flag,
    plan: planSide(flag, port1, never),
    helper: helperSide(flag, port2),
    close: () => {
      port1.close();
      port2.close();
    },
  };
}

describe('dense-ahead channel', () => {
  it('hands the helper’s fills to the plan that asked for them, in order', () => {
    const { plan, helper, close } = pair();
    plan.start();
    assert.equal(helper.start(never), true);
    helper.post(fill(1));
    helper.post(fill(2));
    helper.finish();
    assert.equal(plan.claim(2), true);
    assert.deepEqual(plan.take(0), fill(1));
    assert.deepEqual(plan.take(1), fill(2));
    assert.equal(plan.used, true);
    close();
  });

  it('a plan that can use only the first fill stops the helper after it', () => {
    const { plan, helper, close } = pair();
    plan.start();
    helper.start(never);
    assert.equal(plan.claim(1), true);
    assert.equal(helper.cancelled(), false, 'the first fill is still wanted');
    helper.post(fill(1));
    assert.equal(helper.cancelled(), true, 'the second is not');
    helper.post(fill(2));
    helper.finish();
    assert.deepEqual(plan.take(0), fill(1));
    assert.equal(plan.take(1), undefined);
    close();
  });

  it('a helper that has not begun is given up by the claim, and then never begins', () => {
    const { plan, helper, close } = pair();
    plan.start();
    assert.equal(plan.claim(2), false);
    assert.equal(helper.start(never), false);
    assert.equal(plan.used, false);
    close();
  });

  it('a helper given up while running (real work needs its thread) is cancelled, and the plan computes the fills itself', () => {
    const { flag, plan, helper, close } = pair();
    plan.start();
    helper.start(never);
    assert.equal(plan.claim(2), true);
    giveUp(flag);
    assert.equal(helper.cancelled(), true);
    helper.post(fill(1));
    assert.equal(plan.take(0), undefined);
    assert.equal(plan.used, false);
    close();
  });

  it('a helper never asked for stops waiting at its time cap', () => {
    const { helper, close } = pair();
    assert.equal(
      helper.start(() => true),
      false,
    );
    close();
  });
});
