/**
 * Finds where a JSON path (as a 400 error's `field` names it, e.g. `items[3].qty`) sits in
 * the text of the request editor, so the viewer can highlight the offending value.
 * A small scanner records the text range of every value; JSON.parse cannot give offsets.
 */

export type PathSegment = string | number;

export interface TextRange {
  readonly start: number;
  readonly end: number;
}

export interface LocatedPath {
  /** Path segments that were found (the longest existing prefix of the one asked for). */
  readonly found: readonly PathSegment[];
  /** Range of the value (or of its key and value together for object members). */
  readonly range: TextRange;
  /** True when the full path was found, false when only a parent was. */
  readonly exact: boolean;
}

/** Splits `items[3].qty`, `/items/3/qty`, `body/items/3/qty` or `$.items[3]` into segments. */
export function parseFieldPath(field: string): PathSegment[] {
  let f = field.trim();
  if (f.startsWith('/') || /^body\//.test(f)) {
    return f
      .replace(/^body/, '')
      .split('/')
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  }
  f = f.replace(/^\$\.?/, '').replace(/^body\.?/, '');
  const segs: PathSegment[] = [];
  const re = /([^.[\]]+)|\[(\d+)\]|\["([^"]*)"\]/g;
  for (let m = re.exec(f); m; m = re.exec(f)) {
    if (m[1] !== undefined) segs.push(m[1]);
    else if (m[2] !== undefined) segs.push(Number(m[2]));
    else segs.push(m[3] ?? '');
  }
  return segs;
}

const keyOf = (segs: readonly PathSegment[]): string => JSON.stringify(segs);

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Records the range of every value in `source`, keyed by its path. Throws JsonSyntaxError. */
export function indexJson(source: string): Map<string, TextRange> {
  const ranges = new Map<string, TextRange>();
  let i = 0;
  const fail = (what: string): never => {
    throw new JsonSyntaxError(`${what} at ${lineCol(source, i)}`, i);
  };
  const ws = () => {
    while (i < source.length && ' \t\n\r'.includes(source[i])) i++;
  };
  const str = (): string => {
    const start = i++;
    while (i < source.length && source[i] !== '"') i += source[i] === '\\' ? 2 : 1;
    if (i >= source.length) fail('Unterminated string');
    i++;
    return JSON.parse(source.slice(start, i)) as string;
  };
  const value = (path: PathSegment[], keyStart: number | null): void => {
    ws();
    const start = i;
    const c = source[i];
    if (c === '{') {
      i++;
      ws();
      if (source[i] === '}') i++;
      else
        for (;;) {
          ws();
          if (source[i] !== '"') fail('Expected a "key"');
          const ks = i;
          const key = str();
          ws();
          if (source[i] !== ':') fail('Expected ":"');
          i++;
          value([...path, key], ks);
          ws();
          if (source[i] === ',') {
            i++;
            continue;
          }
          if (source[i] === '}') {
            i++;
            break;
          }
          fail('Expected "," or "}"');
        }
    } else if (c === '[') {
      i++;
      ws();
      if (source[i] === ']') i++;
      else
        for (let n = 0; ; n++) {
          value([...path, n], null);
          ws();
          if (source[i] === ',') {
            i++;
            continue;
          }
          if (source[i] === ']') {
            i++;
            break;
          }
          fail('Expected "," or "]"');
        }
    } else if (c === '"') {
      str();
    } else {
      const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(source.slice(i, i + 64));
      if (!m) fail('Unexpected character');
      i += m![0].length;
    }
    ranges.set(keyOf(path), { start: keyStart ?? start, end: i });
  };
  value([], null);
  ws();
  if (i < source.length) fail('Unexpected text after the JSON value');
  return ranges;
}

/** Locates `field` in `source`; falls back to the nearest existing parent. Null on invalid JSON. */
export function locateField(source: string, field: string): LocatedPath | null {
  let ranges: Map<string, TextRange>;
  try {
    ranges = indexJson(source);
  } catch {
    return null;
  }
  const segs = parseFieldPath(field);
  for (let n = segs.length; n >= 0; n--) {
    const range = ranges.get(keyOf(segs.slice(0, n)));
    if (range) return { found: segs.slice(0, n), range, exact: n === segs.length };
  }
  return null;
}

/** "line L, column C" (1-based) of an offset. */
export function lineCol(source: string, offset: number): string {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  const col = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${col}`;
}
