/**
 * Maps a validated box-catalog body (cm-kg or in-lb) to the core model (0.1 mm, g), once,
 * through the units module (SKU sides round up to the grid, box interiors down), and builds the canonical hash input from the mapped numbers, so a
 * request in in-lb and its exact cm-kg twin plan and hash alike. The route has already checked
 * the cross-field rules (limits.ts): known and unique SKUs, box ids, billing.unit against units.
 */
import type { BoxConstruction, BoxSpec, CatalogProblem } from '../../core/engines/box-catalog/index.js';
import { LENGTH_PER_CM, MASS_PER_KG } from '../../core/model/units.js';
import { BOX_CATALOG_LIMITS, type BoxCatalogBody } from '../schemas/box-catalog.js';
import type { FieldProblem } from '../errors.js';
import { spaceTooSmall } from '../grid-minimum.js';
import { TaskInputError } from '../tasks/task.js';
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

export interface MappedCatalog {
  readonly units: UnitSystem;
  readonly problem: CatalogProblem;
  readonly searchBudget: number;
  /** The caller's order ids (null where none was sent). */
  readonly orderIds: readonly (string | null)[];
}

const invalid = (field: string, message: string) => new TaskInputError(400, 'validation_failed', message, field);
/** 1 litre = 1,000 cm³ in core length units cubed. */
const VOLUME_PER_LITRE = 1000 * LENGTH_PER_CM ** 3;

/** A SKU side (up to the grid) or a box's interior side (down), refused when zero on the grid. */
function length(value: number, units: UnitSystem, field: string, kind: 'space' | 'item'): number {
  const v = kind === 'space' ? spaceLength(value, units) : itemLength(value, units);
  if (!(v > 0)) throw invalid(field, spaceTooSmall(value, units, field)?.message ?? `${field} must be positive`);
  return v;
}

/**
 * Box construction defaults in core units, the same in both unit systems: 0.4 cm wall
 * (0.157 in; single-wall corrugated), no clearance, 1 cm (0.394 in) around fragile orders,
 * 600 g/m² board for estimated tares (as case design's board).
 */
export const BOX_CONSTRUCTION_DEFAULTS: BoxConstruction = {
  wall: 40,
  clearance: 0,
  fragileClearance: 100,
  boardGramsPerM2: 600,
};

function construction(body: BoxCatalogBody): BoxConstruction {
  const c = body.boxConstruction ?? {};
  const u = body.units;
  const d = BOX_CONSTRUCTION_DEFAULTS;
  const clearance = c.clearance === undefined ? d.clearance : itemLength(c.clearance, u);
  return {
    wall: c.wallThickness === undefined ? d.wall : itemLength(c.wallThickness, u),
    clearance,
    fragileClearance:
      c.fragileClearance === undefined ? Math.max(d.fragileClearance, clearance) : itemLength(c.fragileClearance, u),
    boardGramsPerM2: c.boardGramsPerM2 ?? d.boardGramsPerM2,
  };
}

type BoxBody = NonNullable<BoxCatalogBody['candidateBoxes']>[number];

const boxWall = (b: BoxBody, units: UnitSystem, c: BoxConstruction) =>
  b.wallThickness === undefined ? c.wall : itemLength(b.wallThickness, units);

/**
 * A box that describes no real box: a wall thicker than half its least inner side, or a
 * clearance that leaves no room inside. Every such problem of the request is listed with the
 * cross-field rules (limits.ts, catalogBoxProblems); the mapper refuses the first again for
 * any caller that maps without them.
 */
function boxRoomProblems(b: BoxBody, units: UnitSystem, at: string, c: BoxConstruction): FieldProblem[] {
  const least = Math.min(spaceLength(b.l, units), spaceLength(b.w, units), spaceLength(b.h, units));
  const wall = boxWall(b, units, c);
  const found: FieldProblem[] = [];
  if (2 * wall > least)
    found.push({
      field: b.wallThickness === undefined ? 'boxConstruction.wallThickness' : `${at}.wallThickness`,
      message: `the wall (${exactCm(wall)} cm) is thicker than half of box ${b.id}'s least inner side`,
    });
  if (2 * c.clearance >= least)
    found.push({ field: 'boxConstruction.clearance', message: `2 × clearance leaves no room inside box ${b.id}` });
  return found;
}

/** Every box of the request (currentBoxes, then candidateBoxes) that leaves no room, in body order. */
export function catalogBoxProblems(body: BoxCatalogBody): FieldProblem[] {
  const c = construction(body);
  const pool = (boxes: BoxBody[] | undefined, at: string) =>
    (boxes ?? []).flatMap((b, i) => boxRoomProblems(b, body.units, `${at}[${i}]`, c));
  return [...pool(body.currentBoxes, 'currentBoxes'), ...pool(body.candidateBoxes, 'candidateBoxes')];
}

function box(b: BoxBody, units: UnitSystem, at: string, c: BoxConstruction): BoxSpec {
  const out = {
    id: b.id,
    l: length(b.l, units, `${at}.l`, 'space'),
    w: length(b.w, units, `${at}.w`, 'space'),
    h: length(b.h, units, `${at}.h`, 'space'),
    maxWeight: b.maxWeight === undefined ? null : massIn(b.maxWeight, units),
    cost: b.cost ?? null,
    generated: false,
    wall: boxWall(b, units, c),
    tare: b.tareWeight === undefined ? null : massIn(b.tareWeight, units),
  };
  const [noRoom] = boxRoomProblems(b, units, at, c);
  if (noRoom) throw invalid(noRoom.field, noRoom.message);
  return out;
}

/**
 * A per-gram factor rounded once through its per-kg value (9 significant digits), so an in-lb
 * divisor or rate and its exact metric twin become the same number, plan and hash.
 */
const perKg = (perGram: number) => Number((perGram * MASS_PER_KG).toPrecision(9)) / MASS_PER_KG;

/** Grams per billed unit and length units per request length unit. */
const gramsPerUnit = (units: UnitSystem) => (units === 'cm-kg' ? MASS_PER_KG : KG_PER_POUND * MASS_PER_KG);
const lengthPerUnit = (units: UnitSystem) => (units === 'cm-kg' ? LENGTH_PER_CM : CM_PER_INCH * LENGTH_PER_CM);

export function mapCatalogRequest(body: BoxCatalogBody): MappedCatalog {
  const units = body.units;
  const skuIndex = new Map(body.skus.map((s, i) => [s.sku, i]));
  const skus = body.skus.map((s, i) => ({
    sku: s.sku,
    l: length(s.l, units, `skus[${i}].l`, 'item'),
    w: length(s.w, units, `skus[${i}].w`, 'item'),
    h: length(s.h, units, `skus[${i}].h`, 'item'),
    weight: massIn(s.weight, units),
    keepUpright: s.keepUpright === true,
    fragile: s.fragile === true,
  }));
  const orders = body.orders.map((o, i) => ({
    orderId: o.orderId ?? null,
    count: o.count ?? 1,
    lines: o.lines.map((l, j) => {
      const sku = skuIndex.get(l.sku);
      if (sku === undefined) throw invalid(`orders[${i}].lines[${j}].sku`, `sku "${l.sku}" is not in skus`);
      return { sku, qty: l.qty };
    }),
  }));
  const b = body.billing;
  const built = construction(body);
  const problem: CatalogProblem = {
    skus,
    orders,
    candidateBoxes: (body.candidateBoxes ?? []).map((c, i) => box(c, units, `candidateBoxes[${i}]`, built)),
    currentBoxes:
      body.currentBoxes && body.currentBoxes.length > 0
        ? body.currentBoxes.map((c, i) => box(c, units, `currentBoxes[${i}]`, built))
        : null,
    catalogSize: body.catalogSize,
    billing: {
      volumePerGram: perKg((b.dimDivisor * lengthPerUnit(units) ** 3) / gramsPerUnit(units)),
      minBillable: massIn(b.minBillableWeight ?? 0, units),
      ratePerGram: b.ratePerKgOrLb === undefined ? null : perKg(b.ratePerKgOrLb / gramsPerUnit(units)),
      voidFillPerVolume:
        b.ratePerKgOrLb === undefined || body.voidFillCostPerLitre === undefined
          ? null
          : body.voidFillCostPerLitre / VOLUME_PER_LITRE,
    },
    coverageFirst: body.coverageFirst ?? true,
    construction: built,
  };
  return {
    units,
    problem,
    searchBudget: body.searchBudget ?? BOX_CATALOG_LIMITS.defaultSearchBudget,
    orderIds: orders.map((o) => o.orderId),
  };
}

const exactBox = (b: BoxSpec) => ({
  id: b.id,
  l: exactCm(b.l),
  w: exactCm(b.w),
  h: exactCm(b.h),
  maxWeight: b.maxWeight === null ? null : exactKg(b.maxWeight),
  cost: b.cost,
  wall: b.wall === undefined ? null : exactCm(b.wall),
  tare: b.tare === undefined || b.tare === null ? null : exactKg(b.tare),
});

/** The canonical planning input in exact cm / kg (per-kg money), defaults filled in. */
export function catalogHashInput(m: MappedCatalog): Record<string, unknown> {
  const p = m.problem;
  return {
    skus: p.skus.map((s) => ({
      sku: s.sku,
      l: exactCm(s.l),
      w: exactCm(s.w),
      h: exactCm(s.h),
      weight: exactKg(s.weight),
      keepUpright: s.keepUpright,
      fragile: s.fragile,
    })),
    orders: p.orders.map((o) => ({
      orderId: o.orderId,
      count: o.count,
      lines: o.lines.map((l) => ({ sku: p.skus[l.sku].sku, qty: l.qty })),
    })),
    candidateBoxes: p.candidateBoxes.map(exactBox),
    currentBoxes: p.currentBoxes === null ? null : p.currentBoxes.map(exactBox),
    catalogSize: p.catalogSize,
    billing: {
      cm3PerKg: (p.billing.volumePerGram * MASS_PER_KG) / LENGTH_PER_CM ** 3,
      minBillableKg: exactKg(p.billing.minBillable),
      ratePerKg: p.billing.ratePerGram === null ? null : p.billing.ratePerGram * MASS_PER_KG,
      voidFillPerLitre: p.billing.voidFillPerVolume === null ? null : p.billing.voidFillPerVolume * VOLUME_PER_LITRE,
    },
    searchBudget: m.searchBudget,
    coverageFirst: p.coverageFirst,
    construction: p.construction && {
      wall: exactCm(p.construction.wall),
      clearance: exactCm(p.construction.clearance),
      fragileClearance: exactCm(p.construction.fragileClearance),
      boardGramsPerM2: p.construction.boardGramsPerM2,
    },
  };
}
