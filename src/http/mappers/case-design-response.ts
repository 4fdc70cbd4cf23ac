/**
 * The case-design response from the engine's result, in the request's units (and both
 * systems where SPEC.md asks: caseOuter per axis in cm and in, caseWeight in kg and lb).
 * Field meanings: docs/api/case-design.md; schema: schemas/case-design-response.ts.
 */
import { candidateChecks, noCandidateChecks, type CaseCheck } from '../../core/engines/case-design/case-checks.js';
import {
  CASE_SEARCH,
  MAX_CASES_PER_LAYER,
  type CaseCandidate,
  type CaseDesignResult,
  type ContainerFill,
  type CostPerUnit,
  type PalletFill,
} from '../../core/engines/case-design/index.js';
import type { PlpSolution } from '../../core/engines/pallet-loading/plp/recursive-partition.js';
import { ENGINE_VERSION } from '../../core/version.js';
import { CASE_DESIGN_LIMITS } from '../schemas/case-design.js';
import { dualLength, dualMass, lengthOut, massOut, roundTo, type UnitSystem } from '../units.js';
import type { MappedCaseDesign } from './case-design-request.js';
import { unitOf, valueOut } from './quote-units.js';

export const CHECK_SEMANTICS = {
  pass: 'evaluated against the limit you sent and within it (equal counts as within)',
  fail: 'evaluated and over the limit you sent',
  warn: 'evaluated; within the limit but worth a look (not used by this endpoint today)',
  not_evaluated: 'not evaluated: `field` names the input to add; never a pass',
  scope:
    'screens of the numbers sent; not edge-crush or box-compression certification, not a proof that no better case exists',
} as const;

const CASE_NOTES = [
  'Best cases found within the search bounds (searched, limits); not an optimality proof over all case designs.',
  'Cases stay upright in transit and are stacked in columns (every layer repeats one pattern); pallets carry full layers only.',
  'Board mass is an estimate: RSC (FEFCO 0201) blank (2L + 2W + 2 in) × (W + H) on the inner dimensions × 0.6 kg/m².',
  'Not edge-crush or box-compression certification: CASE_COMPRESSION is an indicative McKee screen (BCT from ECT and caliper, derated for humidity, time and stacking) against the load on the bottom case, when caseConstraints.board is sent.',
  'Same inputHash and engineVersion give the same result; the unit system does not enter the hash.',
];

const len = (x: number, s: UnitSystem) => lengthOut(x, s);
const mass = (g: number, s: UnitSystem) => massOut(g, s);
const money = (x: number) => roundTo(x, 4);
const pct = (x: number) => roundTo(100 * x, 2);

function checkOut(c: CaseCheck, s: UnitSystem) {
  const out: Record<string, unknown> = {
    code: c.code,
    status: c.status,
    observed: c.observed === null ? null : valueOut(c.observed, c.quantity, s),
    limit: c.limit === null ? null : valueOut(c.limit, c.quantity, s),
    unit: unitOf(c.quantity, s),
    assumption: c.assumption,
  };
  if (c.field !== undefined) out.field = c.field;
  if (c.detail !== undefined) out.detail = c.detail;
  return out;
}

function patternOut(p: PlpSolution, s: UnitSystem) {
  return {
    method: p.method,
    provedOptimal: p.provedOptimal,
    upperBound: p.upperBound,
    stoppedBy: p.stoppedBy,
    rects: p.rects.map((r) => ({ x: len(r.u, s), z: len(r.v, s), l: len(r.du, s), w: len(r.dv, s) })),
  };
}

function palletOut(f: PalletFill, s: UnitSystem) {
  return {
    casesPerLayer: f.casesPerLayer,
    layers: f.layers,
    cases: f.cases,
    units: f.units,
    loadedHeight: len(f.loadedHeight, s),
    cargoWeight: mass(f.cargoWeight, s),
    grossWeight: mass(f.cargoWeight + CASE_SEARCH.palletTare, s),
    fillPct: pct(f.fill),
    limitedBy: f.limitedBy,
    deck: { l: len(f.deck.l, s), w: len(f.deck.w, s) },
    layerPattern: patternOut(f.pattern, s),
  };
}

function containerOut(f: ContainerFill, s: UnitSystem) {
  const fl = f.floor;
  const pl = f.palletised;
  return {
    mode: f.mode,
    units: f.units,
    ...(f.mode === 'floor' ? { cases: fl!.cases } : { pallets: pl!.pallets }),
    floorLoaded: fl && {
      casesPerLayer: fl.casesPerLayer,
      layers: fl.layers,
      cases: fl.cases,
      units: fl.units,
      cargoWeight: mass(fl.cargoWeight, s),
      limitedBy: fl.limitedBy,
      floorPattern: patternOut(fl.pattern, s),
    },
    palletised: pl && {
      pallets: pl.pallets,
      palletsPerTier: pl.perTier,
      tiers: pl.tiers,
      layersPerPallet: pl.layersPerPallet,
      casesPerPallet: pl.casesPerPallet,
      units: pl.units,
      loadedHeight: len(pl.loadedHeight, s),
      grossPerPallet: mass(pl.grossPerPallet, s),
      cargoWeight: mass(pl.cargoWeight, s),
      limitedBy: pl.limitedBy,
      floorPattern: patternOut(pl.pattern, s),
    },
  };
}

function costOut(c: CostPerUnit, currency: string | null) {
  return {
    currency,
    total: money(c.total),
    board: money(c.board),
    handling: money(c.handling),
    palletFreight: money(c.palletFreight),
    containerFreight: money(c.containerFreight),
  };
}

function stanceOf(c: CaseCandidate, m: MappedCaseDesign): 'upright' | 'on-side' | 'on-end' {
  const p = m.problem.product;
  const dy = c.design.stance.dy;
  return dy === p.h ? 'upright' : dy === p.w ? 'on-side' : 'on-end';
}

function assumptions(m: MappedCaseDesign): string[] {
  const q = m.problem;
  const s = m.units;
  const u = s === 'cm-kg' ? 'cm' : 'in';
  const out = [
    `board ${len(q.board, s)} ${u} per side, headspace ${len(q.headspace, s)} ${u} above the products`,
    `product stances searched: ${q.orientations === 'upright' ? 'upright only (h vertical)' : 'all six'}`,
    q.maxProductLayers
      ? `at most ${q.maxProductLayers} product layer(s) per case`
      : 'product layers per case not limited (send caseConstraints.maxProductLayers or product.stackable: false)',
    'case upright in transit; column stacks; the case may turn 90° on the pallet and the container floor',
  ];
  if (q.dividers)
    out.push(
      `dividers ${len(q.dividers.thickness, s)} ${u} thick between neighbouring products and between layers, ${q.dividers.gramsPerM2} g/m²`,
    );
  if (q.compression)
    out.push(
      `compression screen: ${q.compression.grade.flute} board, ${q.compression.humidityPct} % RH, ${q.compression.storageDays} days, ${q.compression.stacking} stacking, safety factor ${q.compression.safetyFactor}`,
    );
  if (q.container)
    out.push(
      `palletised container loads: at most ${CASE_SEARCH.maxTiers} tiers, ${CASE_SEARCH.palletTare / 1000} kg tare per pallet`,
    );
  if (m.hasCosts)
    out.push(
      'missing costs count as zero; pallet freight is per pallet of this build, container freight per container of the chosen mode',
    );
  return out;
}

function candidateOut(c: CaseCandidate, rank: number, m: MappedCaseDesign) {
  const s = m.units;
  const d = c.design;
  const out: Record<string, unknown> = {
    rank,
    unitsPerCase: d.unitsPerCase,
    arrangement: {
      alongLength: d.counts.alongLength,
      alongWidth: d.counts.alongWidth,
      layers: d.counts.layers,
      productStance: stanceOf(c, m),
      productExtents: { l: len(d.stance.dx, s), w: len(d.stance.dz, s), h: len(d.stance.dy, s) },
    },
    caseInner: { l: len(d.inner.l, s), w: len(d.inner.w, s), h: len(d.inner.h, s) },
    caseOuter: { l: dualLength(d.outer.l), w: dualLength(d.outer.w), h: dualLength(d.outer.h) },
    caseWeight: dualMass(d.weight),
    board: { areaM2: roundTo(d.blankArea / 1e8, 4), weight: dualMass(d.boardWeight) },
    ...(m.problem.dividers
      ? {
          dividers: {
            thickness: dualLength(m.problem.dividers.thickness),
            areaM2: roundTo(d.dividerArea / 1e8, 4),
            weight: dualMass(d.dividerWeight),
          },
        }
      : {}),
    pallet: c.pallet && palletOut(c.pallet, s),
    container: c.container && containerOut(c.container, s),
  };
  if (c.cost) out.costPerUnit = costOut(c.cost, m.currency);
  out.checks = candidateChecks(c, m.problem).map((k) => checkOut(k, s));
  out.assumptions = assumptions(m);
  return out;
}

export function buildCaseDesignResponse(
  m: MappedCaseDesign,
  result: CaseDesignResult,
  inputHash: string,
): Record<string, unknown> {
  const s = m.units;
  const candidates = result.candidates.map((c, i) => candidateOut(c, i + 1, m));
  const found = candidates.length > 0;
  const notes =
    result.searched.stoppedBy === 'time-cap'
      ? [
          ...CASE_NOTES,
          'The search hit the service time cap: patterns are valid but may differ from a rerun of the same input.',
        ]
      : CASE_NOTES;
  return {
    outcome: found ? 'found' : 'none_within_search',
    units: s,
    product: { label: m.label },
    candidates,
    checks: found ? candidates[0].checks : noCandidateChecks().map((k) => checkOut(k, s)),
    CHECK_SEMANTICS,
    searched: result.searched,
    limits: {
      quantities: CASE_SEARCH.maxQuantities,
      outerDims: CASE_SEARCH.maxOuterDims,
      casesPerLayerPattern: MAX_CASES_PER_LAYER,
      manualHandlingGuide: dualMass(CASE_SEARCH.handlingGuide),
      unitsPerCase: CASE_DESIGN_LIMITS.unitsPerCase,
      candidates: CASE_DESIGN_LIMITS.candidates,
      tiers: CASE_SEARCH.maxTiers,
      palletTare: dualMass(CASE_SEARCH.palletTare),
    },
    notes,
    engineVersion: ENGINE_VERSION,
    inputHash,
  };
}
