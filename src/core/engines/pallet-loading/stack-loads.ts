/**
 * Load increments under a new box, following the checker's rule: a box passes its own
 * weight plus its load to the boxes carrying it, shared by contact area. The boxes below
 * are collected first, then visited highest first, so each receives every share from above
 * before passing its own down (one visit per box, no path explosion). Boxes with no stack
 * limit at or below them are skipped: their loads are never compared with anything.
 */
export interface Support {
  readonly box: number;
  readonly area: number;
}

export class StackLoads {
  /** Boxes reached by the last `compute`, and their load increments (same positions). */
  readonly boxes: number[] = [];
  readonly increments: number[] = [];
  private readonly value: number[] = [];
  private readonly seen: number[] = [];
  private epoch = 0;

  constructor(
    /** Base height of box k. */
    private readonly baseOf: (k: number) => number,
    /** Base area of box k. */
    private readonly areaOf: (k: number) => number,
    private readonly supportsOf: (k: number) => readonly Support[],
    /** False when neither box k nor anything under it has a stack limit: its load never matters. */
    private readonly matters: (k: number) => boolean,
  ) {}

  /** Fills `boxes` / `increments` for a box of `weight` and base `baseArea` resting on `sup`. */
  compute(sup: readonly Support[], weight: number, baseArea: number): void {
    const e = ++this.epoch;
    const boxes = this.boxes;
    boxes.length = 0;
    const stack: number[] = [];
    for (const s of sup)
      if (this.seen[s.box] !== e) {
        this.seen[s.box] = e;
        this.value[s.box] = 0;
        if (this.matters(s.box)) stack.push(s.box);
      }
    while (stack.length > 0) {
      const b = stack.pop()!;
      boxes.push(b);
      for (const s of this.supportsOf(b))
        if (this.seen[s.box] !== e) {
          this.seen[s.box] = e;
          this.value[s.box] = 0;
          if (this.matters(s.box)) stack.push(s.box);
        }
    }
    boxes.sort((a, b) => this.baseOf(b) - this.baseOf(a));
    for (const s of sup) this.value[s.box] += (weight * s.area) / baseArea;
    this.increments.length = 0;
    for (const b of boxes) {
      const v = this.value[b];
      this.increments.push(v);
      if (v === 0) continue;
      const area = this.areaOf(b);
      for (const s of this.supportsOf(b)) this.value[s.box] += (v * s.area) / area;
    }
  }
}
