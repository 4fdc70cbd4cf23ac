/**
 * The pallet judgements every pallet search and report share, defined once: how far the centre
 * of gravity may sit from the deck's centre, and what counts as heavy over light. Reports and
 * engines import these; nothing else restates them.
 */
export { HEAVY_RATIO, isHeavyOverLight } from '../rules/stacking.js';

/**
 * The liquid rule: a carton of a liquid item (item field `liquid`: drums, pails, bottles) resting
 * on one that is not. The objective keeps liquids low with heavy cartons; LIQUID_LOW warns.
 */
export const isLiquidOverDry = (upper: { readonly liquid?: boolean }, lower: { readonly liquid?: boolean }): boolean =>
  upper.liquid === true && lower.liquid !== true;

/**
 * COG_OFFSET warns beyond this offset from the deck centre, % of the deck's length (x) and
 * width (z): the CTU Code's general ±5 % eccentricity applied to the pallet.
 */
export const COG_WARN_PCT = 5;

/**
 * COG_OFFSET fails beyond this offset: twice the warning band. A pallet this lopsided leans
 * under a forklift or in a stack; a quote carrying one needs review (order-quote).
 */
export const COG_FAIL_PCT = 10;

/** The COG_OFFSET status of the larger of the two offsets, %; a request may set a stricter failing limit. */
export function cogOffsetStatus(offsetPct: number, failPct = COG_FAIL_PCT): 'pass' | 'warn' | 'fail' {
  return offsetPct > failPct ? 'fail' : offsetPct > Math.min(COG_WARN_PCT, failPct) ? 'warn' : 'pass';
}

/** 0 within the warning band, 1 in the warning band, 2 past the failing limit: the objective's balance term. */
export function cogBand(offsetPct: number): number {
  return COG_BANDS[cogOffsetStatus(offsetPct)];
}

const COG_BANDS = { pass: 0, warn: 1, fail: 2 } as const;
