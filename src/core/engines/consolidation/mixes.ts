/**
 * Candidate PO mixes for the next container: which whole POs join the cartons carried
 * over from the previous container.
 * Method: a mix's fill is the larger of its volume share and its weight share of the
 * container. Mixes are grown greedily in several orders (shipping order, largest first -
 * first-fit decreasing towards the band's top -, smallest first, and each early PO as a
 * second seed), always starting from the first
 * PO still waiting, so priority 1 ships first. Mixes whose fill lies in the band (55-85 %)
 * are candidates, fullest first; when none does, the closest mixes under and over the
 * band are the fallback (closest first) and the caller notes it. maxSuppliersPerContainer bounds every mix.
 */

export const FILL_BAND = { low: 0.55, high: 0.85 } as const;
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
  const fits = (w: Waiting) => input.maxSuppliers === null || suppliers.has(w.supplier) || suppliers.size < input.maxSuppliers;
  const add = (w: Waiting) => { pos.push(w.po); fill += w.fill; suppliers.add(w.supplier); };
  for (const w of seed) if (!pos.includes(w.po) && fits(w) && (pos.length === 0 && input.carriedFill === 0 || fill + w.fill <= FILL_BAND.high)) add(w);
  for (const w of order) if (!pos.includes(w.po) && fits(w) && fill + w.fill <= FILL_BAND.high) add(w);
  return { pos, fill };
}

const distance = (fill: number) => (fill < FILL_BAND.low ? FILL_BAND.low - fill : fill > FILL_BAND.high ? fill - FILL_BAND.high : 0);

export function candidateMixes(input: MixInput): MixChoice {
  const first = input.waiting.length > 0 && input.carriedFill === 0 ? [input.waiting[0]] : [];
  const largest = [...input.waiting].sort((a, b) => b.fill - a.fill);
  const smallest = [...largest].reverse();
  const tried: Mix[] = [grow(input, first, input.waiting), grow(input, first, largest), grow(input, first, smallest)];
  for (const seed of input.waiting.slice(first.length, first.length + SEEDS)) tried.push(grow(input, [...first, seed], input.waiting));
  const base = tried[0];
  const suppliers = new Set([...input.carriedSuppliers, ...input.waiting.filter((w) => base.pos.includes(w.po)).map((w) => w.supplier)]);
  const allowed = (w: Waiting) => input.maxSuppliers === null || suppliers.has(w.supplier) || suppliers.size < input.maxSuppliers;
  const extra = smallest.find((w) => !base.pos.includes(w.po) && allowed(w));
  // one mix just over the band, in case the cartons pack denser than their volume suggests
  if (extra) tried.push({ pos: [...base.pos, extra.po], fill: base.fill + extra.fill });
  const seen = new Set<string>();
  const unique = tried.filter((m) => {
    const key = [...m.pos].sort((a, b) => a - b).join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    return m.pos.length > 0 || input.carriedFill > 0;
  });
  const inBand = unique.filter((m) => distance(m.fill) === 0).sort((a, b) => b.fill - a.fill);
  if (inBand.length > 0) return { candidates: inBand.slice(0, MAX_MIXES), fallback: false };
  // the fullest mix under the band and the leanest over it: the packer settles which holds more
  const under = unique.filter((m) => m.fill < FILL_BAND.low).sort((a, b) => b.fill - a.fill)[0];
  const over = unique.filter((m) => m.fill > FILL_BAND.high).sort((a, b) => a.fill - b.fill)[0];
  const closest = [under, over].filter((m): m is Mix => m !== undefined).sort((a, b) => distance(a.fill) - distance(b.fill));
  return { candidates: closest, fallback: true };
}
