/**
 * Maps a validated /api/pack request body (cm, kg) to a core `Problem` (0.1 mm, g) and the
 * container extras the report needs. A preset fills interior, payload, door and tare;
 * every explicit field overrides its preset value. Lengths go onto the 0.1 mm grid by kind
 * (cartons up, the container and its door down) and masses to the nearest gram, by the
 * service's one units module; `requested` keeps each item's sizes as sent, for the plan's echo.
 */
import type { ItemType, OwnAxis } from '../../core/model/item.js';
import type { Placement } from '../../core/model/plan.js';
import type { Problem } from '../../core/model/problem.js';
import { checkPlan } from '../../core/checks/check-plan.js';
import type { AxleSpec } from '../../core/reports/pack-report-types.js';
import { TaskInputError } from '../tasks/task.js';
import { CONTAINER_PRESETS } from '../presets.js';
import { itemLength, lengthIn, massIn, MIN_LENGTH_CM, MIN_MASS_KG, spaceLength } from '../units.js';
import type { RequestedSize } from '../requested-size.js';
import type { PackRequestBody } from '../schemas/pack.js';

export type PackBudgetName = 'default' | 'thorough';

/** The request fields this mapper reads (SPEC.md "Container" and "Pack item", plus extensions). */
/** The /api/pack body: the schema's static type. */
export type PackRequestInput = PackRequestBody;

export interface MappedPackRequest {
  readonly problem: Problem;
  /** Container tare in kg, or null when neither the request nor a preset gave it. */
  readonly tareKg: number | null;
  /** Axle geometry in cm/kg, or null. */
  readonly axles: AxleSpec | null;
  /** Floor load the container allows per running metre, kg/m (container.maxFloorLoadPerM), or null. */
  readonly maxFloorLoadPerM: number | null;
  readonly budget: PackBudgetName;
  /** Per item (by index): its l, w, h in cm as the client sent them. */
  readonly requested: readonly RequestedSize[];
  /** The plan to start from (request previousPlan), checked valid for this problem; null when none. */
  readonly startPlan: readonly Placement[] | null;
}

const MAX_UNITS = 2000;

const invalid = (field: string, message: string) => new TaskInputError(400, 'validation_failed', message, field);

/** A container or door side, rounded down to the grid (never larger than sent). */
function spaceSide(value: number | undefined, field: string): number {
  if (value === undefined) throw invalid(field, `${field} is required unless container.preset is given`);
  const units = spaceLength(value, 'cm-kg');
  if (!(units > 0))
    throw invalid(
      field,
      `${field} must be at least ${MIN_LENGTH_CM} cm: lengths are kept to 0.1 mm and a space side rounds down, so a smaller one is zero`,
    );
  return units;
}

/** A carton side, rounded up to the grid (never smaller than sent); the schema keeps it positive. */
function itemSide(value: number, field: string): number {
  const units = itemLength(value, 'cm-kg');
  if (!(units > 0)) throw invalid(field, `${field} must be positive`);
  return units;
}

const grams = (kg: number): number => massIn(kg, 'cm-kg');

/** A unit's weight: refused rather than silently zero when it rounds below 1 g (as the pallet endpoints do). */
function unitWeight(kg: number, field: string): number {
  const g = grams(kg);
  if (!(g > 0))
    throw invalid(
      field,
      `${field} must be at least ${MIN_MASS_KG} kg: masses are kept to the nearest gram, so a smaller one is zero`,
    );
  return g;
}

/** keepUpright / allowRotate / verticalAxes → which own axes may stand vertical and whether the footprint may turn. */
function orientation(it: PackRequestInput['items'][number]): { verticalAxes: OwnAxis[]; canTurn: boolean } {
  const canTurn = it.allowRotate !== false;
  if (it.verticalAxes && it.verticalAxes.length > 0) return { verticalAxes: [...new Set(it.verticalAxes)], canTurn };
  if (!canTurn || it.keepUpright === true) return { verticalAxes: ['h'], canTurn };
  return { verticalAxes: ['l', 'w', 'h'], canTurn };
}

export function mapPackRequest(body: PackRequestInput): MappedPackRequest {
  const c = body.container;
  const preset = c.preset === undefined ? null : CONTAINER_PRESETS[c.preset];
  if (c.preset !== undefined && !preset) throw invalid('container.preset', `unknown preset ${String(c.preset)}`);
  const door = c.door ?? preset?.door ?? null;
  const maxWeightKg = c.maxWeight ?? preset?.payload ?? null;
  const space = {
    l: spaceSide(c.l ?? preset?.l, 'container.l'),
    w: spaceSide(c.w ?? preset?.w, 'container.w'),
    h: spaceSide(c.h ?? preset?.h, 'container.h'),
    maxWeight: maxWeightKg === null ? null : grams(maxWeightKg),
    door: door === null ? null : { w: spaceSide(door.w, 'container.door.w'), h: spaceSide(door.h, 'container.door.h') },
  };
  if (c.axles && !(c.axles.rearPos > c.axles.frontPos)) {
    throw invalid('container.axles.rearPos', 'container.axles.rearPos must be greater than frontPos');
  }
  let units = 0;
  const items: ItemType[] = body.items.map((it, index) => {
    const qty = it.qty ?? 1;
    units += qty;
    return {
      index,
      label: it.label ?? `item-${index + 1}`,
      l: itemSide(it.l, `items[${index}].l`),
      w: itemSide(it.w, `items[${index}].w`),
      h: itemSide(it.h, `items[${index}].h`),
      qty,
      weight: it.weight === undefined ? 0 : unitWeight(it.weight, `items[${index}].weight`),
      hasWeight: it.weight !== undefined,
      maxStack: it.maxStack === undefined ? null : grams(it.maxStack),
      ...orientation(it),
      group: it.group ?? null,
      unloadOrder: it.unloadOrder ?? null,
      ...(it.bottomOnly === true ? { bottomOnly: true } : {}),
      ...(it.maxLayers !== undefined ? { maxLayers: it.maxLayers } : {}),
    };
  });
  if (units > MAX_UNITS) throw invalid('items', `at most ${MAX_UNITS} units in total, got ${units}`);
  // the engine plans for the axles in core units (positions: nearest); the report reads them in cm/kg
  const axles = c.axles
    ? {
        axles: {
          frontPos: lengthIn(c.axles.frontPos, 'cm-kg'),
          rearPos: lengthIn(c.axles.rearPos, 'cm-kg'),
          frontLimit: grams(c.axles.frontLimit),
          rearLimit: grams(c.axles.rearLimit),
        },
      }
    : {};
  const problem: Problem = { space: { ...space, ...axles }, items };
  return {
    problem,
    tareKg: c.tare ?? preset?.tare ?? null,
    axles: c.axles ?? null,
    maxFloorLoadPerM: c.maxFloorLoadPerM ?? null,
    budget: body.budget ?? 'default',
    requested: body.items.map((it) => ({ l: it.l, w: it.w, h: it.h })),
    startPlan: body.previousPlan ? previousPlan(problem, body.previousPlan.boxes) : null,
  };
}

/**
 * previousPlan's boxes as placements of this problem: each label names one item, sides and
 * positions go onto the grid as the response printed them (sides as carton sides, positions to
 * the nearest), and the whole plan must pass the plan checker, else 400 naming the first box.
 */
function previousPlan(problem: Problem, boxes: NonNullable<PackRequestBody['previousPlan']>['boxes']): Placement[] {
  const byLabel = new Map<string, number[]>();
  for (const it of problem.items) byLabel.set(it.label, [...(byLabel.get(it.label) ?? []), it.index]);
  const placements = boxes.map((b, k) => {
    const matches = byLabel.get(b.label) ?? [];
    const field = `previousPlan.boxes[${k}].label`;
    if (matches.length === 0) throw invalid(field, `${field} "${b.label}" names no item of this request`);
    if (matches.length > 1)
      throw invalid(field, `${field} "${b.label}" names ${matches.length} items: give items distinct labels`);
    return {
      item: matches[0],
      x: lengthIn(b.px, 'cm-kg'),
      y: lengthIn(b.py, 'cm-kg'),
      z: lengthIn(b.pz, 'cm-kg'),
      dx: itemLength(b.l, 'cm-kg'),
      dy: itemLength(b.h, 'cm-kg'),
      dz: itemLength(b.w, 'cm-kg'),
    };
  });
  const violations = checkPlan(problem, placements);
  if (violations.length > 0) {
    const v = violations[0];
    const field = v.boxes.length > 0 ? `previousPlan.boxes[${v.boxes[0]}]` : 'previousPlan.boxes';
    throw invalid(field, `previousPlan is not a valid plan of this request (${v.code}): ${v.message}`);
  }
  return placements;
}
