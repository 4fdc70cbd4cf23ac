import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createHash } from 'node:crypto';
import { API_VERSION } from '../api-version.js';
import { ENDPOINTS, type EndpointName } from '../endpoints.js';
import type { ExampleResponses } from '../examples/example-responses.js';
import { finishDocument, requestExampleObject, responseExampleObject } from '../openapi/finish-document.js';
import {
  DOCS_EXAMPLE_PREFIX,
  DOCS_SCHEMA_PREFIX,
  EXAMPLE_NAMES,
  PLACEHOLDER_EXAMPLES,
  forDocsPage,
} from '../openapi/docs-page-document.js';
import { packageRoot } from '../package-root.js';
import { markdownPage } from '../docs-pages/markdown-page.js';

/** A docs/ page of the repository, or null when the service runs without its docs. */
function docsPage(relative: string): string | null {
  const path = join(packageRoot(), 'docs', relative);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/** A strong ETag: the body's hash. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** docs/api/<endpoint>.md without its title line: the operation's long description. */
const apiText = (name: EndpointName): string | null => docsPage(`api/${name}.md`)?.replace(/^# .*\n+/, '') ?? null;

/**
 * OpenAPI 3.1 generated from the route schemas and finished into the published contract
 * (openapi/finish-document.ts), served as JSON and as a readable reference at /docs, with the
 * check catalogue (docs/checks.md) at /docs/checks.
 */
export async function registerDocs(app: FastifyInstance, examples: ExampleResponses): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'stowage packing and pallet planning API (beta)',
        version: API_VERSION,
        description:
          'Plans cartons onto pallets and into containers. Every result is a heuristic (the best plan found, not a proof of optimality); every check is a screen against the numbers supplied, not a certification. Errors: RFC 9457 problem details with the members error, message and field (a JSON path). The contract version is info.version and the API-Version header; plans carry the engine version (engineVersion), which changes independently. Unknown fields are rejected (400) so that no constraint is silently ignored.',
      },
      components: {
        securitySchemes: {
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description: 'A free key from POST /api/keys (optional).',
          },
          bearer: { type: 'http', scheme: 'bearer', description: 'The same key as a bearer token (optional).' },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `schema${i}`),
    },
  });
  const finished = () =>
    finishDocument(
      structuredClone(app.swagger()) as Record<string, any>,
      (name) => {
        const response = examples.cached(name);
        return response ? { response, computeMs: examples.computeMs(name) ?? 0 } : null;
      },
      apiText,
    );
  const names = ENDPOINTS.map((e) => e.name);
  // The page's own document (openapi/docs-page-document.ts): built once, no example computed for it.
  type Served = { body: string; etag: string };
  const toServed = (json: unknown): Served => {
    const body = JSON.stringify(json);
    return { body, etag: etagOf(body) };
  };
  let pageDoc: (Served & { json: Record<string, any>; schemas: ReadonlyMap<string, Served> }) | null = null;
  const docsPageDoc = () => {
    if (!pageDoc) {
      const page = forDocsPage(
        finishDocument(structuredClone(app.swagger()) as Record<string, any>, PLACEHOLDER_EXAMPLES, apiText),
        (name) => (apiText(name) === null ? null : `/docs/api/${name}`),
      );
      const schemas = new Map([...page.schemas].map(([name, schema]) => [name, toServed(schema)]));
      pageDoc = { json: page.doc, ...toServed(page.doc), schemas };
    }
    return pageDoc;
  };
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Operations listed, each closed until opened; the schema list (every model again) is not drawn.
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: -1 },
    transformSpecificationClone: false,
    transformSpecification: () => docsPageDoc().json,
    // The plugin's CSP (hashes of its inline code), never framed; without upgrade-insecure-requests,
    // which would break the page on a plain-http deployment.
    staticCSP: true,
    transformStaticCSP: (csp) =>
      csp.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;/, ''),
  });
  // /docs/json from the cached bytes, with an ETag (the plugin's own route would rebuild it each time).
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.split('?')[0] !== '/docs/json') return;
    const doc = docsPageDoc();
    reply.header('etag', doc.etag).header('cache-control', 'public, max-age=300');
    if (req.headers['if-none-match'] === doc.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(doc.body);
  });
  // One example of the document, fetched by the /docs page when an operation is opened.
  app.get<{ Params: { example: string } }>(
    `/docs/${DOCS_EXAMPLE_PREFIX}:example`,
    { schema: { hide: true } },
    async (req, reply) => {
      const which = EXAMPLE_NAMES.get(req.params.example);
      if (!which) return reply.code(404).send({ error: 'not_found', message: `no example ${req.params.example}` });
      let example: object;
      if (which.kind === 'request') example = requestExampleObject(which.name);
      else {
        const response = await examples.get(which.name);
        if (!response) return reply.code(404).send({ error: 'not_found', message: `no example ${req.params.example}` });
        example = responseExampleObject(which.name, { response, computeMs: examples.computeMs(which.name) ?? 0 });
      }
      const body = JSON.stringify(example);
      const etag = etagOf(body);
      reply.header('etag', etag).header('cache-control', 'public, max-age=300');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
  // One schema of the page's document, fetched by the /docs page when an operation that uses it is opened.
  app.get<{ Params: { schema: string } }>(
    `/docs/${DOCS_SCHEMA_PREFIX}:schema`,
    { schema: { hide: true } },
    async (req, reply) => {
      const doc = docsPageDoc().schemas.get(req.params.schema);
      if (!doc) return reply.code(404).send({ error: 'not_found', message: `no schema ${req.params.schema}` });
      reply.header('etag', doc.etag).header('cache-control', 'public, max-age=300');
      if (req.headers['if-none-match'] === doc.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(doc.body);
    },
  );
  // The document changes only with the deployment: an ETag lets clients and caches skip the 1 MB body.
  let served: { body: string; etag: string } | null = null;
  app.get('/openapi.json', { schema: { hide: true } }, async (req, reply) => {
    let doc = served;
    if (!doc) {
      await examples.all(names);
      const body = JSON.stringify(finished());
      doc = { body, etag: etagOf(body) };
      // Kept only when every example is in: one refused under load is computed again next time.
      if (examples.complete(names)) served = doc;
    }
    reply.header('etag', doc.etag).header('cache-control', served ? 'public, max-age=300' : 'no-cache');
    if (req.headers['if-none-match'] === doc.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(doc.body);
  });
  // The check catalogue: HTML for people (rendered once), the markdown source at /docs/checks.md.
  let checksHtml: string | null = null;
  app.get('/docs/checks', { schema: { hide: true } }, async (_req, reply) => {
    const page = docsPage('checks.md');
    if (page === null)
      return reply.code(404).send({ error: 'not_found', message: 'docs/checks.md is not deployed with this service' });
    checksHtml ??= markdownPage('stowage: the checks', page);
    return reply.type('text/html; charset=utf-8').send(checksHtml);
  });
  // An endpoint's reference page (docs/api/<endpoint>.md), linked from its shortened description on /docs.
  const apiHtml = new Map<string, string>();
  app.get<{ Params: { endpoint: string } }>('/docs/api/:endpoint', { schema: { hide: true } }, async (req, reply) => {
    const name = ENDPOINTS.find((e) => e.name === req.params.endpoint)?.name;
    const page = name ? docsPage(`api/${name}.md`) : null;
    if (!name || page === null)
      return reply.code(404).send({ error: 'not_found', message: `no reference page for ${req.params.endpoint}` });
    if (!apiHtml.has(name)) apiHtml.set(name, markdownPage(`stowage: /api/${name}`, page));
    return reply.type('text/html; charset=utf-8').send(apiHtml.get(name));
  });
  app.get('/docs/checks.md', { schema: { hide: true } }, async (_req, reply) => {
    const page = docsPage('checks.md');
    if (page === null)
      return reply.code(404).send({ error: 'not_found', message: 'docs/checks.md is not deployed with this service' });
    return reply.type('text/markdown; charset=utf-8').send(page);
  });
}
