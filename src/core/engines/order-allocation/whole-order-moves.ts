/**
 * Whole-order moves of the order search: every carton of the order reloaded onto a target count
 * below the current plan's, by one fill policy.
 *
 * Optimises: the pallet count; order-search.ts accepts a move's plan only when the order
 * objective (betterOrder) ranks it better than the current plan.
 * Method: a move is a (target, policy) pair, tried once per plan. Targets: the lower bound
 * first, then bound + 1 … below the current count; once a move placed every carton on some
 * count, the moves of other kinds onto that count still run (the search keeps the best by the
 * objective; variants of one kind, the dealt splits or the fragile shares, stop at the first). A policy fills pallet after pallet from every
 * carton still open (denseFill: Eley's sequential loading, the single-pallet search choosing
 * which cartons go on each pallet), then inserts what the last pallet leaves into the gaps and
 * tops of all of them; a fill a few cartons short is repaired by the search's repair (top and
 * pooled repacks), only when it left less out than the last fill repaired at that target.
 * Policies, cheapest first within a target; whether one applies is read from the order and from
 * what the moves before it found:
 * - dealt shares (bound and bound + 1): fragile, then stack-limited cartons dealt out one by one
 *   over the pallets, each share loaded by wide block building (dealt-shares.ts);
 * - at the bound: wide block building; with a top tier (orders with stack-limited or fragile
 *   cartons); each pallet offered its even share of every SKU (after a fill at that count ended
 *   in a stub last pallet); each pallet's fragile share on fragile caps, with the caps' room
 *   lost above them limited, then not (after a fill at that count left fragile cartons out, when
 *   a cap fits and differs from the caps tried); the single pallet at a larger budget (a bound
 *   of one); the wide and top-tier fills with a near miss regrouped (`regrouped`); the thorough
 *   effort adds the fragile share and the wide fill at 3× the budget;
 * - above the bound (up to ABOVE_BOUND_STEPS over it, orders with fragile cartons): each pallet
 *   its fragile share, of candidates with and then without a layered fragile tier;
 * - one below the current count, once per plan: the sequential fill with the best of the pallet
 *   engine's three approaches per pallet at the fill's block budget (not on the thorough effort,
 *   whose fill is that already), then at the bound's budget when the first came near (NEAR_MISS)
 *   or on the thorough effort.
 * Budget: each move once per (policy, target), the all-approaches ones once per plan; every
 * pallet load goes through the caller's counted loads (remembered loads too, load-memo.ts).
 * Limits: greedy pallet by pallet; a pallet is never reopened once the next one is loaded,
 * bar the near-miss repairs.
 */
import { ANY_LOST_ROOM, capChoice, MAX_LOST_ROOM } from '../pallet-loading/fragile-caps.js';
import type { Problem } from '../../model/problem.js';
import { dealtApplies, dealtSpreads, dealtSplit } from './dealt-shares.js';
import {
  type DenseConfig,
  type DenseFill,
  denseFill,
  denseLoad,
  evenShareOf,
  fragileShareLoad,
  tierLoad,
  topTierLoad,
  WIDE,
} from './dense-fill.js';
import { insertLeftovers } from './leftover-insertion.js';
import { loadKey } from './load-memo.js';
import type { Repair } from './order-search.js';
import { sequentialFill } from './sequential-fill.js';
import { INSERTION_WORK, leftVolume, NEAR_MISS, reloaded, STUB_FILL, type Loaded } from './share-loading.js';
import { fewCartonsLeft, TOP_REPACK_LEFT } from './top-repack.js';

/** One whole-order move: the order onto `target` pallets by one policy; `run` gives the plan, or null when it does not apply or some carton has no place. */
export interface WholeOrderMove {
  readonly name: string;
  readonly target: number;
  /** `countLoad` is called once per pallet load (the search's budget counts them). */
  readonly run: (countLoad: () => void) => Loaded[] | null;
}

/** A single-pallet load of some cartons (a sub-problem: a lowered ceiling, or caps). */
type PalletLoad = (p: Problem, qty: readonly number[]) => Loaded;

export interface WholeOrderContext {
  readonly problem: Problem;
  readonly open: readonly number[];
  readonly bound: number;
  readonly thorough: boolean;
  readonly budgetScale: number;
  readonly timeUp: () => boolean;
  /** A load remembered under `key` (load-memo.ts), counted in the plan's work. */
  readonly remembered: (key: string, make: () => Loaded) => Loaded;
  /** A load counted in the plan's work. */
  readonly counted: (pallet: Loaded) => Loaded;
  /** One pallet of the order's cartons (`p`: the order's problem, or it under a lowered ceiling) by the best of the pallet engine's three approaches, at the fill's or the bound's block budget (remembered, counted). */
  readonly everyApproach: (p: Problem, qty: readonly number[], budget: 'fill' | 'bound') => Loaded;
  readonly repair: Repair;
}

/**
 * The single-pallet move (a bound of one): on such misses, 20 million units placed a whole order
 * that 9 million left 4 cartons short of (about 90 % full); 30 and 50 million gained no more.
 */
const SINGLE_WORK = 20_000_000;
/** The cap share's budget: half the wide fill's (the orders it closes close at 1-6 million units, cheaper than later moves). */
const CAP_WORK = 1_500_000;
/** Dealt shares above the bound: two thirds of the wide fill's work per pallet (those pallets have room to spare). */
const DEALT_ABOVE_WORK = 2_000_000;
/** The thorough effort's wide fill: 3× the budget. */
const DEEP_WORK = 9_000_000;
/** Counts tried above the bound, at most: bound + 1 … bound + ABOVE_BOUND_STEPS. */
const ABOVE_BOUND_STEPS = 3;
/**
 * Pallets regrouped with a near miss's leftovers, by fill rank (0 = least full). The least-full
 * pallet alone is not: it is nearly always the fill's last, offered exactly those cartons already.
 */
const REGROUPS: readonly (readonly number[])[] = [[1], [0, 1]];

/** What the moves so far found at one target. */
interface AtTarget {
  stub: boolean;
  fragileOut: boolean;
  capsTried: string[];
  repairedOut: number;
  near: boolean;
}

/**
 * The whole-order move family for one plan: `(current)` lists the moves not yet tried onto fewer
 * than `current` pallets (onto `current` too when a move of the family placed every carton on
 * that many), in the order to try them.
 */
export function wholeOrderMoves(ctx: WholeOrderContext): (current: number) => WholeOrderMove[] {
  const { problem, open, bound, thorough, timeUp } = ctx;
  const hasTops = open.some((q, i) => q > 0 && problem.items[i].maxStack !== null);
  const hasFragile = open.some((q, i) => q > 0 && problem.items[i].maxStack === 0);
  const spreads = dealtSpreads(problem, open);
  const scaled = (work: number): DenseConfig => ({ ...WIDE, work: Math.max(1, Math.round(work * ctx.budgetScale)) });
  const [wide, single, half, deep, dealtAbove] = [WIDE.work, SINGLE_WORK, CAP_WORK, DEEP_WORK, DEALT_ABOVE_WORK].map(
    scaled,
  );
  const tried = new Set<string>();
  const found = new Map<number, AtTarget>();
  const at = (t: number): AtTarget => {
    let s = found.get(t);
    if (!s) {
      s = { stub: false, fragileOut: false, capsTried: [], repairedOut: Infinity, near: false };
      found.set(t, s);
    }
    return s;
  };
  let dealtLoads = 0;

  // Loads of the order's cartons are remembered, under a lowered ceiling too; caps (other items) are not.
  const remember = (p: Problem, qty: readonly number[], how: unknown, make: () => Loaded, count: () => void) => {
    count();
    return p.items === problem.items
      ? ctx.remembered(loadKey('dense', qty, [how, p.space]), make)
      : ctx.counted(make());
  };
  const blocks =
    (config: DenseConfig, count: () => void): PalletLoad =>
    (p, qty) =>
      remember(p, qty, config, () => denseLoad(p, qty, config, timeUp), count);
  const engine =
    (count: () => void): PalletLoad =>
    (p, qty) => {
      count();
      return ctx.everyApproach(p, qty, 'fill');
    };
  const tier =
    (count: () => void): PalletLoad =>
    (p, qty) =>
      remember(p, qty, { tier: ctx.budgetScale }, () => tierLoad(p, qty, timeUp, ctx.budgetScale), count);

  /** A per-pallet policy: `load(plain, qty, palletsLeft)` for every pallet but the last (which gets the plain load). */
  type PerPallet = (plain: PalletLoad, count: () => void, qty: readonly number[], palletsLeft: number) => Loaded;
  const perPallet =
    (config: DenseConfig, policy: PerPallet | null, regroup: boolean) => (t: number, count: () => void) => {
      const plain = blocks(config, count);
      const load = (qty: readonly number[], palletsLeft: number) =>
        palletsLeft <= 1 || !policy ? plain(problem, qty) : policy(plain, count, qty, palletsLeft);
      const fill = denseFill(problem, open, t, load, timeUp, regroup ? NEAR_MISS : TOP_REPACK_LEFT);
      const r = regroup ? regrouped(problem, fill, load, timeUp) : fill;
      return settle(t, r);
    };
  /** A fill's outcome: its pallets when every carton has a place (after the near-miss repair), else null and what it says about the target. */
  const settle = (t: number, r: DenseFill): Loaded[] | null => {
    if (r.pallets.length > 0 && r.left.every((q) => q === 0)) return [...r.pallets];
    const s = at(t);
    // A repair costs up to half a second of CPU: again only after a fill that leaves less out than the last one repaired.
    const out = leftVolume(problem, r.left);
    if (fewCartonsLeft(problem, r.pallets, t, r.left) && out < s.repairedOut) {
      const done = ctx.repair(r.pallets, r.left);
      if (done) return done;
      s.repairedOut = out;
    }
    s.stub ||= endsInStub(problem, r, t);
    s.fragileOut ||= r.left.some((q, i) => q > 0 && problem.items[i].maxStack === 0);
    return null;
  };
  const topTier: PerPallet = (plain, _count, qty, left) => topTierLoad(problem, qty, left, plain, timeUp);
  const evenShare: PerPallet = (plain, _count, qty, left) => plain(problem, evenShareOf(qty, left));
  const fragileShare =
    (withTier: boolean): PerPallet =>
    (plain, count, qty, left) =>
      fragileShareLoad(problem, qty, left, [plain, engine(count), ...(withTier ? [tier(count)] : [])], timeUp);
  const capShare =
    (room: number): PerPallet =>
    (plain, _count, qty, left) =>
      fragileShareLoad(problem, qty, left, [plain], timeUp, true, room);
  interface Policy {
    readonly name: string;
    /** The targets it reloads onto, below `current` (listed, not yet tried); with it, the move is tried once per plan, not once per target. */
    readonly onto?: (t: number, current: number) => boolean;
    /** Variants of one idea (the dealt splits, the fragile shares): once one placed every carton on a count, the others are not tried on it. */
    readonly kind?: string;
    /** Whether it applies, read at its turn from what the moves before it found (it is then tried). */
    readonly applies: (t: number) => boolean;
    readonly run: (t: number, count: () => void) => Loaded[] | null;
  }
  const atBound = (t: number) => t === bound;
  const oneFewer = (t: number, current: number) => t === current - 1;
  /** The caps the first pallet would get: new ones apply, the same again would load the same pallets. */
  const newCaps = (t: number, room: number): boolean => {
    const caps = JSON.stringify(capChoice(problem, open, t, false, room));
    const s = at(t);
    if (caps === '[]' || s.capsTried.includes(caps)) return false;
    s.capsTried.push(caps);
    return true;
  };
  const capMove = (name: string, room: number): Policy => ({
    name,
    applies: (t) => atBound(t) && t > 1 && at(t).fragileOut && newCaps(t, room),
    run: perPallet(half, capShare(room), false),
  });
  const everyFill = (budget: 'fill' | 'bound') => (t: number, count: () => void) => {
    const fill = sequentialFill(
      problem,
      open,
      t,
      (q) => {
        count();
        return ctx.everyApproach(problem, q, budget);
      },
      timeUp,
    );
    if (fill.open.every((q) => q === 0)) return fill.pallets;
    if (leftVolume(problem, fill.open) <= NEAR_MISS * problem.space.l * problem.space.w * problem.space.h)
      at(t).near = true;
    return null;
  };

  const dealt = (spread: 'fragile' | 'limited'): Policy => ({
    name: `dealt-${spread}`,
    kind: 'dealt',
    applies: (t) => spreads.includes(spread) && dealtApplies(problem, open, bound, t, spread, dealtLoads),
    run: (t, count) =>
      dealtSplit(
        problem,
        open,
        t,
        spread,
        (qty) => {
          dealtLoads++;
          return blocks(t === bound ? wide : dealtAbove, count)(problem, qty);
        },
        timeUp,
      ),
  });
  const policies: readonly Policy[] = [
    dealt('fragile'),
    dealt('limited'),
    { name: 'wide', applies: atBound, run: perPallet(wide, null, false) },
    { name: 'wide-top-tier', applies: (t) => atBound(t) && t > 1 && hasTops, run: perPallet(wide, topTier, false) },
    {
      name: 'even-share',
      applies: (t) => atBound(t) && t > 1 && at(t).stub,
      run: perPallet(wide, evenShare, false),
    },
    capMove('cap-share', MAX_LOST_ROOM),
    capMove('cap-share-any-room', ANY_LOST_ROOM),
    { name: 'single', applies: (t) => atBound(t) && t === 1, run: perPallet(single, null, false) },
    { name: 'wide-regrouped', applies: atBound, run: perPallet(wide, null, true) },
    {
      name: 'wide-top-tier-regrouped',
      applies: (t) => atBound(t) && t > 1 && hasTops,
      run: perPallet(wide, topTier, true),
    },
    {
      name: 'fragile-share-tier',
      kind: 'fragile-share',
      applies: (t) => t > 1 && hasFragile && (thorough || (t > bound && t <= bound + ABOVE_BOUND_STEPS)),
      run: perPallet(wide, fragileShare(true), false),
    },
    {
      name: 'fragile-share',
      kind: 'fragile-share',
      applies: (t) => t > 1 && hasFragile && (thorough || (t > bound && t <= bound + ABOVE_BOUND_STEPS)),
      run: perPallet(wide, fragileShare(false), false),
    },
    { name: 'deep-regrouped', applies: (t) => atBound(t) && thorough, run: perPallet(deep, null, true) },
    { name: 'every-approach', onto: oneFewer, applies: () => !thorough, run: everyFill('fill') },
    {
      name: 'every-approach-bound',
      onto: oneFewer,
      applies: (t) => thorough || at(t).near,
      run: everyFill('bound'),
    },
  ];

  // Counts some move placed every carton on (and by which kinds): the moves onto that count not tried yet still run, so the best of them is kept.
  const reached = new Set<number>();
  const reachedBy = new Set<string>();
  return (current) => {
    const moves: WholeOrderMove[] = [];
    const last = reached.has(current) ? current : current - 1;
    for (let t = Math.max(1, bound); t <= last; t++)
      for (const policy of policies) {
        const key = policy.onto ? policy.name : `${policy.name}|${t}`;
        if (tried.has(key) || (policy.onto && !policy.onto(t, current))) continue;
        moves.push({
          name: policy.name,
          target: t,
          // Tried once, at its turn: whether it applies is read then, from what the moves before it found.
          run: (countLoad) => {
            if (tried.has(key)) return null;
            tried.add(key);
            const kind = `${policy.kind ?? policy.name}|${t}`;
            if (timeUp() || reachedBy.has(kind) || !policy.applies(t)) return null;
            const plan = policy.run(t, countLoad);
            if (plan) {
              reached.add(t);
              reachedBy.add(kind);
            }
            return plan;
          },
        });
      }
    return moves;
  };
}

/**
 * All `count` pallets loaded, cartons still out, none of them fragile, and the last pallet
 * under STUB_FILL: the greedy left a mix the last pallet cannot hold, not too much volume.
 * (Fragile cartons left out need free tops, which an even share does not make.)
 */
function endsInStub(problem: Problem, r: DenseFill, count: number): boolean {
  const { l, w, h } = problem.space;
  const last = r.pallets[r.pallets.length - 1];
  const out = r.left.some((q) => q > 0) && r.left.every((q, i) => q === 0 || problem.items[i].maxStack !== 0);
  return r.pallets.length === count && count > 1 && out && last.measures.placedVolume < STUB_FILL * l * w * h;
}

/**
 * A near miss (at most NEAR_MISS of a pallet left out): the leftovers pooled with the cartons of
 * the second least-full pallet (then of the two least-full) and the pool filled again onto as
 * many pallets, the rest inserted into every pallet; the first pool that leaves nothing out wins.
 */
function regrouped(
  problem: Problem,
  r: DenseFill,
  load: (qty: readonly number[], palletsLeft: number) => Loaded,
  timeUp: () => boolean,
): DenseFill {
  const { l, w, h } = problem.space;
  const outVolume = leftVolume(problem, r.left);
  // One pallet pooled with its own leftovers is the first fill over again.
  if (outVolume === 0 || outVolume > NEAR_MISS * l * w * h || r.pallets.length <= 1) return r;
  const byFill = r.pallets
    .map((p, i) => ({ i, v: p.measures.placedVolume }))
    .sort((a, b) => a.v - b.v || a.i - b.i)
    .map((e) => e.i);
  for (const ranks of REGROUPS) {
    if (timeUp() || ranks.some((k) => k >= byFill.length)) continue;
    const group = ranks.map((k) => byFill[k]);
    const pool = r.left.map(
      (q, i) => q + group.reduce((s, g) => s + r.pallets[g].placements.filter((b) => b.item === i).length, 0),
    );
    const kept = r.pallets.filter((_, i) => !group.includes(i));
    // What this refill leaves may still go into the other pallets: no early stop.
    const again = denseFill(problem, pool, group.length, load, timeUp, Infinity);
    if (again.pallets.length === 0) continue;
    if (again.left.every((q) => q === 0)) return { pallets: [...kept, ...again.pallets], left: again.left };
    const ins = insertLeftovers(
      problem,
      kept.map((p) => p.placements),
      again.left,
      INSERTION_WORK,
      timeUp,
    );
    if (ins.left.every((q) => q === 0))
      return {
        pallets: [
          ...ins.pallets.map((ps, i) => (ps === kept[i].placements ? kept[i] : reloaded(problem, kept[i], ps))),
          ...again.pallets,
        ],
        left: ins.left,
      };
  }
  return r;
}
