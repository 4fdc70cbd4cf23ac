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
  return finishDocument(structuredClone(app.swagger()) as Json, () => null, () => null);
}

export function installResponseCheck(app: FastifyInstance): void {
  let validators: Map<string, ValidateFunction> | null = null;
  const lookup = (method: string, url: string, status: number): ValidateFunction | null | undefined => {
    validators ??= compile(documentedDocument(app));
    return validators.get(`${method} ${url} ${status}`) ?? (validators.has(`${method} ${url} *`) ? null : undefined);
  };
  app.addHook('onSend', async (req, reply, payload) => {
    const url = req.routeOptions.url;
    if (!url || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    const status = reply.statusCode;
    const validate = lookup(req.method.toLowerCase(), url, status);
    if (validate === undefined) return payload; // not a documented path (viewer assets, /docs)
    const problem = validate === null
      ? `status ${status} is not documented for ${req.method} ${url}`
      : validate(JSON.parse(payload)) ? null : (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    if (!problem) return payload;
    reply.code(500);
    return JSON.stringify({ error: 'response_schema_mismatch', message: `${req.method} ${url} ${status}: ${problem}`, body: payload.slice(0, 2000) });
  });
}

function compile(doc: Json): Map<string, ValidateFunction> {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
  const out = new Map<string, ValidateFunction>();
  for (const [path, ops] of Object.entries<Json>(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries<Json>(ops)) {
      out.set(`${method} ${url} *`, null as never);
      for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (!schema) continue;
        const rebased = JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/'));
        out.set(`${method} ${url} ${status}`, ajv.compile(rebased));
      }
    }
  }
  return out;
}
