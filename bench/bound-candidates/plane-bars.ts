/**
 * Offline prototype (bench/pallet-bound-candidates.ts): bars on horizontal planes. On a set
 * of k planes, the lines along x (or z) in each plane meet the footprints crossing it, whose
 * extents along the line sum to at most the deck side; each carton is charged, per stance,
 * planes met × its footprint (as the level bound does; fragile cartons at every plane above
 * their bottom). LP over line patterns (items' coverage in cartons), solved by column
 * generation with a plain tableau simplex; the bound reported is Farley's: d·π over the best
 * pattern's value for the duals π ≥ 0 found, valid whatever the solver's accuracy.
 */
/** An item on the lines: its cartons, and per extent along the line the cartons one unit of line length covers (× capacity per pallet). */
export interface BarClass {
  readonly extent: number;
  readonly coverPerLength: number;
}
export interface BarItem {
  readonly qty: number;
  readonly classes: readonly BarClass[];
}

/** Tableau simplex for max c·x s.t. A x ≤ b (b ≥ 0, default 1), x ≥ 0 (rows of A given). Returns x. */
export function solvePacking(rows: readonly number[][], c: readonly number[], b?: readonly number[]): number[] {
  const m = c.length;
  const r = rows.length;
  const n = m + r;
  const T: Float64Array[] = rows.map((row, i) => {
    const t = new Float64Array(n + 1);
    row.forEach((v, j) => {
      t[j] = v;
    });
    t[m + i] = 1;
    t[n] = b ? b[i] : 1;
    return t;
  });
  const z = new Float64Array(n + 1);
  c.forEach((v, j) => {
    z[j] = -v;
  });
  const basis = rows.map((_, i) => m + i);
  for (let iter = 0; iter < 5000; iter++) {
    let enter = -1;
    let most = -1e-12;
    for (let j = 0; j < n; j++)
      if (z[j] < most) {
        most = z[j];
        enter = j;
      }
    if (enter < 0) break;
    let leave = -1;
    let ratio = Infinity;
    for (let i = 0; i < r; i++) {
      const a = T[i][enter];
      if (a > 1e-12) {
        const q = T[i][n] / a;
        if (q < ratio - 1e-15) {
          ratio = q;
          leave = i;
        }
      }
    }
    if (leave < 0) break; // unbounded: cannot happen with the initial single-item rows
    const p = T[leave];
    const pv = p[enter];
    for (let j = 0; j <= n; j++) p[j] /= pv;
    for (let i = 0; i < r; i++)
      if (i !== leave) {
        const f = T[i][enter];
        if (f !== 0) for (let j = 0; j <= n; j++) T[i][j] -= f * p[j];
      }
    const f = z[enter];
    for (let j = 0; j <= n; j++) z[j] -= f * p[j];
    basis[leave] = enter;
  }
  const x = new Array(m).fill(0);
  basis.forEach((b, i) => {
    if (b < m) x[b] = Math.max(0, T[i][n]);
  });
  return x;
}

/** Best line pattern for duals π: max Σ π_i len_i / C, lengths on a grid of g (rounded down: a relaxation). */
export function price(
  items: readonly BarItem[],
  pi: readonly number[],
  C: number,
  g: number,
): { value: number; row: number[] } {
  const cap = Math.floor(C / g);
  const chunks: { item: number; len: number; w: number; v: number }[] = [];
  items.forEach((it, i) => {
    if (pi[i] <= 0) return;
    for (const cl of it.classes) {
      const e = cl.extent;
      if (e > C) continue;
      let copies = Math.min(it.qty, Math.floor(C / e));
      for (let k = 1; copies > 0; k *= 2) {
        const t = Math.min(k, copies);
        copies -= t;
        chunks.push({
          item: i,
          len: t * e * cl.coverPerLength,
          w: t * Math.floor(e / g),
          v: pi[i] * t * e * cl.coverPerLength,
        });
      }
    }
  });
  const best = new Float64Array(cap + 1);
  const take = new Uint8Array(chunks.length * (cap + 1));
  chunks.forEach((ch, k) => {
    for (let c = cap; c >= ch.w; c--) {
      const v = best[c - ch.w] + ch.v;
      if (v > best[c]) {
        best[c] = v;
        take[k * (cap + 1) + c] = 1;
      }
    }
  });
  const row = new Array(items.length).fill(0);
  let c = cap;
  for (let k = chunks.length - 1; k >= 0; k--)
    if (take[k * (cap + 1) + c]) {
      row[chunks[k].item] += chunks[k].len;
      c -= chunks[k].w;
    }
  return { value: best[cap], row };
}

/** Bar bound in pallets (fractional): the best Farley bound over the column generation. Items' coverage per unit line length is per pallet of lines. */
export function barBound(
  items: readonly BarItem[],
  C: number,
  g: number,
  maxIter = 200,
): { bound: number; lp: number; iters: number } {
  const d = items.map((it) => it.qty);
  const rows: number[][] = items.map((it, i) => {
    const cl = it.classes
      .filter((x) => x.extent <= C)
      .reduce((a, b) => (b.extent * b.coverPerLength > a.extent * a.coverPerLength ? b : a));
    const row = new Array(items.length).fill(0);
    row[i] = Math.min(it.qty, Math.floor(C / cl.extent)) * cl.extent * cl.coverPerLength;
    return row;
  });
  let bound = 0;
  let lp = 0;
  let iters = 0;
  for (; iters < maxIter; iters++) {
    const pi = solvePacking(rows, d);
    lp = pi.reduce((s, v, i) => s + v * d[i], 0);
    const { value, row } = price(items, pi, C, g);
    bound = Math.max(bound, lp / Math.max(1, value));
    if (value <= 1 + 1e-9) break;
    rows.push(row);
  }
  return { bound, lp, iters };
}
