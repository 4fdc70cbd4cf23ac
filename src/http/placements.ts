/**
 * `?placements=` on the planning POSTs: the positioned boxes (`boxes`) and layer rectangles
 * (`rects`) make up most of a large answer (a case-design layer pattern alone can run to
 * megabytes), and a client that wants only the verdict or the totals need not read them.
 *
 * - `full` (default): the answer as documented.
 * - `none`: every placement array is sent empty; `placements: "none"` says they were left out.
 * - `compact`: every placement array is sent empty and `compactPlacements` maps its JSON path
 *   (`pallets[0].boxes`) to a table: `columns` (field names, once) and `rows` (one array of
 *   values per box, null for a field a box does not carry). Same values, about half the bytes.
 *
 * Presentation only: the plan, its inputHash and every other field are unchanged.
 */
export const PLACEMENT_MODES = ['full', 'none', 'compact'] as const;
export type PlacementMode = (typeof PLACEMENT_MODES)[number];

const PLACEMENT_KEYS = new Set(['boxes', 'rects']);

type Json = Record<string, unknown>;
type Cell = string | number | boolean | null;
export interface PlacementTable {
  columns: string[];
  rows: Cell[][];
}

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPlacementArray = (key: string, v: unknown): v is Json[] =>
  PLACEMENT_KEYS.has(key) && Array.isArray(v) && v.length > 0 && v.every(isRecord);

/** The answer with its placements shaped by `mode`. */
export function shapePlacements(body: Json, mode: PlacementMode | undefined): Json {
  if (mode === undefined || mode === 'full') return body;
  const tables: Record<string, PlacementTable> = {};
  const walk = (node: unknown, path: string): unknown => {
    if (Array.isArray(node)) return node.map((v, i) => walk(v, `${path}[${i}]`));
    if (!isRecord(node)) return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      const at = path === '' ? key : `${path}.${key}`;
      if (isPlacementArray(key, value)) {
        if (mode === 'compact') tables[at] = toTable(value);
        out[key] = [];
      } else out[key] = walk(value, at);
    }
    return out;
  };
  const shaped = walk(body, '') as Json;
  return { ...shaped, placements: mode, ...(mode === 'compact' ? { compactPlacements: tables } : {}) };
}

function toTable(rows: readonly Json[]): PlacementTable {
  const columns: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!columns.includes(k)) columns.push(k);
  return { columns, rows: rows.map((r) => columns.map((c) => (r[c] === undefined ? null : (r[c] as Cell)))) };
}
