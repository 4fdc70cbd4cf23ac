/**
 * Candidate PO mixes for the next container: which whole POs join the cartons carried
 * over from the previous container.
 * Method: a mix's fill is its volume share of the container (SPEC's band is by volume); its
 * weight share is kept beside it and never passes the payload. Mixes are grown greedily in
 * several orders (shipping order, largest first - first-fit decreasing towards the band's
 * top -, smallest first, and each early PO of the first waiting priority as a second seed),
 * always starting from the first PO still waiting. Every order is by priority first, so a PO
 * joins a mix only after every waiting PO of a higher priority that still fits joined it.
 * Mixes whose volume lies in the band (55-85 %) are candidates, fullest first, with one more:
 * the fullest mix topped up with waiting POs in shipping order until its volume fills the
 * container (first when POs may split, else last). When no mix is in the band, the closest
 * mixes under and over it are the fallback (closest first, after the brim mix when POs may
 * split) and the caller notes it. maxSuppliersPerContainer bounds every mix.
 */

export const FILL_BAND = { low: 0.55, high: 0.85 } as const;
/** Fill offered by the brim mix (1 = the container's volume; 1.15 measured worse on bench:consolidate). */
const BRIM = 1;
/** Mixes tried per container, at most (SPEC.md rule 4). */
export const MAX_MIXES = 12;
/** POs tried as a second seed after the first waiting PO. */
const SEEDS = 10;

export interface MixInput {
  /** Volume share of the carried-over cartons. */
  readonly carriedFill: number;
  /** Weight share (of the payload) of the carried-over cartons; 0 without a payload. */
  readonly carriedWeight: number;
  readonly carriedSuppliers: ReadonlySet<string>;
  /**
   * Waiting POs in shipping order, with their volume and weight share of this container type, their
   * supplier key and their priority class (0 = the first priority still waiting; equal classes are peers).
   */
  readonly waiting: readonly {
    readonly po: number;
    readonly fill: number;
    readonly weight: number;
    readonly supplier: string;
    readonly rank: number;
  }[];
  readonly maxSuppliers: number | null;
  /** True: the mix filled to the brim is tried first (POs may split between containers); false: last. */
  readonly preferFull: boolean;
}

export interface Mix {
  readonly pos: readonly number[];
  /** Volume share of the container. */
  readonly fill: number;
  /** Weight share of the payload (0 without a payload). */
  readonly weight: number;
}

export interface MixChoice {
  readonly candidates: readonly Mix[];
  /** True when no mix reached the band and `candidates` holds the closest one. */
  readonly fallback: boolean;
}

type Waiting = MixInput['waiting'][number];

function grow(input: MixInput, seed: readonly Waiting[], order: readonly Waiting[]): Mix {
  const suppliers = new Set(input.carriedSuppliers);
  const pos: number[] = [];
  let fill = input.carriedFill;
  let weight = input.carriedWeight;
  const fits = (w: Waiting) =>
    input.maxSuppliers === null || suppliers.has(w.supplier) || suppliers.size < input.maxSuppliers;
  const room = (w: Waiting) => fill + w.fill <= FILL_BAND.high && weight + w.weight <= 1;
  const add = (w: Waiting) => {
    pos.push(w.po);
    fill += w.fill;
    weight += w.weight;
    suppliers.add(w.supplier);
  };
  for (const w of seed)
    if (!pos.includes(w.po) && fits(w) && ((pos.length === 0 && input.carriedFill === 0) || room(w))) add(w);
  // POs may split: a PO of a higher priority that does not fit whole still goes first (the brim mix
  // takes part of it), so no PO of a lower priority joins after it
  let blockedAt = Infinity;
  for (const w of order) {
    if (pos.includes(w.po) || !fits(w)) continue;
    if (w.rank > blockedAt) break;
    if (room(w)) add(w);
    else if (input.preferFull) blockedAt = Math.min(blockedAt, w.rank);
  }
  return { pos, fill, weight };
}

/**
 * The fullest mix plus waiting POs in shipping order until the cargo's volume fills the container:
 * cartons often pack denser than the band's top, and what does not fit goes to the next container.
 */
function toTheBrim(input: MixInput, top: Mix): Mix | null {
  const suppliers = new Set([
    ...input.carriedSuppliers,
    ...input.waiting.filter((w) => top.pos.includes(w.po)).map((w) => w.supplier),
  ]);
  const pos = [...top.pos];
  let fill = top.fill;
  let weight = top.weight;
  for (const w of input.waiting) {
    if (fill >= BRIM || weight >= BRIM) break;
    if (
      pos.includes(w.po) ||
      (input.maxSuppliers !== null && !suppliers.has(w.supplier) && suppliers.size >= input.maxSuppliers)
    )
      continue;
    pos.push(w.po);
    fill += w.fill;
    weight += w.weight;
    suppliers.add(w.supplier);
  }
  return pos.length > top.pos.length ? { pos, fill, weight } : null;
}

const distance = (fill: number) =>
  fill < FILL_BAND.low ? FILL_BAND.low - fill : fill > FILL_BAND.high ? fill - FILL_BAND.high : 0;

export function candidateMixes(input: MixInput): MixChoice {
  const first = input.waiting.length > 0 && input.carriedFill === 0 ? [input.waiting[0]] : [];
  // priority class first, then size: a lower priority never jumps a higher one that still fits
  const largest = [...input.waiting].sort((a, b) => a.rank - b.rank || b.fill - a.fill);
  const smallest = [...input.waiting].sort((a, b) => a.rank - b.rank || a.fill - b.fill);
  const tried: Mix[] = [grow(input, first, input.waiting), grow(input, first, largest), grow(input, first, smallest)];
  const topRank = input.waiting[0]?.rank ?? 0;
  for (const seed of input.waiting.slice(first.length, first.length + SEEDS).filter((w) => w.rank === topRank))
    tried.push(grow(input, [...first, seed], input.waiting));
  const seen = new Set<string>();
  const unique = tried.filter((m) => {
    const key = [...m.pos].sort((a, b) => a - b).join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    return m.pos.length > 0 || input.carriedFill > 0;
  });
  const inBand = unique.filter((m) => distance(m.fill) === 0).sort((a, b) => b.fill - a.fill);
  if (inBand.length > 0) {
    const brim = toTheBrim(input, inBand[0]);
    const list = brim ? (input.preferFull ? [brim, ...inBand] : [...inBand, brim]) : inBand;
    return { candidates: list.slice(0, MAX_MIXES), fallback: false };
  }
  const brim = toTheBrim(input, tried[0]);
  if (brim) unique.push(brim);
  // the fullest mix under the band and the leanest over it: the packer settles which holds more
  const under = unique.filter((m) => m.fill < FILL_BAND.low).sort((a, b) => b.fill - a.fill)[0];
  const over = unique.filter((m) => m.fill > FILL_BAND.high).sort((a, b) => a.fill - b.fill)[0];
  const closest = [under, over]
    .filter((m): m is Mix => m !== undefined)
    .sort((a, b) => distance(a.fill) - distance(b.fill));
  // POs may split: the mix filled to the brim goes first here too (what does not fit rides on)
  const list = brim && input.preferFull ? [brim, ...closest.filter((m) => m !== brim)] : closest;
  return { candidates: list, fallback: true };
}
