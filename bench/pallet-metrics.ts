/**
 * Helpers for bench:pallet: percentiles, top flatness, and the way back from a response's boxes (cm) to
 * core placements so that every plan the service returns is re-checked by the checker.
 */
import type { Placement } from '../src/core/model/plan.js';
import type { Problem } from '../src/core/model/problem.js';
import { LENGTH_PER_CM } from '../src/core/model/units.js';
import { FLAT_TOP_TOLERANCE, topFlatness } from '../src/core/engines/pallet-loading/top-flatness.js';
import { slenderStacks } from '../src/core/objectives/pallet-slenderness.js';

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

export const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);

interface ResponseBox {
  label: string;
  l: number;
  w: number;
  h: number;
  px: number;
  py: number;
  pz: number;
}

/** Response boxes back to placements (labels are unique per order in the benchmark). */
export function placementsOf(problem: Problem, boxes: readonly ResponseBox[]): Placement[] {
  const byLabel = new Map(problem.items.map((it) => [it.label, it.index]));
  const u = (cm: number) => Math.round(cm * LENGTH_PER_CM);
  return boxes.map((b) => ({
    item: byLabel.get(b.label)!,
    x: u(b.px),
    y: u(b.py),
    z: u(b.pz),
    dx: u(b.l),
    dy: u(b.h),
    dz: u(b.w),
  }));
}

/** Per plan: flat top share (%) and columns above the main top (top-flatness.ts), and for order-plan pallets COG_OFFSET warns, collected for a summary line. */
export class TopStats {
  private readonly flat: number[] = [];
  private readonly above: number[] = [];
  private readonly slender: number[] = [];

  add(placements: readonly Placement[]): void {
    const t = topFlatness(placements);
    this.flat.push(100 * t.flatShare);
    this.above.push(t.columnsAbove);
    this.slender.push(slenderStacks(placements).length);
  }

  line(): string {
    return `top flatness: footprint within ${FLAT_TOP_TOLERANCE / 100} cm of the loaded height mean ${mean(this.flat).toFixed(1)} %, p10 ${percentile(this.flat, 0.1).toFixed(1)} %; columns above the main top mean ${mean(this.above).toFixed(2)} per pallet, pallets with any ${this.above.filter((n) => n > 0).length}/${this.above.length}${this.cogWarns.length > 0 ? `; COG_OFFSET warn ${this.cogWarns.filter(Boolean).length}/${this.cogWarns.length} pallets, fail (over 10 %) ${this.cogFails.filter(Boolean).length}` : ''}; slender stacks (SLENDER_STACK) mean ${mean(this.slender).toFixed(2)} per pallet, pallets with any ${this.slender.filter((n) => n > 0).length}/${this.slender.length}${this.heavyWarns.length > 0 ? `; HEAVY_OVER_LIGHT warn ${this.heavyWarns.filter(Boolean).length}/${this.heavyWarns.length} pallets` : ''}`;
  }

  private readonly cogWarns: boolean[] = [];
  private readonly cogFails: boolean[] = [];
  private readonly heavyWarns: boolean[] = [];

  /** Per order-plan pallet: whether its COG_OFFSET check warns (issue 18: light, scattered pallets balanced). */
  addChecks(checks: readonly { code: string; status: string }[]): void {
    this.cogWarns.push(checks.some((c) => c.code === 'COG_OFFSET' && c.status === 'warn'));
    this.cogFails.push(checks.some((c) => c.code === 'COG_OFFSET' && c.status === 'fail'));
    this.heavyWarns.push(checks.some((c) => c.code === 'HEAVY_OVER_LIGHT' && c.status === 'warn'));
  }
}
