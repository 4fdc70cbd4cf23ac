/**
 * The checks of an order quote, per pallet and for the whole order, in core units.
 * A limit the caller did not send is `not_evaluated` and names the field to add; it is
 * never a silent pass. Comparisons are on exact integers (0.1 mm, g), so a value equal to
 * its limit passes.
 */
import type { PalletMeasures } from './quote-pallet.js';

export type CheckStatus = 'pass' | 'fail' | 'warn' | 'not_evaluated';

/** What observed and limit measure: the HTTP layer converts lengths and masses to the request units. */
export type Quantity = 'length' | 'mass' | 'count';

export type QuoteCheckCode =
  | 'PLACEMENT_COMPLETE'
  | 'PLACEMENT_VALID'
  | 'PALLET_HEIGHT'
  | 'PALLET_PAYLOAD'
  | 'LOADED_HEIGHT'
  | 'GROSS_WEIGHT'
  | 'STACK_LIMITS_PROVIDED'
  | 'HEAVY_OVER_LIGHT';

export interface QuoteCheck {
  readonly code: QuoteCheckCode;
  readonly status: CheckStatus;
  readonly observed: number | null;
  readonly limit: number | null;
  readonly quantity: Quantity;
  readonly assumption: string;
  /** Request field(s) to add when not_evaluated, comma-separated JSON paths. */
  readonly field?: string;
}

/** The caller's limits and the per-SKU stacking limits, core units. */
export interface QuoteCheckInput {
  readonly palletMaxHeight: number;
  readonly palletMaxWeight: number;
  readonly maxLoadedHeight: number | null;
  readonly maxGrossWeight: number | null;
  /** maxStack per item index (null = not given). */
  readonly maxStack: readonly (number | null)[];
}

const atMost = (observed: number, limit: number) => (observed <= limit ? 'pass' : 'fail');

function limitCheck(code: QuoteCheckCode, observed: number, limit: number | null, quantity: Quantity, field: string, assumption: string): QuoteCheck {
  if (limit === null) {
    return { code, status: 'not_evaluated', observed, limit: null, quantity, field, assumption: `${field} was not sent; ${assumption}` };
  }
  return { code, status: atMost(observed, limit), observed, limit, quantity, assumption };
}

function stackLimitsCheck(m: PalletMeasures, input: QuoteCheckInput): QuoteCheck {
  const onPallet = m.countByItem.flatMap((n, i) => (n > 0 ? [i] : []));
  const missing = onPallet.filter((i) => input.maxStack[i] === null);
  const observed = onPallet.length - missing.length;
  const broken = m.violations.some((v) => v.code === 'STACK_LIMIT');
  if (missing.length > 0) {
    return {
      code: 'STACK_LIMITS_PROVIDED',
      status: 'not_evaluated',
      observed,
      limit: onPallet.length,
      quantity: 'count',
      field: missing.map((i) => `items[${i}].maxStack`).join(', '),
      assumption: 'carton strength is not checked for SKUs without maxStack; observed = SKUs on this pallet with a stacking limit, limit = SKUs on this pallet',
    };
  }
  return {
    code: 'STACK_LIMITS_PROVIDED',
    status: broken ? 'fail' : 'pass',
    observed,
    limit: onPallet.length,
    quantity: 'count',
    assumption: 'every SKU on this pallet has maxStack; the load on each carton (its share of everything above it, by contact area) stays within it',
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
      assumption: 'independent plan checker: every carton on the deck footprint, no overlaps, full base support, allowed orientation; a screen, not a transport-stability certificate',
    },
    {
      code: 'PALLET_HEIGHT',
      status: atMost(m.outerHeight, input.palletMaxHeight),
      observed: m.outerHeight,
      limit: input.palletMaxHeight,
      quantity: 'length',
      assumption: 'outer height = pallet.baseHeight + cargo height + packagingAllowance.height, against pallet.maxHeight',
    },
    {
      code: 'PALLET_PAYLOAD',
      status: atMost(m.cargoWeight, input.palletMaxWeight),
      observed: m.cargoWeight,
      limit: input.palletMaxWeight,
      quantity: 'mass',
      assumption: 'cargo weight only (cartons), against pallet.maxWeight; tare and packaging excluded',
    },
    limitCheck('LOADED_HEIGHT', m.outerHeight, input.maxLoadedHeight, 'length', 'limits.maxLoadedHeight',
      'outer height = pallet.baseHeight + cargo height + packagingAllowance.height; the pallet stands alone (not double-stacked)'),
    limitCheck('GROSS_WEIGHT', m.grossWeight, input.maxGrossWeight, 'mass', 'limits.maxGrossWeight',
      'gross weight = cargo + pallet.tareWeight + packagingAllowance.weight, with carton weights as sent'),
    stackLimitsCheck(m, input),
    {
      code: 'HEAVY_OVER_LIGHT',
      status: m.heavyOverLight === 0 ? 'pass' : 'warn',
      observed: m.heavyOverLight,
      limit: 0,
      quantity: 'count',
      assumption: 'observed = contacts where a carton rests on a strictly lighter carton (weights as sent); a warning, since stacking limits govern crushing',
    },
  ];
}

/** The order-level check: every carton ordered is on some pallet. */
export function placementComplete(placed: number, ordered: number, maxPallets: number): QuoteCheck {
  return {
    code: 'PLACEMENT_COMPLETE',
    status: placed === ordered ? 'pass' : 'fail',
    observed: placed,
    limit: ordered,
    quantity: 'count',
    assumption: `observed = cartons placed, limit = cartons ordered, within maxPallets = ${maxPallets}; a partial result is never a quote for the whole shipment`,
  };
}
