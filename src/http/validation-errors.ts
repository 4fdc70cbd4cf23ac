import type { FieldProblem } from './errors.js';

/** The parts of an Ajv error we read. */
export interface AjvIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
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

/**
 * All Ajv issues of one request as field problems, most useful first. A failed union (anyOf /
 * oneOf) is reported once: a union of constants as "must be one of …" with the allowed values,
 * any other union by the errors of its best-matching branch (the one that failed deepest), so
 * `field` names the deepest failing path (`unitsPerCase.max`), not the union itself.
 */
export function toFieldProblems(
  issues: readonly AjvIssue[],
  legacyUnitsRejected: boolean,
  body?: unknown,
): FieldProblem[] {
  let rest = [...issues];
  const firsts: FieldProblem[] = [];
  for (const union of issues.filter(isUnion)) {
    if (!rest.includes(union)) continue; // already reported inside an enclosing union's branch
    const prefix = `${union.schemaPath}/`;
    const branchIssues = rest.filter((i) => i.schemaPath.startsWith(prefix));
    rest = rest.filter((i) => i !== union && !branchIssues.includes(i));
    const at = pointerToPath(union.instancePath, body);
    if (
      branchIssues.length > 0 &&
      branchIssues.every((i) => i.keyword === 'const' && i.instancePath === union.instancePath)
    ) {
      const allowed = branchIssues.map((i) => JSON.stringify(i.params.allowedValue)).join(', ');
      firsts.push({ field: at, message: `${at === '$' ? 'the request body' : at} must be one of: ${allowed}` });
      continue;
    }
    const branchOf = (i: AjvIssue) => i.schemaPath.slice(prefix.length).split('/')[0];
    const deepest = branchIssues.reduce<AjvIssue | null>(
      (best, i) => (best === null || depth(i) > depth(best) ? i : best),
      null,
    );
    const chosen = deepest ? branchIssues.filter((i) => branchOf(i) === branchOf(deepest)) : [union];
    firsts.push(...chosen.sort((a, b) => depth(b) - depth(a)).map((i) => toFieldProblem(i, legacyUnitsRejected, body)));
  }
  return [...firsts, ...rest.map((i) => toFieldProblem(i, legacyUnitsRejected, body))];
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
    default:
      return { field: at, message: `${at === '$' ? 'the request body' : at} ${issue.message ?? 'is invalid'}` };
  }
}
