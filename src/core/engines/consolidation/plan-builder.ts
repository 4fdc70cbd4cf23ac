/**
 * Builds one consolidation plan: containers one after another, each holding the cartons
 * carried over from the previous one plus the best candidate mix of waiting POs.
 * Method: the strategy picks the container type; candidate mixes (mixes.ts) are packed by
 * the container engine, as many as the plan's share of packing runs allows, and the one
 * placing the most volume wins. With keepPoTogether a PO that the winner split (in a mix of
 * several POs) is taken out and the container repacked, so the PO travels whole in a later
 * container. Cartons no container takes go to the next one, up to maxCount per type, then to
 * the remainder. Then the tail is priced both ways (tail-pricing.ts): LCL for everything after
 * any container, or a different tail of up to four containers, against the plan as built; the
 * cheapest known total wins (the tail search spends what is left of the strategy's share of
 * packing runs, up to two per allowed type). A plan that runs out of packing runs or time is abandoned (null),
 * never returned half-searched.
 */
import { candidateMixes, FILL_BAND, MAX_MIXES, type Mix } from './mixes.js';
import { lotItem, packContainer, type PackedContainer } from './pack-container.js';
import { unfitReason } from './eligibility.js';
import { planCost } from './economics.js';
import { lazyVerdict } from './container-verdict.js';
import { runWork, type WorkPool } from './run-budget.js';
import { priorityWaits, remainderNotes } from './priority.js';
import { cheapestTail, type TailLoad, type TailState } from './tail-pricing.js';
import type { ConsolidationPlan, ConsolidationProblem, ContainerLoad, Lot, RemainderLot } from './types.js';

export interface SearchCounters {
  packs: number;
  mixes: number;
  readonly budget: number;
  /** Container-engine work the request may still spend (packRuns × workPerPack at the start). */
  readonly work: WorkPool;
  stoppedBy: 'complete' | 'budget' | 'time_cap';
}

export interface Strategy {
  readonly name: string;
  /** Container type for the next container, or null when none is left. */
  readonly pickType: (used: readonly number[], remainingFill: (type: number) => number) => number | null;
  /** False: take the first mix in shipping order without packing alternatives. */
  readonly searchMixes: boolean;
  /** Container types the tail may be priced in as one more container. */
  readonly tailTypes: readonly number[];
}

interface State {
  carried: RemainderLot[];
  waiting: number[];
  readonly containers: ContainerLoad[];
}

const supplierKey = (problem: ConsolidationProblem, po: number) =>
  problem.pos[po].supplier ?? `\u0000${problem.pos[po].poId}`;

/** Volume share and weight share (of the payload; 0 without one) of these lots in this container type. */
export function sharesOf(
  problem: ConsolidationProblem,
  type: number,
  lots: readonly Lot[],
): { volume: number; weight: number } {
  const space = problem.containers[type].space;
  let volume = 0,
    grams = 0;
  for (const lot of lots) {
    const it = lotItem(problem, lot);
    volume += lot.qty * it.l * it.w * it.h;
    grams += lot.qty * it.weight;
  }
  return { volume: volume / (space.l * space.w * space.h), weight: space.maxWeight ? grams / space.maxWeight : 0 };
}

/** The larger of the two shares: how much of the container the lots need at least. */
function fillOf(problem: ConsolidationProblem, type: number, lots: readonly Lot[]): number {
  const s = sharesOf(problem, type, lots);
  return Math.max(s.volume, s.weight);
}

/** Cartons of `all` that `kept` does not hold, per PO item (the priority rule's cuts). */
function lotsMinus(all: readonly Lot[], kept: readonly Lot[]): RemainderLot[] {
  const key = (l: Lot) => `${l.po}.${l.item}`;
  const left = new Map<string, Lot>();
  for (const l of all) left.set(key(l), { ...l, qty: (left.get(key(l))?.qty ?? 0) + l.qty });
  for (const l of kept) {
    const was = left.get(key(l))!;
    left.set(key(l), { ...was, qty: was.qty - l.qty });
  }
  return [...left.values()].filter((l) => l.qty > 0).map((l) => ({ ...l, reason: 'no_room_found' as const }));
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

  /** The strategy's plan with its tail priced both ways: the cheapest first, then the plan as built when it differs. */
  build(strategy: Strategy, allowance: number): ConsolidationPlan[] | null {
    const start = this.counters.packs;
    const s: State = { carried: [], waiting: [...this.order], containers: [] };
    /** The state before each container was packed: where the tail may start. */
    const before: TailState[] = [];
    while (s.carried.length > 0 || s.waiting.length > 0) {
      const type = strategy.pickType(
        s.containers.map((c) => c.type),
        (t) => this.fillIfAllFit(s, t),
      );
      if (type === null) break;
      const stepsLeft = Math.max(1, Math.ceil(this.remainingFill(s, type) / FILL_BAND.high));
      const share = strategy.searchMixes ? Math.floor((allowance - (this.counters.packs - start)) / stepsLeft) : 1;
      const snapshot = { carried: s.carried, waiting: s.waiting };
      const load = this.nextContainer(s, type, Math.max(1, Math.min(MAX_MIXES, share)));
      if (load === 'stop') return null;
      if (load === null) break;
      before.push(snapshot);
      s.containers.push(load);
    }
    before.push({ carried: s.carried, waiting: s.waiting });
    const built = this.finish(strategy.name, s.containers, s.carried, s.waiting, false);
    return cheapestTail({
      problem: this.problem,
      built,
      before,
      // what is left of the strategy's share, up to two runs per allowed type; at least one per other type
      runs: Math.max(
        strategy.tailTypes.length - 1,
        Math.min(2 * strategy.tailTypes.length, allowance - (this.counters.packs - start)),
      ),
      tailTypes: strategy.tailTypes,
      finish: (containers, carried, waiting, byChoice) =>
        this.finish(strategy.name, containers, carried, waiting, byChoice),
      packRest: (type, state, runs) => this.packRest(type, state, runs),
    });
  }

  /**
   * Packs everything a tail state still holds into one container of this type (one packing run,
   * and up to two more, within `runs`, when the priority rule repacks it), or null when no run or time is left or
   * the rest comes from more suppliers than one container may hold: the tail is then priced only
   * as LCL. `heldBack`: cartons the priority rule took out of the container.
   */
  private packRest(type: number, state: TailState, runs: number): TailLoad | null {
    if (this.counters.packs >= this.counters.budget || this.problem.isTimeUp?.()) return null;
    const max = this.problem.rules.maxSuppliersPerContainer;
    const suppliers = new Set(
      [...state.carried.map((l) => l.po), ...state.waiting].map((po) => supplierKey(this.problem, po)),
    );
    if (max !== null && suppliers.size > max) return null;
    const space = this.problem.containers[type].space;
    const carried = state.carried.filter((l) => unfitReason(lotItem(this.problem, l), space) === null);
    const before = this.counters.packs;
    const first = this.pack(type, carried, state.waiting);
    if (first === null) return null;
    const offered = [...carried, ...state.waiting.flatMap((po) => this.fitting(po, type))];
    const mix = { pos: state.waiting.filter((po) => this.fitting(po, type).length > 0), fill: 0, weight: 0 };
    const repaired = this.priorityRepair(type, mix, first, offered, Math.min(this.counters.budget, before + runs));
    return {
      load: this.loadOf(repaired.packed, type, repaired.offered, 1, 1, false),
      heldBack: lotsMinus(offered, repaired.offered),
      runs: this.counters.packs - before,
    };
  }

  private loadOf(
    packed: PackedContainer,
    type: number,
    offered: readonly Lot[],
    considered: number,
    tried: number,
    fallback: boolean,
  ): ContainerLoad {
    return {
      ...packed.load,
      mixesConsidered: considered,
      mixesPacked: tried,
      closestFallback: fallback,
      mixShare: sharesOf(this.problem, type, offered),
      verdict: lazyVerdict(packed.load.problem, packed.load.plan),
    };
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
    const carriedShares = sharesOf(this.problem, type, carried);
    return candidateMixes({
      carriedFill: carriedShares.volume,
      carriedWeight: carriedShares.weight,
      carriedSuppliers: new Set(carried.map((l) => supplierKey(this.problem, l.po))),
      waiting: s.waiting
        .filter((po) => this.fitting(po, type).length > 0)
        .map((po) => {
          const shares = sharesOf(this.problem, type, this.fitting(po, type));
          return {
            po,
            fill: shares.volume,
            weight: shares.weight,
            supplier: supplierKey(this.problem, po),
            rank: this.problem.pos[po].priority ?? Number.MAX_SAFE_INTEGER,
          };
        }),
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
        ({ mix, packed } = { mix: { pos: whole, fill: 0, weight: 0 }, packed: repacked });
    }
    let offered: Lot[] = [...carried, ...mix.pos.flatMap((po) => this.fitting(po, type))];
    let heldBack: RemainderLot[] = [];
    ({ mix, packed, offered, heldBack } = this.priorityRepair(type, mix, packed, offered));
    if (packed.load.plan.placements.length === 0) return null;
    s.waiting = s.waiting.filter((po) => !mix.pos.includes(po));
    s.carried = [
      ...s.carried.filter((l) => !carried.includes(l)),
      ...packed.left,
      ...heldBack,
      ...mix.pos.flatMap((po) => this.unfitting(po, type)),
    ];
    return this.loadOf(
      packed,
      type,
      offered,
      choice.candidates.length,
      Math.min(tries, choice.candidates.length),
      choice.fallback,
    );
  }

  /**
   * Priority is a rule: when the packed container leaves cartons of a higher priority behind while
   * it holds cartons of a lower one, the lowest priority's cartons make room and the container is
   * repacked - at most twice, and only while packing runs are left (never abandoning the plan for
   * it). With keepPoTogether the lowest-priority POs of the mix leave whole; otherwise the
   * lower-priority lots, lowest first, give up as much volume as the container left over in all
   * (it held about what it placed), and ride on to the next container. A repack is kept only when it leaves less higher-priority volume behind.
   */
  private priorityRepair(
    type: number,
    mix: Mix,
    packed: PackedContainer,
    offered: Lot[],
    /** Packing runs spent at most when repacking stops (a tail container's share, else the request's budget). */
    limit: number = this.counters.budget,
  ): { mix: Mix; packed: PackedContainer; offered: Lot[]; heldBack: RemainderLot[] } {
    const prio = (po: number) => this.problem.pos[po].priority ?? Infinity;
    const volumeOf = (l: Lot) => {
      const it = lotItem(this.problem, l);
      return l.qty * it.l * it.w * it.h;
    };
    let heldBack: RemainderLot[] = [];
    for (let round = 0; round < 2; round++) {
      const placedPos = new Set(packed.load.plan.placements.map((p) => packed.load.lots[p.item].po));
      const lowest = Math.max(...[...placedPos].map(prio));
      const behind = packed.left.filter((l) => prio(l.po) < lowest);
      if (behind.length === 0) break;
      if (this.counters.packs >= limit || this.problem.isTimeUp?.()) break;
      const behindVolume = behind.reduce((sum, l) => sum + volumeOf(l), 0);
      // the container held about what it placed: the lower priorities give up all that was left over
      const leftVolume = packed.left.reduce((sum, l) => sum + volumeOf(l), 0);
      const top = Math.min(...behind.map((l) => prio(l.po)));
      let nextMix = mix;
      let nextOffered: Lot[];
      let nextHeld: RemainderLot[] = [];
      if (this.problem.rules.keepPoTogether) {
        const drop = mix.pos.filter((po) => prio(po) === lowest);
        if (drop.length === 0 || drop.length === mix.pos.length) break;
        nextMix = { pos: mix.pos.filter((po) => !drop.includes(po)), fill: 0, weight: 0 };
        nextOffered = offered.filter((l) => !drop.includes(l.po));
      } else {
        // lowest priority first, the last lots first
        const order = offered.map((l, i) => ({ l, i })).sort((a, b) => prio(b.l.po) - prio(a.l.po) || b.i - a.i);
        const cut = new Map<number, number>();
        let freed = 0;
        for (const { l, i } of order) {
          if (freed >= leftVolume || prio(l.po) <= top) break;
          const unit = volumeOf({ ...l, qty: 1 });
          const n = Math.min(l.qty, Math.ceil((leftVolume - freed) / unit));
          cut.set(i, n);
          freed += n * unit;
        }
        if (cut.size === 0) break;
        nextOffered = offered.map((l, i) => ({ ...l, qty: l.qty - (cut.get(i) ?? 0) })).filter((l) => l.qty > 0);
        nextHeld = offered.flatMap((l, i) =>
          cut.has(i) ? [{ po: l.po, item: l.item, qty: cut.get(i)!, reason: 'no_room_found' as const }] : [],
        );
      }
      const repacked = this.packLots(type, nextOffered);
      if (repacked === null) break;
      const stillBehind = repacked.left.filter((l) => prio(l.po) < lowest).reduce((sum, l) => sum + volumeOf(l), 0);
      if (stillBehind >= behindVolume || repacked.load.plan.placements.length === 0) break;
      mix = nextMix;
      packed = repacked;
      offered = nextOffered;
      heldBack = [...heldBack, ...nextHeld];
    }
    return { mix, packed, offered, heldBack };
  }

  private pack(type: number, carried: readonly Lot[], pos: readonly number[]): PackedContainer | null {
    return this.packLots(type, [
      ...carried.map(({ po, item, qty }) => ({ po, item, qty })),
      ...pos.flatMap((po) => this.fitting(po, type)),
    ]);
  }

  private packLots(type: number, lots: readonly Lot[]): PackedContainer | null {
    if (this.counters.packs >= this.counters.budget) {
      this.counters.stoppedBy = 'budget';
      return null;
    }
    if (this.problem.isTimeUp?.()) {
      this.counters.stoppedBy = 'time_cap';
      return null;
    }
    const cartons = lots.reduce((n, l) => n + l.qty, 0);
    const work = runWork(
      this.problem.workPerPack,
      cartons,
      this.counters.work,
      this.counters.budget - this.counters.packs,
    );
    this.counters.packs++;
    const packed = packContainer(
      this.problem,
      type,
      lots.map(({ po, item, qty }) => ({ po, item, qty })),
      (po) => this.rank.get(po) ?? 0,
      work,
    );
    this.counters.work.left -= Math.min(work, packed.load.plan.stats.work);
    if (packed.load.plan.stats.stoppedBy === 'time_cap') {
      this.counters.stoppedBy = 'time_cap';
      return null;
    }
    return packed;
  }

  /**
   * The plan of these containers, with what they leave as the remainder. `byChoice`: the rest was
   * priced as LCL below one more container, so cartons some allowed type takes say `lcl_cheaper`.
   */
  private finish(
    strategy: string,
    containers: readonly ContainerLoad[],
    carried: readonly RemainderLot[],
    waiting: readonly number[],
    byChoice: boolean,
  ): ConsolidationPlan {
    const lastSpace = this.problem.containers[containers.length > 0 ? containers[containers.length - 1].type : 0].space;
    const leftover = (l: Lot): RemainderLot => {
      const reason = unfitReason(lotItem(this.problem, l), lastSpace);
      return { ...l, reason: byChoice ? 'lcl_cheaper' : (reason ?? 'container_count_exhausted') };
    };
    const remainder = [
      ...this.unfit,
      ...carried.map((l) =>
        byChoice || l.reason === 'no_room_found' || l.reason === 'exceeds_payload' ? leftover(l) : l,
      ),
      ...waiting.flatMap((po) => (this.lotsOf.get(po) ?? []).map(leftover)),
    ];
    const homes = new Map<number, Set<number>>();
    containers.forEach((c, i) =>
      c.plan.placements.forEach((p) => {
        const po = c.lots[p.item].po;
        homes.set(po, (homes.get(po) ?? new Set()).add(i));
      }),
    );
    const splitPos = this.order.filter((po) => (homes.get(po)?.size ?? 0) > 1);
    const waits = priorityWaits(this.problem, this.order, containers, remainder, this.unfit);
    const notes = containers.flatMap((c, i) =>
      c.closestFallback
        ? [
            `container ${i + 1}: no PO mix fell in the ${Math.round(FILL_BAND.low * 100)}-${Math.round(FILL_BAND.high * 100)} % volume band, so the closest mix was packed (${Math.round(c.mixShare.volume * 100)} % of the volume, ${Math.round(c.mixShare.weight * 100)} % of the payload)`,
          ]
        : [],
    );
    return {
      strategy,
      containers,
      remainder,
      splitPos,
      cost: planCost(this.problem, containers, remainder),
      priorityWaits: waits,
      notes: [...notes, ...remainderNotes(this.problem, this.order, remainder, this.unfit)],
    };
  }
}
