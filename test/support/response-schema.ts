/**
 * Asserts that a response body matches the TypeBox schema documented for it, so the
 * published response documents cannot drift from what the engines return.
 * Endpoint tests call it on every 200 body they see, GET examples included.
 */
import assert from 'node:assert/strict';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

export function assertMatchesSchema(schema: TSchema, body: unknown, what = 'response'): void {
  if (Value.Check(schema, body)) return;
  const errors = [...Value.Errors(schema, body)].slice(0, 10).map((e) => `${e.instancePath || '/'}: ${e.message}`);
  assert.fail(`${what} does not match its documented schema:\n  ${errors.join('\n  ')}`);
}
