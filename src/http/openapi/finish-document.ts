/**
 * Turns the document @fastify/swagger generates from the route schemas into the published
 * contract: identity (servers, licence, contact, tags), optional key security, per-operation
 * ids, descriptions from docs/api/*.md, the status codes each operation can give with their
 * headers and schemas, the examples GET serves, and named components for shared schemas.
 */
import { ENDPOINTS, type EndpointName, type EndpointSpec } from '../endpoints.js';
import { EXAMPLE_REQUESTS } from '../../examples/requests.js';
import { HANDLERS } from '../handlers/registry.js';
import { RESPONSE_SCHEMAS } from '../schemas/responses.js';
import { ErrorBody } from '../schemas/response-parts.js';
import { closeShapes } from '../schemas/closed-shapes.js';
import { forIntegrators } from './integrator-text.js';
import { finishJobs } from './jobs-document.js';
import { ERROR_DESCRIPTIONS, HEADERS, getOperationId, postErrorStatuses, postOperationId } from './operations.js';

type Json = Record<string, any>;
/** The engine's response to the example request (without the route's fields), and its wall time. */
export type ExampleLookup = (name: EndpointName) => { response: Record<string, unknown>; computeMs: number } | null;
export type DocText = (name: EndpointName) => string | null;

const TAGS = [
  { name: 'planning', description: 'Containers, pallets, orders, quotes, consolidation, catalogues and case design.' },
  {
    name: 'examples',
    description: "GET on a planning path: documentation, a runnable example request and the engine's answer to it.",
  },
  { name: 'keys', description: 'Free API keys: 5× the anonymous rate limits.' },
  { name: 'operations', description: 'Liveness and pool state.' },
];

const errorResponse = (status: number) => ({
  description: ERROR_DESCRIPTIONS[status],
  headers: {
    ...HEADERS.requestId,
    ...(status === 429 || status === 503 ? HEADERS.retryAfter : {}),
    ...(status === 405 ? { Allow: { description: 'Methods this path accepts.', schema: { type: 'string' } } } : {}),
  },
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

const jsonResponse = (description: string, schema: unknown, headers: Json, exampleRef?: string) => ({
  description,
  headers,
  content: {
    'application/json': { schema, ...(exampleRef ? { examples: { [exampleName(exampleRef)]: ref(exampleRef) } } : {}) },
  },
});

/**
 * Each example lives once, in components/examples, and operations refer to it: the request an
 * endpoint documents (its POST body example and its GET's `request`) and the engine's answer to it.
 */
const ref = (name: string) => ({ $ref: `#/components/examples/${name}` });
const exampleName = (name: string) => (name.endsWith('Request') ? 'request' : 'response');
export const requestExample = (name: EndpointName) => `${postOperationId(name)}Request`;
export const responseExample = (name: EndpointName) => `${postOperationId(name)}Response`;

/** The Example Object of an endpoint's documented request. */
export const requestExampleObject = (name: EndpointName) => ({
  summary: `A runnable ${ENDPOINTS.find((e) => e.name === name)?.path} request`,
  value: EXAMPLE_REQUESTS[name],
});

/** The Example Object of the engine's answer to that request, as POST returns it. */
export const responseExampleObject = (
  name: EndpointName,
  example: { response: Record<string, unknown>; computeMs: number },
) => ({
  summary: `The engine's answer to the ${ENDPOINTS.find((e) => e.name === name)?.path} example request`,
  value: { ...example.response, computeMs: example.computeMs, tier: 'anonymous' },
});

export function finishDocument(doc: Json, examples: ExampleLookup, docText: DocText): Json {
  doc.info = {
    ...doc.info,
    license: { name: 'MIT', identifier: 'MIT' },
    contact: { name: 'stowage maintainers (see README.md)' },
    description: `${doc.info.description} The check catalogue is served at /docs/checks.`,
  };
  doc.servers = [{ url: '/', description: 'The service that serves this document.' }];
  doc.tags = TAGS;
  doc.security = [{}, { apiKey: [] }, { bearer: [] }];
  const paths = doc.paths as Json;
  const stored: Json = {};
  for (const spec of ENDPOINTS) {
    const ops = paths[spec.path] ?? {};
    const implemented = HANDLERS[spec.name] !== undefined;
    const example = examples(spec.name);
    stored[requestExample(spec.name)] = requestExampleObject(spec.name);
    if (example) stored[responseExample(spec.name)] = responseExampleObject(spec.name, example);
    if (ops.post)
      finishPost(
        ops.post,
        spec.name,
        implemented,
        example !== null,
        docText(spec.name),
        postErrorStatuses(spec, implemented),
      );
    if (ops.get) finishGet(ops.get, spec, implemented);
  }
  finishOthers(paths);
  closeResponses(paths);
  doc.components = { ...doc.components, schemas: { ...(doc.components?.schemas ?? {}) }, examples: stored };
  delete doc.components.schemas['def-0'];
  doc.components.schemas.ErrorBody = closeShapes(stripId(ErrorBody));
  liftComponents(doc, doc.components.schemas);
  finishJobs(doc);
  return doc;
}

function finishPost(
  op: Json,
  name: EndpointName,
  implemented: boolean,
  hasExample: boolean,
  text: string | null,
  errors: number[],
): void {
  op.operationId = postOperationId(name);
  op.tags = ['planning'];
  if (text) op.description = `${op.description}\n\n${forIntegrators(text)}`;
  const content = op.requestBody?.content?.['application/json'];
  if (content) content.examples = { request: ref(requestExample(name)) };
  const schema = RESPONSE_SCHEMAS[name];
  op.responses = {
    ...(implemented && schema
      ? {
          200: jsonResponse(
            'The plan.',
            stripId(schema),
            { ...HEADERS.requestId, ...HEADERS.rate },
            hasExample ? responseExample(name) : undefined,
          ),
        }
      : {}),
    ...Object.fromEntries(errors.map((s) => [s, errorResponse(s)])),
  };
}

function finishGet(op: Json, spec: EndpointSpec, implemented: boolean): void {
  op.operationId = getOperationId(spec.name);
  op.tags = ['examples'];
  op.description = `Documentation for POST ${spec.path}: a runnable example request and ${implemented ? `the response the engine gives for it (without the route's computeMs and tier): the request and response examples of POST ${spec.path}` : 'a note that the engine has not landed (response null)'}.`;
  const schema = RESPONSE_SCHEMAS[spec.name];
  const body = {
    type: 'object',
    required: ['endpoint', 'summary', 'reference', 'request', 'response'],
    properties: {
      endpoint: { type: 'string' },
      summary: { type: 'string' },
      reference: { type: 'string' },
      request: { type: 'object', description: 'A runnable request body.' },
      response: schema && implemented ? withoutRouteFields(stripId(schema)) : { type: 'null' },
      note: { type: 'string' },
      templates: {
        type: 'object',
        description: 'receiver-check only: the profile templates (disclaimer, units, basis, count, templates[]).',
      },
    },
  };
  op.responses = {
    // its request and response are the POST examples (components/examples), not stored again
    200: jsonResponse('Documentation with a runnable example.', body, { ...HEADERS.requestId, ...HEADERS.rate }),
    400: errorResponse(400),
    429: errorResponse(429),
    503: errorResponse(503),
  };
}

/** The engine's part of a response schema: the route's computeMs and tier are not required. */
function withoutRouteFields(schema: Json): Json {
  const drop = (s: Json): Json => ({
    ...s,
    ...(Array.isArray(s.required)
      ? { required: s.required.filter((r: string) => r !== 'computeMs' && r !== 'tier') }
      : {}),
    ...(Array.isArray(s.allOf) ? { allOf: s.allOf.map(drop) } : {}),
  });
  return drop(schema);
}

const count = { type: 'integer', minimum: 0 };
const LANE_STATE = {
  type: 'object',
  required: ['workers', 'queued', 'running', 'completed', 'expectedWaitMs'],
  properties: {
    workers: count,
    queued: count,
    running: count,
    completed: count,
    expectedWaitMs: { ...count, description: 'What a task queued now would wait, ms (admission control).' },
  },
};
const POOL_STATE = {
  type: 'object',
  description: 'The worker pool: its two lanes.',
  required: ['workers', 'queued', 'completed', 'lanes'],
  properties: {
    workers: count,
    queued: count,
    completed: count,
    lanes: {
      type: 'object',
      required: ['short', 'long'],
      properties: { short: LANE_STATE, long: LANE_STATE },
    },
  },
};

function finishOthers(paths: Json): void {
  const keys = paths['/api/keys']?.post;
  if (keys) {
    keys.operationId = 'issueKey';
    keys.description =
      'Issues a free API key at once. It is shown once and never stored; send it as X-API-Key or Authorization: Bearer.';
    keys.responses = {
      201: jsonResponse(
        'A new key.',
        {
          type: 'object',
          required: ['key', 'tier', 'note'],
          properties: { key: { type: 'string' }, tier: { type: 'string', enum: ['free'] }, note: { type: 'string' } },
        },
        { ...HEADERS.requestId, ...HEADERS.rate },
      ),
      400: errorResponse(400),
      413: errorResponse(413),
      429: errorResponse(429),
      503: errorResponse(503),
    };
  }
  const health = paths['/healthz']?.get;
  if (health) {
    health.operationId = 'health';
    health.description =
      'Liveness, answered on the event loop (never queued behind planning work), with the worker pool state.';
    health.security = [];
    health.responses = {
      200: jsonResponse(
        'Alive.',
        {
          type: 'object',
          required: ['status'],
          properties: {
            status: { type: 'string', enum: ['ok'] },
            engineVersion: { type: 'string' },
            redis: { type: 'string', description: 'ok, degraded (limits fail open for a while) or not_configured.' },
            pool: POOL_STATE,
          },
        },
        HEADERS.requestId,
      ),
      400: errorResponse(400),
      503: errorResponse(503),
    };
  }
}

/** Every response schema closed (closed-shapes.ts): the document lists every field a response carries. */
function closeResponses(paths: Json): void {
  for (const ops of Object.values(paths))
    for (const op of Object.values(ops as Json))
      for (const response of Object.values((op as Json).responses ?? {}))
        for (const media of Object.values((response as Json).content ?? {}))
          if ((media as Json).schema) (media as Json).schema = closeShapes((media as Json).schema);
}

/** A TypeBox schema as plain JSON Schema for the document: no $id at its root. */
function stripId(schema: unknown): Json {
  const { $id: _id, ...rest } = JSON.parse(JSON.stringify(schema)) as Json;
  return rest;
}

/** Every nested schema with an $id becomes a named component and a $ref in its place. */
function liftComponents(node: unknown, components: Json): void {
  if (!node || typeof node !== 'object') return;
  const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
  for (const [key, value] of entries) {
    if (key === 'components') continue;
    const id = value && typeof value === 'object' && !Array.isArray(value) ? (value as Json).$id : undefined;
    if (typeof id === 'string') {
      if (!components[id]) {
        components[id] = stripId(value);
        liftComponents(components[id], components);
      }
      (node as Json)[key] = { $ref: `#/components/schemas/${id}` };
    } else {
      liftComponents(value, components);
    }
  }
}
