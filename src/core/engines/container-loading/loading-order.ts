import type { Placement } from '../../model/plan.js';

/**
 * Orders placements the way a crew would load them through the door: back to front,
 * bottom to top, and never a box before the boxes it rests on (a topological order of
 * the support relation, taking the smallest (x, y, z) among the boxes that are ready).
 */
export function loadingOrder(boxes: readonly Placement[]): Placement[] {
  const n = boxes.length;
  const byTop = new Map<number, number[]>();
  boxes.forEach((b, i) => {
    const t = b.y + b.dy;
    const list = byTop.get(t);
    if (list) list.push(i);
    else byTop.set(t, [i]);
  });
  const waiting = new Int32Array(n);
  const upper: number[][] = boxes.map(() => []);
  boxes.forEach((b, i) => {
    if (b.y === 0) return;
    for (const j of byTop.get(b.y) ?? []) {
      const o = boxes[j];
      if (b.x < o.x + o.dx && o.x < b.x + b.dx && b.z < o.z + o.dz && o.z < b.z + b.dz) {
        waiting[i]++;
        upper[j].push(i);
      }
    }
  });
  const before = (i: number, j: number) => {
    const a = boxes[i],
      b = boxes[j];
    return a.x - b.x || a.y - b.y || a.z - b.z || i - j;
  };
  const heap = new MinHeap(before);
  for (let i = 0; i < n; i++) if (waiting[i] === 0) heap.push(i);
  const out: Placement[] = [];
  while (heap.size > 0) {
    const i = heap.pop();
    out.push(boxes[i]);
    for (const u of upper[i]) if (--waiting[u] === 0) heap.push(u);
  }
  return out;
}

class MinHeap {
  private readonly a: number[] = [];
  constructor(private readonly cmp: (i: number, j: number) => number) {}
  get size(): number {
    return this.a.length;
  }
  push(v: number): void {
    const a = this.a;
    a.push(v);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.cmp(a[i], a[p]) >= 0) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }
  pop(): number {
    const a = this.a;
    const top = a[0];
    const last = a.pop() as number;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1,
          r = l + 1;
        let m = i;
        if (l < a.length && this.cmp(a[l], a[m]) < 0) m = l;
        if (r < a.length && this.cmp(a[r], a[m]) < 0) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}
