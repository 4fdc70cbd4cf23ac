/**
 * The pallet judgements every pallet search and report share, defined once: how far the centre
 * of gravity may sit from the deck's centre, and what counts as heavy over light. Reports and
 * engines import these; nothing else restates them.
 */
export { HEAVY_RATIO } from '../rules/stacking.js';

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

/** The COG_OFFSET status of the larger of the two offsets, %. */
export function cogOffsetStatus(offsetPct: number): 'pass' | 'warn' | 'fail' {
  return offsetPct > COG_FAIL_PCT ? 'fail' : offsetPct > COG_WARN_PCT ? 'warn' : 'pass';
}

/** 0 within the warning band, 1 in the warning band, 2 past the failing limit: the objective's balance term. */
export function cogBand(offsetPct: number): number {
  return COG_BANDS[cogOffsetStatus(offsetPct)];
}

const COG_BANDS = { pass: 0, warn: 1, fail: 2 } as const;
