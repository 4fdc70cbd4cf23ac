/**
 * Maps a validated pallet-estimate body (or order-plan's `request`) in cm/kg to the core
 * pallet problem (0.1 mm, g) through the service's one units module: cartons and the base
 * height round up to the grid, the deck and maxHeight down. Schema validation has
 * already run; this adds the checks only arithmetic can make (a size that rounds to zero,
 * a pallet with no room above its base, the carton total) as 400s naming the field.
 */
import type { Problem } from '../../core/model/problem.js';
import { palletProblem, type PalletCarton, type PalletSpec } from '../../core/engines/pallet-loading/index.js';
import { TaskInputError } from '../tasks/task.js';
import { itemLength, massIn, MIN_LENGTH_CM, MIN_MASS_KG, spaceLength } from '../units.js';
import type { RequestedSize } from '../requested-size.js';
import type { PalletEstimateBody } from '../schemas/pallet.js';

/** A pallet-estimate body, or order-plan's `request`: the schema's static type. */
export type PalletRequestInput = PalletEstimateBody;

export interface MappedPalletRequest {
  readonly problem: Problem;
  /** The pallet in core units. */
  readonly pallet: PalletSpec;
  /** Pallet tare in grams, or null when not sent. */
  readonly tare: number | null;
  /** Per item (by index): its l, w, h in cm as sent, echoed in the boxes. */
  readonly requested: readonly RequestedSize[];
}

export const PALLET_CARTON_LIMIT = 200;

const invalid = (field: string, message: string) => new TaskInputError(400, 'validation_failed', message, field);

/** A side of the deck or a maximum: rounded down (space) or, for a carton, up (item). */
function positiveLength(cm: number, field: string, kind: 'space' | 'item'): number {
  const units = kind === 'space' ? spaceLength(cm, 'cm-kg') : itemLength(cm, 'cm-kg');
  if (!(units > 0))
    throw invalid(
      field,
      `${field} must be at least ${MIN_LENGTH_CM} cm: lengths are kept to 0.1 mm and a space side rounds down, so a smaller one is zero`,
    );
  return units;
}

function positiveMass(kg: number, field: string): number {
  const g = massIn(kg, 'cm-kg');
  if (!(g > 0))
    throw invalid(
      field,
      `${field} must be at least ${MIN_MASS_KG} kg: masses are kept to the nearest gram, so a smaller one is zero`,
    );
  return g;
}

/** `at` is the JSON path of the request object ('' for pallet-estimate, 'request.' for order-plan). */
/** bottomOnly, maxLayers and liquid as given; maxLayers must be an integer ≥ 1 (checked here too, for the worker path). */
export function itemRules(
  it: { bottomOnly?: boolean; maxLayers?: number; liquid?: boolean },
  f: string,
): { bottomOnly?: boolean; maxLayers?: number; liquid?: boolean } {
  if (it.maxLayers !== undefined && !(Number.isInteger(it.maxLayers) && it.maxLayers >= 1))
    throw invalid(`${f}.maxLayers`, `${f}.maxLayers must be an integer of at least 1`);
  return {
    ...(it.bottomOnly === true ? { bottomOnly: true } : {}),
    ...(it.maxLayers !== undefined ? { maxLayers: it.maxLayers } : {}),
    ...(it.liquid === true ? { liquid: true } : {}),
  };
}

export function mapPalletRequest(body: PalletRequestInput, at = ''): MappedPalletRequest {
  const p = body.pallet;
  const pallet: PalletSpec = {
    l: positiveLength(p.l, `${at}pallet.l`, 'space'),
    w: positiveLength(p.w, `${at}pallet.w`, 'space'),
    // the base takes room under maxHeight, like a carton: rounded up
    baseHeight: itemLength(p.baseHeight, 'cm-kg'),
    maxHeight: positiveLength(p.maxHeight, `${at}pallet.maxHeight`, 'space'),
    maxWeight: positiveMass(p.maxWeight, `${at}pallet.maxWeight`),
  };
  if (pallet.maxHeight <= pallet.baseHeight) {
    throw invalid(
      `${at}pallet.maxHeight`,
      `${at}pallet.maxHeight must exceed ${at}pallet.baseHeight (it includes the base)`,
    );
  }
  const total = body.items.reduce((s, it) => s + it.qty, 0);
  if (total > PALLET_CARTON_LIMIT)
    throw invalid(`${at}items`, `${at}items hold ${total} cartons in total; the limit is ${PALLET_CARTON_LIMIT}`);
  const cartons: PalletCarton[] = body.items.map((it, i) => {
    const f = `${at}items[${i}]`;
    if (!Number.isInteger(it.qty) || it.qty < 1) throw invalid(`${f}.qty`, `${f}.qty must be a positive integer`);
    return {
      label: it.label,
      l: positiveLength(it.l, `${f}.l`, 'item'),
      w: positiveLength(it.w, `${f}.w`, 'item'),
      h: positiveLength(it.h, `${f}.h`, 'item'),
      qty: it.qty,
      weight: positiveMass(it.weight, `${f}.weight`),
      keepUpright: it.keepUpright,
      maxStack: it.maxStack === undefined ? null : massIn(it.maxStack, 'cm-kg'),
      ...itemRules(it, f),
    };
  });
  return {
    problem: palletProblem(pallet, cartons),
    pallet,
    tare: p.tareWeight === undefined ? null : massIn(p.tareWeight, 'cm-kg'),
    requested: body.items.map((it) => ({ l: it.l, w: it.w, h: it.h })),
  };
}
