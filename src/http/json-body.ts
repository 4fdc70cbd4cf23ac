import type { FastifyInstance } from 'fastify';
import { apiError } from './errors.js';

/**
 * The JSON body parser is Fastify's own, with its prototype-poisoning guard set to refuse
 * (`onProtoPoisoning` and `onConstructorPoisoning: 'error'` in app.ts). Fastify reports a refused
 * `__proto__` key as "not valid JSON"; this wrapper only words the refusal: a body that plain
 * JSON.parse reads but Fastify's parser refused carries such a key, and the message says so.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const fastifyJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(apiError('invalid_json', 'the body is empty; send a JSON object'), undefined);
    fastifyJson(req, text, (err: Error | null, parsed?: unknown) => {
      if (!err) return done(null, parsed);
      let wellFormed = true;
      try {
        JSON.parse(text);
      } catch {
        wellFormed = false;
      }
      if (!wellFormed) return done(apiError('invalid_json', 'the body is not valid JSON'), undefined);
      done(
        apiError(
          'invalid_json',
          'the body carries a "__proto__" or "constructor.prototype" key, which is refused for safety (the JSON itself is well formed); rename the key',
          '$',
        ),
        undefined,
      );
    });
  });
}
