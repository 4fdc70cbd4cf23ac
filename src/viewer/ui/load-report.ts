/**
 * The printable load report: plan summary, item legend, unplaced items, checks (most
 * severe first) and one picture per row or layer with the items it holds, laid out for A4
 * by the print stylesheet. Built on demand into #report, which only print media shows.
 */
import { sortChecks } from '../model/check-order.js';
import type { ViewItem } from '../model/item-list.js';
import type { StatRow, ViewCheck, ViewUnplaced } from '../model/view-model.js';
import { clear, el } from './dom.js';
import { itemSwatch } from './item-list-view.js';

export interface ReportPicture {
  readonly caption: string;
  readonly url: string;
}

export interface ReportContent {
  readonly title: string;
  readonly subtitle: string;
  readonly figures: readonly StatRow[];
  readonly items: readonly ViewItem[];
  readonly unplaced: readonly ViewUnplaced[];
  readonly checks: readonly ViewCheck[];
  readonly overview: string;
  /** "Row" or "Layer". */
  readonly stepNoun: string;
  readonly steps: readonly ReportPicture[];
}

function table(head: string[], rows: (string | Node)[][]): HTMLTableElement {
  return el(
    'table',
    {},
    el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { text: h })))),
    el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((c) => el('td', {}, c))))),
  );
}

function checkRows(checks: readonly ViewCheck[]): (string | Node)[][] {
  return sortChecks(checks).map((c) => [
    el('span', { class: `check status-${c.status}` }, el('span', { class: 'badge', text: c.status.replace('_', ' ') })),
    c.code,
    [c.detail, c.observed && `observed ${c.observed}`, c.limit && `limit ${c.limit}`].filter(Boolean).join(' · '),
  ]);
}

export function renderReport(host: HTMLElement, r: ReportContent): void {
  clear(host);
  host.append(
    el('h1', { text: r.title }),
    el('p', { text: r.subtitle }),
    el('h2', { text: 'Summary' }),
    table(
      ['Figure', 'Value'],
      r.figures.map((f) => [f.label, f.value]),
    ),
    el('h2', { text: 'Items' }),
    table(
      ['No.', 'Item', 'Size', 'Placed', 'Unplaced'],
      r.items.map((i) => [itemSwatch(i), i.label, i.dims || '—', String(i.placed), String(i.unplaced)]),
    ),
    el('h2', { text: 'Unplaced' }),
    r.unplaced.length === 0
      ? el('p', { text: 'Everything was placed.' })
      : table(
          ['Qty', 'Item', 'Reason'],
          r.unplaced.map((u) => [String(u.qty), u.label, u.reason.replace(/_/g, ' ')]),
        ),
    el('h2', { text: 'Checks' }),
    r.checks.length === 0
      ? el('p', { text: 'No checks in this response.' })
      : table(['Status', 'Check', 'Detail'], checkRows(r.checks)),
    el(
      'figure',
      { class: 'report-step' },
      el('img', { src: r.overview, alt: 'The whole load' }),
      el('figcaption', { text: 'The whole load' }),
    ),
  );
  const steps = el(
    'section',
    { class: 'report-steps' },
    el('h2', { text: `Loading by ${r.stepNoun.toLowerCase()} (${r.steps.length})` }),
  );
  r.steps.forEach((s, i) => {
    steps.append(
      el(
        'figure',
        { class: 'report-step', 'data-step': i + 1 },
        el('img', { src: s.url, alt: s.caption }),
        el('figcaption', { text: s.caption }),
      ),
    );
  });
  host.append(steps);
}
