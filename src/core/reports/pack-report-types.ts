/** Shapes of the pack report: statistics, unload zones and screening checks (cm, kg, %). */

/** Truck axle geometry along the container x axis (cm) and the permitted cargo share per support (kg). */
export interface AxleSpec {
  readonly frontPos: number;
  readonly rearPos: number;
  readonly frontLimit: number;
  readonly rearLimit: number;
}

/** What the report needs beyond the problem and plan. */
export interface PackReportContext {
  /** Container tare in kg (request or preset), or null. */
  readonly tareKg: number | null;
  readonly axles: AxleSpec | null;
  /** Floor load the container allows per running metre (kg/m), or null/absent when not stated. */
  readonly maxFloorLoadPerM?: number | null;
  /** The named work budget the plan was searched with, when the caller chose among them (pack). */
  readonly budget?: 'default' | 'thorough';
}

/** A gap a load face must be blocked across (pack-securing.ts), cm. */
export interface PackSecuringGap {
  readonly gap: 'front' | 'door' | 'side';
  readonly method: 'dunnage' | 'blocking';
  readonly px: number;
  readonly py: number;
  readonly pz: number;
  readonly l: number;
  readonly w: number;
  readonly h: number;
}

/** Floor load per running metre (pack-securing.ts), kg/m and cm. */
export interface PackFloorLoad {
  readonly peakKgPerM: number;
  readonly peakAtCm: number;
  readonly perMetreKg: number[];
  readonly limitKgPerM: number | null;
  readonly status: 'pass' | 'fail' | 'not_evaluated';
}

export type PackCheckCode =
  | 'PLACEMENT_COMPLETE'
  | 'DOOR_APERTURE'
  | 'PAYLOAD'
  | 'STACK_LIMITS_PROVIDED'
  | 'HEAVY_OVER_LIGHT'
  | 'COG_HEIGHT'
  | 'LOAD_VOIDS'
  | 'AXLE_LOADS'
  | 'VGM'
  | 'ZONE_SEGREGATION';

export type CheckStatus = 'pass' | 'fail' | 'warn' | 'not_evaluated';

/** A measured value or a limit: a number, a few named numbers, a text, or null when not measured. */
export type CheckValue = number | string | null | { readonly [name: string]: number | null };

/** One check of a report (pack, pallet, consolidation): the shape docs/checks.md describes. */
export interface ReportCheck<Code extends string> {
  readonly code: Code;
  readonly status: CheckStatus;
  readonly observed: CheckValue;
  readonly limit: CheckValue;
  /** The rule and threshold applied, and what it does not cover. */
  readonly assumption: string;
  /** With not_evaluated: the request field that would enable the check. */
  readonly field?: string;
  /** Human-readable specifics (which item, how many boxes). */
  readonly detail?: string;
}

export type PackCheck = ReportCheck<PackCheckCode>;

export interface PackStats {
  /** Placed volume as % of the container volume. */
  readonly volumeUtil: number;
  /** Cargo kg; null when some placed unit has no weight. */
  readonly totalWeight: number | null;
  /** Cargo as % of maxWeight; null without maxWeight or without complete weights. */
  readonly weightUtil: number | null;
  /** Cargo centre of gravity, cm from the rear-left floor corner; null without complete weights. */
  readonly cog: { readonly x: number; readonly y: number; readonly z: number } | null;
  /** CoG minus floor centre, as % of length (x) and width (z). */
  readonly cogOffsetPct: { readonly x: number; readonly z: number } | null;
}

export interface PackZone {
  readonly unloadOrder: number;
  readonly xStart: number;
  readonly xEnd: number;
  readonly count: number;
}

/** Dunnage the plan relies on: a gap across the width beside a tall column (cm; l along x, w across the gap, h up). */
export interface PackDunnage {
  readonly px: number;
  readonly py: number;
  readonly pz: number;
  readonly l: number;
  readonly w: number;
  readonly h: number;
}

export interface ChecksSummary {
  readonly evaluated: number;
  readonly notEvaluated: PackCheckCode[];
  readonly failed: PackCheckCode[];
  readonly warned: PackCheckCode[];
}

export interface PackReport {
  readonly stats: PackStats;
  readonly zones: PackZone[];
  readonly dunnage: PackDunnage[];
  readonly securing: PackSecuringGap[];
  readonly floorLoad: PackFloorLoad | null;
  readonly checks: PackCheck[];
  readonly checksSummary: ChecksSummary;
}
