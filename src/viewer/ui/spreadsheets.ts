/**
 * The plan as a planner's spreadsheet, and an item list read back from one. Export: CSV
 * (papaparse) with one row per placed box, and XLSX (exceljs) with a summary sheet, the
 * request's item lines and one sheet per load. Import: a CSV or XLSX item list (an XLSX's
 * "Items" sheet, else its first sheet) through item-import.ts. Both libraries are loaded on
 * first use, so the page does not carry them until a planner needs them.
 */
import { crewSteps, fromLeft, orientation } from '../model/crew-steps.js';
import { type Cell, readItemTable, type ImportResult } from '../model/item-import.js';
import { fmt } from '../model/load-helpers.js';
import type { RequestItem } from '../model/request-items.js';
import type { ViewResult } from '../model/view-model.js';

export interface ExportInput {
  readonly result: ViewResult;
  readonly endpoint: string;
  readonly reference: string;
  readonly request: unknown;
  readonly requestLines: readonly RequestItem[];
  readonly numberOf: (label: string) => number;
}

const BOX_COLUMNS = [
  'Load',
  'Step',
  'Box',
  'Item no.',
  'Item',
  'Box id',
  'From front',
  'From left',
  'From floor',
  'Length along',
  'Width across',
  'Height',
  'Orientation',
  'Weight',
];

/** One row per placed box: load, crew step, loading sequence, item, position, size, orientation, weight. */
export function boxRows(x: ExportInput): (string | number)[][] {
  const lines = new Map(x.requestLines.map((i) => [i.label, i]));
  const rows: (string | number)[][] = [];
  x.result.loads.forEach((load) => {
    const steps = crewSteps(load);
    steps.forEach((g, s) => {
      for (let i = g.start; i < g.end; i++) {
        const b = load.boxes[i];
        rows.push([
          load.title,
          s + 1,
          i + 1,
          x.numberOf(b.label),
          b.label,
          b.id,
          b.px,
          fromLeft(load.space, b),
          b.py,
          b.l,
          b.w,
          b.h,
          orientation(b, lines.get(b.label)),
          b.weight ?? '',
        ]);
      }
    });
  });
  return rows;
}

function unitHeaders(x: ExportInput): string[] {
  const { length, mass } = x.result.units;
  return BOX_COLUMNS.map((c) =>
    ['From front', 'From left', 'From floor', 'Length along', 'Width across', 'Height'].includes(c)
      ? `${c} (${length})`
      : c === 'Weight'
        ? `Weight (${mass})`
        : c,
  );
}

export async function planCsv(x: ExportInput): Promise<string> {
  const Papa = (await import('papaparse')).default;
  return Papa.unparse({ fields: unitHeaders(x), data: boxRows(x) });
}

const ITEM_COLUMNS = [
  'label',
  'sku',
  'l',
  'w',
  'h',
  'qty',
  'weight',
  'keepUpright',
  'maxStack',
  'unloadOrder',
  'fragile',
];

function requestLines(request: unknown): Record<string, unknown>[] {
  if (typeof request !== 'object' || request === null) return [];
  const r = request as Record<string, unknown>;
  const inner = (typeof r.request === 'object' && r.request !== null ? r.request : r) as Record<string, unknown>;
  if (Array.isArray(inner.items)) return inner.items as Record<string, unknown>[];
  if (Array.isArray(inner.pos) && inner.pos.length > 0)
    return ((inner.pos[0] as Record<string, unknown>).items as Record<string, unknown>[]) ?? [];
  if (Array.isArray(inner.skus)) return inner.skus as Record<string, unknown>[];
  return [];
}

/** Summary, the request's item lines (imports back as the same request) and one sheet per load. */
export async function planXlsx(x: ExportInput): Promise<Blob> {
  const ExcelJS = (await import('exceljs')).default;
  const book = new ExcelJS.Workbook();
  book.creator = 'stowage viewer';
  const { length, mass } = x.result.units;
  const summary = book.addWorksheet('Summary');
  summary.addRow(['Plan reference', x.reference]);
  summary.addRow(['Service call', `/api/${x.endpoint}`]);
  for (const s of x.result.summary) summary.addRow([s.label, s.value]);
  summary.addRow([]);
  summary.addRow([x.result.loadNoun, 'Boxes', `Cargo weight (${mass})`, `Loaded height (${length})`]).font = {
    bold: true,
  };
  for (const load of x.result.loads)
    summary.addRow([load.title, load.boxes.length, load.cargoWeight ?? '', Number(fmt(load.loadedHeight))]);
  summary.getColumn(1).width = 34;
  summary.getColumn(2).width = 40;

  const lines = requestLines(x.request);
  const used = ITEM_COLUMNS.filter((c) => lines.some((l) => l[c] !== undefined));
  const items = book.addWorksheet('Items');
  const unitOf = (c: string) =>
    ['l', 'w', 'h'].includes(c) ? ` (${length})` : ['weight', 'maxStack'].includes(c) ? ` (${mass})` : '';
  items.addRow(used.map((c) => `${c}${unitOf(c)}`)).font = { bold: true };
  for (const line of lines) items.addRow(used.map((c) => (line[c] === undefined ? null : (line[c] as Cell))));

  const names = new Set<string>(['Summary', 'Items']);
  const all = boxRows(x);
  let at = 0;
  for (const load of x.result.loads) {
    let name = load.title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 28) || 'Load';
    for (let k = 2; names.has(name); k++) name = `${name.slice(0, 25)} ${k}`;
    names.add(name);
    const sheet = book.addWorksheet(name);
    sheet.addRow(unitHeaders(x)).font = { bold: true };
    sheet.addRows(all.slice(at, at + load.boxes.length));
    at += load.boxes.length;
  }
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Reads an item list file (CSV, or XLSX's "Items" sheet, else its first). */
export async function readItemFile(file: File, units: { length: string; mass: string }): Promise<ImportResult> {
  if (/\.xlsx$/i.test(file.name)) {
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(await file.arrayBuffer());
    } catch (err) {
      return { ok: false, errors: [`Could not read ${file.name} as a spreadsheet (${String(err)}).`], map: null };
    }
    const sheet = book.getWorksheet('Items') ?? book.worksheets[0];
    if (!sheet) return { ok: false, errors: [`${file.name} has no sheet.`], map: null };
    const rows: Cell[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      const values = (row.values as unknown[]).slice(1).map((v) => {
        if (v && typeof v === 'object' && 'result' in (v as object)) return (v as { result: Cell }).result;
        if (v && typeof v === 'object' && 'text' in (v as object)) return (v as { text: Cell }).text;
        return v as Cell;
      });
      rows[n - 1] = values;
    });
    return readItemTable(
      Array.from(rows, (r) => r ?? []),
      units,
    );
  }
  const Papa = (await import('papaparse')).default;
  const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' });
  return readItemTable(parsed.data, units);
}
