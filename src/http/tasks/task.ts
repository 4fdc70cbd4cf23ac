/**
 * The contract between a route and the planning work that runs in a worker thread.
 * A task handler takes the validated request body (cm/kg or the request's own units)
 * and returns the response body without `computeMs`, which the route adds.
 */
import type { ErrorCode } from '../errors.js';

export interface TaskContext {
  /** True once the request's hard wall-time cap has passed; engines stop and report `time_cap`. */
  readonly isTimeUp: () => boolean;
}

/** `B` is the endpoint's validated request body, the TypeBox `Static` of its schema (see RequestBodies in endpoints.ts). */
export type TaskHandler<B> = (body: B, ctx: TaskContext) => Record<string, unknown>;

/** A client-caused problem found only while planning (for example an unknown SKU); becomes a 4xx. */
export class TaskInputError extends Error {
  constructor(
    readonly status: 400 | 404 | 422,
    readonly code: ErrorCode,
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}
