import { performance } from 'node:perf_hooks';
import type { MessagePort } from 'node:worker_threads';
import { orderPlanDenseAhead } from '../handlers/order-plan.js';
import type { OrderPlanBody } from '../schemas/pallet.js';
import { giveUp, helperSide, planSide } from './dense-ahead-channel.js';
import { HANDLERS, runHandler } from '../handlers/registry.js';
import { TaskInputError } from '../tasks/task.js';
import type { EndpointName } from '../endpoints.js';
import type { ErrorCode } from '../errors.js';
import { type PlanSummary, planSummary } from './plan-summary.js';

export interface PlanTask {
  readonly endpoint: EndpointName;
  readonly body: unknown;
  readonly capMs: number;
  /** Shared with the pool's watchdog: the worker writes Date.now() when the task starts. */
  readonly startedAt?: Float64Array;
  /** An order plan's dense fills on a second thread (dense-ahead-channel.ts): this task is the plan, or the helper computing them. */
  readonly ahead?: { readonly role: 'plan' | 'helper'; readonly flag: Int32Array; readonly port: MessagePort };
}

export type PlanResult =
  /** `timeCapped`: the wall-time cap stopped a search, so this answer may differ from run to run. */
  | {
      ok: true;
      body: Record<string, unknown>;
      computeMs: number;
      timeCapped: boolean;
      usedAhead?: boolean;
      /** The task thread's CPU time, ms, and what the request log says of the plan (plan tasks only). */
      cpuMs?: number;
      summary?: PlanSummary;
    }
  | { ok: false; status: number; code: ErrorCode; message: string; field: string; stack?: string };

/** Runs one planning task inside a worker thread; every error comes back as data (classes do not cross threads). */
export default function runPlanTask(task: PlanTask): PlanResult {
  if (task.ahead?.role === 'helper') return runHelper(task, task.ahead);
  try {
    return runPlan(task);
  } finally {
    if (task.ahead) {
      giveUp(task.ahead.flag);
      task.ahead.port.close();
    }
  }
}

/**
 * This thread's CPU time, ms: the cap counts the work this task's thread did, not how long a busy
 * machine kept it waiting for a core, so a loaded service answers slower, not differently
 * (Node 22's process.threadCpuUsage; wall time where a Node lacks it).
 */
const threadCpuUsage = (process as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage;
const threadCpuMs: () => number = threadCpuUsage
  ? () => {
      const u = threadCpuUsage.call(process);
      return (u.user + u.system) / 1000;
    }
  : () => performance.now();

function runPlan(task: PlanTask): PlanResult {
  if (task.startedAt) task.startedAt[0] = Date.now();
  const start = performance.now();
  const cpuStart = threadCpuMs();
  if (!HANDLERS[task.endpoint])
    return {
      ok: false,
      status: 501,
      code: 'not_implemented',
      message: `${task.endpoint} has no engine yet`,
      field: '',
    };
  try {
    let timeCapped = false;
    const isTimeUp = () => {
      if (threadCpuMs() - cpuStart > task.capMs) timeCapped = true;
      return timeCapped;
    };
    const denseAhead = task.ahead ? planSide(task.ahead.flag, task.ahead.port, isTimeUp) : undefined;
    const body = runHandler(task.endpoint, task.body, { isTimeUp, denseAhead });
    const computeMs = Math.round((performance.now() - start) * 10) / 10;
    const cpuMs = Math.round((threadCpuMs() - cpuStart) * 10) / 10;
    return {
      ok: true,
      body,
      computeMs,
      timeCapped,
      cpuMs,
      summary: planSummary(task.body, body),
      ...(denseAhead?.used ? { usedAhead: true } : {}),
    };
  } catch (err) {
    if (err instanceof TaskInputError)
      return { ok: false, status: err.status, code: err.code, message: err.message, field: err.field };
    // A bug comes back as data too, so the pool knows that a rejected task means a dead thread.
    const e = err instanceof Error ? err : new Error(String(err));
    return { ok: false, status: 500, code: 'internal_error', message: e.message, field: '', stack: e.stack };
  }
}

/** The helper of an order plan: its dense fills, each posted to the plan unless the plan gave them up first. Answers an empty body. */
function runHelper(task: PlanTask, ahead: NonNullable<PlanTask['ahead']>): PlanResult {
  const start = performance.now();
  const side = helperSide(ahead.flag, ahead.port);
  try {
    const isTimeUp = () => side.cancelled() || performance.now() - start > task.capMs;
    if (!side.start(isTimeUp)) return { ok: true, body: {}, computeMs: 0, timeCapped: false };
    orderPlanDenseAhead(task.body as OrderPlanBody, isTimeUp, side.post);
    side.finish();
    return { ok: true, body: {}, computeMs: Math.round((performance.now() - start) * 10) / 10, timeCapped: false };
  } catch {
    // Bad input: the plan task answers it; the plan, finding no fill posted, computes the fills itself.
    giveUp(ahead.flag);
    return { ok: true, body: {}, computeMs: 0, timeCapped: false };
  } finally {
    ahead.port.close();
  }
}
