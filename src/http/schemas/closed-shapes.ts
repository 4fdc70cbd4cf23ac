/**
 * Response shapes are closed unless they say otherwise: every object schema that lists its
 * properties and states neither `additionalProperties` nor `patternProperties` gets
 * `additionalProperties: false`, so the document says exactly which fields a response carries
 * and a test that sees an undocumented field fails. An object meant to stay open says so
 * (`additionalProperties: true`, or a record). An `allOf` of plain objects (a TypeBox
 * Intersect) is merged into one object first, since closing each member would forbid the
 * other's fields. Works on plain JSON Schema (TypeBox 1 schemas are plain JSON).
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A deep copy of `schema` with every listed-property object closed. */
export function closeShapes<T>(schema: T): T {
  return close(structuredClone(schema)) as T;
}

function close(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(close);
  if (!isObject(node)) return node;
  let s: Json = node;
  if (Array.isArray(s.allOf) && s.allOf.every(isPlainObjectSchema)) s = mergeAllOf(s);
  for (const key of ['properties', 'patternProperties', '$defs'] as const) {
    const map = s[key];
    if (isObject(map)) s[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, close(v)]));
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) if (isObject(s[key])) s[key] = close(s[key]);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const)
    if (Array.isArray(s[key])) s[key] = (s[key] as unknown[]).map(close);
  if (isObject(s.properties) && s.additionalProperties === undefined && s.patternProperties === undefined)
    s.additionalProperties = false;
  return s;
}

/** An object schema with properties and nothing that merging would lose. */
function isPlainObjectSchema(s: unknown): s is Json {
  if (!isObject(s) || s.type !== 'object' || !isObject(s.properties)) return false;
  return Object.keys(s).every((k) => ['type', 'properties', 'required', 'description', 'title', '$id'].includes(k));
}

function mergeAllOf(s: Json): Json {
  const { allOf, ...rest } = s;
  const members = allOf as Json[];
  const required = [...new Set(members.flatMap((m) => (m.required as string[] | undefined) ?? []))];
  const description = rest.description ?? members.find((m) => m.description)?.description;
  return {
    ...rest,
    type: 'object',
    ...(description ? { description } : {}),
    properties: Object.assign({}, ...members.map((m) => m.properties)),
    ...(required.length ? { required } : {}),
  };
}
