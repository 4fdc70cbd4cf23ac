/**
 * For one axis, the longest length not above r that a row of box sides can fill exactly
 * (unbounded knapsack over the sides). Used to price the gap a block leaves in its space
 * (the "volume loss" idea of Araya & Riff 2014). Lengths are counted on a grid of `step`.
 */
export class FillTable {
  private readonly best: Int32Array;

  constructor(sides: readonly number[], limit: number, private readonly step: number) {
    const n = Math.floor(limit / step);
    const reach = new Uint8Array(n + 1);
    reach[0] = 1;
    const unique = [...new Set(sides.map((s) => Math.round(s / step)))].filter((s) => s > 0).sort((a, b) => a - b);
    for (let i = 0; i <= n; i++) {
      if (!reach[i]) continue;
      for (const s of unique) {
        if (i + s > n) break;
        reach[i + s] = 1;
      }
    }
    this.best = new Int32Array(n + 1);
    let last = 0;
    for (let i = 0; i <= n; i++) { if (reach[i]) last = i; this.best[i] = last; }
  }

  /** Part of a gap of length r that boxes cannot fill. */
  waste(r: number): number {
    if (r <= 0) return 0;
    const i = Math.floor(r / this.step);
    if (i >= this.best.length) return 0;
    return r - this.best[i] * this.step;
  }
}

export function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return Math.abs(a);
}
