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
/** Where a schema of the page's document is served, relative to /docs/json. */
export const DOCS_SCHEMA_PREFIX = 'schemas/';

const LOCAL_SCHEMA = '#/components/schemas/';

/** A copy of `node` with every `$ref` string passed through `rewrite`. */
function withRefs(node: unknown, rewrite: (ref: string) => string): any {
  if (Array.isArray(node)) return node.map((n) => withRefs(n, rewrite));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? rewrite(v) : withRefs(v, rewrite),
    ]),
  );
}

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

/** The /docs page's document and the schemas it refers to, each served on its own. */
export interface DocsPage {
  readonly doc: Json;
  /** Schema name → the schema as served at /docs/schemas/<name> (its references relative to it). */
  readonly schemas: ReadonlyMap<string, Json>;
}

/**
 * The finished document with each components/examples entry a reference to its own URL, each
 * GET example operation's `response` a reference to its POST's response schema (the published
 * document spells that schema out again, without the route's required computeMs and tier), and
 * every schema (request bodies included) a reference to /docs/schemas/<name>: Swagger UI
 * fetches a schema when an operation that uses it is opened, so the page lists its operations
 * from the paths, summaries and descriptions alone. A long operation description (an endpoint's
 * reference page) is cut to its first paragraph and a link to the page, served as HTML.
 */
/** An operation description longer than this is cut to its first paragraph on the page, with a link to its full text. */
const PAGE_DESCRIPTION_CHARS = 1_200;

export function forDocsPage(doc: Json, fullTextUrl: (name: EndpointName) => string | null = () => null): DocsPage {
  const examples = (doc.components?.examples ?? {}) as Json;
  doc.components.examples = Object.fromEntries(
    Object.keys(examples).map((n) => [n, { $ref: `${DOCS_EXAMPLE_PREFIX}${n}` }]),
  );
  for (const spec of ENDPOINTS) {
    const ops = doc.paths?.[spec.path];
    const post = ops?.post;
    const url = fullTextUrl(spec.name);
    if (url && typeof post?.description === 'string' && post.description.length > PAGE_DESCRIPTION_CHARS) {
      const first = post.description.split(/\n\s*\n/)[0];
      post.description = `${first}\n\nThe full reference of this endpoint, its fields, defaults and checks: [${url}](${url}).`;
    }
    const postSchema = ops?.post?.responses?.['200']?.content?.['application/json']?.schema;
    const getBody = ops?.get?.responses?.['200']?.content?.['application/json']?.schema;
    if (typeof postSchema?.$ref === 'string' && getBody?.properties?.response?.type === 'object')
      getBody.properties.response = {
        $ref: postSchema.$ref,
        description: `The POST ${spec.path} answer without computeMs and tier (the complete schema is in /openapi.json).`,
      };
  }
  const components = (doc.components.schemas ?? {}) as Json;
  // request bodies written inline become schemas of their own, named after their operation
  for (const ops of Object.values<Json>(doc.paths ?? {}))
    for (const op of Object.values<Json>(ops)) {
      const media = op?.requestBody?.content?.['application/json'];
      if (!media?.schema || typeof media.schema.$ref === 'string' || typeof op.operationId !== 'string') continue;
      const name = `${op.operationId}Body`;
      components[name] = media.schema;
      media.schema = { $ref: `${LOCAL_SCHEMA}${name}` };
    }
  const schemas = new Map<string, Json>();
  for (const [name, schema] of Object.entries(components))
    schemas.set(
      name,
      withRefs(schema, (ref) => (ref.startsWith(LOCAL_SCHEMA) ? ref.slice(LOCAL_SCHEMA.length) : ref)),
    );
  doc.components.schemas = Object.fromEntries(
    [...schemas.keys()].map((name) => [name, { $ref: `${DOCS_SCHEMA_PREFIX}${name}` }]),
  );
  return { doc, schemas };
}
