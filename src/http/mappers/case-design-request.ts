/**
 * POST /api/case-design request → the core's CaseDesignProblem (0.1 mm, g), with defaults
 * filled in (what takes room rounds up to the grid: product, board, headspace, pallet base;
 * spaces and maxima round down: pallet deck, maxHeight, maxDim, overhang, container), and the canonical input of its inputHash (exact cm/kg, so the unit system and
 * key order never change the hash; an omitted field hashes like its default).
 */
import { CASE_SEARCH, type CaseDesignProblem, type ContainerSpec } from '../../core/engines/case-design/index.js';
import { CONTAINER_PRESETS } from '../presets.js';
import type { CaseDesignBody } from '../schemas/case-design.js';
import { CASE_DESIGN_LIMITS } from '../schemas/case-design.js';
import { exactCm, exactKg, itemLength, massIn, spaceLength, type UnitSystem } from '../units.js';

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
    board: cc.boardThickness === undefined ? CASE_SEARCH.defaultBoard : len(cc.boardThickness),
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
  };
}
