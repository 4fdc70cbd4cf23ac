/** Placements as CSV: one row per placed box, positions and sizes in the answer's units (cm). */

export interface Placement {
  readonly id: string;
  readonly label: string;
  readonly l: number;
  readonly w: number;
  readonly h: number;
  readonly px: number;
  readonly py: number;
  readonly pz: number;
  readonly weight: number | null;
}

const COLUMNS = ['id', 'label', 'px', 'py', 'pz', 'l', 'w', 'h', 'weight'] as const;

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, its quotes doubled. */
function field(value: string | number | null): string {
  const s = value === null ? '' : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function placementsCsv(boxes: readonly Placement[]): string {
  const rows = boxes.map((b) => COLUMNS.map((c) => field(b[c])).join(','));
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
