/**
 * A referee in exact decimal arithmetic for plans as the client reads them: every number is the
 * decimal it prints as (a JSON number is the decimal the client wrote), scaled to a common
 * power of ten as a BigInt, so 6 × 33.334 is 200.004 and not 200.00400000000002. It re-checks
 * a response's boxes against the sizes the client sent: each box is one of its item's requested
 * sizes in some orientation, lies inside the requested space, and no two boxes overlap.
 */

export interface Dims {
  readonly l: number;
  readonly w: number;
  readonly h: number;
}

/** A response box: extents l (x), w (z), h (y) and its minimum corner px, py, pz. */
export interface EchoedBox extends Dims {
  readonly label: string;
  readonly px: number;
  readonly py: number;
  readonly pz: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** The exact decimal of a finite number as digits × 10^exponent. */
function decimal(v: number): { digits: bigint; exponent: number } {
  const m = DECIMAL.exec(String(v));
  if (!m) throw new Error(`not a finite number: ${v}`);
  const frac = m[3] ?? '';
  const digits = BigInt(m[2] + frac);
  return { digits: m[1] === '-' ? -digits : digits, exponent: Number(m[4] ?? 0) - frac.length };
}

/** Numbers scaled by one common 10^scale to exact BigInts. */
function scaler(values: readonly number[]): (v: number) => bigint {
  const scale = Math.max(0, ...values.map((v) => -decimal(v).exponent));
  return (v) => {
    const d = decimal(v);
    return d.digits * 10n ** BigInt(scale + d.exponent);
  };
}

const sameMultiset = (a: readonly bigint[], b: readonly bigint[]) => {
  const s = (x: readonly bigint[]) => [...x].sort((p, q) => (p < q ? -1 : p > q ? 1 : 0)).join(',');
  return s(a) === s(b);
};

/**
 * Every rule the boxes break against the requested space and item sizes (empty = valid), in
 * exact arithmetic. `items` maps a box's label to its requested own sizes.
 */
export function exactViolations(space: Dims, items: ReadonlyMap<string, Dims>, boxes: readonly EchoedBox[]): string[] {
  const all = [space.l, space.w, space.h, ...[...items.values()].flatMap((d) => [d.l, d.w, d.h])];
  for (const b of boxes) all.push(b.l, b.w, b.h, b.px, b.py, b.pz);
  const x = scaler(all);
  const out: string[] = [];
  const L = x(space.l);
  const W = x(space.w);
  const H = x(space.h);
  const rects = boxes.map((b, i) => {
    const sent = items.get(b.label);
    const ext = [x(b.l), x(b.w), x(b.h)];
    if (!sent) out.push(`box ${i}: unknown label ${b.label}`);
    else if (!sameMultiset(ext, [x(sent.l), x(sent.w), x(sent.h)]))
      out.push(
        `box ${i} (${b.label}): ${b.l} × ${b.w} × ${b.h} is not its requested ${sent.l} × ${sent.w} × ${sent.h}`,
      );
    const r = {
      i,
      x0: x(b.px),
      y0: x(b.py),
      z0: x(b.pz),
      x1: x(b.px) + ext[0],
      y1: x(b.py) + ext[2],
      z1: x(b.pz) + ext[1],
    };
    if (r.x0 < 0n || r.y0 < 0n || r.z0 < 0n || r.x1 > L || r.y1 > H || r.z1 > W)
      out.push(
        `box ${i} (${b.label}) at ${b.px}, ${b.py}, ${b.pz} leaves the ${space.l} × ${space.w} × ${space.h} space`,
      );
    return r;
  });
  // sweep along x: only boxes whose x ranges overlap are compared
  const byX = [...rects].sort((a, b) => (a.x0 < b.x0 ? -1 : a.x0 > b.x0 ? 1 : 0));
  for (let a = 0; a < byX.length; a++) {
    const p = byX[a];
    for (let b = a + 1; b < byX.length && byX[b].x0 < p.x1; b++) {
      const q = byX[b];
      if (p.y0 < q.y1 && q.y0 < p.y1 && p.z0 < q.z1 && q.z0 < p.z1) out.push(`boxes ${p.i} and ${q.i} overlap`);
    }
  }
  return out;
}
