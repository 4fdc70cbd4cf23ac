/**
 * The checks of an order quote, per pallet and for the whole order, in core units.
 * A limit the caller did not send is `not_evaluated` and names the field to add; it is
 * never a silent pass. Comparisons are on exact integers (0.1 mm, g), so a value equal to
 * its limit passes.
 */
import { HEAVY_RATIO } from '../rules/stacking.js';
import { COG_OFFSET_ASSUMPTION } from './pallet-report.js';
import { COG_FAIL_PCT, cogOffsetStatus } from '../objectives/pallet-thresholds.js';
import type { PalletMeasures } from './quote-pallet.js';
import { placementVerdict } from '../rules/placement-complete.js';
import { LIQUID_LOW_ASSUMPTION, SLENDER_STACK_ASSUMPTION, type StackVerdict } from './pallet-checks-stacks.js';

export type CheckStatus = 'pass' | 'fail' | 'warn' | 'not_evaluated';

/** What observed and limit measure: the HTTP layer converts lengths and masses to the request units. */
export type Quantity = 'length' | 'mass' | 'count' | 'ratio' | 'percent';

export type QuoteCheckCode =
  | 'PLACEMENT_COMPLETE'
  | 'PLACEMENT_VALID'
  | 'PALLET_HEIGHT'
  | 'PALLET_PAYLOAD'
  | 'LOADED_HEIGHT'
  | 'GROSS_WEIGHT'
  | 'STACK_LIMITS_PROVIDED'
  | 'HEAVY_OVER_LIGHT'
  | 'COG_OFFSET'
  | 'LIQUID_LOW'
  | 'SLENDER_STACK';

/** A check whose observed and limit are one quantity in core units (quote family, case design). */
export interface QuantityCheck<Code extends string> {
  readonly code: Code;
  readonly status: CheckStatus;
  readonly observed: number | null;
  readonly limit: number | null;
  readonly quantity: Quantity;
  readonly assumption: string;
  /** Request field(s) to add when not_evaluated, comma-separated JSON paths. */
  readonly field?: string;
  /** A short plain-language finding, when there is more to say than observed and limit. */
  readonly detail?: string;
}

export type QuoteCheck = QuantityCheck<QuoteCheckCode>;

/** The caller's limits and the per-SKU stacking limits, core units. */
export interface QuoteCheckInput {
  readonly palletMaxHeight: number;
  readonly palletMaxWeight: number;
  readonly maxLoadedHeight: number | null;
  readonly maxGrossWeight: number | null;
  /** A stricter COG_OFFSET failing limit from the request, % (null: COG_FAIL_PCT). */
  readonly maxCogOffsetPct?: number | null;
  /** maxStack per item index (null = not given). */
  readonly maxStack: readonly (number | null)[];
}

const atMost = (observed: number, limit: number) => (observed <= limit ? 'pass' : 'fail');

function limitCheck(
  code: QuoteCheckCode,
  observed: number,
  limit: number | null,
  quantity: Quantity,
  field: string,
  assumption: string,
): QuoteCheck {
  if (limit === null) {
    return {
      code,
      status: 'not_evaluated',
      observed,
      limit: null,
      quantity,
      field,
      assumption: `${field} was not sent; ${assumption}`,
    };
  }
  return { code, status: atMost(observed, limit), observed, limit, quantity, assumption };
}

function stackLimitsCheck(m: PalletMeasures, input: QuoteCheckInput): QuoteCheck {
  const base = {
    code: 'STACK_LIMITS_PROVIDED' as const,
    limit: 0,
    quantity: 'count' as const,
    assumption:
      'every carton that carries another needs maxStack (mass allowed on top); load = mass above shared by contact area over each upper base, as the plan checker computes it; observed = cartons loaded beyond their maxStack; carton compression strength is not modelled',
  };
  if (m.overloaded > 0)
    return {
      ...base,
      status: 'fail',
      observed: m.overloaded,
      detail: `${m.overloaded} carton(s) carry more than their maxStack`,
    };
  const missing = m.loadBearingItems.filter((i) => input.maxStack[i] === null);
  if (missing.length > 0) {
    return {
      ...base,
      status: 'not_evaluated',
      observed: null,
      field: missing.map((i) => `items[${i}].maxStack`).join(', '),
      detail: `${missing.length} load-bearing SKU(s) without maxStack`,
    };
  }
  // SPEC: a check with nothing to judge is never a pass.
  if (m.loadBearingItems.length === 0)
    return { ...base, status: 'not_evaluated', observed: null, detail: NOTHING_STACKED_QUOTE };
  return {
    ...base,
    status: 'pass',
    observed: 0,
    detail: `highest load ${Math.round(10 * m.worstLoadPct) / 10} % of its maxStack`,
  };
}

/** The detail of a stacking check with nothing to judge (one layer). */
const NOTHING_STACKED_QUOTE = 'no carton rests on another: nothing to judge';

function heavyOverLightCheck(m: PalletMeasures): QuoteCheck {
  const observed = Math.round(100 * m.heavyRatio) / 100;
  if (m.loadBearingItems.length === 0)
    return {
      code: 'HEAVY_OVER_LIGHT',
      status: 'not_evaluated',
      observed: null,
      limit: HEAVY_RATIO,
      quantity: 'ratio',
      assumption: `heaviest cartons belong at the bottom: warns when a carton rests on one weighing less than 1/${HEAVY_RATIO} of it; a practice rule, not a strength calculation`,
      detail: NOTHING_STACKED_QUOTE,
    };
  return {
    code: 'HEAVY_OVER_LIGHT',
    status: m.heavyOverLight > 0 ? 'warn' : 'pass',
    observed,
    limit: HEAVY_RATIO,
    quantity: 'ratio',
    assumption: `heaviest cartons belong at the bottom: warns when a carton rests on one weighing less than 1/${HEAVY_RATIO} of it; observed = largest upper/lower mass ratio; a practice rule, not a strength calculation`,
    ...(m.heavyOverLight > 0
      ? { detail: `${m.heavyOverLight} contact(s) with a carton at least ${HEAVY_RATIO}× heavier on top` }
      : {}),
  };
}

/** The pallet reports' COG_OFFSET: observed = the larger of the two offsets, %; limit COG_FAIL_PCT or the request's stricter one. */
function cogOffsetCheck(m: PalletMeasures, stricter: number | null): QuoteCheck {
  const limit = stricter === null ? COG_FAIL_PCT : Math.min(COG_FAIL_PCT, stricter);
  const base = {
    code: 'COG_OFFSET' as const,
    limit,
    quantity: 'percent' as const,
    assumption: `${COG_OFFSET_ASSUMPTION} observed = the larger of the two offsets.${limit < COG_FAIL_PCT ? ` The request set limits.maxCogOffsetPct = ${limit}: fail beyond it.` : ''}`,
  };
  if (!m.cogOffsetPct)
    return {
      ...base,
      status: 'not_evaluated',
      observed: null,
      field: 'items',
      detail: 'nothing placed on this pallet',
    };
  const { x, z } = m.cogOffsetPct;
  const observed = Math.max(Math.abs(x), Math.abs(z));
  return {
    ...base,
    status: cogOffsetStatus(observed, limit),
    observed,
    detail: `offsetXPct ${x}, offsetZPct ${z}`,
  };
}

/** LIQUID_LOW or SLENDER_STACK in the quote's shape: a count against 0; not_evaluated says why. */
function stackCheck(
  code: 'LIQUID_LOW' | 'SLENDER_STACK',
  assumption: string,
  v: StackVerdict,
  cartons: number,
): QuoteCheck {
  const why =
    v.status !== 'not_evaluated'
      ? {}
      : cartons === 0
        ? { field: 'items', detail: 'nothing placed on this pallet' }
        : { detail: NOTHING_STACKED_QUOTE };
  return {
    code,
    status: v.status,
    observed: v.observed,
    limit: 0,
    quantity: 'count',
    assumption,
    ...why,
    ...(v.detail !== undefined ? { detail: v.detail } : {}),
  };
}

/** The checks of one pallet, in a fixed order. */
export function palletChecks(m: PalletMeasures, input: QuoteCheckInput): QuoteCheck[] {
  const geometric = m.violations.filter((v) => v.code !== 'STACK_LIMIT').length;
  return [
    {
      code: 'PLACEMENT_VALID',
      status: geometric === 0 ? 'pass' : 'fail',
      observed: geometric,
      limit: 0,
      quantity: 'count',
      assumption:
        'independent plan checker: every carton on the deck footprint, no overlaps, full base support, allowed orientation; a screen, not a transport-stability certificate',
    },
    {
      code: 'PALLET_HEIGHT',
      status: atMost(m.outerHeight, input.palletMaxHeight),
      observed: m.outerHeight,
      limit: input.palletMaxHeight,
      quantity: 'length',
      assumption:
        'outer height = pallet.baseHeight + cargo height + packagingAllowance.height, against pallet.maxHeight',
    },
    {
      code: 'PALLET_PAYLOAD',
      status: atMost(m.cargoWeight, input.palletMaxWeight),
      observed: m.cargoWeight,
      limit: input.palletMaxWeight,
      quantity: 'mass',
      assumption: 'cargo weight only (cartons), against pallet.maxWeight; tare and packaging excluded',
    },
    limitCheck(
      'LOADED_HEIGHT',
      m.outerHeight,
      input.maxLoadedHeight,
      'length',
      'limits.maxLoadedHeight',
      'outer height = pallet.baseHeight + cargo height + packagingAllowance.height; the pallet stands alone (not double-stacked)',
    ),
    limitCheck(
      'GROSS_WEIGHT',
      m.grossWeight,
      input.maxGrossWeight,
      'mass',
      'limits.maxGrossWeight',
      'gross weight = cargo + pallet.tareWeight + packagingAllowance.weight, with carton weights as sent',
    ),
    stackLimitsCheck(m, input),
    heavyOverLightCheck(m),
    cogOffsetCheck(m, input.maxCogOffsetPct ?? null),
    stackCheck('LIQUID_LOW', LIQUID_LOW_ASSUMPTION, m.liquidLow, m.cartonCount),
    stackCheck('SLENDER_STACK', SLENDER_STACK_ASSUMPTION, m.slender, m.cartonCount),
  ];
}

/** The order-level check: every carton ordered is on some pallet. */
export function placementComplete(placed: number, ordered: number, maxPallets: number): QuoteCheck {
  return {
    ...placementVerdict(placed, ordered),
    quantity: 'count',
    assumption: `observed = cartons placed, limit = cartons ordered, within maxPallets = ${maxPallets}; a partial result is never a quote for the whole shipment`,
  };
}
