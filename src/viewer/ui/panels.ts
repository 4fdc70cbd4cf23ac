/** The figures beside the picture: statistics, checks (most severe first) and unplaced items. */
import type { StatRow, ViewCheck, ViewUnplaced } from '../model/view-model.js';
import { sortChecks } from '../model/check-order.js';
import { clear, el } from './dom.js';

export function renderStats(list: HTMLElement, rows: readonly StatRow[]): void {
  clear(list);
  for (const row of rows) {
    list.append(
      el('dt', { text: row.label }),
      el('dd', { text: row.value, class: row.tone ? `tone-${row.tone}` : undefined }),
    );
  }
}

const STATUS_TEXT: Record<ViewCheck['status'], string> = {
  pass: 'pass',
  fail: 'fail',
  warn: 'warn',
  not_evaluated: 'not evaluated',
};

export function renderChecks(list: HTMLElement, checks: readonly ViewCheck[]): void {
  clear(list);
  if (checks.length === 0) {
    list.append(el('li', { class: 'muted', text: 'No checks in this response.' }));
    return;
  }
  for (const c of sortChecks(checks)) {
    const figures = [c.observed && `observed ${c.observed}`, c.limit && `limit ${c.limit}`].filter(Boolean).join(' · ');
    const needs = c.status === 'not_evaluated' && c.field ? `needs ${c.field}` : '';
    list.append(
      el(
        'li',
        { class: `check status-${c.status}`, 'data-code': c.code, 'data-status': c.status },
        el('span', { class: 'badge', text: STATUS_TEXT[c.status] }),
        el('span', { class: 'check-code', text: c.code }),
        c.detail || needs
          ? el('span', { class: 'check-why', text: [c.detail, needs].filter(Boolean).join(' · ') })
          : null,
        figures ? el('span', { class: 'check-detail', text: figures }) : null,
        c.assumption
          ? el(
              'details',
              { class: 'check-assumption' },
              el('summary', { text: 'Assumption' }),
              el('p', { text: c.assumption }),
            )
          : null,
      ),
    );
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
