/** Calls the service and turns every outcome, including 400 bodies, into one result type. */

export interface FieldError {
  readonly field: string | null;
  readonly message: string;
}

export type ApiResult =
  | { readonly kind: 'ok'; readonly status: number; readonly body: Record<string, unknown> }
  | {
      readonly kind: 'error';
      readonly status: number;
      readonly code: string;
      readonly message: string;
      readonly field: string | null;
      readonly errors: readonly FieldError[];
    };

const asText = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export async function postJson(path: string, bodyText: string, signal?: AbortSignal, apiKey = ''): Promise<ApiResult> {
  let res: Response;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey) headers['x-api-key'] = apiKey;
  try {
    res = await fetch(path, { method: 'POST', headers, body: bodyText, signal });
  } catch (err) {
    if (signal?.aborted)
      return {
        kind: 'error',
        status: 0,
        code: 'cancelled',
        message: 'You cancelled the run.',
        field: null,
        errors: [],
      };
    return {
      kind: 'error',
      status: 0,
      code: 'network',
      message: `The service did not answer (${String(err)}).`,
      field: null,
      errors: [],
    };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    body = null;
    if (signal?.aborted)
      return {
        kind: 'error',
        status: 0,
        code: 'cancelled',
        message: 'You cancelled the run.',
        field: null,
        errors: [],
      };
  }
  const obj = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (res.ok) return { kind: 'ok', status: res.status, body: obj };
  const errors = Array.isArray(obj.errors)
    ? obj.errors
        .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
        .map((e) => ({ field: asText(e.field ?? e.path ?? e.instancePath), message: asText(e.message) ?? 'invalid' }))
    : [];
  return {
    kind: 'error',
    status: res.status,
    code: asText(obj.error) ?? `http_${res.status}`,
    message: asText(obj.message) ?? `The service answered ${res.status} ${res.statusText}.`,
    field: asText(obj.field),
    errors,
  };
}
