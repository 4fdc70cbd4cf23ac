import { performance } from 'node:perf_hooks';
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
}

export type PlanResult =
  /** `timeCapped`: the wall-time cap stopped a search, so this answer may differ from run to run. */
  | {
      ok: true;
      body: Record<string, unknown>;
      computeMs: number;
      timeCapped: boolean;
      /** The task thread's CPU time, ms, and what the request log says of the plan (plan tasks only). */
      cpuMs?: number;
      summary?: PlanSummary;
    }
  | { ok: false; status: number; code: ErrorCode; message: string; field: string; stack?: string };

/** Runs one planning task inside a worker thread; every error comes back as data (classes do not cross threads). */
export default function runPlanTask(task: PlanTask): PlanResult {
  return runPlan(task);
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
    const body = runHandler(task.endpoint, task.body, { isTimeUp });
    const computeMs = Math.round((performance.now() - start) * 10) / 10;
    const cpuMs = Math.round((threadCpuMs() - cpuStart) * 10) / 10;
    return {
      ok: true,
      body,
      computeMs,
      timeCapped,
      cpuMs,
      summary: planSummary(task.body, body),
    };
  } catch (err) {
    if (err instanceof TaskInputError)
      return { ok: false, status: err.status, code: err.code, message: err.message, field: err.field };
    // A bug comes back as data too, so the pool knows that a rejected task means a dead thread.
    const e = err instanceof Error ? err : new Error(String(err));
    return { ok: false, status: 500, code: 'internal_error', message: e.message, field: '', stack: e.stack };
  }
}
