/**
 * Valid requests for fuzzing the engines: fast-check arbitraries that walk an endpoint's example
 * request together with its TypeBox schema and vary every leaf within what the schema allows
 * (numbers inside its bounds and near the example, so sizes stay small; enum strings from the
 * schema's literals; optional non-identifier fields sometimes dropped). Cross-field limits are
 * respected by never growing a quantity or the number of lines.
 */
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

type Json = unknown;
type Schema = Record<string, any>;

/** Fields whose meaning ties them to the numbers around them (changing units rescales every length). */
const ALWAYS_FIXED = ['units'];

const lowerBound = (s: Schema) =>
  Math.max(
    s.minimum ?? -Infinity,
    s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (s.type === 'integer' ? 1 : 0.1) : -Infinity,
  );
const upperBound = (s: Schema) =>
  Math.min(
    s.maximum ?? Infinity,
    s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (s.type === 'integer' ? 1 : 0.1) : Infinity,
  );

function numberNear(s: Schema, example: number, key: string): fc.Arbitrary<number> {
  const grows = key === 'qty' || key.startsWith('max') ? 1 : 1.2;
  const lo = Math.max(lowerBound(s), key === 'qty' ? 1 : example * 0.8);
  const hi = Math.min(upperBound(s), example * grows);
  if (!(lo <= hi)) return fc.constant(example);
  if (s.type === 'integer') return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  return fc
    .integer({ min: Math.ceil(lo * 10), max: Math.floor(hi * 10) })
    .map((t) => t / 10)
    .filter((v) => v >= lo && v <= hi);
}

const literals = (s: Schema): string[] | null =>
  Array.isArray(s.anyOf) && s.anyOf.every((b: Schema) => typeof b.const === 'string')
    ? s.anyOf.map((b: Schema) => b.const)
    : null;

function leaf(s: Schema, example: Json, key: string, fixed: ReadonlySet<string>): fc.Arbitrary<Json> {
  if (fixed.has(key)) return fc.constant(example);
  const choices = literals(s);
  if (choices) return fc.constantFrom(...choices);
  if (typeof example === 'number' && (s.type === 'number' || s.type === 'integer')) return numberNear(s, example, key);
  if (typeof example === 'boolean') return fc.boolean();
  return fc.constant(example);
}

/** The schema branch the example value belongs to (a union of objects: the one that accepts it). */
function branchOf(s: Schema, example: Json): Schema | null {
  if (!Array.isArray(s.anyOf)) return s;
  return s.anyOf.find((b: Schema) => Value.Check(b as TSchema, example)) ?? null;
}

function objectOf(s: Schema, example: Record<string, Json>, fixed: ReadonlySet<string>): fc.Arbitrary<Json> {
  const required = new Set<string>(s.required ?? []);
  const parts: Record<string, fc.Arbitrary<Json>> = {};
  for (const [key, value] of Object.entries(example)) {
    const sub =
      s.properties?.[key] ?? Object.entries(s.patternProperties ?? {}).find(([p]) => new RegExp(p).test(key))?.[1];
    const arb = sub ? valueFor(sub, value, key, fixed) : fc.constant(value);
    // Identifiers and labels stay: other fields and the plan check find lines by them.
    parts[key] = required.has(key) || typeof value === 'string' ? arb : fc.option(arb, { nil: undefined, freq: 4 });
  }
  return fc.record(parts).map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
}

/** Every element kept (other fields refer to them by sku or id), each one varied. */
function arrayOf(s: Schema, example: Json[], key: string, fixed: ReadonlySet<string>): fc.Arbitrary<Json> {
  return fc.tuple(...example.map((e) => valueFor(s.items, e, key, fixed)));
}

function valueFor(schema: Schema, example: Json, key: string, fixed: ReadonlySet<string>): fc.Arbitrary<Json> {
  const s = branchOf(schema, example);
  if (!s) return fc.constant(example);
  if (Array.isArray(example) && s.items) return arrayOf(s, example, key, fixed);
  if (example !== null && typeof example === 'object' && !Array.isArray(example))
    return objectOf(s, example as Record<string, Json>, fixed);
  return leaf(s, example, key, fixed);
}

/**
 * Bodies the schema accepts, built around `example` (which must itself be valid). `fixed` names
 * fields kept as in the example because a cross-field limit ties them together (limits.ts).
 */
export function validRequests(schema: TSchema, example: Json, fixed: readonly string[] = []): fc.Arbitrary<Json> {
  return valueFor(schema as Schema, example, '', new Set([...ALWAYS_FIXED, ...fixed])).filter((b) =>
    Value.Check(schema, b),
  );
}
