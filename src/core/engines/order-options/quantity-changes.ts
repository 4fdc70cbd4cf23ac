/**
 * Quantity changes for order options, nearest to the current quantities first: every
 * single-SKU change, then every change of two SKUs at once. A SKU moves in steps of its
 * qtyStep anchored at its current quantity and stays within [minQty, maxQty]; a bound no
 * whole step reaches is offered as a clipped last step.
 * Order: fewest units changed first; ties by SKU position, then the smaller change on the
 * first SKU, then a decrease before an increase. Pairs are produced lazily in widening
 * distance bands, so a caller that stops early never builds all of them.
 */

/** An adjustable SKU in core terms: the item index and its allowed quantities. */
export interface QtyAdjustment {
  readonly item: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** One SKU's quantity change. */
export interface QtyChange {
  readonly item: number;
  readonly delta: number;
}

/**
 * The deltas allowed for one SKU, smallest first, a decrease before an increase of the same size:
 * whole steps from the current quantity within [min, max], and each bound itself when no whole
 * step lands on it (the step is clipped there, so minQty 0 can always defer the SKU).
 */
export function allowedDeltas(current: number, a: QtyAdjustment): number[] {
  const out: number[] = [];
  for (let k = 1; current - k * a.step >= a.min || current + k * a.step <= a.max; k++) {
    if (current - k * a.step >= a.min) out.push(-k * a.step);
    if (current + k * a.step <= a.max) out.push(k * a.step);
  }
  if (a.min < current && (current - a.min) % a.step !== 0) out.push(a.min - current);
  if (a.max > current && (a.max - current) % a.step !== 0) out.push(a.max - current);
  return out.sort((x, y) => Math.abs(x) - Math.abs(y) || x - y);
}

const size = (changes: readonly QtyChange[]) => changes.reduce((s, c) => s + Math.abs(c.delta), 0);

/** Every single-SKU change, nearest first. */
export function singleChanges(current: readonly number[], adjustments: readonly QtyAdjustment[]): QtyChange[][] {
  const out = adjustments.flatMap((a) => allowedDeltas(current[a.item], a).map((delta) => [{ item: a.item, delta }]));
  return out.sort((x, y) => size(x) - size(y) || x[0].item - y[0].item || x[0].delta - y[0].delta);
}

/** Every two-SKU change, nearest first, generated band by band (distance doubling). */
export function* pairChanges(
  current: readonly number[],
  adjustments: readonly QtyAdjustment[],
): Generator<QtyChange[]> {
  const lists = adjustments
    .map((a) => ({ item: a.item, deltas: allowedDeltas(current[a.item], a) }))
    .sort((a, b) => a.item - b.item);
  const widest = Math.max(0, ...lists.map((l) => Math.max(0, ...l.deltas.map(Math.abs))));
  let done = 0;
  for (let reach = 2; done < 2 * widest; reach *= 2) {
    const band: QtyChange[][] = [];
    for (let i = 0; i < lists.length; i++) {
      for (let j = i + 1; j < lists.length; j++) {
        for (const a of lists[i].deltas) {
          if (Math.abs(a) >= reach) break;
          for (const b of lists[j].deltas) {
            const d = Math.abs(a) + Math.abs(b);
            if (d > reach) break;
            if (d > done)
              band.push([
                { item: lists[i].item, delta: a },
                { item: lists[j].item, delta: b },
              ]);
          }
        }
      }
    }
    band.sort(
      (x, y) =>
        size(x) - size(y) ||
        x[0].item - y[0].item ||
        x[1].item - y[1].item ||
        Math.abs(x[0].delta) - Math.abs(y[0].delta) ||
        x[0].delta - y[0].delta ||
        x[1].delta - y[1].delta,
    );
    yield* band;
    done = reach;
  }
}

/** The quantities after `changes`. */
export function applyChanges(current: readonly number[], changes: readonly QtyChange[]): number[] {
  const out = [...current];
  for (const c of changes) out[c.item] += c.delta;
  return out;
}
