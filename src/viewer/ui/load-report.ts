/**
 * The printed plan: a cover (plan reference, date, totals, checks, the header a crew fills
 * or the request supplies, the item list with handling, every rule to check by hand, and
 * signature lines), then one section per load ("Container k of N", "Pallet k of N") with
 * its figures, picture, floor load, checks and step sheets: each step's own boxes drawn
 * from the door (or from above on a pallet) and a table a crew loads from. Built into
 * #report, which only print media shows; built load by load, yielding between loads so
 * the page never freezes for long on a large plan.
 */
import { checkFigures, checksForLoad, checkTitle } from '../model/check-info.js';
import { sortChecks } from '../model/check-order.js';
import { crewSteps, dunnageBySteps, floorLoadPerMetre, stepRows, supportsOf } from '../model/crew-steps.js';
import type { ViewItem } from '../model/item-list.js';
import { fmt } from '../model/load-helpers.js';
import { handlingText, type RequestItem } from '../model/request-items.js';
import { groupContents } from '../model/step-groups.js';
import type { StatRow, ViewCheck, ViewLoad, ViewResult } from '../model/view-model.js';
import { clear, el } from './dom.js';
import { itemSwatch } from './item-list-view.js';
import { floorLoadChart, stepPicture } from './step-svg.js';

/** Header fields of the cover: typed on the page, or blank lines for a pen. */
export interface ReportHeader {
  readonly booking: string;
  readonly unitNumber: string;
  readonly seal: string;
  readonly shipper: string;
  readonly consignee: string;
}

export interface ReportInput {
  readonly result: ViewResult;
  readonly endpoint: string;
  /** inputHash, or the viewer's SHA-256 of the request when the response has none. */
  readonly reference: string;
  readonly referenceKind: string;
  readonly date: string;
  readonly header: ReportHeader;
  /** What the request supplies for the header (order id, POs). */
  readonly requestHeader: readonly StatRow[];
  readonly items: readonly ViewItem[];
  readonly itemOf: (label: string) => RequestItem | undefined;
  readonly colourOf: (label: string) => string;
  readonly numberOf: (label: string) => number;
  /** A picture of each whole load (data URL), or null without WebGL. */
  readonly overview: (loadIndex: number) => string | null;
}

const STATUS_TEXT: Record<ViewCheck['status'], string> = {
  pass: 'pass',
  fail: 'fail',
  warn: 'warn',
  not_evaluated: 'not evaluated',
};

function table(head: string[], rows: (string | Node)[][], cls?: string): HTMLTableElement {
  return el(
    'table',
    { class: cls },
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { text: h })))),
    el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((c) => el('td', {}, c))))),
  );
}

function badge(status: ViewCheck['status']): HTMLElement {
  return el('span', { class: `check status-${status}` }, el('span', { class: 'badge', text: STATUS_TEXT[status] }));
}

function checkTable(checks: readonly ViewCheck[], u: ViewResult['units']): HTMLTableElement {
  return table(
    ['Status', 'Check', 'Figures and detail'],
    sortChecks(checks).map((c) => [
      badge(c.status),
      `${checkTitle(c.code)} (${c.code})`,
      [checkFigures(c, u.length, u.mass), c.detail].filter(Boolean).join(' · '),
    ]),
    'report-checks',
  );
}

const noun = (result: ViewResult) => result.loadNoun;

function cover(r: ReportInput): HTMLElement {
  const { result } = r;
  const u = result.units;
  const boxes = result.loads.reduce((s, l) => s + l.boxes.length, 0);
  const weight = result.loads.reduce((s, l) => s + (l.cargoWeight ?? 0), 0);
  const unplaced = [...result.unplaced, ...result.loads.flatMap((l) => l.unplaced)];
  const allChecks = [...result.checks, ...result.loads.flatMap((l) => l.checks)];
  const counts = (s: ViewCheck['status']) => allChecks.filter((c) => c.status === s).length;
  const headerRows: [string, string][] = [
    ['Booking', r.header.booking],
    ['Container / trailer number', r.header.unitNumber],
    ['Seal', r.header.seal],
    ['Shipper', r.header.shipper],
    ['Consignee', r.header.consignee],
  ];
  const manual = manualRules(result);
  return el(
    'section',
    { class: 'report-cover' },
    el('h1', {
      text: `Loading plan: ${result.loads.length} ${noun(result).toLowerCase()}${result.loads.length === 1 ? '' : 's'}`,
    }),
    table(
      ['Plan', ''],
      [
        ['Plan reference', el('code', { class: 'plan-ref', text: r.reference })],
        ['Reference kind', r.referenceKind],
        ['Printed', r.date],
        ['Service call', `/api/${r.endpoint}`],
        ...r.requestHeader.map((h) => [h.label, h.value]),
        [`${noun(result)}s`, String(result.loads.length)],
        ['Boxes placed', String(boxes)],
        ['Units not placed', String(unplaced.reduce((s, x) => s + x.qty, 0))],
        ['Cargo weight', weight > 0 ? `${fmt(weight)} ${u.mass}` : '—'],
        [
          'Checks',
          `${counts('fail')} fail · ${counts('warn')} warn · ${counts('not_evaluated')} not evaluated · ${counts('pass')} pass`,
        ],
        ...result.summary.map((s) => [s.label, s.value]),
      ],
      'report-facts',
    ),
    el('h2', { text: 'Shipment' }),
    table(
      ['Field', 'Value'],
      headerRows.map(([k, v]) => [k, v || el('span', { class: 'fill-line', 'aria-label': `${k}: to fill in` })]),
      'report-header',
    ),
    el('h2', { text: 'Items' }),
    table(
      ['No.', 'Item', 'Size', 'Placed', 'Not placed', 'Handling'],
      r.items.map((i) => [
        itemSwatch(i),
        i.label,
        i.dims || '—',
        String(i.placed),
        String(i.unplaced),
        handlingText(r.itemOf(i.label), u) || '—',
      ]),
      'report-items',
    ),
    unplaced.length === 0
      ? el('p', { text: 'Everything was placed.' })
      : table(
          ['Qty', 'Not placed', 'Reason'],
          unplaced.map((x) => [String(x.qty), x.label, x.reason.replace(/_/g, ' ')]),
        ),
    el('h2', { text: 'Checks that need attention' }),
    attentionTable(result),
    el('h2', { text: `Rules to check by hand (${manual.length})` }),
    manual.length === 0
      ? el('p', { text: 'Every rule of this plan was evaluated.' })
      : table(
          ['Rule', 'Assumption', 'Needs', 'Source'],
          manual.map((c) => [
            `${checkTitle(c.code)} (${c.code})`,
            c.assumption || '—',
            c.field || 'a check by hand',
            c.source || "the service's screening rule (assumption)",
          ]),
          'report-manual',
        ),
    el('h2', { text: 'Signatures' }),
    el(
      'div',
      { class: 'signatures' },
      ...['Loaded by', 'Checked by', 'Driver / carrier'].map((who) =>
        el(
          'div',
          { class: 'signature' },
          el('strong', { text: who }),
          el('span', { class: 'fill-line', text: 'Name' }),
          el('span', { class: 'fill-line', text: 'Signature' }),
          el('span', { class: 'fill-line', text: 'Date' }),
        ),
      ),
    ),
  );
}

/** Failed and warned checks of the whole plan, one row per code and load. */
function attentionTable(result: ViewResult): HTMLElement {
  const rows: (string | Node)[][] = [];
  const u = result.units;
  const seen = new Set<string>();
  const add = (c: ViewCheck, where: string) => {
    if (c.status !== 'fail' && c.status !== 'warn') return;
    const key = `${c.code}|${where}`;
    if (seen.has(key)) return;
    seen.add(key);
    rows.push([
      badge(c.status),
      where,
      `${checkTitle(c.code)} (${c.code})`,
      [checkFigures(c, u.length, u.mass), c.detail].filter(Boolean).join(' · '),
    ]);
  };
  for (const c of sortChecks(result.checks)) add(c, 'whole plan');
  result.loads.forEach((l) => {
    for (const c of sortChecks(l.checks)) add(c, l.title);
  });
  return rows.length === 0
    ? el('p', { text: 'No check failed or warned.' })
    : table(['Status', 'Where', 'Check', 'Figures and detail'], rows, 'report-attention');
}

/** Every not_evaluated rule once per code: manual receiver rules and checks missing an input. */
export function manualRules(result: ViewResult): ViewCheck[] {
  const out = new Map<string, ViewCheck>();
  for (const c of [...result.checks, ...result.loads.flatMap((l) => l.checks)])
    if (c.status === 'not_evaluated' && !out.has(c.code)) out.set(c.code, c);
  return [...out.values()];
}

function figuresTable(rows: readonly StatRow[]): HTMLTableElement {
  return table(
    ['Figure', 'Value'],
    rows.map((f) => [f.label, f.value]),
    'report-figures',
  );
}

/** One load's section: figures, picture, floor load, checks, then its step sheets. */
function loadSection(r: ReportInput, k: number): HTMLElement {
  const { result } = r;
  const load = result.loads[k];
  const u = result.units;
  const heading = `${noun(result)} ${k + 1} of ${result.loads.length}: ${load.title}`;
  const section = el(
    'section',
    { class: 'report-load', 'data-load': k },
    el('h2', { class: 'load-heading', text: heading }),
    figuresTable(load.stats),
  );
  const picture = r.overview(k);
  if (picture)
    section.append(
      el(
        'figure',
        { class: 'report-overview' },
        el('img', { src: picture, alt: `${heading}, the whole load` }),
        el('figcaption', { text: `${heading}: the whole load` }),
      ),
    );
  if (load.space.kind === 'container' && load.boxes.some((b) => b.weight !== null)) {
    section.append(
      el('h3', { text: 'Floor load per running metre' }),
      el('div', { class: 'report-floor-load' }, floorLoadChart(floorLoadPerMetre(load.boxes, load.space.l), u.mass)),
    );
  }
  const checks = checksForLoad(result.checks, load.checks);
  section.append(
    el('h3', { text: 'Checks' }),
    checks.length === 0 ? el('p', { text: 'No checks for this load.' }) : checkTable(checks, u),
  );
  section.append(...stepSheets(r, load, heading));
  return section;
}

function stepSheets(r: ReportInput, load: ViewLoad, heading: string): HTMLElement[] {
  const u = r.result.units;
  const steps = crewSteps(load);
  const supports = supportsOf(load.boxes);
  const dunnage = dunnageBySteps(load, steps, load.dunnage ?? []);
  const walls = load.space.kind === 'container';
  const out: HTMLElement[] = [
    el('h3', {
      class: 'steps-heading',
      text: `${heading}: ${steps.length} step${steps.length === 1 ? '' : 's'} (${walls ? 'one wall each, built from the front wall to the door' : 'one layer each, bottom up'})`,
    }),
  ];
  steps.forEach((g, j) => {
    const title = `Step ${j + 1} of ${steps.length} · boxes ${g.start + 1}–${g.end} · ${groupContents(load.boxes, g)}`;
    const rows = stepRows(load, g, supports, r.itemOf);
    const sheet = el(
      'section',
      { class: 'step-sheet', 'data-step': j + 1 },
      el('h4', { text: title }),
      el(
        'div',
        { class: 'step-figure' },
        stepPicture({
          load,
          group: g,
          dunnage: dunnage[j],
          colourOf: r.colourOf,
          numberOf: r.numberOf,
          unit: u.length,
          title: `${heading}, step ${j + 1}: ${walls ? 'the face seen from the door' : 'the layer seen from above'}`,
        }),
      ),
      table(
        [
          'Item',
          'Qty',
          `From ${walls ? 'front wall' : 'front edge'} (${u.length})`,
          `From ${walls ? 'left wall' : 'left edge'} (${u.length})`,
          'Orientation',
          'On top of',
          `Stack height (${u.length})`,
        ],
        rows.map((row) => {
          const no = r.numberOf(row.label);
          return [
            el('span', {}, itemSwatch({ no, colour: r.colourOf(row.label) }), ` ${row.label}`),
            String(row.qty),
            fmt(row.fromFront),
            fmt(row.fromLeft),
            row.orientation,
            row.onTopOf.length === 0
              ? walls
                ? 'floor'
                : 'deck'
              : row.onTopOf.map((l) => `${r.numberOf(l)} ${l}`).join(', '),
            fmt(row.stackHeight),
          ];
        }),
        'step-table',
      ),
    );
    if (dunnage[j].length > 0)
      sheet.append(
        el(
          'p',
          { class: 'step-dunnage' },
          el('strong', { text: `Dunnage / blocking (${dunnage[j].length}, hatched): ` }),
          dunnage[j]
            .map(
              (d) =>
                `${fmt(d.l)} × ${fmt(d.w)} × ${fmt(d.h)} ${u.length} at ${fmt(d.px)} from front, ${fmt(load.space.w - d.pz - d.w)} from left, ${fmt(d.py)} up`,
            )
            .join('; '),
        ),
      );
    out.push(sheet);
  });
  return out;
}

/** The barcode text of load k: the plan reference's first 12 characters and the load number. */
export const labelCode = (reference: string, k: number): string =>
  `${
    reference
      .replace(/[^0-9A-Za-z]/g, '')
      .slice(0, 12)
      .toUpperCase() || 'PLAN'
  }-${k + 1}`;

/** One printable label per load: "Pallet k of N", order, gross weight, dimensions, contents and a barcode slot. */
function labelsSection(r: ReportInput): HTMLElement {
  const { result } = r;
  const u = result.units;
  const order = r.requestHeader.find((h) => h.label === 'Order')?.value ?? r.header.booking;
  const section = el('section', { class: 'report-labels' }, el('h2', { text: `Labels (${result.loads.length})` }));
  result.loads.forEach((load, k) => {
    const gross = load.stats.find((s) => /^Gross weight/.test(s.label))?.value;
    const weight = gross ?? (load.cargoWeight !== null ? `${fmt(load.cargoWeight)} ${u.mass} cargo` : '—');
    const code = labelCode(r.reference, k);
    section.append(
      el(
        'article',
        { class: 'pallet-label', 'data-load': k },
        el('p', { class: 'label-title', text: `${noun(result)} ${k + 1} of ${result.loads.length}` }),
        table(
          ['', ''],
          [
            ['Order', order || '—'],
            ['Plan reference', r.reference.slice(0, 16)],
            ['Gross weight', weight],
            ['Dimensions', `${fmt(load.space.l)} × ${fmt(load.space.w)} × ${fmt(load.loadedHeight)} ${u.length}`],
            ['Contents', groupContents(load.boxes, { start: 0, end: load.boxes.length }) || 'empty'],
          ],
          'label-table',
        ),
        el('img', { class: 'barcode', alt: `Barcode ${code}`, 'data-code': code }),
        el('p', { class: 'label-code', text: code }),
      ),
    );
  });
  return section;
}

/** Draws each label's Code 128 barcode with bwip-js (loaded on first use). */
export async function drawBarcodes(host: HTMLElement): Promise<number> {
  const images = Array.from(host.querySelectorAll<HTMLImageElement>('img.barcode[data-code]'));
  if (images.length === 0) return 0;
  const bwip = await import('bwip-js/browser');
  for (const img of images) {
    const canvas = document.createElement('canvas');
    bwip.toCanvas(canvas, {
      bcid: 'code128',
      text: img.dataset.code ?? '',
      scale: 3,
      height: 12,
      includetext: false,
      backgroundcolor: 'FFFFFF',
      paddingwidth: 4,
      paddingheight: 2,
    });
    img.src = canvas.toDataURL('image/png');
  }
  return images.length;
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Fills `host` with the whole plan; with `yieldBetween`, gives the page a turn between loads. */
export async function renderReport(host: HTMLElement, r: ReportInput, yieldBetween = true): Promise<void> {
  clear(host);
  host.append(cover(r));
  for (let k = 0; k < r.result.loads.length; k++) {
    if (yieldBetween) await pause();
    host.append(loadSection(r, k));
  }
  host.append(labelsSection(r));
  host.dataset.loads = String(r.result.loads.length);
}

/** The same report built at once (the browser's own print, which cannot wait). */
export function renderReportNow(host: HTMLElement, r: ReportInput): void {
  void renderReport(host, r, false);
}
