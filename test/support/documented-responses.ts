/**
 * Holds every JSON response a test app sends to the schema /openapi.json documents for its
 * path, method and status, so the published document cannot drift from the code. A response
 * that does not match becomes a 500 `response_schema_mismatch` naming the difference, which
 * fails whatever test received it.
 */
import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { finishDocument } from '../../src/http/openapi/finish-document.js';

type Json = Record<string, any>;

export function documentedDocument(app: FastifyInstance): Json {
  return finishDocument(
    structuredClone(app.swagger()) as Json,
    () => null,
    () => null,
  );
}

export function installResponseCheck(app: FastifyInstance): void {
  let documented: Documented | null = null;
  app.addHook('onSend', async (req, reply, payload) => {
    const url = req.routeOptions.url;
    if (
      !url ||
      typeof payload !== 'string' ||
      !/application\/(problem\+)?json/.test(String(reply.getHeader('content-type') ?? ''))
    )
      return payload;
    documented ??= new Documented(documentedDocument(app));
    const status = reply.statusCode;
    const mediaType = String(reply.getHeader('content-type')).includes('problem+json')
      ? 'application/problem+json'
      : 'application/json';
    const validate = documented.validator(req.method.toLowerCase(), url, status, mediaType);
    if (validate === undefined) return payload; // not a documented path (viewer assets, /docs)
    const problem =
      validate === null
        ? `status ${status} is not documented for ${req.method} ${url}`
        : validate(JSON.parse(payload))
          ? null
          : (validate.errors ?? [])
              .slice(0, 5)
              .map((e) => `${e.instancePath || '/'} ${e.message}`)
              .join('; ');
    if (!problem) return payload;
    reply.code(500);
    return JSON.stringify({
      error: 'response_schema_mismatch',
      message: `${req.method} ${url} ${status}: ${problem}`,
      body: payload.slice(0, 2000),
    });
  });
}

/** Validators compiled on first use, one per path, method and status (compiling all up front is slow). */
class Documented {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  private readonly compiled = new Map<string, ValidateFunction | null>();

  constructor(private readonly doc: Json) {
    this.ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
  }

  /** undefined: the path and method are not documented; null: the status is not documented. */
  validator(method: string, url: string, status: number, mediaType: string): ValidateFunction | null | undefined {
    const key = `${method} ${url} ${status} ${mediaType}`;
    if (this.compiled.has(key)) return this.compiled.get(key);
    const op = this.doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method];
    if (!op) return undefined;
    const schema = op.responses?.[status]?.content?.[mediaType]?.schema;
    const fn = schema
      ? this.ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/')))
      : null;
    this.compiled.set(key, fn);
    return fn;
  }
}
