/**
 * Walks the loading sequence stop by stop: a slider over the stops (a stop is one box, row
 * or layer loaded) with first / back / play / forward / last buttons and a play speed.
 * Stop 0 is the empty space; stop k shows the first `stops[k]` boxes.
 */

export interface StepControls {
  readonly slider: HTMLInputElement;
  readonly first: HTMLButtonElement;
  readonly prev: HTMLButtonElement;
  readonly play: HTMLButtonElement;
  readonly next: HTMLButtonElement;
  readonly last: HTMLButtonElement;
  readonly label: HTMLElement;
  /** Stops per second while playing. */
  readonly speed: HTMLSelectElement;
}

export class StepPlayer {
  private stops: readonly number[] = [0];
  private timer: number | null = null;
  private describe: (stop: number) => string = () => '';

  /** `onChange(count, stop)`: `count` boxes are loaded at stop `stop`. */
  constructor(
    private readonly c: StepControls,
    private readonly onChange: (count: number, stop: number) => void,
  ) {
    c.slider.addEventListener('input', () => this.set(Number(c.slider.value), false));
    c.first.addEventListener('click', () => this.set(0));
    c.prev.addEventListener('click', () => this.set(this.stop - 1));
    c.next.addEventListener('click', () => this.set(this.stop + 1));
    c.last.addEventListener('click', () => this.set(this.lastStop));
    c.play.addEventListener('click', () => (this.timer === null ? this.play() : this.pause()));
    c.speed.addEventListener('change', () => {
      if (this.timer !== null) this.play(false);
    });
    this.reset([0], () => '');
  }

  get stop(): number {
    return Number(this.c.slider.value);
  }

  get count(): number {
    return this.stops[this.stop] ?? 0;
  }

  private get lastStop(): number {
    return this.stops.length - 1;
  }

  /**
   * New sequence, shown complete. `stops` are cumulative box counts starting at 0;
   * `describe(k)` names stop k (k ≥ 1).
   */
  reset(stops: readonly number[], describe: (stop: number) => string): void {
    this.pause();
    this.stops = stops.length > 0 ? stops : [0];
    this.describe = describe;
    this.c.slider.max = String(this.lastStop);
    const disabled = this.lastStop === 0;
    for (const b of [this.c.slider, this.c.first, this.c.prev, this.c.play, this.c.next, this.c.last])
      b.disabled = disabled;
    this.set(this.lastStop);
  }

  /** Goes to the stop whose boxes include box `step` (0-based). */
  showBox(step: number): void {
    const k = this.stops.findIndex((n) => n > step);
    this.set(k < 0 ? this.lastStop : k);
  }

  set(stop: number, stopPlaying = true): void {
    if (stopPlaying) this.pause();
    const k = Math.max(0, Math.min(this.lastStop, Math.round(stop)));
    this.c.slider.value = String(k);
    this.c.slider.setAttribute('aria-valuetext', this.text(k));
    this.c.label.textContent = this.text(k);
    this.onChange(this.stops[k], k);
  }

  play(restart = true): void {
    if (this.lastStop === 0) return;
    if (this.timer !== null) window.clearInterval(this.timer);
    if (restart && this.stop >= this.lastStop) this.set(0);
    const interval = 1000 / Math.max(0.1, Number(this.c.speed.value) || 5);
    this.timer = window.setInterval(() => {
      if (this.stop >= this.lastStop) this.pause();
      else this.set(this.stop + 1, false);
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

  private text(k: number): string {
    if (this.lastStop === 0) return 'No boxes to load';
    if (k === 0) return `Step 0 of ${this.lastStop}: empty`;
    return `Step ${k} of ${this.lastStop}: ${this.describe(k)}`;
  }
}
