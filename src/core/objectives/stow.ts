/**
 * The stow objective (container loading, once everything is placed): among plans that place the
 * same cargo, the one a crew would stow, as an integer key (keys.ts; smaller is better). In order:
 *  1. balance: CoG distance outside the longitudinal / axle limits plus lateral distance beyond
 *     ±LATERAL_PCT plus height above COG_HEIGHT_PCT of the internal height, in length units
 *     (0 = the COG_HEIGHT and AXLE_LOADS checks pass);
 *  2. with axles: how far the smallest axle margin (over departure and every stop) falls short of
 *     AXLE_MARGIN_PCT of its limit, in basis points (0 = every support keeps that share free);
 *  3. free-standing columns (geometry/free-standing.ts);
 *  4. heavy-over-light contacts (a unit on one weighing under 1/HEAVY_RATIO of it);
 *  5. how far the free-standing columns rise above TIP_RATIO times their base side, summed;
 *  6. whether LOAD_VOIDS warns (void share above VOID_PCT): a stow that passes first;
 *  7. between two stows LOAD_VOIDS passes: columns that stand free without dunnage, then the
 *     loaded envelope (l × w × h actually used); between two it warns on, the envelope first
 *     (a loose stow is made tighter before it is made to need less dunnage);
 *  8. the CoG height: lower is better.
 * Keys 6-7 read the void flag first, so the key is one vector and the order total.
 */
import { compareKeys, type ObjectiveKey } from './keys.js';

/** Share of each axle limit (%) a truck plan keeps free when it can: the documented axle margin. */
export const AXLE_MARGIN_PCT = 20;

/** What the stow objective reads of a positioned plan (engines/container-loading/stow-objective.ts measures it). */
export interface StowMeasure {
  readonly balance: number;
  /** Smallest axle margin over all load states, share of its limit (1 = unloaded); null without axles. */
  readonly axleMargin: number | null;
  readonly freeStanding: number;
  readonly heavyOverLight: number;
  readonly columnExcess: number;
  /** 1 when LOAD_VOIDS warns, else 0. */
  readonly voidsWarn: number;
  readonly rawColumns: number;
  readonly envelope: number;
  readonly cogHeight: number;
}

/** Basis points by which a margin falls short of AXLE_MARGIN_PCT (0 without axles). */
export function axleShortfall(margin: number | null): number {
  return margin === null ? 0 : Math.max(0, Math.round(AXLE_MARGIN_PCT * 100 - margin * 10_000));
}

export function stowKey(m: StowMeasure): ObjectiveKey {
  const tight = m.voidsWarn === 0;
  return [
    Math.round(m.balance),
    axleShortfall(m.axleMargin),
    m.freeStanding,
    m.heavyOverLight,
    Math.round(m.columnExcess),
    m.voidsWarn,
    tight ? m.rawColumns : Math.round(m.envelope),
    tight ? Math.round(m.envelope) : m.rawColumns,
    Math.round(m.cogHeight),
  ];
}

/** True when stow a is preferred to stow b (ties keep b, the earlier one). */
export function betterStow(a: StowMeasure, b: StowMeasure): boolean {
  return compareKeys(stowKey(a), stowKey(b)) < 0;
}
