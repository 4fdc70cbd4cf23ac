/**
 * For one axis, the longest length not above r that a row of box sides can fill exactly
 * (a knapsack over the sides). Used to price the gap a block leaves in its space (the
 * "volume loss" idea of Araya & Riff 2014). Lengths are counted on a grid of `step`.
 * Each side may be used at most `count` times (Infinity = without limit); the reachable
 * lengths are a bitset grown by shifted copies (binary splitting of the counts).
 */
export class FillTable {
  private readonly best: Int32Array;

  constructor(
    sides: readonly number[],
    limit: number,
    private readonly step: number,
    counts?: readonly number[],
  ) {
    const n = Math.floor(limit / step);
    const words = (n >> 5) + 1;
    const reach = new Uint32Array(words);
    const spare = new Uint32Array(words);
    reach[0] = 1;
    const shiftOr = (shift: number) => {
      // reach |= reach << shift, on bits 0..n
      const ws = shift >> 5,
        bs = shift & 31;
      spare.set(reach);
      for (let w = words - 1; w >= ws; w--) {
        const lo = spare[w - ws];
        const hi = bs > 0 && w - ws - 1 >= 0 ? spare[w - ws - 1] >>> (32 - bs) : 0;
        reach[w] |= bs > 0 ? (lo << bs) | hi : lo;
      }
    };
    sides.forEach((side, i) => {
      const s = Math.round(side / step);
      if (s <= 0 || s > n) return;
      let copies = Math.min(counts ? counts[i] : Infinity, Math.floor(n / s));
      for (let k = 1; copies > 0; k *= 2) {
        const take = Math.min(k, copies);
        shiftOr(take * s);
        copies -= take;
      }
    });
    this.best = new Int32Array(n + 1);
    let last = 0;
    for (let i = 0; i <= n; i++) {
      if ((reach[i >> 5] >>> (i & 31)) & 1) last = i;
      this.best[i] = last;
    }
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
