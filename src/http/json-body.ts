import type { FastifyInstance } from 'fastify';
import { apiError } from './errors.js';

/**
 * The JSON body parser: Fastify's own refuses `__proto__` keys but reports them as "not valid
 * JSON"; this one says what was refused. JSON.parse makes such keys plain own properties (no
 * prototype pollution); they are refused all the same, since no schema field has that name.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(apiError('invalid_json', 'the body is empty; send a JSON object'), undefined);
    let forbidden = false;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, (key, value) => {
        if (
          key === '__proto__' ||
          (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value)
        )
          forbidden = true;
        return value;
      });
    } catch {
      return done(apiError('invalid_json', 'the body is not valid JSON'), undefined);
    }
    if (forbidden)
      return done(
        apiError(
          'invalid_json',
          'the body carries a "__proto__" or "constructor.prototype" key, which is refused for safety (the JSON itself is well formed); rename the key',
          '$',
        ),
        undefined,
      );
    done(null, parsed);
  });
}
