import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError, ERROR_CODES } from '../../src/http/errors.js';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { HANDLERS, runHandler } from '../../src/http/handlers/registry.js';
import { TaskInputError } from '../../src/http/tasks/task.js';

/**
 * The seam between schema and handler is typed: a handler's body is its schema's Static type and an
 * error code is the catalogue's union. The @ts-expect-error lines fail `tsc` if either seam loosens.
 */
test('error codes outside the catalogue do not compile', () => {
  // @ts-expect-error 'no_such_code' is not in ERROR_CODES (docs/errors.md)
  const input = new TaskInputError(400, 'no_such_code', 'message', 'field');
  // @ts-expect-error the same for ApiError
  const api = new ApiError('no_such_code', 400, 'message');
  assert.equal(input.code in ERROR_CODES, false);
  assert.equal(api.code in ERROR_CODES, false);
});

test("a handler takes its schema's static body, not any", () => {
  const ctx = { isTimeUp: () => false };
  // @ts-expect-error pack's handler does not accept a pallet-estimate body
  assert.throws(() => HANDLERS.pack!(EXAMPLE_REQUESTS['pallet-estimate'], ctx));
  const wrongUnits: Parameters<NonNullable<(typeof HANDLERS)['order-quote']>>[0] = {
    ...EXAMPLE_REQUESTS['order-quote'],
    // @ts-expect-error `units` must be one of the schema's literals
    units: 'furlongs',
  };
  assert.equal(wrongUnits.units, 'furlongs');
  assert.ok(Object.keys(runHandler('pack', EXAMPLE_REQUESTS.pack, ctx)).length > 0);
});
