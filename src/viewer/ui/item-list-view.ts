/**
 * The clickable item list: each item's number and colour (as on its boxes), dimensions and
 * placed / unplaced counts. Click an item to highlight it (the rest ghosted); Isolate shows
 * only the isolated items; Hide leaves an item out; the search box filters the list.
 */
import { inkOn } from '../model/colours.js';
import type { ViewItem } from '../model/item-list.js';
import { clear, el } from './dom.js';

export interface ItemFilter {
  readonly highlighted: string | null;
  readonly isolated: ReadonlySet<string>;
  readonly hidden: ReadonlySet<string>;
}

/** A swatch in the item's colour carrying its number, as printed on the boxes. */
export function itemSwatch(item: Pick<ViewItem, 'no' | 'colour'>): HTMLElement {
  const swatch = el('span', { class: 'swatch', 'aria-hidden': 'true', text: item.no });
  swatch.style.background = item.colour; // CSSOM, not a style attribute: allowed by the page's CSP
  swatch.style.color = inkOn(item.colour);
  return swatch;
}

export class ItemListView {
  private highlighted: string | null = null;
  private readonly isolated = new Set<string>();
  private readonly hidden = new Set<string>();
  private items: readonly ViewItem[] = [];

  constructor(
    private readonly list: HTMLElement,
    private readonly search: HTMLInputElement,
    private readonly onChange: (filter: ItemFilter) => void,
  ) {
    search.addEventListener('input', () => this.applySearch());
  }

  get filter(): ItemFilter {
    return { highlighted: this.highlighted, isolated: this.isolated, hidden: this.hidden };
  }

  /** New items; keeps the highlight / isolate / hide choices for labels still present. */
  show(items: readonly ViewItem[]): void {
    this.items = items;
    const labels = new Set(items.map((i) => i.label));
    if (this.highlighted !== null && !labels.has(this.highlighted)) this.highlighted = null;
    for (const set of [this.isolated, this.hidden]) for (const l of [...set]) if (!labels.has(l)) set.delete(l);
    this.render();
  }

  /** Clears every choice (a new result). */
  reset(): void {
    this.highlighted = null;
    this.isolated.clear();
    this.hidden.clear();
    this.search.value = '';
  }

  private toggle(label: string, what: 'highlight' | 'isolate' | 'hide'): void {
    if (what === 'highlight') this.highlighted = this.highlighted === label ? null : label;
    else {
      const set = what === 'isolate' ? this.isolated : this.hidden;
      if (set.has(label)) set.delete(label);
      else set.add(label);
    }
    this.render();
    this.onChange(this.filter);
  }

  private render(): void {
    clear(this.list);
    for (const item of this.items) {
      const counts = `${item.placed} placed${item.unplaced > 0 ? `, ${item.unplaced} unplaced` : ''}`;
      const main = el(
        'button',
        {
          type: 'button',
          class: 'item-main',
          'aria-pressed': String(this.highlighted === item.label),
          title: 'Highlight this item',
        },
        itemSwatch(item),
        el('span', { class: 'item-label', text: item.label }),
        el('span', { class: 'item-figures', text: [item.dims, counts].filter(Boolean).join(' · ') }),
        item.handling ? el('span', { class: 'item-handling', text: item.handling }) : null,
      );
      main.addEventListener('click', () => this.toggle(item.label, 'highlight'));
      const isolate = el('button', {
        type: 'button',
        class: 'item-action',
        text: 'Isolate',
        'aria-pressed': String(this.isolated.has(item.label)),
        'aria-label': `Isolate ${item.label}`,
      });
      isolate.addEventListener('click', () => this.toggle(item.label, 'isolate'));
      const hide = el('button', {
        type: 'button',
        class: 'item-action',
        text: 'Hide',
        'aria-pressed': String(this.hidden.has(item.label)),
        'aria-label': `Hide ${item.label}`,
      });
      hide.addEventListener('click', () => this.toggle(item.label, 'hide'));
      this.list.append(
        el(
          'li',
          { class: `item${item.unplaced > 0 ? ' has-unplaced' : ''}`, 'data-label': item.label },
          main,
          isolate,
          hide,
        ),
      );
    }
    this.applySearch();
  }

  private applySearch(): void {
    const q = this.search.value.trim().toLowerCase();
    for (const li of Array.from(this.list.children) as HTMLElement[]) {
      li.hidden = q !== '' && !(li.dataset.label ?? '').toLowerCase().includes(q);
    }
  }
}
