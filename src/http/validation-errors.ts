import type { FieldProblem } from './errors.js';

/** The parts of an Ajv error we read. */
interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns a JSON Pointer such as `/items/3/qty` into the JSON path `items[3].qty`. */
export function pointerToPath(pointer: string): string {
  if (pointer === '') return '$';
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path === '' ? part : `${path}.${part}`), '');
}

const join = (base: string, key: string) => (base === '$' ? key : `${base}.${key}`);

/** One Ajv issue as a field problem naming the exact field at fault. */
export function toFieldProblem(issue: AjvIssue, legacyUnitsRejected: boolean): FieldProblem {
  const at = pointerToPath(issue.instancePath);
  switch (issue.keyword) {
    case 'required': {
      const field = join(at, String(issue.params.missingProperty));
      return { field, message: `${field} is required` };
    }
    case 'additionalProperties': {
      const key = String(issue.params.additionalProperty);
      const field = join(at, key);
      if (legacyUnitsRejected && field === 'units') {
        return { field, message: 'units is not accepted: this legacy endpoint works in centimetres and kilograms only' };
      }
      return { field, message: `${field} is not a known field (unknown fields are rejected so that no constraint is silently ignored)` };
    }
    default:
      return { field: at, message: `${at === '$' ? 'the request body' : at} ${issue.message ?? 'is invalid'}` };
  }
}
