/**
 * The receiver profile as the code reads it (schemas/receiver-check.ts publishes the same
 * shape in OpenAPI). Lengths are cm and masses kg, whatever the request's units.
 */
export interface Sourced {
  readonly source?: string;
  readonly date?: string;
  readonly note?: string;
}

export interface ValueRule extends Sourced {
  readonly value: number;
  readonly exclusive?: boolean;
}

export interface ProfileRules {
  readonly maxLoadedHeight?: ValueRule & { readonly assumedBaseHeight?: number };
  readonly maxCargoHeight?: ValueRule;
  readonly maxGrossWeight?: ValueRule;
  readonly footprint?: Sourced & {
    readonly allowed: readonly { readonly l: number; readonly w: number }[];
    readonly tolerance?: number;
  };
  readonly maxOverhang?: Sourced & {
    readonly value: number;
    readonly shortSides?: number;
    readonly longSides?: number;
  };
  readonly minLoadFootprint?: Sourced & { readonly l: number; readonly w: number };
  readonly maxSkusPerPallet?: ValueRule;
  readonly maxCartonsPerPallet?: ValueRule;
  readonly maxCartonWeight?: ValueRule;
  readonly maxCartonSide?: ValueRule;
  readonly heavyCartonMarking?: ValueRule;
  readonly manual?: readonly (Sourced & { readonly rule: string; readonly text: string })[];
}

export interface Profile {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly scope?: string;
  readonly rules: ProfileRules;
}

/** Exact conversions for writing templates from sources in inches and pounds (stored as cm/kg). */
export const inch = (v: number) => Math.round(v * 2.54 * 1e4) / 1e4;
export const pound = (v: number) => Math.round(v * 0.45359237 * 1e6) / 1e6;

export const TEMPLATE_DISCLAIMER =
  'Receiver templates are built from public pages as dated per rule; they need confirmation by the buyer or receiver before use. ' +
  'A pass is no acceptance and a failure is no chargeback prediction: receivers change their rules and apply more than a plan can show.';
