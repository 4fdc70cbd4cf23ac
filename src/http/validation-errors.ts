import type { FieldProblem } from './errors.js';

/** The parts of an Ajv error we read. */
export interface AjvIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** With Ajv's verbose option: the keyword's schema value and the data it judged. */
  schema?: unknown;
  data?: unknown;
  parentSchema?: unknown;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Turns a JSON Pointer such as `/items/3/qty` into the JSON path `items[3].qty`. Array
 * positions are written in brackets and object keys after a dot, numeric keys included
 * (`actuals.0.grossWeight`); the body tells which is which. Keys that are not identifiers
 * are quoted (`a["x y"]`).
 */
export function pointerToPath(pointer: string, body?: unknown): string {
  if (pointer === '') return '$';
  let node: unknown = body;
  let path = '';
  for (const raw of pointer.slice(1).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const inArray = Array.isArray(node) || (node === undefined && /^\d+$/.test(part));
    if (inArray) path += `[${part}]`;
    else if (IDENTIFIER.test(part) || /^\d+$/.test(part)) path += path === '' ? part : `.${part}`;
    else path += `[${JSON.stringify(part)}]`;
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return path;
}

const join = (base: string, key: string) => (base === '$' ? key : `${base}.${key}`);
const depth = (issue: AjvIssue) => (issue.instancePath === '' ? 0 : issue.instancePath.split('/').length);
const isUnion = (issue: AjvIssue) => issue.keyword === 'anyOf' || issue.keyword === 'oneOf';
/** Inside `union`: under its schema path and at or below its instance path. */
const within = (i: AjvIssue, union: AjvIssue) =>
  i.schemaPath.startsWith(`${union.schemaPath}/`) &&
  (i.instancePath === union.instancePath || i.instancePath.startsWith(`${union.instancePath}/`));
/** Issues that say the value is not this branch's kind at all: an unknown key or the wrong type where the union sits. */
const misfits = (branch: readonly AjvIssue[], union: AjvIssue) =>
  branch.filter(
    (i) =>
      i.instancePath === union.instancePath &&
      (i.keyword === 'additionalProperties' || i.keyword === 'type' || i.keyword === 'const'),
  ).length;

/**
 * The first issues of a request, enough for `max` problems: a hostile body can carry thousands
 * (a 64 KB body, 8,000), and reading them all costs more than the answer shows. A union's
 * branch issues come just before the union's own, so a cut inside such a run would report
 * them raw: the run the cut falls in is dropped whole.
 */
export function firstIssues(issues: readonly AjvIssue[], max: number): readonly AjvIssue[] {
  const keep = 4 * max;
  if (issues.length <= keep) return issues;
  let end = keep;
  const unionsAfter = issues.slice(keep).filter(isUnion);
  while (end > 0 && unionsAfter.some((u) => within(issues[end - 1], u))) end--;
  return issues.slice(0, end);
}

/**
 * All Ajv issues of one request as field problems, most useful first. A failed union (anyOf /
 * oneOf) is reported once: a union of constants as "must be one of …" with the allowed values,
 * any other union by the errors of the branch the value was meant for: the one with the fewest
 * unknown keys or wrong types where the union sits (a custom container is told what a custom
 * container lacks, not that a preset is required), then the one that failed deepest, then the
 * one with the fewest problems. So `field` names the failing branch's field (`unitsPerCase.max`,
 * `container.maxWeight`), not the union itself. Ajv writes a union's branch issues just before
 * the union's own, so each union takes the run of issues before it (linear in the issues).
 */
export function toFieldProblems(
  allIssues: readonly AjvIssue[],
  legacyUnitsRejected: boolean,
  body?: unknown,
): FieldProblem[] {
  // an if/then/else's own issue ("must match then schema") adds nothing to its branch's issues
  const issues = allIssues.filter((i) => i.keyword !== 'if');
  // a body that is not an object at all is that one problem (its unions' required keys say nothing)
  const notAnObject = issues.find((i) => i.instancePath === '' && i.keyword === 'type' && i.schemaPath === '#/type');
  if (notAnObject) return [toFieldProblem(notAnObject, legacyUnitsRejected, body)];
  const consumed = new Set<AjvIssue>();
  const fromUnions: { at: number; problems: FieldProblem[] }[] = [];
  for (let u = issues.length - 1; u >= 0; u--) {
    const union = issues[u];
    if (!isUnion(union) || consumed.has(union)) continue; // an inner union is reported with its enclosing one
    let start = u;
    while (start > 0 && within(issues[start - 1], union)) start--;
    const branchIssues = issues.slice(start, u);
    consumed.add(union);
    for (const i of branchIssues) consumed.add(i);
    fromUnions.push({ at: start, problems: unionProblems(union, branchIssues, legacyUnitsRejected, body) });
  }
  const out: { at: number; problems: FieldProblem[] }[] = [...fromUnions];
  // a key refused by propertyNames is reported once, by the propertyNames issue (not by its inner
  // pattern issue, nor again as an unknown field)
  const badKeys = new Set(
    issues.filter((i) => i.keyword === 'propertyNames').map((i) => `${i.instancePath}/${i.params.propertyName}`),
  );
  const repeated = (i: AjvIssue) =>
    (i as { propertyName?: string }).propertyName !== undefined ||
    (i.keyword === 'additionalProperties' && badKeys.has(`${i.instancePath}/${i.params.additionalProperty}`));
  const placed = conditionalPlaces(issues, body);
  issues.forEach((i, at) => {
    if (!consumed.has(i) && !repeated(i))
      out.push({ at: placed.get(i) ?? at, problems: [toFieldProblem(i, legacyUnitsRejected, body)] });
  });
  const seen = new Set<string>();
  const listed = out
    .sort((a, b) => a.at - b.at)
    .flatMap((o) => o.problems)
    .filter((p) => {
      const key = `${p.field}\u0000${p.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // a field under two lower bounds (its own exclusiveMinimum 0 and its units' minimum) is told the stricter
  const strictest = new Map<string, number>();
  for (const p of listed) {
    const b = LOWER_BOUND.get(p);
    if (b !== undefined) strictest.set(p.field, Math.max(b, strictest.get(p.field) ?? b));
  }
  return listed.filter((p) => {
    const b = LOWER_BOUND.get(p);
    return b === undefined || b >= (strictest.get(p.field) ?? b);
  });
}

const fromConditional = (i: AjvIssue) => /^#\/(then|else)\//.test(i.schemaPath);

/** Where a value sits in the body: the position of each key (or index) from the root. */
function bodyPosition(pointer: string, body: unknown): number[] {
  const at: number[] = [];
  let node = body;
  for (const raw of pointer === '' ? [] : pointer.slice(1).split('/')) {
    if (node === null || typeof node !== 'object') break;
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    at.push(Array.isArray(node) ? Number(part) : Object.keys(node).indexOf(part));
    node = (node as Record<string, unknown>)[part];
  }
  return at;
}

const comesBefore = (a: number[], b: number[]) => {
  for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== b[k]) return a[k] < b[k];
  return a.length < b.length;
};

/**
 * Ajv reports a body-level if/then/else (the units minimums) after every field's own issues; each
 * such issue is placed just before the first other issue that lies after it in the body, so the
 * list stays in body order.
 */
function conditionalPlaces(issues: readonly AjvIssue[], body: unknown): Map<AjvIssue, number> {
  const placed = new Map<AjvIssue, number>();
  const others = issues
    .map((i, at) => ({ at, where: bodyPosition(i.instancePath, body), i }))
    .filter((o) => !fromConditional(o.i));
  issues.forEach((i) => {
    if (!fromConditional(i)) return;
    const where = bodyPosition(i.instancePath, body);
    const next = others.find((o) => comesBefore(where, o.where));
    if (next) placed.set(i, next.at - 0.5);
  });
  return placed;
}

/** The lower bound a problem reports (minimum, exclusiveMinimum), to keep only the strictest per field. */
const LOWER_BOUND = new WeakMap<FieldProblem, number>();
const withBound = (p: FieldProblem, issue: AjvIssue): FieldProblem => {
  if (typeof issue.params.limit === 'number') LOWER_BOUND.set(p, issue.params.limit);
  return p;
};

function unionProblems(
  union: AjvIssue,
  branchIssues: readonly AjvIssue[],
  legacyUnitsRejected: boolean,
  body: unknown,
): FieldProblem[] {
  const at = pointerToPath(union.instancePath, body);
  if (
    branchIssues.length > 0 &&
    branchIssues.every((i) => i.keyword === 'const' && i.instancePath === union.instancePath)
  ) {
    const allowed = branchIssues.map((i) => JSON.stringify(i.params.allowedValue)).join(', ');
    return [{ field: at, message: `${at === '$' ? 'the request body' : at} must be one of: ${allowed}` }];
  }
  const prefix = `${union.schemaPath}/`;
  const branchOf = (i: AjvIssue) => i.schemaPath.slice(prefix.length).split('/')[0];
  const branches = new Map<string, AjvIssue[]>();
  for (const i of branchIssues) branches.set(branchOf(i), [...(branches.get(branchOf(i)) ?? []), i]);
  const score = (b: AjvIssue[]) => [misfits(b, union), -presentRequired(b), -Math.max(...b.map(depth)), b.length];
  let best: AjvIssue[] | null = null;
  for (const b of branches.values()) {
    if (best === null) best = b;
    else {
      const [x, y] = [score(b), score(best)];
      const k = x.findIndex((v, n) => v !== y[n]);
      if (k >= 0 && x[k] < y[k]) best = b;
    }
  }
  if (best === null) return [toFieldProblem(union, legacyUnitsRejected, body)];
  const fieldDepth = (p: FieldProblem) => p.field.split(/[.[]/).length;
  const others = otherRequiredKeys(union, branchOf(best[0]));
  return toFieldProblems(best, legacyUnitsRejected, body)
    .map((p) =>
      others && best.some((i) => i.keyword === 'required' && p.field === join(at, String(i.params.missingProperty)))
        ? { ...p, message: `${p.message} unless ${others} ${others.includes(' and ') ? 'are' : 'is'} given` }
        : p,
    )
    .sort((a, b) => fieldDepth(b) - fieldDepth(a));
}

const requiredOnly = (b: unknown): string[] | null => {
  const o = b as { required?: unknown } | null;
  return o && typeof o === 'object' && Object.keys(o).length === 1 && Array.isArray(o.required)
    ? (o.required as string[])
    : null;
};

/** The other branches of a union of bare `required` lists, as text: "container.preset". */
function otherRequiredKeys(union: AjvIssue, chosen: string): string | null {
  if (!Array.isArray(union.schema)) return null;
  const at = union.instancePath === '' ? '' : `${pointerToPath(union.instancePath)}.`;
  const lists = union.schema.map(requiredOnly);
  if (lists.some((l) => l === null)) return null;
  const others = lists.filter((_, n) => String(n) !== chosen) as string[][];
  return others.length ? others.map((keys) => keys.map((k) => `${at}${k}`).join(' and ')).join(' or ') : null;
}

/** How many keys a branch requires that the value does have: the more, the likelier the branch was meant. */
function presentRequired(branch: readonly AjvIssue[]): number {
  const req = branch.find((i) => i.keyword === 'required' && Array.isArray(i.schema));
  if (!req?.data || typeof req.data !== 'object') return 0;
  return (req.schema as string[]).filter((k) => k in (req.data as object)).length;
}

/** One Ajv issue as a field problem naming the exact field at fault. */
export function toFieldProblem(issue: AjvIssue, legacyUnitsRejected: boolean, body?: unknown): FieldProblem {
  const at = pointerToPath(issue.instancePath, body);
  switch (issue.keyword) {
    case 'required': {
      const field = join(at, String(issue.params.missingProperty));
      return { field, message: `${field} is required` };
    }
    case 'additionalProperties': {
      const key = String(issue.params.additionalProperty);
      const field = join(at, key);
      if (legacyUnitsRejected && field === 'units') {
        return {
          field,
          message: 'units is not accepted: this legacy endpoint works in centimetres and kilograms only',
        };
      }
      return {
        field,
        message: `${field} is not a known field (unknown fields are rejected so that no constraint is silently ignored)`,
      };
    }
    case 'propertyNames': {
      const key = String(issue.params.propertyName);
      const field = join(at, /^\d+$/.test(key) || IDENTIFIER.test(key) ? key : JSON.stringify(key));
      const names = issue.schema as { pattern?: string; description?: string } | undefined;
      const rule = names?.description ?? (names?.pattern ? `a key matching ${names.pattern}` : 'an allowed key');
      return { field, message: `${field} is not an allowed key: a key of ${at} is ${rule}` };
    }
    case 'oneOf': {
      // several branches passed: with bare required lists, that is "send exactly one of these"
      const lists = Array.isArray(issue.schema) ? issue.schema.map(requiredOnly) : [];
      if (Array.isArray(issue.params.passingSchemas) && lists.length > 0 && lists.every((l) => l?.length === 1)) {
        const keys = lists.map((l) => join(at, (l as string[])[0]));
        return { field: keys[0], message: `send exactly one of ${keys.join(' or ')}, not both` };
      }
      return { field: at, message: `${at === '$' ? 'the request body' : at} ${issue.message ?? 'is invalid'}` };
    }
    case 'minimum': {
      // a schema that states why its minimum is what it is ("At least 0.01 cm: …") says it again here
      const why = /At least (.*)$/s.exec(String((issue.parentSchema as { description?: string })?.description ?? ''));
      if (why) return withBound({ field: at, message: `${at} must be at least ${why[1]}` }, issue);
      return withBound({ field: at, message: `${at} must be at least ${issue.params.limit}` }, issue);
    }
    case 'exclusiveMinimum':
      return withBound({ field: at, message: `${at} ${issue.message ?? 'is too small'}` }, issue);
    default:
      return { field: at, message: `${at === '$' ? 'the request body' : at} ${issue.message ?? 'is invalid'}` };
  }
}
