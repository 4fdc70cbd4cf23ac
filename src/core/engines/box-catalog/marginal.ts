/**
 * The marginal value of a catalogue: what dropping each chosen box would cost, and what the
 * best additional box (the candidate whose addition improves the objective most) would save,
 * in count-weighted uncovered orders, billed grams and money (with a rate). Each order goes to
 * its preferred box of the set (chooseBox); orders no box of the set holds are charged their
 * unfit parcel (the largest candidate), as in the totals.
 */
import { chooseBox, type Parcel, type ScoredPool } from './scoring.js';
import { bestAddition, type SelectionInput } from './selection.js';

export interface SetTotals {
  readonly uncovered: number;
  readonly billedGrams: number;
  readonly money: number | null;
}

export interface MarginalValue {
  /** Per chosen box, in catalogue order: the totals' increase without it. */
  readonly drop: readonly SetTotals[];
  /** The best additional candidate (pool index) and the totals' decrease with it; null when the pool is exhausted. */
  readonly add: { readonly box: number; readonly saving: SetTotals } | null;
}

function totals(
  scored: ScoredPool,
  m: number,
  counts: readonly number[],
  boxes: readonly number[],
  unfit: readonly Parcel[],
): SetTotals {
  let uncovered = 0;
  let billedGrams = 0;
  let money: number | null = null;
  for (let i = 0; i < counts.length; i++) {
    const j = chooseBox(scored, m, i, boxes);
    const p = j < 0 ? unfit[i] : scored.parcels[i * m + j];
    if (j < 0) uncovered += counts[i];
    billedGrams += counts[i] * p.billed;
    if (p.cost) money = (money ?? 0) + counts[i] * p.cost.total;
  }
  return { uncovered, billedGrams, money };
}

const minus = (a: SetTotals, b: SetTotals): SetTotals => ({
  uncovered: a.uncovered - b.uncovered,
  billedGrams: a.billedGrams - b.billedGrams,
  money: a.money === null || b.money === null ? null : a.money - b.money,
});

export function marginalValue(
  inp: SelectionInput,
  scored: ScoredPool,
  counts: readonly number[],
  chosen: readonly number[],
  unfit: readonly Parcel[],
): MarginalValue {
  const m = inp.m;
  const base = totals(scored, m, counts, chosen, unfit);
  const drop = chosen.map((j) =>
    minus(
      totals(
        scored,
        m,
        counts,
        chosen.filter((x) => x !== j),
        unfit,
      ),
      base,
    ),
  );
  const move = bestAddition(inp, chosen);
  const add = move
    ? { box: move.add, saving: minus(base, totals(scored, m, counts, [...chosen, move.add], unfit)) }
    : null;
  return { drop, add };
}
