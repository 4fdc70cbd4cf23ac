/**
 * The request editor: a plain textarea with a highlight layer behind it, so a field named
 * by a 400 answer (or a JSON syntax error) is marked where it sits in the text, with the
 * message in a bubble under the marked line and in an alert below the editor.
 */
import { indexJson, JsonSyntaxError, lineCol, locateField, type TextRange } from '../model/json-locate.js';
import type { FieldError } from './api-client.js';
import { clear, el } from './dom.js';

export class JsonEditor {
  private range: TextRange | null = null;

  constructor(
    readonly textarea: HTMLTextAreaElement,
    private readonly backdrop: HTMLElement,
    private readonly bubble: HTMLElement,
    private readonly alert: HTMLElement,
  ) {
    textarea.addEventListener('scroll', () => this.syncScroll());
    textarea.addEventListener('input', () => this.clearMark());
  }

  get value(): string {
    return this.textarea.value;
  }

  set value(text: string) {
    this.textarea.value = text;
    this.clearError();
  }

  /** Checks the text is JSON; marks the syntax error and returns false when it is not. */
  validateSyntax(): boolean {
    try {
      indexJson(this.value);
      return true;
    } catch (err) {
      if (!(err instanceof JsonSyntaxError)) throw err;
      const at = Math.min(err.offset, Math.max(0, this.value.length - 1));
      this.mark({ start: at, end: at + 1 }, `Invalid JSON: ${err.message}`);
      this.say('Invalid JSON', err.message, null, []);
      return false;
    }
  }

  /** Shows a service validation error at its field. Returns true when the field was found in the text. */
  showFieldError(field: string | null, message: string, others: readonly FieldError[]): boolean {
    const located = field ? locateField(this.value, field) : null;
    if (located) this.mark(located.range, message);
    else this.clearMark();
    const where = located ? lineCol(this.value, located.range.start) : null;
    const note = located && !located.exact ? ' (field missing: its parent is marked)' : '';
    this.say(
      field ?? 'Request rejected',
      message + note,
      where,
      others.filter((o) => o.field !== field || o.message !== message),
    );
    return located !== null;
  }

  /** Shows a message that belongs to no field (413, 429, 5xx, network). */
  showMessage(title: string, message: string): void {
    this.clearMark();
    this.say(title, message, null, []);
  }

  clearError(): void {
    this.clearMark();
    this.alert.hidden = true;
    clear(this.alert);
  }

  private say(title: string, message: string, where: string | null, others: readonly FieldError[]): void {
    clear(this.alert);
    // validation messages often start with the field itself: do not say it twice
    const rest = message.startsWith(title) ? message.slice(title.length) : ` ${message}`;
    this.alert.append(
      el('strong', {}, el('code', { text: title })),
      rest,
      where ? el('span', { class: 'muted', text: ` (${where})` }) : '',
    );
    if (where) {
      const show = el('button', { type: 'button', class: 'link', text: 'Show in editor' });
      show.addEventListener('click', () => this.reveal());
      this.alert.append(' ', show);
    }
    if (others.length > 0) {
      this.alert.append(
        el('ul', {}, ...others.map((o) => el('li', {}, o.field ? el('code', { text: o.field }) : '', ` ${o.message}`))),
      );
    }
    this.alert.hidden = false;
  }

  private mark(range: TextRange, message: string): void {
    this.range = range;
    const text = this.value;
    clear(this.backdrop);
    const markEl = el('mark', { text: text.slice(range.start, range.end) || ' ' });
    this.backdrop.append(text.slice(0, range.start), markEl, `${text.slice(range.end)}\n`);
    this.textarea.setAttribute('aria-invalid', 'true');
    this.bubble.textContent = message;
    this.bubble.hidden = false;
    this.reveal();
  }

  private clearMark(): void {
    this.range = null;
    this.backdrop.textContent = '';
    this.bubble.hidden = true;
    this.textarea.removeAttribute('aria-invalid');
  }

  /** Scrolls the marked range into view and selects it. */
  private reveal(): void {
    if (!this.range) return;
    const lineHeight = parseFloat(getComputedStyle(this.textarea).lineHeight) || 18;
    const line = this.value.slice(0, this.range.start).split('\n').length - 1;
    this.textarea.scrollTop = Math.max(0, (line - 2) * lineHeight);
    this.textarea.setSelectionRange(this.range.start, this.range.end);
    this.syncScroll();
  }

  private syncScroll(): void {
    this.backdrop.scrollTop = this.textarea.scrollTop;
    this.backdrop.scrollLeft = this.textarea.scrollLeft;
    const markEl = this.backdrop.querySelector('mark');
    if (!markEl || this.bubble.hidden) return;
    const top = markEl.offsetTop + markEl.offsetHeight - this.textarea.scrollTop + 2;
    const visible = top > 0 && top < this.textarea.clientHeight;
    this.bubble.style.top = `${top}px`;
    this.bubble.style.left = `${Math.max(4, Math.min(markEl.offsetLeft - this.textarea.scrollLeft, this.textarea.clientWidth - 180))}px`;
    this.bubble.style.visibility = visible ? 'visible' : 'hidden';
  }
}
