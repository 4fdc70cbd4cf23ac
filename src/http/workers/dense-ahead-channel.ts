/**
 * The link between an order-plan task and the helper task that computes its dense fills ahead
 * on a spare thread (core: order-allocation/dense-ahead.ts). Shared Int32s hold the helper's
 * state, how many fills it has posted and how many the plan wants; the fills travel on a
 * MessagePort, read synchronously by the plan (receiveMessageOnPort), since the engine asks for
 * them in the middle of a synchronous search.
 * The helper starts with the plan and waits, idle, until the plan asks (start). Whoever gives
 * up first wins: a helper that has not begun is not waited for, and a helper whose plan no
 * longer needs it (or whose thread real work needs) stops at its next budget check.
 */
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { DenseAhead, DenseAtBoundResult } from '../../core/engines/order-allocation/index.js';

/** Slots of the shared array. */
const STATE = 0;
const POSTED = 1;
const WANTED = 2;

/** States. The plan has not asked yet (the helper waits, idle). */
const WAITING = 0;
const RUNNING = 1;
/** Every fill the helper will post is on the port. */
const DONE = 2;
const GIVEN_UP = 3;
/** The plan asked; the helper has not begun. */
const ASKED = 4;
/** Waits on the state in slices of this, ms, between looks at a time cap. */
const WAIT_SLICE_MS = 50;
/** Fills the helper computes unless the plan wants fewer (dense-ahead.ts: at the bound, then one pallet more). */
const STAGES = 2;

/** The shared state of one plan and its helper. */
export function newAheadFlag(): Int32Array {
  const flag = new Int32Array(new SharedArrayBuffer(12));
  flag[WANTED] = STAGES;
  return flag;
}

/** Moves the state from `from` to `to`; true when it was at `from` (waiters are woken). */
function move(flag: Int32Array, from: number, to: number): boolean {
  if (Atomics.compareExchange(flag, STATE, from, to) !== from) return false;
  Atomics.notify(flag, STATE);
  return true;
}

/** Stops the helper (idle, asked or running); a finished one is left as it is. */
export function giveUp(flag: Int32Array): void {
  for (const from of [WAITING, ASKED, RUNNING]) if (move(flag, from, GIVEN_UP)) return;
}

/** The helper's side: start (waits, idle, until the plan asks; false: given up first), cancelled (stop searching), post (one fill), finish. */
export function helperSide(flag: Int32Array, port: MessagePort) {
  const cancelled = (): boolean =>
    Atomics.load(flag, STATE) === GIVEN_UP || Atomics.load(flag, POSTED) >= Atomics.load(flag, WANTED);
  return {
    start(isTimeUp: () => boolean): boolean {
      while (Atomics.load(flag, STATE) === WAITING && !isTimeUp()) Atomics.wait(flag, STATE, WAITING, WAIT_SLICE_MS);
      return move(flag, ASKED, RUNNING);
    },
    /** True once the plan gave up, or wants no more fills than were posted: what is being computed is of no use. */
    cancelled,
    /** A fill finished while wanted (one computed after a cancel may be cut short, so it is dropped). */
    post(result: DenseAtBoundResult): void {
      if (cancelled()) return;
      port.postMessage(result);
      Atomics.add(flag, POSTED, 1);
      Atomics.notify(flag, STATE);
    },
    finish: (): void => void move(flag, RUNNING, DONE),
  };
}

/** The plan's side, as the engine takes it (`used`: the plan took a fill of the helper's); `isTimeUp`: the plan's own cap (the wait gives up when it passes). */
export function planSide(
  flag: Int32Array,
  port: MessagePort,
  isTimeUp: () => boolean,
): DenseAhead & { readonly used: boolean } {
  let used = false;
  let read = 0;
  return {
    get used() {
      return used;
    },
    start: () => void move(flag, WAITING, ASKED),
    // A helper that has not begun is given up: the plan computes the fills itself rather than wait for a thread.
    claim(stages: 1 | 2): boolean {
      if (move(flag, WAITING, GIVEN_UP) || move(flag, ASKED, GIVEN_UP) || Atomics.load(flag, STATE) === GIVEN_UP)
        return false;
      Atomics.store(flag, WANTED, stages);
      return true;
    },
    take(stage: 0 | 1): DenseAtBoundResult | undefined {
      while (Atomics.load(flag, POSTED) <= stage && Atomics.load(flag, STATE) === RUNNING) {
        if (isTimeUp()) {
          giveUp(flag);
          break;
        }
        Atomics.wait(flag, STATE, RUNNING, WAIT_SLICE_MS);
      }
      if (Atomics.load(flag, POSTED) <= stage) return undefined;
      // fills are read in the order posted, each posted before POSTED counts it
      let result: DenseAtBoundResult | undefined;
      while (read <= stage) {
        result = receiveMessageOnPort(port)?.message as DenseAtBoundResult | undefined;
        read++;
      }
      used ||= result !== undefined;
      return result;
    },
    release: () => giveUp(flag),
  };
}
