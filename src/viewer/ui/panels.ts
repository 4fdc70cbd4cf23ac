/** The figures beside the picture: statistics, checks (most severe first) and unplaced items. */
import { checkFigures, checkTitle } from '../model/check-info.js';
import type { StatRow, ViewCheck, ViewUnits, ViewUnplaced } from '../model/view-model.js';
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

/**
 * One row per check with its human title (the code beside it), figures with units, the
 * detail, what a not-evaluated check needs and where a rule comes from; a click on the
 * title shows the boxes the check concerns (`onPick`).
 */
export function renderChecks(
  list: HTMLElement,
  checks: readonly (ViewCheck & { scope?: 'plan' | 'load' })[],
  units: ViewUnits,
  onPick?: (c: ViewCheck, button: HTMLButtonElement) => void,
): void {
  clear(list);
  if (checks.length === 0) {
    list.append(el('li', { class: 'muted', text: 'No checks in this response.' }));
    return;
  }
  for (const c of sortChecks(checks)) {
    const figures = checkFigures(c, units.length, units.mass);
    const needs = c.status === 'not_evaluated' && c.field ? `needs ${c.field}` : '';
    const title = el(
      'button',
      {
        type: 'button',
        class: 'check-title link',
        'aria-pressed': 'false',
        title: 'Show the boxes this check concerns',
      },
      checkTitle(c.code),
    );
    if (onPick) title.addEventListener('click', () => onPick(c, title));
    list.append(
      el(
        'li',
        {
          class: `check status-${c.status}`,
          'data-code': c.code,
          'data-status': c.status,
          'data-scope': c.scope ?? '',
        },
        el('span', { class: 'badge', text: STATUS_TEXT[c.status] }),
        title,
        el('span', { class: 'check-code', text: `${c.code}${c.scope === 'plan' ? ' · whole plan' : ''}` }),
        c.detail || needs
          ? el('span', { class: 'check-why', text: [c.detail, needs].filter(Boolean).join(' · ') })
          : null,
        figures ? el('span', { class: 'check-detail', text: figures }) : null,
        c.assumption || c.source
          ? el(
              'details',
              { class: 'check-assumption' },
              el('summary', { text: 'Assumption' }),
              c.assumption ? el('p', { text: c.assumption }) : null,
              c.source ? el('p', { class: 'check-source', text: `Source: ${c.source}` }) : null,
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
