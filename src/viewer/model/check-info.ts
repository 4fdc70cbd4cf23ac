/**
 * Checks in words: a human title per code (the code stays beside it for support), what the
 * observed number measures and its unit, one row per code and load, and which boxes a
 * check concerns, read from the plan itself (the response names no boxes).
 */
import { supportsOf } from './crew-steps.js';
import { num } from './load-helpers.js';
import type { RequestItem } from './request-items.js';
import type { ViewCheck, ViewLoad } from './view-model.js';

interface CheckWords {
  readonly title: string;
  /** What `observed` measures, shown before its value. */
  readonly observed?: string;
  /** Unit of observed and limit when the response gives none. */
  readonly unit?: string;
}

const WORDS: Record<string, CheckWords> = {
  PLACEMENT_COMPLETE: { title: 'Everything placed', observed: 'placed', unit: 'units' },
  DOOR_APERTURE: { title: 'Fits through the door', observed: 'smallest clearance', unit: 'cm' },
  PAYLOAD: { title: 'Payload', observed: 'cargo', unit: 'kg' },
  STACK_LIMITS_PROVIDED: { title: 'Stacking limits', observed: 'units loaded beyond their limit', unit: 'units' },
  HEAVY_OVER_LIGHT: { title: 'Heavy over light', observed: 'largest upper / lower weight ratio', unit: '×' },
  COG_HEIGHT: { title: 'Centre of gravity' },
  COG_OFFSET: { title: 'Centre of gravity offset' },
  LIQUID_LOW: { title: 'Liquids low', observed: 'liquid cartons on dry ones', unit: 'contacts' },
  SLENDER_STACK: { title: 'Slender stacks', observed: 'free-standing one-wide stacks', unit: 'stacks' },
  LOAD_VOIDS: { title: 'Gaps, blocking and dunnage' },
  AXLE_LOADS: { title: 'Axle loads' },
  VGM: { title: 'Verified gross mass' },
  ZONE_SEGREGATION: { title: 'Unload order (drops)' },
  HEIGHT: { title: 'Loaded height', observed: 'tallest pallet', unit: 'cm' },
  OVERHANG: { title: 'Overhang' },
  RATE_PROVIDED: { title: 'Rates given' },
  maxLoadedHeight: { title: 'Receiver: loaded height', observed: 'outer height' },
  maxGrossWeight: { title: 'Receiver: gross weight', observed: 'gross weight' },
  footprint: { title: 'Receiver: pallet footprint' },
  maxOverhang: { title: 'Receiver: overhang' },
  maxCartonWeight: { title: 'Receiver: carton weight', observed: 'heaviest carton' },
  maxCartonSide: { title: 'Receiver: carton side', observed: 'longest side' },
  heavyCartonMarking: { title: 'Receiver: heavy-carton marking', observed: 'heaviest carton' },
  palletGrade: { title: 'Receiver: pallet grade' },
  shrinkWrap: { title: 'Receiver: stretch wrap' },
  cornerBoards: { title: 'Receiver: corner boards' },
  palletLabels: { title: 'Receiver: pallet labels' },
};

/** "Heavy over light" for HEAVY_OVER_LIGHT; an unknown code reads as its words ("SOME_RULE" → "Some rule"). */
export function checkTitle(code: string): string {
  const known = WORDS[code]?.title;
  if (known) return known;
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "smallest clearance 194 cm · limit 0 cm", with the unit the response or the table gives. */
export function checkFigures(c: ViewCheck, lengthUnit = 'cm', massUnit = 'kg'): string {
  const words = WORDS[c.code];
  let unit = c.unit && c.unit !== 'count' ? c.unit : (words?.unit ?? '');
  if (unit === 'cm') unit = lengthUnit;
  if (unit === 'kg') unit = massUnit;
  const withUnit = (v: string) => (v && unit && /^-?[\d.]+$/.test(v) ? `${v} ${unit}` : v);
  const observed = c.observed.replace(/ (cm|in|kg|lb)$/, '');
  const limit = c.limit.replace(/ (cm|in|kg|lb)$/, '');
  return [observed && `${words?.observed ?? 'observed'} ${withUnit(observed)}`, limit && `limit ${withUnit(limit)}`]
    .filter(Boolean)
    .join(' · ');
}

/** One row per code: a load's own check replaces the response-wide one of the same code. */
export function checksForLoad(
  resultChecks: readonly ViewCheck[],
  loadChecks: readonly ViewCheck[],
): (ViewCheck & { scope: 'plan' | 'load' })[] {
  const own = new Set(loadChecks.map((c) => c.code));
  const seen = new Set<string>();
  const out: (ViewCheck & { scope: 'plan' | 'load' })[] = [];
  const add = (c: ViewCheck, scope: 'plan' | 'load') => {
    seen.add(c.code);
    out.push({ ...c, scope });
  };
  for (const c of loadChecks) if (!seen.has(c.code)) add(c, 'load');
  for (const c of resultChecks) if (!own.has(c.code) && !seen.has(c.code)) add(c, 'plan');
  return out;
}

const ratioLimit = (c: ViewCheck): number => num(c.raw?.limit) ?? 2;

/**
 * The boxes a check is about, read from the plan: the tallest boxes for a height rule, the
 * heavy boxes on light ones, the boxes over their stacking limit, the heaviest cartons for a
 * carton-weight rule, the SKUs a rule lists; empty when it concerns the load as a whole.
 */
export function boxesConcerned(
  c: ViewCheck,
  load: Pick<ViewLoad, 'boxes'>,
  itemOf: (label: string) => RequestItem | undefined,
): number[] {
  const boxes = load.boxes;
  if (boxes.length === 0) return [];
  const all = boxes.map((_, i) => i);
  const skus = new Set(c.raw?.skus ?? []);
  if (skus.size > 0) return all.filter((i) => skus.has(boxes[i].label) || skus.has(boxes[i].id.replace(/-\d+$/, '')));
  switch (c.code) {
    case 'HEIGHT':
    case 'maxLoadedHeight':
    case 'COG_HEIGHT': {
      const top = Math.max(...boxes.map((b) => b.py + b.h));
      return all.filter((i) => boxes[i].py + boxes[i].h >= top - 0.05);
    }
    case 'maxCartonWeight':
    case 'heavyCartonMarking':
    case 'PAYLOAD': {
      const heaviest = Math.max(...boxes.map((b) => b.weight ?? 0));
      return heaviest > 0 ? all.filter((i) => (boxes[i].weight ?? 0) >= heaviest - 1e-9) : [];
    }
    case 'maxCartonSide': {
      const side = (i: number) => Math.max(boxes[i].l, boxes[i].w, boxes[i].h);
      const longest = Math.max(...all.map(side));
      return all.filter((i) => side(i) >= longest - 0.05);
    }
    case 'DOOR_APERTURE': {
      const face = (i: number) => Math.min(boxes[i].w, boxes[i].h) * Math.max(boxes[i].w, boxes[i].h);
      const largest = Math.max(...all.map(face));
      return all.filter((i) => face(i) >= largest - 0.05);
    }
    case 'HEAVY_OVER_LIGHT': {
      const supports = supportsOf(boxes);
      const limit = ratioLimit(c);
      const hit = new Set<number>();
      supports.forEach((under, i) => {
        for (const j of under) {
          const [wu, wl] = [boxes[i].weight ?? 0, boxes[j].weight ?? 0];
          if (wl > 0 && wu / wl >= limit * 0.999) {
            hit.add(i);
            hit.add(j);
          }
        }
      });
      if (hit.size > 0) return [...hit].sort((a, b) => a - b);
      // none over the limit: show the pair nearest to it
      let best: [number, number, number] | null = null;
      supports.forEach((under, i) => {
        for (const j of under) {
          const r = (boxes[i].weight ?? 0) / Math.max(1e-9, boxes[j].weight ?? 0);
          if (!best || r > best[0]) best = [r, i, j];
        }
      });
      return best ? [(best as [number, number, number])[1], (best as [number, number, number])[2]] : [];
    }
    case 'STACK_LIMITS_PROVIDED': {
      // boxes carrying something while their item sets no limit, or a limit of 0
      const supports = supportsOf(boxes);
      const carrying = new Set<number>();
      for (const under of supports) for (const j of under) carrying.add(j);
      return [...carrying]
        .filter((j) => {
          const item = itemOf(boxes[j].label);
          return !item || item.maxStack === null || item.maxStack === 0;
        })
        .sort((a, b) => a - b);
    }
    default:
      return [];
  }
}
