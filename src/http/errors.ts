/**
 * The one catalogue of error codes the service answers with (NOTES.md: lower-snake, stable).
 * Body shape: { error, message, field? , errors? }. docs/errors.md lists the same codes; a test keeps them equal.
 */
export const ERROR_CODES = {
  invalid_json: 400,
  validation_failed: 400,
  forbidden: 403,
  not_found: 404,
  input_not_plannable: 422,
  input_too_large: 422,
  idempotency_key_reused: 422,
  method_not_allowed: 405,
  idempotency_in_progress: 409,
  job_not_finished: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  too_many_tasks: 429,
  client_closed: 499,
  bad_request: 400,
  internal_error: 500,
  not_implemented: 501,
  overloaded: 503,
  compute_timeout: 503,
  shutting_down: 503,
  worker_lost: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldProblem {
  readonly field: string;
  readonly message: string;
  /** Valid, but its answer would exceed a documented size limit: 422 input_too_large rather than 400. */
  readonly tooLarge?: true;
}

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  field?: string;
  errors?: FieldProblem[];
}

/** An error the routes throw on purpose; the error handler turns it into the body above. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    /** Every field problem of the request when there are several (the first is `field`/`message`). */
    readonly problems?: readonly FieldProblem[],
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.field === undefined
      ? { error: this.code, message: this.message }
      : {
          error: this.code,
          message: this.message,
          field: this.field,
          errors: (this.problems ?? [{ field: this.field, message: this.message }]).map(({ field, message }) => ({
            field,
            message,
          })),
        };
  }
}

export const apiError = (code: ErrorCode, message: string, field?: string, headers?: Record<string, string>) =>
  new ApiError(code, ERROR_CODES[code], message, field, headers);

export const validationError = (problem: FieldProblem) =>
  problem.tooLarge
    ? apiError('input_too_large', problem.message, problem.field)
    : apiError('validation_failed', problem.message, problem.field);

/** At most this many problems are listed in one answer (a hostile body can hold thousands). */
export const MAX_PROBLEMS_LISTED = 50;

/**
 * Every cross-field problem of a request in one answer: 400 validation_failed when any is a
 * plain validation problem (listed first, so `field` names one), 422 input_too_large when the
 * request is valid but every problem is a size limit.
 */
export function validationErrors(problems: readonly FieldProblem[]): ApiError {
  const invalid = problems.filter((p) => !p.tooLarge);
  const listed = (invalid.length > 0 ? [...invalid, ...problems.filter((p) => p.tooLarge)] : problems).slice(
    0,
    MAX_PROBLEMS_LISTED,
  );
  const code: ErrorCode = invalid.length > 0 ? 'validation_failed' : 'input_too_large';
  return new ApiError(code, ERROR_CODES[code], listed[0].message, listed[0].field, {}, listed);
}
