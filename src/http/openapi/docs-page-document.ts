/**
 * The document the /docs page renders: the published contract with every example's value left
 * out and a reference to `examples/<name>` (served at /docs/examples/<name>) in its place.
 * Swagger UI fetches a reference only when the operation that uses it is opened, and its
 * OpenAPI 3.1 resolver walks the whole document while the page loads, so the page lists its
 * operations from about half the bytes (examples are 47 % of /openapi.json) and without waiting
 * for the engine to compute any example. /openapi.json stays complete.
 */
import { ENDPOINTS, type EndpointName } from '../endpoints.js';
import { HANDLERS } from '../handlers/registry.js';
import { requestExample, responseExample } from './finish-document.js';

type Json = Record<string, any>;

/** Where an example's Example Object is served, relative to /docs/json (so a path prefix in front of the service still works). */
export const DOCS_EXAMPLE_PREFIX = 'examples/';

/** Every example name of the published document, with the endpoint it belongs to and its kind. */
type ExampleOf = { name: EndpointName; kind: 'request' | 'response' };
export const EXAMPLE_NAMES: ReadonlyMap<string, ExampleOf> = new Map(
  ENDPOINTS.flatMap((e): [string, ExampleOf][] => [
    [requestExample(e.name), { name: e.name, kind: 'request' }],
    ...(HANDLERS[e.name] ? [[responseExample(e.name), { name: e.name, kind: 'response' }] as [string, ExampleOf]] : []),
  ]),
);

/**
 * An example lookup that says "there is an answer" for every implemented endpoint without
 * computing it: finishDocument then refers to each response example, whose value this module
 * replaces anyway.
 */
export const PLACEHOLDER_EXAMPLES = (name: EndpointName) =>
  HANDLERS[name] ? { response: {} as Record<string, unknown>, computeMs: 0 } : null;

/**
 * The finished document with each components/examples entry a reference to its own URL, and
 * each GET example operation's `response` a reference to its POST's response schema (the
 * published document spells that schema out again, without the route's required computeMs and
 * tier: 29 % of the page document's nodes).
 */
export function forDocsPage(doc: Json): Json {
  const examples = (doc.components?.examples ?? {}) as Json;
  doc.components.examples = Object.fromEntries(
    Object.keys(examples).map((n) => [n, { $ref: `${DOCS_EXAMPLE_PREFIX}${n}` }]),
  );
  for (const spec of ENDPOINTS) {
    const ops = doc.paths?.[spec.path];
    const postSchema = ops?.post?.responses?.['200']?.content?.['application/json']?.schema;
    const getBody = ops?.get?.responses?.['200']?.content?.['application/json']?.schema;
    if (typeof postSchema?.$ref === 'string' && getBody?.properties?.response?.type === 'object')
      getBody.properties.response = {
        $ref: postSchema.$ref,
        description: `The POST ${spec.path} answer without computeMs and tier (the complete schema is in /openapi.json).`,
      };
  }
  return doc;
}
