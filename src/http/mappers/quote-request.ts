/**
 * Maps a validated order-quote body (cm-kg or in-lb) to core units (0.1 mm, g), once, through
 * the units module: cartons, the pallet base and the packaging height round up to the grid,
 * the deck, maxHeight and height limits down. Everything the plan and the checks use comes
 * from here, so a request in in-lb and its exact cm-kg equivalent become the same numbers and
 * hence the same plan.
 */
import type { ItemType } from '../../core/model/item.js';
import type { BuildChoice } from '../../core/engines/pallet-loading/build-choice.js';
import { palletItem, type PalletCarton } from '../../core/engines/pallet-loading/pallet-problem.js';
import type { Problem } from '../../core/model/problem.js';
import { QUOTE_LIMITS, type OrderQuoteBody } from '../schemas/order-quote.js';
import { itemRules } from './pallet-request.js';
import type { FieldProblem } from '../errors.js';
import { massTooSmall, spaceTooSmall } from '../grid-minimum.js';
import { TaskInputError } from '../tasks/task.js';
import type { RequestedSize } from '../requested-size.js';
import { itemLength, massIn, spaceLength, type UnitSystem } from '../units.js';

/** The quote-family request fields this mapper reads (schemas/order-quote.ts quoteFields). */
/** An order-quote body without `actuals` (quote family: order-quote, order-options, receiver-check): the schema's static type. */
export type QuoteRequestInput = Omit<OrderQuoteBody, 'actuals'>;

/** One SKU line in core units; `index` is its position in the request's items[]. */
export interface QuoteSku extends PalletCarton {
  readonly index: number;
  readonly sku: string;
  /** The label echoed in boxes: the request's label, else the SKU id. */
  readonly label: string;
  readonly maxStack: number | null;
  /** Its l, w, h in the request's unit as sent, echoed in the boxes. */
  readonly requested: RequestedSize;
}

/** A pallet in core units; maxWeight is cargo only, tare is separate. */
export interface QuotePalletSpec {
  readonly l: number;
  readonly w: number;
  readonly baseHeight: number;
  readonly maxHeight: number;
  readonly maxWeight: number;
  readonly tare: number;
}

export interface MappedQuote {
  readonly units: UnitSystem;
  readonly orderId: string | null;
  readonly pallet: QuotePalletSpec;
  readonly skus: readonly QuoteSku[];
  readonly packaging: { readonly height: number; readonly weight: number };
  readonly limits: {
    readonly maxLoadedHeight: number | null;
    readonly maxGrossWeight: number | null;
    /** COG_OFFSET's failing limit when the request sets one stricter than COG_FAIL_PCT, %. */
    readonly maxCogOffsetPct: number | null;
  };
  readonly maxPallets: number;
  /** A pinned build (order-options `packing`), or null for the engine's best of all builds. */
  readonly packing: BuildChoice | null;
  /**
   * One pallet's load space: the deck up to pallet.maxHeight less baseHeight and less the
   * packaging height, so the outer height (with top cap and wrap) never exceeds pallet.maxHeight.
   */
  readonly problem: Problem;
}

const invalid = (field: string, message: string) => new TaskInputError(400, 'validation_failed', message, field);

/** A deck side or maximum (down to the grid) or a carton side (up), refused if it is zero on the grid. */
function positiveLength(value: number, units: UnitSystem, field: string, kind: 'space' | 'item'): number {
  const v = kind === 'space' ? spaceLength(value, units) : itemLength(value, units);
  if (v < 1) throw invalid(field, spaceTooSmall(value, units, field)?.message ?? `${field} must be positive`);
  return v;
}

function positiveMass(value: number, units: UnitSystem, field: string): number {
  const v = massIn(value, units);
  if (v < 1) throw invalid(field, massTooSmall(value, units, field)?.message ?? `${field} must be positive`);
  return v;
}

/**
 * The room a pallet leaves for cargo on the grid (maxHeight down, base and packaging height up)
 * must be positive. Checked with the cross-field rules (limits.ts), so it is listed with them,
 * and again here for any caller that maps without them. Null when there is room.
 */
export function quoteRoomProblem(
  body: Pick<QuoteRequestInput, 'units' | 'pallet' | 'packagingAllowance'>,
): FieldProblem | null {
  const u = body.units;
  const packaging = body.packagingAllowance?.height ?? 0;
  const room = spaceLength(body.pallet.maxHeight, u) - itemLength(body.pallet.baseHeight, u) - itemLength(packaging, u);
  if (room > 0) return null;
  return packaging > 0
    ? {
        field: 'packagingAllowance.height',
        message: 'pallet.baseHeight plus packagingAllowance.height leaves no room under pallet.maxHeight',
      }
    : {
        field: 'pallet.maxHeight',
        message:
          'pallet.maxHeight leaves no room above pallet.baseHeight on the 0.1 mm grid (it rounds down, the base up)',
      };
}

/** A quoted SKU is a pallet carton: the same item type as pallet-estimate builds. */
export const quoteItemType = (s: QuoteSku, index: number): ItemType => palletItem(index, s);

export function mapQuoteRequest(body: QuoteRequestInput): MappedQuote {
  const u = body.units;
  const p = body.pallet;
  const pallet: QuotePalletSpec = {
    l: positiveLength(p.l, u, 'pallet.l', 'space'),
    w: positiveLength(p.w, u, 'pallet.w', 'space'),
    // the base and the packaging take room under maxHeight, like cartons: rounded up
    baseHeight: itemLength(p.baseHeight, u),
    maxHeight: positiveLength(p.maxHeight, u, 'pallet.maxHeight', 'space'),
    maxWeight: massIn(p.maxWeight, u),
    tare: massIn(p.tareWeight, u),
  };
  const packaging = {
    height: itemLength(body.packagingAllowance?.height ?? 0, u),
    weight: massIn(body.packagingAllowance?.weight ?? 0, u),
  };
  const cargoHeight = pallet.maxHeight - pallet.baseHeight - packaging.height;
  const noRoom = quoteRoomProblem(body);
  if (noRoom) throw invalid(noRoom.field, noRoom.message);
  const skus: QuoteSku[] = body.items.map((it, i) => ({
    index: i,
    sku: it.sku,
    label: it.label ?? it.sku,
    l: positiveLength(it.l, u, `items[${i}].l`, 'item'),
    w: positiveLength(it.w, u, `items[${i}].w`, 'item'),
    h: positiveLength(it.h, u, `items[${i}].h`, 'item'),
    qty: it.qty,
    weight: positiveMass(it.weight, u, `items[${i}].weight`),
    keepUpright: it.keepUpright === true,
    maxStack: it.maxStack === undefined ? null : massIn(it.maxStack, u),
    ...itemRules(it, `items[${i}]`),
    requested: { l: it.l, w: it.w, h: it.h },
  }));
  const lim = body.limits ?? {};
  return {
    units: u,
    orderId: body.orderId ?? null,
    pallet,
    skus,
    packaging,
    limits: {
      maxLoadedHeight: lim.maxLoadedHeight === undefined ? null : spaceLength(lim.maxLoadedHeight, u),
      maxGrossWeight: lim.maxGrossWeight === undefined ? null : massIn(lim.maxGrossWeight, u),
      maxCogOffsetPct: lim.maxCogOffsetPct ?? null,
    },
    maxPallets: body.maxPallets ?? QUOTE_LIMITS.defaultMaxPallets,
    packing: body.packing ?? null,
    problem: {
      space: { l: pallet.l, w: pallet.w, h: cargoHeight, maxWeight: pallet.maxWeight, door: null },
      items: skus.map(quoteItemType),
    },
  };
}
