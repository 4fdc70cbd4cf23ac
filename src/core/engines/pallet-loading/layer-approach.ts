/**
 * Pallet approach "layers": flat layers stacked from the deck, then extreme-point
 * completion for whatever no layer took.
 *
 * - For each candidate layer height h (the carton heights in the cargo), build a trial layer
 *   of flush columns (layer-builder.ts): a greedy mixed-item fill and, for each item with
 *   enough cartons, its best 2D pallet-loading pattern. Keep the trial that fills the slab
 *   L × W × h best; commit it; repeat on its flat top.
 * - Stop layering when the best layer fills less than `minDensity` of its slab; a few
 *   thresholds are tried and the best plan by the pallet ranking is kept. With fragile
 *   cartons, one more replay stops layering a fragile carton's height below the ceiling and
 *   puts the fragile cartons first on that flat top.
 * - Leftover cartons go to the extreme-point placer, then CoG centring.
 * Follows: layer heuristics for the distributor's pallet loading problem (Bischoff &
 * Ratcliff 1995; Terno, Scheithauer, Sommerweiß & Riehme 2000) and the PLP patterns of
 * Bischoff & Dowsland (1982).
 * Limits: columns must be exactly flush; no interlocking between layers.
 */
import { allowedShapes } from '../../geometry/orientation.js';
import type { Shape } from '../../model/item.js';
import type { Plan } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { WorkMeter } from '../../search/budget.js';
import type { SolveOptions } from '../engine.js';
import { centreCog } from './cog-centering.js';
import { extremePointsFor, placeCartons } from './extreme-point-placer.js';
import { cartonSequence, ITEM_ORDERS, type ItemOrder } from './item-orders.js';
import { fillLayer, patternLayer, undoLayer, type ColumnType, type LayerTrial } from './layer-builder.js';
import { LoadState } from './load-state.js';
import { planOf } from './pallet-plan.js';
import { comparePlans, measurePlan } from './plan-ranking.js';
import { bestLayerPattern } from './plp/layer-pattern.js';
import { gridCount } from './plp/rect.js';

export const LAYERS_NAME = 'layers';
const DENSITY_THRESHOLDS = [0.8, 0.6, 0] as const;
const MAX_HEIGHTS_PER_LAYER = 5;

/** A layer: its height, how it is built, and whether it uses only cartons without a stack limit. */
interface Choice {
  readonly h: number;
  readonly kind: 'fill' | 'pattern';
  readonly item: number;
  readonly strongOnly: boolean;
  readonly density: number;
  readonly volume: number;
  /** Grams in the trial layer: of two layers that fill their slab alike, the heavier goes lower. */
  readonly mass: number;
}

/** A strong-only layer is preferred unless the best layer overall fills its slab this much better. */
const STRONG_PREFERENCE = 0.8;

function columnTypes(shapes: readonly (readonly Shape[])[], remaining: readonly number[], h: number): ColumnType[] {
  const out: ColumnType[] = [];
  shapes.forEach((list, item) => {
    if (remaining[item] === 0) return;
    for (const shape of list)
      if (h % shape.dy === 0 && remaining[item] >= h / shape.dy) out.push({ item, shape, k: h / shape.dy });
  });
  return out;
}

/** Candidate layer heights: carton heights that fit, ranked by the volume of cartons that can form flush columns. */
function layerHeights(
  state: LoadState,
  shapes: readonly (readonly Shape[])[],
  remaining: readonly number[],
  y: number,
): number[] {
  const heights = new Set<number>();
  shapes.forEach((list, item) => {
    if (remaining[item] > 0) for (const s of list) if (y + s.dy <= state.H) heights.add(s.dy);
  });
  const volumeFor = (h: number) =>
    columnTypes(shapes, remaining, h).reduce((v, c) => v + c.shape.dx * c.shape.dy * c.shape.dz * remaining[c.item], 0);
  return [...heights]
    .map((h) => ({ h, v: volumeFor(h) }))
    .sort((a, b) => b.v - a.v || a.h - b.h)
    .slice(0, MAX_HEIGHTS_PER_LAYER)
    .map((e) => e.h);
}

/** The open cartons a choice may use: without stack-limited ones for a strong-only layer. */
function usable(problem: Problem, open: readonly number[], strongOnly: boolean): number[] {
  return open.map((q, i) => (strongOnly && problem.items[i].maxStack !== null ? 0 : q));
}

function tryChoice(
  state: LoadState,
  c: Choice,
  y: number,
  shapes: readonly (readonly Shape[])[],
  open: readonly number[],
  meter: WorkMeter,
): LayerTrial | null {
  const remaining = usable(state.problem, open, c.strongOnly);
  if (c.kind === 'fill') {
    const items = shapes.flatMap((list, item) =>
      remaining[item] > 0 ? list.filter((s) => s.dy <= c.h).map((shape) => ({ item, shape })) : [],
    );
    return fillLayer(state, y, c.h, items, remaining, meter.exhausted ? 0 : Infinity);
  }
  const col = columnTypes(shapes, remaining, c.h).find((k) => k.item === c.item)!;
  // A pattern holds at least the plain grid, and a layer needing more cartons than remain is
  // refused anyway: skip it before building, so tiny cartons never build a huge pattern.
  const gridMost = Math.max(
    gridCount(state.L, state.W, col.shape.dx, col.shape.dz),
    gridCount(state.L, state.W, col.shape.dz, col.shape.dx),
  );
  if (gridMost * col.k > remaining[c.item]) return null;
  const pattern = bestLayerPattern(state.L, state.W, col.shape.dx, col.shape.dz, true);
  return patternLayer(state, y, c.item, col.shape.dy, col.k, pattern, remaining[c.item]);
}

/**
 * Best layer on the platform at level y, or null; leaves the state unchanged. Layers of
 * cartons without a stack limit win unless a layer with limited cartons fills its slab
 * clearly better (STRONG_PREFERENCE), so the strong cartons end up low; of layers that fill
 * their slab alike, the heavier, so heavy cartons end low too.
 */
function bestLayer(
  state: LoadState,
  y: number,
  shapes: readonly (readonly Shape[])[],
  open: readonly number[],
  meter: WorkMeter,
): Choice | null {
  let best: Choice | null = null;
  let bestStrong: Choice | null = null;
  const slab = state.L * state.W;
  const items = state.problem.items;
  const strong = usable(state.problem, open, true);
  const anyStrong = strong.some((q) => q > 0);
  const anyLimited = open.some((q, i) => q > 0 && items[i].maxStack !== null);
  const better = (a: Choice, b: Choice | null) =>
    !b ||
    a.density > b.density + 1e-12 ||
    (Math.abs(a.density - b.density) <= 1e-12 && (a.volume > b.volume || (a.volume === b.volume && a.mass > b.mass)));
  for (const h of layerHeights(state, shapes, open, y)) {
    const options: Choice[] = [];
    if (anyStrong) options.push({ h, kind: 'fill', item: -1, strongOnly: true, density: 0, volume: 0, mass: 0 });
    if (anyLimited) options.push({ h, kind: 'fill', item: -1, strongOnly: false, density: 0, volume: 0, mass: 0 });
    for (const c of columnTypes(shapes, open, h)) {
      if (!options.some((o) => o.kind === 'pattern' && o.item === c.item))
        options.push({
          h,
          kind: 'pattern',
          item: c.item,
          strongOnly: items[c.item].maxStack === null,
          density: 0,
          volume: 0,
          mass: 0,
        });
    }
    for (const o of options) {
      const before = state.tests;
      const trial = tryChoice(state, o, y, shapes, open, meter);
      if (!meter.spend(state.tests - before + 1)) {
        if (trial) undoLayer(state, trial);
        return pick(best, bestStrong);
      }
      if (!trial || trial.boxes === 0) continue;
      undoLayer(state, trial);
      let mass = 0;
      for (const [item, n] of trial.used) mass += n * items[item].weight;
      const scored = { ...o, density: trial.volume / (slab * h), volume: trial.volume, mass };
      if (better(scored, best)) best = scored;
      if (scored.strongOnly && better(scored, bestStrong)) bestStrong = scored;
    }
  }
  return pick(best, bestStrong);
}

function pick(best: Choice | null, bestStrong: Choice | null): Choice | null {
  return bestStrong && best && bestStrong.density >= STRONG_PREFERENCE * best.density ? bestStrong : best;
}

interface LayerStep {
  readonly choice: Choice;
  readonly y: number;
}

/**
 * The greedy layer sequence from the deck up (no density floor). Fragile cartons never
 * form layers (completion puts them on top).
 */
function layerSequence(problem: Problem, shapes: readonly (readonly Shape[])[], meter: WorkMeter): LayerStep[] {
  const state = new LoadState(problem);
  const open = problem.items.map((it) => (it.maxStack === 0 ? 0 : it.qty));
  const steps: LayerStep[] = [];
  for (;;) {
    const y = state.height;
    const choice = bestLayer(state, y, shapes, open, meter);
    if (!choice || meter.exhausted) break;
    const trial = tryChoice(state, choice, y, shapes, open, meter);
    if (!trial || trial.boxes === 0) break;
    for (const [item, n] of trial.used) open[item] -= n;
    steps.push({ choice, y });
    if (state.height === y) break;
  }
  return steps;
}

/** Where a replay stops layering, and whether fragile cartons then go first onto the flat top. */
interface Variant {
  readonly minDensity: number;
  readonly ceiling: number;
  readonly fragileFirst: boolean;
  readonly name: string;
}

/**
 * Replays the layers up to the first one below `minDensity` or above the ceiling, then
 * completes by extreme points (fragile cartons first when asked, so they take the flat top
 * of the last layer before anything else claims it).
 */
function buildVariant(
  problem: Problem,
  shapes: readonly (readonly Shape[])[],
  steps: readonly LayerStep[],
  v: Variant,
  meter: WorkMeter,
  order: ItemOrder = ITEM_ORDERS[0],
): { state: LoadState; left: number[] } {
  const state = new LoadState(problem);
  const open = problem.items.map((it) => (it.maxStack === 0 ? 0 : it.qty));
  const remaining = problem.items.map((it) => it.qty);
  for (const { choice, y } of steps) {
    if (choice.density < v.minDensity || y + choice.h > v.ceiling) break;
    const trial = tryChoice(state, choice, y, shapes, open, meter);
    if (!trial) break;
    for (const [item, n] of trial.used) {
      remaining[item] -= n;
      open[item] -= n;
    }
  }
  const fragile = remaining.map((q, i) => (v.fragileFirst && problem.items[i].maxStack === 0 ? q : 0));
  const others = remaining.map((q, i) => q - fragile[i]);
  const eps = extremePointsFor(state);
  // Fragile cartons block everything above them, so they take the highest flat tops.
  const leftFragile = placeCartons(state, eps, cartonSequence(problem.items, fragile, order), shapes, meter, 'highest');
  const left = placeCartons(state, eps, cartonSequence(problem.items, others, order), shapes, meter);
  return { state, left: [...leftFragile, ...left] };
}

/** The density floors worth replaying, and the fragile-on-top variant when there are fragile cartons. */
function variants(problem: Problem, shapes: readonly (readonly Shape[])[], steps: readonly LayerStep[]): Variant[] {
  const H = problem.space.h;
  const out: Variant[] = DENSITY_THRESHOLDS.filter(
    (t, i) => i === DENSITY_THRESHOLDS.length - 1 || steps.some((s) => s.choice.density < t),
  ).map((t) => ({ minDensity: t, ceiling: H, fragileFirst: false, name: `min-density-${t}` }));
  const rise = Math.max(
    0,
    ...problem.items
      .filter((it) => it.maxStack === 0 && it.qty > 0)
      .map((it) => Math.min(...shapes[it.index].map((s) => s.dy))),
  );
  if (rise > 0 && rise < H) out.push({ minDensity: 0, ceiling: H - rise, fragileFirst: true, name: 'fragile-on-top' });
  return out;
}

/**
 * `ordering`: the carton order of the completion (a pinned build, build-choice.ts; default
 * volume). `fragileOnTop`: only the fragile-on-top replay (order-plan's fragile shares want
 * it even when a fuller replay leaves fragile cartons out).
 */
export function solveLayers(problem: Problem, options: SolveOptions, ordering?: ItemOrder, fragileOnTop = false): Plan {
  const shapes = problem.items.map((it) => allowedShapes(it));
  // Half the budget finds the layers; the rest replays and completes them per variant.
  const search = new WorkMeter({ work: Math.floor(options.budget.work / 2), isTimeUp: options.budget.isTimeUp });
  const steps = layerSequence(problem, shapes, search);
  let used = search.used;
  const all = variants(problem, shapes, steps);
  // Without fragile cartons the fragile-on-top replay is the plain one with no density floor.
  const list = fragileOnTop ? [all.find((v) => v.fragileFirst) ?? all.find((v) => v.minDensity === 0)!] : all;
  let best: {
    state: LoadState;
    left: number[];
    name: string;
    m: ReturnType<typeof measurePlan>;
    meter: WorkMeter;
  } | null = null;
  for (let t = 0; t < list.length; t++) {
    const share = Math.floor((options.budget.work / 2 - (used - search.used)) / (list.length - t));
    const meter = new WorkMeter({ work: share, isTimeUp: options.budget.isTimeUp });
    const { state, left } = buildVariant(problem, shapes, steps, list[t], meter, ordering);
    used += meter.used;
    const name = `${LAYERS_NAME}/${list[t].name}`;
    const m = measurePlan(problem, planOf(state, left, name, meter));
    if (!best || comparePlans(m, best.m) < 0) best = { state, left, name, m, meter };
    if (meter.hitTimeCap) break;
  }
  // Centring changes neither completeness nor height, so only the winner gets it.
  const { state, left, name, meter } = best!;
  const centring = new WorkMeter({ work: Math.max(1, options.budget.work - used), isTimeUp: options.budget.isTimeUp });
  centreCog(state, centring);
  const plan = planOf(state, left, name, meter);
  return { ...plan, stats: { ...plan.stats, work: used + centring.used } };
}
