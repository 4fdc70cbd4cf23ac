/**
 * Walks the loading sequence: a slider for "boxes loaded so far" with first / back / play /
 * forward / last buttons. Count 0 is the empty space; count n shows steps 1..n.
 */

export interface StepControls {
  readonly slider: HTMLInputElement;
  readonly first: HTMLButtonElement;
  readonly prev: HTMLButtonElement;
  readonly play: HTMLButtonElement;
  readonly next: HTMLButtonElement;
  readonly last: HTMLButtonElement;
  readonly label: HTMLElement;
}

export class StepPlayer {
  private total = 0;
  private timer: number | null = null;
  private describe: (step: number) => string = () => '';

  constructor(private readonly c: StepControls, private readonly onChange: (count: number) => void) {
    c.slider.addEventListener('input', () => this.set(Number(c.slider.value), false));
    c.first.addEventListener('click', () => this.set(0));
    c.prev.addEventListener('click', () => this.set(this.count - 1));
    c.next.addEventListener('click', () => this.set(this.count + 1));
    c.last.addEventListener('click', () => this.set(this.total));
    c.play.addEventListener('click', () => (this.timer === null ? this.play() : this.pause()));
    this.reset(0, () => '');
  }

  get count(): number {
    return Number(this.c.slider.value);
  }

  /** New sequence of `total` steps, shown complete. `describe(i)` names step i (0-based). */
  reset(total: number, describe: (step: number) => string): void {
    this.pause();
    this.total = total;
    this.describe = describe;
    this.c.slider.max = String(total);
    const disabled = total === 0;
    for (const b of [this.c.slider, this.c.first, this.c.prev, this.c.play, this.c.next, this.c.last]) b.disabled = disabled;
    this.set(total);
  }

  set(count: number, stopPlaying = true): void {
    if (stopPlaying) this.pause();
    const n = Math.max(0, Math.min(this.total, Math.round(count)));
    this.c.slider.value = String(n);
    this.c.slider.setAttribute('aria-valuetext', this.text(n));
    this.c.label.textContent = this.text(n);
    this.onChange(n);
  }

  play(): void {
    if (this.total === 0) return;
    if (this.count >= this.total) this.set(0);
    const interval = Math.max(40, Math.min(600, 8000 / this.total));
    this.timer = window.setInterval(() => {
      if (this.count >= this.total) this.pause();
      else this.set(this.count + 1, false);
    }, interval);
    this.c.play.textContent = '⏸ Pause';
    this.c.play.setAttribute('aria-pressed', 'true');
  }

  pause(): void {
    if (this.timer !== null) window.clearInterval(this.timer);
    this.timer = null;
    this.c.play.textContent = '▶ Play';
    this.c.play.setAttribute('aria-pressed', 'false');
  }

  private text(n: number): string {
    if (this.total === 0) return 'No boxes to load';
    if (n === 0) return `Step 0 of ${this.total}: empty`;
    return `Step ${n} of ${this.total}: ${this.describe(n - 1)}`;
  }
}
