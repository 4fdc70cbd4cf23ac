import { performance } from 'node:perf_hooks';
import { HANDLERS } from '../handlers/registry.js';
import { TaskInputError } from '../tasks/task.js';
import type { EndpointName } from '../endpoints.js';

export interface PlanTask {
  readonly endpoint: EndpointName;
  readonly body: unknown;
  readonly capMs: number;
  /** Shared with the pool's watchdog: the worker writes Date.now() when the task starts. */
  readonly startedAt?: Float64Array;
}

export type PlanResult =
  | { ok: true; body: Record<string, unknown>; computeMs: number }
  | { ok: false; status: number; code: string; message: string; field: string };

/** Runs one planning task inside a worker thread; errors come back as data, classes do not cross threads. */
export default function runPlanTask(task: PlanTask): PlanResult {
  if (task.startedAt) task.startedAt[0] = Date.now();
  const start = performance.now();
  const handler = HANDLERS[task.endpoint];
  if (!handler) return { ok: false, status: 501, code: 'not_implemented', message: `${task.endpoint} has no engine yet`, field: '' };
  try {
    const body = handler(task.body, { isTimeUp: () => performance.now() - start > task.capMs });
    return { ok: true, body, computeMs: Math.round((performance.now() - start) * 10) / 10 };
  } catch (err) {
    if (err instanceof TaskInputError) return { ok: false, status: err.status, code: err.code, message: err.message, field: err.field };
    throw err;
  }
}
