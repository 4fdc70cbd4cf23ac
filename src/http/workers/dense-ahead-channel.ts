/**
 * The link between an order-plan task and the helper task that computes its dense fill at the
 * bound on a spare thread (core: order-allocation/dense-ahead.ts). One shared Int32 holds the
 * helper's state; the result travels on a MessagePort, read synchronously by the plan
 * (receiveMessageOnPort), since the engine asks for it in the middle of a synchronous search.
 * The helper starts with the plan and waits, idle, until the plan asks for the fill (start).
 * Whoever gives up first wins: a helper that has not begun is not waited for, and a helper
 * whose plan no longer needs it (or whose thread real work needs) stops at its next budget check.
 */
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { DenseAhead, DenseAtBoundResult } from '../../core/engines/order-allocation/index.js';

/** The plan has not asked for it yet (the helper waits, idle). */
const WAITING = 0;
const RUNNING = 1;
/** Result posted on the port. */
const DONE = 2;
const GIVEN_UP = 3;
/** The plan asked for it; the helper has not begun. */
const ASKED = 4;
/** Waits on the flag in slices of this, ms, between looks at a time cap. */
const WAIT_SLICE_MS = 50;

/** The shared state of one plan and its helper. */
export const newAheadFlag = (): Int32Array => new Int32Array(new SharedArrayBuffer(4));

/** Moves the flag from `from` to `to`; true when it was at `from` (waiters are woken). */
function move(flag: Int32Array, from: number, to: number): boolean {
  if (Atomics.compareExchange(flag, 0, from, to) !== from) return false;
  Atomics.notify(flag, 0);
  return true;
}

/** Stops the helper (idle, asked or running); a finished one is left as it is. */
export function giveUp(flag: Int32Array): void {
  for (const from of [WAITING, ASKED, RUNNING]) if (move(flag, from, GIVEN_UP)) return;
}

/** The helper's side: start (waits, idle, until the plan asks; false: given up first), cancelled (stop searching), finish (post the result). */
export function helperSide(flag: Int32Array, port: MessagePort) {
  return {
    start(isTimeUp: () => boolean): boolean {
      while (Atomics.load(flag, 0) === WAITING && !isTimeUp()) Atomics.wait(flag, 0, WAITING, WAIT_SLICE_MS);
      return move(flag, ASKED, RUNNING);
    },
    cancelled: (): boolean => Atomics.load(flag, 0) === GIVEN_UP,
    finish(result: DenseAtBoundResult): void {
      port.postMessage(result);
      move(flag, RUNNING, DONE);
    },
  };
}

/** The plan's side, as the engine takes it (`used`: the plan took the helper's fill); `isTimeUp`: the plan's own cap (the wait gives up when it passes). */
export function planSide(flag: Int32Array, port: MessagePort, isTimeUp: () => boolean): DenseAhead & { readonly used: boolean } {
  let used = false;
  return {
    get used() { return used; },
    start: () => void move(flag, WAITING, ASKED),
    // A helper that has not begun is given up: the plan computes the fill itself rather than wait for a thread.
    claim: () => !move(flag, WAITING, GIVEN_UP) && !move(flag, ASKED, GIVEN_UP) && Atomics.load(flag, 0) !== GIVEN_UP,
    take(): DenseAtBoundResult | undefined {
      while (Atomics.load(flag, 0) === RUNNING) {
        if (isTimeUp()) { giveUp(flag); break; }
        Atomics.wait(flag, 0, RUNNING, WAIT_SLICE_MS);
      }
      if (Atomics.load(flag, 0) !== DONE) return undefined;
      // posted before DONE was set, so it is on the port already
      const result = receiveMessageOnPort(port)?.message as DenseAtBoundResult | undefined;
      used = result !== undefined;
      return result;
    },
  };
}
