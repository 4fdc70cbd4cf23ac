/**
 * POST /api/case-design request → the core's CaseDesignProblem (0.1 mm, g), with defaults
 * filled in (what takes room rounds up to the grid: product, board, headspace, pallet base;
 * spaces and maxima round down: pallet deck, maxHeight, maxDim, overhang, container), and the canonical input of its inputHash (exact cm/kg, so the unit system and
 * key order never change the hash; an omitted field hashes like its default).
 */
import {
  BOARD_GRADES,
  COMPRESSION_DEFAULTS,
  type BoardGrade,
  CASE_SEARCH,
  type CaseDesignProblem,
  type CompressionSpec,
  type ContainerSpec,
  type Dividers,
} from '../../core/engines/case-design/index.js';
import { TaskInputError } from '../tasks/task.js';
import { CONTAINER_PRESETS } from '../presets.js';
import type { CaseDesignBody } from '../schemas/case-design.js';
import { CASE_DESIGN_LIMITS } from '../schemas/case-design.js';
import {
  CM_PER_INCH,
  exactCm,
  exactKg,
  itemLength,
  KG_PER_POUND,
  massIn,
  spaceLength,
  type UnitSystem,
} from '../units.js';

/** Divider defaults, the same in both unit systems: 0.2 cm (0.079 in) chipboard at 450 g/m². */
export const DIVIDER_DEFAULTS: Dividers = { thickness: 20, gramsPerM2: 450 };

/** N/m per request ECT unit: kN/m, or lb/in (0.45359237 kg × 9.80665 m/s² per 0.0254 m). */
const ectNPerM = (x: number, u: UnitSystem) =>
  u === 'cm-kg' ? x * 1000 : Number(((x * KG_PER_POUND * 9.80665) / (CM_PER_INCH / 100)).toPrecision(9));

type CC = NonNullable<CaseDesignBody['caseConstraints']>;

/** The board grade: a flute's defaults, overridden by ect and caliper; both needed without a flute. */
function boardGrade(b: NonNullable<CC['board']>, u: UnitSystem): BoardGrade {
  const base = b.flute ? BOARD_GRADES[b.flute] : null;
  if (!base && (b.ect === undefined || b.caliper === undefined))
    throw new TaskInputError(
      400,
      'validation_failed',
      'caseConstraints.board needs a flute, or both ect and caliper',
      b.ect === undefined ? 'caseConstraints.board.ect' : 'caseConstraints.board.caliper',
    );
  return {
    flute: b.flute ?? 'custom',
    ectNPerM: b.ect === undefined ? base!.ectNPerM : ectNPerM(b.ect, u),
    caliper: b.caliper === undefined ? base!.caliper : itemLength(b.caliper, u),
  };
}

function compression(cc: CC, u: UnitSystem): CompressionSpec | null {
  if (!cc.board) return null;
  const e = cc.environment ?? {};
  const d = COMPRESSION_DEFAULTS;
  return {
    grade: boardGrade(cc.board, u),
    humidityPct: e.relativeHumidity ?? d.humidityPct,
    storageDays: e.storageDays ?? d.storageDays,
    stacking: e.stacking ?? d.stacking,
    safetyFactor: e.safetyFactor ?? d.safetyFactor,
  };
}

export interface MappedCaseDesign {
  readonly units: UnitSystem;
  readonly label: string | null;
  readonly problem: CaseDesignProblem;
  readonly currency: string | null;
  readonly hasCosts: boolean;
  readonly containerPreset: string | null;
}

function container(body: CaseDesignBody, u: UnitSystem): ContainerSpec | null {
  const c = body.container;
  if (!c) return null;
  if ('preset' in c) {
    const p = CONTAINER_PRESETS[c.preset];
    return {
      l: spaceLength(p.l, 'cm-kg'),
      w: spaceLength(p.w, 'cm-kg'),
      h: spaceLength(p.h, 'cm-kg'),
      payload: massIn(p.payload, 'cm-kg'),
    };
  }
  return { l: spaceLength(c.l, u), w: spaceLength(c.w, u), h: spaceLength(c.h, u), payload: massIn(c.maxWeight, u) };
}

export function mapCaseDesignRequest(body: CaseDesignBody): MappedCaseDesign {
  const u = body.units;
  const len = (x: number) => itemLength(x, u);
  const limit = (x: number) => spaceLength(x, u);
  const cc = body.caseConstraints ?? {};
  const upc = body.unitsPerCase;
  const p = body.pallet;
  const costs = body.costs;
  const squeeze = compression(cc, u);
  const layers = body.product.stackable === false ? 1 : null;
  const problem: CaseDesignProblem = {
    product: {
      l: len(body.product.l),
      w: len(body.product.w),
      h: len(body.product.h),
      weight: massIn(body.product.weight, u),
    },
    orientations: body.product.keepUpright || cc.allowedOrientations === 'upright' ? 'upright' : 'any',
    minUnits: typeof upc === 'number' ? upc : upc.min,
    maxUnits: typeof upc === 'number' ? upc : upc.max,
    board:
      cc.boardThickness !== undefined
        ? len(cc.boardThickness)
        : squeeze
          ? squeeze.grade.caliper
          : CASE_SEARCH.defaultBoard,
    headspace: cc.headspace === undefined ? CASE_SEARCH.defaultHeadspace : len(cc.headspace),
    maxCaseWeight: cc.maxWeight === undefined ? null : massIn(cc.maxWeight, u),
    maxDim: cc.maxDim === undefined ? null : limit(cc.maxDim),
    pallet: p
      ? {
          l: limit(p.l),
          w: limit(p.w),
          baseHeight: len(p.baseHeight),
          maxHeight: limit(p.maxHeight),
          maxWeight: massIn(p.maxWeight, u),
          overhang: limit(p.overhang ?? 0),
        }
      : null,
    container: container(body, u),
    costs: costs
      ? {
          boardCostPerM2: costs.boardCostPerM2 ?? 0,
          freightPerContainer: costs.freightPerContainer ?? 0,
          freightPerPallet: costs.freightPerPallet ?? 0,
          handlingPerCase: costs.handlingPerCase ?? 0,
        }
      : null,
    candidates: body.candidates ?? CASE_DESIGN_LIMITS.defaultCandidates,
    maxProductLayers:
      cc.maxProductLayers === undefined
        ? layers
        : layers === null
          ? cc.maxProductLayers
          : Math.min(1, cc.maxProductLayers),
    dividers: cc.dividers
      ? {
          thickness: cc.dividers.thickness === undefined ? DIVIDER_DEFAULTS.thickness : len(cc.dividers.thickness),
          gramsPerM2: cc.dividers.gramsPerM2 ?? DIVIDER_DEFAULTS.gramsPerM2,
        }
      : null,
    compression: squeeze,
  };
  const preset = body.container && 'preset' in body.container ? body.container.preset : null;
  return {
    units: u,
    label: body.product.label ?? null,
    problem,
    currency: costs?.currency ?? null,
    hasCosts: costs !== undefined,
    containerPreset: preset,
  };
}

const cm3 = (d: { l: number; w: number; h: number }) => ({ l: exactCm(d.l), w: exactCm(d.w), h: exactCm(d.h) });

/** The canonical planning input hashed into inputHash. */
export function caseDesignHashInput(m: MappedCaseDesign): Record<string, unknown> {
  const q = m.problem;
  return {
    product: { ...cm3(q.product), weight: exactKg(q.product.weight), label: m.label },
    orientations: q.orientations,
    unitsPerCase: { min: q.minUnits, max: q.maxUnits },
    board: exactCm(q.board),
    headspace: exactCm(q.headspace),
    maxCaseWeight: q.maxCaseWeight === null ? null : exactKg(q.maxCaseWeight),
    maxDim: q.maxDim === null ? null : exactCm(q.maxDim),
    pallet: q.pallet && {
      l: exactCm(q.pallet.l),
      w: exactCm(q.pallet.w),
      baseHeight: exactCm(q.pallet.baseHeight),
      maxHeight: exactCm(q.pallet.maxHeight),
      maxWeight: exactKg(q.pallet.maxWeight),
      overhang: exactCm(q.pallet.overhang),
    },
    container: q.container && {
      l: exactCm(q.container.l),
      w: exactCm(q.container.w),
      h: exactCm(q.container.h),
      payload: exactKg(q.container.payload),
      preset: m.containerPreset,
    },
    costs: q.costs && { ...q.costs, currency: m.currency },
    candidates: q.candidates,
    maxProductLayers: q.maxProductLayers ?? null,
    dividers: q.dividers ? { thickness: exactCm(q.dividers.thickness), gramsPerM2: q.dividers.gramsPerM2 } : null,
    compression: q.compression
      ? {
          ...q.compression,
          grade: { ...q.compression.grade, caliper: exactCm(q.compression.grade.caliper) },
        }
      : null,
  };
}
