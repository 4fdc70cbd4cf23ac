/** The figures beside the picture: statistics, checks, unplaced items and the colour legend. */
import type { StatRow, ViewCheck, ViewUnplaced } from '../model/view-model.js';
import { clear, el } from './dom.js';

export function renderStats(list: HTMLElement, rows: readonly StatRow[]): void {
  clear(list);
  for (const row of rows) {
    list.append(el('dt', { text: row.label }), el('dd', { text: row.value, class: row.tone ? `tone-${row.tone}` : undefined }));
  }
}

const STATUS_TEXT: Record<ViewCheck['status'], string> = {
  pass: 'pass', fail: 'fail', warn: 'warn', not_evaluated: 'not evaluated',
};

export function renderChecks(list: HTMLElement, checks: readonly ViewCheck[]): void {
  clear(list);
  if (checks.length === 0) {
    list.append(el('li', { class: 'muted', text: 'No checks in this response.' }));
    return;
  }
  for (const c of checks) {
    const details = [
      c.observed && `observed ${c.observed}`,
      c.limit && `limit ${c.limit}`,
    ].filter(Boolean).join(' · ');
    list.append(el('li', { class: `check status-${c.status}`, 'data-code': c.code, 'data-status': c.status },
      el('span', { class: 'badge', text: STATUS_TEXT[c.status] }),
      el('span', { class: 'check-code', text: c.code }),
      details ? el('span', { class: 'check-detail', text: details }) : null,
      c.assumption ? el('span', { class: 'check-assumption', text: c.assumption }) : null,
    ));
  }
}

export function renderUnplaced(list: HTMLElement, items: readonly ViewUnplaced[]): void {
  clear(list);
  if (items.length === 0) {
    list.append(el('li', { class: 'muted', text: 'Everything was placed.' }));
    return;
  }
  for (const u of items) {
    list.append(el('li', {}, el('strong', { text: `${u.qty} × ${u.label}` }), ` — ${u.reason.replace(/_/g, ' ')}`));
  }
}

export interface LegendEntry {
  readonly label: string;
  readonly colour: string;
  readonly count: number;
}

export function renderLegend(list: HTMLElement, entries: readonly LegendEntry[]): void {
  clear(list);
  for (const e of entries) {
    const swatch = el('span', { class: 'swatch', 'aria-hidden': 'true' });
    swatch.style.background = e.colour; // CSSOM, not a style attribute: allowed by the page's CSP
    list.append(el('li', {}, swatch, `${e.label} (${e.count})`));
  }
}
