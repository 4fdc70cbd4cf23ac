/**
 * Builds one consolidation plan: containers one after another, each holding the cartons
 * carried over from the previous one plus the best candidate mix of waiting POs.
 * Method: the strategy picks the container type; candidate mixes (mixes.ts) are packed by
 * the container engine, as many as the plan's share of packing runs allows, and the one
 * placing the most volume wins. With keepPoTogether a PO that the winner split (in a mix of
 * several POs) is taken out and the container repacked, so the PO travels whole in a later
 * container. Cartons no container takes go to the next one, up to maxCount per type, then to
 * the remainder. A plan that runs out of packing runs or time is abandoned (null), never
 * returned half-searched.
 */
import { candidateMixes, FILL_BAND, MAX_MIXES, type Mix } from './mixes.js';
import { lotItem, packContainer, type PackedContainer } from './pack-container.js';
import { unfitReason } from './eligibility.js';
import { planCost } from './economics.js';
import type { ConsolidationPlan, ConsolidationProblem, ContainerLoad, Lot, RemainderLot } from './types.js';

export interface SearchCounters {
  packs: number;
  mixes: number;
  readonly budget: number;
  stoppedBy: 'complete' | 'budget' | 'time_cap';
}

export interface Strategy {
  readonly name: string;
  /** Container type for the next container, or null when none is left. */
  readonly pickType: (used: readonly number[], remainingFill: (type: number) => number) => number | null;
  /** False: take the first mix in shipping order without packing alternatives. */
  readonly searchMixes: boolean;
}

interface State {
  carried: RemainderLot[];
  waiting: number[];
  readonly containers: ContainerLoad[];
}

const supplierKey = (problem: ConsolidationProblem, po: number) =>
  problem.pos[po].supplier ?? `\u0000${problem.pos[po].poId}`;

function fillOf(problem: ConsolidationProblem, type: number, lots: readonly Lot[]): number {
  const space = problem.containers[type].space;
  let volume = 0,
    grams = 0;
  for (const lot of lots) {
    const it = lotItem(problem, lot);
    volume += lot.qty * it.l * it.w * it.h;
    grams += lot.qty * it.weight;
  }
  const byWeight = space.maxWeight ? grams / space.maxWeight : 0;
  return Math.max(volume / (space.l * space.w * space.h), byWeight);
}

export class PlanBuilder {
  private readonly rank = new Map<number, number>();
  constructor(
    private readonly problem: ConsolidationProblem,
    private readonly order: readonly number[],
    /** Lots of each eligible PO that some container can take. */
    private readonly lotsOf: ReadonlyMap<number, readonly Lot[]>,
    /** Cartons no offered container takes: in every plan's remainder. */
    private readonly unfit: readonly RemainderLot[],
    private readonly counters: SearchCounters,
  ) {
    order.forEach((po, i) => this.rank.set(po, i));
  }

  build(strategy: Strategy, allowance: number): ConsolidationPlan | null {
    const start = this.counters.packs;
    const s: State = { carried: [], waiting: [...this.order], containers: [] };
    const notes: string[] = [];
    while (s.carried.length > 0 || s.waiting.length > 0) {
      const type = strategy.pickType(
        s.containers.map((c) => c.type),
        (t) => this.fillIfAllFit(s, t),
      );
      if (type === null) break;
      const stepsLeft = Math.max(1, Math.ceil(this.remainingFill(s, type) / FILL_BAND.high));
      const share = strategy.searchMixes ? Math.floor((allowance - (this.counters.packs - start)) / stepsLeft) : 1;
      const load = this.nextContainer(s, type, Math.max(1, Math.min(MAX_MIXES, share)));
      if (load === 'stop') return null;
      if (load === null) break;
      if (load.closestFallback)
        notes.push(
          `container ${s.containers.length + 1}: no PO mix fell in the ${Math.round(FILL_BAND.low * 100)}-${Math.round(FILL_BAND.high * 100)} % band, so the closest mix was packed`,
        );
      s.containers.push(load);
    }
    return this.finish(strategy.name, s, notes);
  }

  /** Fill of everything left in this type, or Infinity when some of it cannot go into this type. */
  private fillIfAllFit(s: State, type: number): number {
    const space = this.problem.containers[type].space;
    const left = [...s.carried, ...s.waiting.flatMap((po) => this.lotsOf.get(po) ?? [])];
    return left.every((l) => unfitReason(lotItem(this.problem, l), space) === null)
      ? fillOf(this.problem, type, left)
      : Infinity;
  }

  private remainingFill(s: State, type: number): number {
    return fillOf(this.problem, type, [...s.carried, ...s.waiting.flatMap((po) => this.lotsOf.get(po) ?? [])]);
  }

  /** The PO's lots this container type can take at all. */
  private fitting(po: number, type: number): Lot[] {
    const space = this.problem.containers[type].space;
    return (this.lotsOf.get(po) ?? []).filter((l) => unfitReason(lotItem(this.problem, l), space) === null);
  }

  /** The PO's lots this type cannot take: carried on, for a later container of another type or the remainder. */
  private unfitting(po: number, type: number): RemainderLot[] {
    const space = this.problem.containers[type].space;
    return (this.lotsOf.get(po) ?? []).flatMap((l) => {
      const reason = unfitReason(lotItem(this.problem, l), space);
      return reason === null ? [] : [{ ...l, reason }];
    });
  }

  private mixesFor(s: State, type: number, carried: readonly Lot[]) {
    return candidateMixes({
      carriedFill: fillOf(this.problem, type, carried),
      carriedSuppliers: new Set(carried.map((l) => supplierKey(this.problem, l.po))),
      waiting: s.waiting
        .filter((po) => this.fitting(po, type).length > 0)
        .map((po) => ({
          po,
          fill: fillOf(this.problem, type, this.fitting(po, type)),
          supplier: supplierKey(this.problem, po),
        })),
      maxSuppliers: this.problem.rules.maxSuppliersPerContainer,
      preferFull: !this.problem.rules.keepPoTogether,
    });
  }

  /** Packs the next container; null when nothing can go into this type; 'stop' when runs or time ran out. */
  private nextContainer(s: State, type: number, tries: number): ContainerLoad | null | 'stop' {
    const space = this.problem.containers[type].space;
    const carried = s.carried.filter((l) => unfitReason(lotItem(this.problem, l), space) === null);
    const choice = this.mixesFor(s, type, carried);
    if (choice.candidates.length === 0) return null;
    this.counters.mixes += choice.candidates.length;
    let best: { mix: Mix; packed: PackedContainer } | null = null;
    for (const mix of choice.candidates.slice(0, tries)) {
      const packed = this.pack(type, carried, mix.pos);
      if (packed === null) return 'stop';
      if (!best || packed.placedVolume > best.packed.placedVolume) best = { mix, packed };
    }
    let { mix, packed } = best!;
    const split = this.problem.rules.keepPoTogether ? mix.pos.filter((po) => packed.left.some((l) => l.po === po)) : [];
    if (split.length > 0 && split.length < mix.pos.length) {
      const whole = mix.pos.filter((po) => !split.includes(po));
      const repacked = this.pack(type, carried, whole);
      if (repacked === null) return 'stop';
      if (repacked.left.every((l) => !whole.includes(l.po)))
        ({ mix, packed } = { mix: { pos: whole, fill: 0 }, packed: repacked });
    }
    if (packed.load.plan.placements.length === 0) return null;
    s.waiting = s.waiting.filter((po) => !mix.pos.includes(po));
    s.carried = [
      ...s.carried.filter((l) => !carried.includes(l)),
      ...packed.left,
      ...mix.pos.flatMap((po) => this.unfitting(po, type)),
    ];
    return {
      ...packed.load,
      mixesConsidered: choice.candidates.length,
      mixesPacked: Math.min(tries, choice.candidates.length),
      closestFallback: choice.fallback,
    };
  }

  private pack(type: number, carried: readonly Lot[], pos: readonly number[]): PackedContainer | null {
    if (this.counters.packs >= this.counters.budget) {
      this.counters.stoppedBy = 'budget';
      return null;
    }
    if (this.problem.isTimeUp?.()) {
      this.counters.stoppedBy = 'time_cap';
      return null;
    }
    this.counters.packs++;
    const lots = [
      ...carried.map(({ po, item, qty }) => ({ po, item, qty })),
      ...pos.flatMap((po) => this.fitting(po, type)),
    ];
    const packed = packContainer(this.problem, type, lots, (po) => this.rank.get(po) ?? 0);
    if (packed.load.plan.stats.stoppedBy === 'time_cap') {
      this.counters.stoppedBy = 'time_cap';
      return null;
    }
    return packed;
  }

  private finish(strategy: string, s: State, notes: string[]): ConsolidationPlan {
    const lastSpace =
      this.problem.containers[s.containers.length > 0 ? s.containers[s.containers.length - 1].type : 0].space;
    const leftover = (l: Lot): RemainderLot => ({
      ...l,
      reason: unfitReason(lotItem(this.problem, l), lastSpace) ?? 'container_count_exhausted',
    });
    const remainder = [
      ...this.unfit,
      ...s.carried.map((l) => (l.reason === 'no_room_found' || l.reason === 'exceeds_payload' ? leftover(l) : l)),
      ...s.waiting.flatMap((po) => (this.lotsOf.get(po) ?? []).map(leftover)),
    ];
    const homes = new Map<number, Set<number>>();
    s.containers.forEach((c, i) =>
      c.plan.placements.forEach((p) => {
        const po = c.lots[p.item].po;
        homes.set(po, (homes.get(po) ?? new Set()).add(i));
      }),
    );
    const splitPos = this.order.filter((po) => (homes.get(po)?.size ?? 0) > 1);
    return {
      strategy,
      containers: s.containers,
      remainder,
      splitPos,
      cost: planCost(this.problem, s.containers, remainder),
      notes,
    };
  }
}
