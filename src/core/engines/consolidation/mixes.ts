/**
 * Candidate PO mixes for the next container: which whole POs join the cartons carried
 * over from the previous container.
 * Method: a mix's fill is the larger of its volume share and its weight share of the
 * container. Mixes are grown greedily in several orders (shipping order, largest first -
 * first-fit decreasing towards the band's top -, smallest first, and each early PO as a
 * second seed), always starting from the first
 * PO still waiting, so priority 1 ships first. Mixes whose fill lies in the band (55-85 %)
 * are candidates, fullest first, with one more: the fullest mix topped up with waiting POs in
 * shipping order until its volume fills the container (first when POs may split, else last).
 * When no mix is in the band, the closest mixes under and over it are the fallback (closest
 * first) and the caller notes it. maxSuppliersPerContainer bounds every mix.
 */

export const FILL_BAND = { low: 0.55, high: 0.85 } as const;
/** Fill offered by the brim mix (1 = the container's volume; 1.15 measured worse on bench:consolidate). */
const BRIM = 1;
/** Mixes tried per container, at most (SPEC.md rule 4). */
export const MAX_MIXES = 12;
/** POs tried as a second seed after the first waiting PO. */
const SEEDS = 10;

export interface MixInput {
  /** Fill of the carried-over cartons. */
  readonly carriedFill: number;
  readonly carriedSuppliers: ReadonlySet<string>;
  /** Waiting POs in shipping order, with their fill in this container type and their supplier key. */
  readonly waiting: readonly { readonly po: number; readonly fill: number; readonly supplier: string }[];
  readonly maxSuppliers: number | null;
  /** True: the mix filled to the brim is tried first (POs may split between containers); false: last. */
  readonly preferFull: boolean;
}

export interface Mix {
  readonly pos: readonly number[];
  readonly fill: number;
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
  const fits = (w: Waiting) =>
    input.maxSuppliers === null || suppliers.has(w.supplier) || suppliers.size < input.maxSuppliers;
  const add = (w: Waiting) => {
    pos.push(w.po);
    fill += w.fill;
    suppliers.add(w.supplier);
  };
  for (const w of seed)
    if (
      !pos.includes(w.po) &&
      fits(w) &&
      ((pos.length === 0 && input.carriedFill === 0) || fill + w.fill <= FILL_BAND.high)
    )
      add(w);
  for (const w of order) if (!pos.includes(w.po) && fits(w) && fill + w.fill <= FILL_BAND.high) add(w);
  return { pos, fill };
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
  for (const w of input.waiting) {
    if (fill >= BRIM) break;
    if (
      pos.includes(w.po) ||
      (input.maxSuppliers !== null && !suppliers.has(w.supplier) && suppliers.size >= input.maxSuppliers)
    )
      continue;
    pos.push(w.po);
    fill += w.fill;
    suppliers.add(w.supplier);
  }
  return pos.length > top.pos.length ? { pos, fill } : null;
}

const distance = (fill: number) =>
  fill < FILL_BAND.low ? FILL_BAND.low - fill : fill > FILL_BAND.high ? fill - FILL_BAND.high : 0;

export function candidateMixes(input: MixInput): MixChoice {
  const first = input.waiting.length > 0 && input.carriedFill === 0 ? [input.waiting[0]] : [];
  const largest = [...input.waiting].sort((a, b) => b.fill - a.fill);
  const smallest = [...largest].reverse();
  const tried: Mix[] = [grow(input, first, input.waiting), grow(input, first, largest), grow(input, first, smallest)];
  for (const seed of input.waiting.slice(first.length, first.length + SEEDS))
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
  return { candidates: closest, fallback: true };
}
