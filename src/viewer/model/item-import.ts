/**
 * Reads an item list a planner brings as a table (CSV or a spreadsheet sheet) into request
 * item lines: columns are mapped by their header (the mapping is shown to the user), units
 * in a header's brackets must be the request's, and every bad cell is refused with its row
 * and column named, so nothing half-read ever reaches the request.
 */

export type Cell = string | number | boolean | null | undefined;

export interface ItemField {
  readonly field: string;
  readonly kind: 'text' | 'number' | 'integer' | 'boolean';
  readonly required: boolean;
  /** 'length' or 'mass': a unit in the header's brackets must match the request's. */
  readonly unit?: 'length' | 'mass';
  /** Header words that mean this field, normalised (lower case, letters and digits only). */
  readonly names: readonly string[];
}

export const ITEM_FIELDS: readonly ItemField[] = [
  { field: 'label', kind: 'text', required: false, names: ['label', 'item', 'name', 'description', 'product'] },
  { field: 'sku', kind: 'text', required: false, names: ['sku', 'article', 'code', 'partnumber'] },
  { field: 'l', kind: 'number', required: true, unit: 'length', names: ['l', 'length', 'len'] },
  { field: 'w', kind: 'number', required: true, unit: 'length', names: ['w', 'width'] },
  { field: 'h', kind: 'number', required: true, unit: 'length', names: ['h', 'height'] },
  { field: 'qty', kind: 'integer', required: true, names: ['qty', 'quantity', 'count', 'units', 'cartons'] },
  { field: 'weight', kind: 'number', required: true, unit: 'mass', names: ['weight', 'mass', 'grossweight'] },
  { field: 'keepUpright', kind: 'boolean', required: false, names: ['keepupright', 'upright', 'thiswayup'] },
  { field: 'maxStack', kind: 'number', required: false, unit: 'mass', names: ['maxstack', 'stacklimit', 'maxontop'] },
  { field: 'unloadOrder', kind: 'integer', required: false, names: ['unloadorder', 'drop', 'stop'] },
  { field: 'fragile', kind: 'boolean', required: false, names: ['fragile'] },
];

export interface ColumnMap {
  /** Header as written → request field, for every recognised column. */
  readonly columns: readonly { readonly header: string; readonly field: string; readonly unit: string }[];
  /** Headers nobody maps (shown, ignored). */
  readonly ignored: readonly string[];
}

export type ImportResult =
  | { readonly ok: true; readonly items: Record<string, unknown>[]; readonly map: ColumnMap }
  | { readonly ok: false; readonly errors: readonly string[]; readonly map: ColumnMap | null };

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** "Length (cm)" → { name: 'length', unit: 'cm' }. */
function splitHeader(header: string): { name: string; unit: string } {
  const m = /^(.*?)\s*[([]\s*([^)\]]*)\s*[)\]]\s*$/.exec(header);
  return m ? { name: norm(m[1]), unit: m[2].trim().toLowerCase() } : { name: norm(header), unit: '' };
}

/** Maps the header row; errors for unknown units, duplicated fields and missing required columns. */
export function mapColumns(headers: readonly string[], units: { length: string; mass: string }): ImportResult {
  const columns: { header: string; field: string; unit: string }[] = [];
  const ignored: string[] = [];
  const errors: string[] = [];
  for (const header of headers) {
    if (header.trim() === '') continue;
    const { name, unit } = splitHeader(header);
    const def = ITEM_FIELDS.find((f) => f.names.includes(name));
    if (!def) {
      ignored.push(header);
      continue;
    }
    if (columns.some((c) => c.field === def.field)) {
      errors.push(`Column "${header}": ${def.field} is already read from another column.`);
      continue;
    }
    if (unit && def.unit && unit !== units[def.unit])
      errors.push(
        `Column "${header}": unknown unit "${unit}" for ${def.field}; this request is in ${units.length} and ${units.mass}.`,
      );
    if (unit && !def.unit) errors.push(`Column "${header}": ${def.field} takes no unit, found "${unit}".`);
    columns.push({ header, field: def.field, unit });
  }
  const map = { columns, ignored };
  for (const f of ITEM_FIELDS)
    if (f.required && !columns.some((c) => c.field === f.field))
      errors.push(`No column for ${f.field} (a header such as "${f.names[1] ?? f.names[0]}").`);
  if (!columns.some((c) => c.field === 'label' || c.field === 'sku'))
    errors.push('No column naming the item (a header such as "label", "item" or "sku").');
  return errors.length > 0 ? { ok: false, errors, map } : { ok: true, items: [], map };
}

function readCell(def: ItemField, raw: Cell): { value?: unknown; error?: string } {
  const textValue = raw === null || raw === undefined ? '' : String(raw).trim();
  if (textValue === '') return def.required ? { error: 'missing' } : {};
  if (def.kind === 'text') return { value: textValue };
  if (def.kind === 'boolean') {
    const t = textValue.toLowerCase();
    if (['true', 'yes', 'y', '1', 'x'].includes(t)) return { value: true };
    if (['false', 'no', 'n', '0'].includes(t)) return { value: false };
    return { error: `"${textValue}" is not yes or no` };
  }
  const n = typeof raw === 'number' ? raw : Number(textValue.replace(',', '.'));
  if (!Number.isFinite(n)) return { error: `"${textValue}" is not a number` };
  if (def.kind === 'integer' && !Number.isInteger(n)) return { error: `${textValue} is not a whole number` };
  if (n < 0 || (def.required && n === 0)) return { error: `${textValue} must be more than 0` };
  return { value: n };
}

/**
 * Rows (the first is the header) to item lines. Rows are numbered as a spreadsheet shows
 * them: the header is row 1, so the first item is row 2.
 */
export function readItemTable(
  rows: readonly (readonly Cell[])[],
  units: { length: string; mass: string },
): ImportResult {
  if (rows.length === 0) return { ok: false, errors: ['The file is empty.'], map: null };
  const headers = rows[0].map((h) => (h === null || h === undefined ? '' : String(h)));
  const mapped = mapColumns(headers, units);
  if (!mapped.ok) return mapped;
  const { map } = mapped;
  const index = map.columns.map((c) => ({ ...c, at: headers.indexOf(c.header) }));
  const items: Record<string, unknown>[] = [];
  const errors: string[] = [];
  rows.slice(1).forEach((row, r) => {
    if (row.every((c) => c === null || c === undefined || String(c).trim() === '')) return;
    const item: Record<string, unknown> = {};
    for (const c of index) {
      const def = ITEM_FIELDS.find((f) => f.field === c.field)!;
      const { value, error } = readCell(def, row[c.at]);
      if (error) errors.push(`Row ${r + 2}, column "${c.header}": ${error}.`);
      else if (value !== undefined) item[c.field] = value;
    }
    if (!('keepUpright' in item)) item.keepUpright = false;
    items.push(item);
  });
  if (errors.length > 0) return { ok: false, errors, map };
  if (items.length === 0) return { ok: false, errors: ['No item rows under the header.'], map };
  return { ok: true, items, map };
}

/** Where a request keeps its item lines: items, request.items (order-plan), pos[0].items, skus. */
export function withItems(request: Record<string, unknown>, items: Record<string, unknown>[]): Record<string, unknown> {
  const inner = request.request;
  if (typeof inner === 'object' && inner !== null && !Array.isArray(inner))
    return { ...request, request: { ...(inner as Record<string, unknown>), items } };
  if (Array.isArray(request.pos) && request.pos.length > 0 && !('items' in request)) {
    const [first, ...rest] = request.pos as Record<string, unknown>[];
    return { ...request, pos: [{ ...first, items }, ...rest] };
  }
  if (Array.isArray(request.skus) && !('items' in request))
    return { ...request, skus: items.map(({ label, qty, ...rest }) => ({ ...rest, sku: rest.sku ?? label })) };
  return { ...request, items };
}
