/**
 * ISO container presets for /api/pack, in cm and kg (research/domain.md §1.2).
 * Values are conservative consensus figures: the smallest common interior and door,
 * and payload + tare = 30,480 kg, the most common maximum gross rating. Real boxes vary
 * by owner and build (Hapag-Lloyd: interior ±10 mm, tare ±2 %); every field can be overridden.
 */
export interface ContainerPresetSpec {
  /** Interior length, width, height (cm). */
  readonly l: number;
  readonly w: number;
  readonly h: number;
  /** Door aperture width × height (cm). */
  readonly door: { readonly w: number; readonly h: number };
  /** Maximum payload (kg). */
  readonly payload: number;
  /** Tare (kg). */
  readonly tare: number;
  /** Where the values come from. */
  readonly source: string;
}

export type ContainerPresetName = '20gp' | '40gp' | '40hq';

export const CONTAINER_PRESETS: Readonly<Record<ContainerPresetName, ContainerPresetSpec>> = {
  '20gp': {
    l: 590,
    w: 235,
    h: 239,
    door: { w: 234, h: 228 },
    payload: 28_130,
    tare: 2_350,
    source:
      "20' GP (22G1): interior and door as DSV and World Shipping Council (rounded down); " +
      "payload and tare as Hapag-Lloyd 20' standard (MGW 30,480 kg).",
  },
  '40gp': {
    l: 1203,
    w: 235,
    h: 239,
    door: { w: 234, h: 228 },
    payload: 26_700,
    tare: 3_780,
    source:
      "40' GP (42G1): interior and door as DSV and World Shipping Council (rounded down); " +
      'payload 26,700 kg and tare 3,780 kg as DSV (MGW 30,480 kg; Hapag-Lloyd rates some boxes 32,500 kg).',
  },
  '40hq': {
    l: 1203,
    w: 235,
    h: 269,
    door: { w: 234, h: 258 },
    payload: 26_480,
    tare: 4_000,
    source:
      "40' HC (45G1): interior and door as freightutils.com and powertex.com (rounded down); " +
      'payload 26,480 kg as cnctnr.com with tare 4,000 kg so that payload + tare = 30,480 kg MGW.',
  },
};
