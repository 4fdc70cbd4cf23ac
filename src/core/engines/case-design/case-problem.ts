/**
 * The case-design problem and its answer in core units (lengths 0.1 mm, masses g; money as
 * plain numbers in the caller's currency). See case-candidates.ts, case-loads.ts and
 * case-ranking.ts for how the answer is found.
 */
import type { PlpSolution } from '../pallet-loading/plp/recursive-partition.js';

/** SPEC.md § POST /api/case-design search bounds and modelling constants. */
export const CASE_SEARCH = {
  maxQuantities: 24,
  maxOuterDims: 400,
  /** Most rectangles one layer pattern lists (layer-cap.ts). */
  maxCasesPerLayer: 2000,
  maxTiers: 2,
  palletTare: 25_000,
  /** Board mass per m² of blank (g). */
  boardGramsPerM2: 600,
  /** Glue / stitch flap of the RSC blank: 2 in (research/domain.md §7.3). */
  jointFlap: 508,
  defaultBoard: 40,
  defaultHeadspace: 50,
  /** Default manual-handling guide (g) when the caller sends no case weight limit: a one-person lift (UK HSE / NIOSH lifting equations give about 23-25 kg at best). */
  handlingGuide: 23_000,
} as const;

/** Partitions between the products of a layer, and pads between layers (case-candidates.ts). */
export interface Dividers {
  /** Thickness of one partition or pad (0.1 mm). */
  readonly thickness: number;
  /** Mass of the divider board, g per m². */
  readonly gramsPerM2: number;
}

/** The case board's grade for the compression screen (compression.ts). */
export interface BoardGrade {
  /** Flute name, for the report. */
  readonly flute: string;
  /** Edge crush test, N per m of edge. */
  readonly ectNPerM: number;
  /** Combined board caliper (0.1 mm). */
  readonly caliper: number;
}

/** The environment the stack stands in, as multiplicative factors on the McKee BCT (compression.ts). */
export interface CompressionSpec {
  readonly grade: BoardGrade;
  /** Relative humidity, percent. */
  readonly humidityPct: number;
  /** Days the bottom case carries the stack. */
  readonly storageDays: number;
  readonly stacking: 'column' | 'misaligned' | 'interlocked';
  /** Required ratio of the environment-adjusted BCT to the load. */
  readonly safetyFactor: number;
}

export interface CaseDesignProblem {
  readonly product: { readonly l: number; readonly w: number; readonly h: number; readonly weight: number };
  /** 'upright': the product's h stays vertical; 'any': all six stances. */
  readonly orientations: 'upright' | 'any';
  readonly minUnits: number;
  readonly maxUnits: number;
  readonly board: number;
  readonly headspace: number;
  readonly maxCaseWeight: number | null;
  readonly maxDim: number | null;
  readonly pallet: PalletSpec | null;
  readonly container: ContainerSpec | null;
  readonly costs: CaseCosts | null;
  readonly candidates: number;
  /** Most product layers in a case (product not stackable: 1); absent or null: no limit. */
  readonly maxProductLayers?: number | null;
  /** Dividers between products and layers; absent or null: none. */
  readonly dividers?: Dividers | null;
  /** Board grade and environment of the CASE_COMPRESSION screen; absent or null: not evaluated. */
  readonly compression?: CompressionSpec | null;
}

export interface PalletSpec {
  readonly l: number;
  readonly w: number;
  readonly baseHeight: number;
  readonly maxHeight: number;
  readonly maxWeight: number;
  readonly overhang: number;
}
/** Usable deck: the pallet plus its overhang on every side. */
export const deckOf = (p: PalletSpec) => ({ l: p.l + 2 * p.overhang, w: p.w + 2 * p.overhang });

export interface ContainerSpec {
  readonly l: number;
  readonly w: number;
  readonly h: number;
  readonly payload: number;
}
export interface CaseCosts {
  readonly boardCostPerM2: number;
  readonly freightPerContainer: number;
  readonly freightPerPallet: number;
  readonly handlingPerCase: number;
}

/** One case: n products as a × b × c of one product stance (dx along the case length, dy up). */
export interface CaseDesign {
  readonly unitsPerCase: number;
  readonly counts: { readonly alongLength: number; readonly alongWidth: number; readonly layers: number };
  /** Product extents inside the case: along its length, width and height. */
  readonly stance: { readonly dx: number; readonly dz: number; readonly dy: number };
  readonly inner: { readonly l: number; readonly w: number; readonly h: number };
  readonly outer: { readonly l: number; readonly w: number; readonly h: number };
  /** RSC blank area in (0.1 mm)² (1 m² = 1e8). */
  readonly blankArea: number;
  readonly boardWeight: number;
  /** Divider board area ((0.1 mm)²) and mass (g); 0 without dividers. */
  readonly dividerArea: number;
  readonly dividerWeight: number;
  readonly weight: number;
}

export interface PalletFill {
  readonly casesPerLayer: number;
  readonly layers: number;
  readonly cases: number;
  readonly units: number;
  readonly loadedHeight: number;
  readonly cargoWeight: number;
  /** Case volume over the pallet's usable cube (footprint with overhang × (maxHeight − base)), 0-1. */
  readonly fill: number;
  readonly limitedBy: 'height' | 'weight';
  readonly pattern: PlpSolution;
  /** Usable footprint (pallet plus overhang on every side). */
  readonly deck: { readonly l: number; readonly w: number };
}

export interface FloorLoad {
  readonly casesPerLayer: number;
  readonly layers: number;
  readonly cases: number;
  readonly units: number;
  readonly cargoWeight: number;
  readonly limitedBy: 'space' | 'payload';
  readonly pattern: PlpSolution;
}

export interface PalletLoad {
  readonly pallets: number;
  readonly perTier: number;
  readonly tiers: number;
  readonly layersPerPallet: number;
  readonly casesPerPallet: number;
  readonly units: number;
  readonly loadedHeight: number;
  /** Cargo plus the assumed pallet tare, per pallet. */
  readonly grossPerPallet: number;
  readonly cargoWeight: number;
  readonly limitedBy: 'floor' | 'payload' | 'height';
  readonly pattern: PlpSolution;
}

export interface ContainerFill {
  readonly mode: 'floor' | 'pallets';
  readonly units: number;
  readonly floor: FloorLoad | null;
  readonly palletised: PalletLoad | null;
}

export interface CostPerUnit {
  readonly board: number;
  readonly handling: number;
  readonly palletFreight: number;
  readonly containerFreight: number;
  readonly total: number;
}

export interface CaseCandidate {
  readonly design: CaseDesign;
  readonly pallet: PalletFill | null;
  readonly container: ContainerFill | null;
  readonly cost: CostPerUnit | null;
}

export interface CaseSearchCounts {
  readonly quantities: readonly number[];
  readonly factorisations: number;
  readonly distinctOuterDims: number;
  readonly evaluated: number;
  readonly rejected: {
    readonly maxDim: number;
    readonly maxWeight: number;
    readonly productLayers: number;
    readonly pallet: number;
    readonly container: number;
  };
  readonly truncatedAtOuterDims: boolean;
  readonly patternSearches: number;
  readonly patternsProvedOptimal: number;
  /** Pattern searches stopped by their work budget (valid, maybe not the densest). */
  readonly patternsStoppedByBudget: number;
  /** Work spent by all pattern searches. */
  readonly patternWork: number;
  /** Footprints not searched: a layer of them on that deck or floor could exceed MAX_CASES_PER_LAYER. */
  readonly patternsOverLayerCap: number;
  readonly stoppedBy: 'complete' | 'time-cap';
}

export interface CaseDesignResult {
  readonly candidates: readonly CaseCandidate[];
  readonly searched: CaseSearchCounts;
}
