/**
 * Turns container responses (pack; consolidate reuses containerLoad) into view loads. The pack response does
 * not echo its container, so the space comes from the request (preset plus overrides),
 * or is inferred from the boxes when a saved file has no request.
 */
import { CONTAINER_PRESETS } from './container-presets.js';
import {
  arrayOf,
  boxVolume,
  centreOfGravity,
  cogLimitsOf,
  fmt,
  isObject,
  num,
  readBoxes,
  readChecks,
  readDunnage,
  readUnplacedList,
  spaceAround,
  text,
  topOf,
  totalWeight,
  type Json,
} from './load-helpers.js';
import {
  CM_KG,
  type StatRow,
  type ViewBox,
  type ViewLoad,
  type ViewResult,
  type ViewAxles,
  type ViewSpace,
  type ViewZone,
} from './view-model.js';

/** Resolves a container request object (preset, explicit fields, door) to a space. */
export function containerSpace(container: unknown, boxes: readonly ViewBox[]): ViewSpace {
  if (!isObject(container)) return spaceAround(boxes, 'container', 0);
  const preset = CONTAINER_PRESETS[text(container.preset).toLowerCase()];
  const l = num(container.l) ?? preset?.l;
  const w = num(container.w) ?? preset?.w;
  const h = num(container.h) ?? preset?.h;
  if (l === undefined || w === undefined || h === undefined) return spaceAround(boxes, 'container', 0);
  const door =
    isObject(container.door) && num(container.door.w) !== null && num(container.door.h) !== null
      ? { w: container.door.w as number, h: container.door.h as number }
      : (preset?.door ?? null);
  return { kind: 'container', l, w, h, baseHeight: 0, door, inferred: false, axles: readAxles(container.axles) };
}

function readAxles(v: unknown): ViewAxles | null {
  if (!isObject(v)) return null;
  const [frontPos, rearPos] = [num(v.frontPos), num(v.rearPos)];
  if (frontPos === null || rearPos === null) return null;
  return { frontPos, rearPos, frontLimit: num(v.frontLimit), rearLimit: num(v.rearLimit) };
}

function readZones(v: unknown): ViewZone[] {
  return arrayOf(v).flatMap((z) => {
    const [u, s, e] = [num(z.unloadOrder), num(z.xStart), num(z.xEnd)];
    return u === null || s === null || e === null
      ? []
      : [{ unloadOrder: u, xStart: s, xEnd: e, count: num(z.count) ?? 0 }];
  });
}

function pct(v: unknown): string | null {
  const n = num(v);
  return n === null ? null : `${fmt(n)} %`;
}

/** One container load from a `{boxes, stats?, zones?, checks?}` object. */
export function containerLoad(title: string, body: Json, container: unknown, extraRows: StatRow[] = []): ViewLoad {
  const boxes = readBoxes(body.boxes);
  const space = containerSpace(container ?? body.container, boxes);
  const stats = isObject(body.stats) ? body.stats : {};
  const weight = num(stats.totalWeight) ?? totalWeight(boxes);
  const reported = isObject(stats.cog) ? stats.cog : null;
  const cog =
    weight && reported && num(reported.x) !== null && num(reported.y) !== null && num(reported.z) !== null
      ? { x: reported.x as number, y: reported.y as number, z: reported.z as number }
      : centreOfGravity(boxes, 0);
  const loadedHeight = topOf(boxes, 0);
  const volumeUtil =
    pct(stats.volumeUtil) ?? `${fmt((100 * boxVolume(boxes)) / (space.l * space.w * (space.h ?? 1)))} %`;
  const rows: StatRow[] = [
    { label: 'Boxes placed', value: String(boxes.length) },
    { label: 'Volume utilisation', value: volumeUtil },
  ];
  if (weight !== null) rows.push({ label: 'Total weight', value: `${fmt(weight)} kg` });
  const weightUtil = pct(stats.weightUtil);
  if (weightUtil) rows.push({ label: 'Weight utilisation', value: weightUtil });
  if (cog) rows.push({ label: 'Centre of gravity (x, y, z)', value: `${fmt(cog.x)}, ${fmt(cog.y)}, ${fmt(cog.z)} cm` });
  const off = isObject(stats.cogOffsetPct) ? stats.cogOffsetPct : null;
  if (off && num(off.x) !== null && num(off.z) !== null) {
    rows.push({
      label: 'CoG offset from centre (x, z)',
      value: `${fmt(off.x as number)} %, ${fmt(off.z as number)} %`,
    });
  }
  rows.push({ label: 'Loaded height', value: `${fmt(loadedHeight)} cm` });
  rows.push({
    label: 'Container (l × w × h)',
    value: `${fmt(space.l)} × ${fmt(space.w)} × ${fmt(space.h ?? 0)} cm${space.inferred ? ' (from boxes)' : ''}`,
  });
  return {
    title,
    space,
    boxes,
    zones: readZones(body.zones),
    stats: [...rows, ...extraRows],
    checks: readChecks(body.checks),
    unplaced: [],
    cog,
    cogLimits: cogLimitsOf(body.checks),
    loadedHeight,
    cargoWeight: weight,
    dunnage: readDunnage(body.dunnage),
  };
}

export function normalisePack(request: unknown, response: Json): ViewResult {
  const container = isObject(request) ? request.container : undefined;
  const extra: StatRow[] = [];
  if (typeof response.engine === 'string') extra.push({ label: 'Engine', value: response.engine });
  const search = isObject(response.search) ? response.search : null;
  if (search)
    extra.push({
      label: 'Search',
      value: `${text(search.budget) || 'default'} budget, stopped by ${text(search.stoppedBy) || '—'}`,
    });
  if (num(response.computeMs) !== null)
    extra.push({ label: 'Compute time', value: `${fmt(response.computeMs as number, 0)} ms` });
  const load = containerLoad('Container', response, container, extra);
  const count = num(response.unplaced) ?? 0;
  let unplaced = readUnplacedList(response.unplacedItems);
  if (unplaced.length === 0 && count > 0) unplaced = [{ label: 'items', qty: count, reason: 'not placed' }];
  const summary: StatRow[] = [{ label: 'Unplaced', value: String(count), tone: count > 0 ? 'bad' : 'good' }];
  return {
    endpoint: 'pack',
    units: CM_KG,
    loadNoun: 'Container',
    summary,
    loads: [{ ...load, unplaced }],
    unplaced: [],
    checks: [],
  };
}
