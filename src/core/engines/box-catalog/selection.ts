/**
 * Selection: the k candidates that minimise, lexicographically, the count-weighted share of
 * orders no chosen box holds (when coverage comes first) and then the count-weighted objective
 * (billed grams, or money with a rate). Each order goes to the chosen box it ranks best
 * (chooseBox), so the objective is a p-median with a fixed preference order per order.
 *
 * Method: greedy addition, then Teitz–Bart vertex substitution (swap one chosen box for the
 * best outside candidate, slot by slot), iterated with seeded one-box kicks once no swap
 * improves, keeping the best catalogue seen (an iterated local search). Swaps repair what
 * greedy cannot: the first greedy boxes are picked for a catalogue of one and stay forever.
 * Lagrangian p-median would add a bound but costs more per step at k ≤ 12; see docs/api/box-catalog.md.
 * Budget: one step = one greedy addition or one slot tried against every candidate.
 * Steps below k fill the remaining slots deterministically (evenly spaced by volume, largest first).
 */
import { Rng } from '../../search/rng.js';

/** The scored instance: n orders (shapes), m candidates, row-major n × m matrices. */
export interface SelectionInput {
  readonly n: number;
  readonly m: number;
  /** Occurrence weight of each order. */
  readonly count: readonly number[];
  /** Preference rank of candidate j for order i (lower = chosen first); NO_FIT when it does not fit. */
  readonly rank: Int32Array;
  /** Objective value of order i in candidate j (per occurrence). */
  readonly value: Float64Array;
  /** Objective value charged for order i when no chosen box holds it. */
  readonly unfitValue: readonly number[];
  /** Candidate indices by volume, largest first (for the deterministic fill). */
  readonly byVolumeDesc: readonly number[];
  readonly k: number;
  readonly coverageFirst: boolean;
}

export const NO_FIT = 0x7fffffff;

export interface Score {
  /** Count-weighted occurrences no chosen box holds. */
  readonly uncovered: number;
  /** Count-weighted objective, unfit orders charged at their unfit value. */
  readonly total: number;
}

export interface SelectionResult {
  readonly chosen: number[];
  readonly score: Score;
  readonly greedyScore: Score | null;
  readonly steps: number;
  readonly stoppedBy: 'local_optimum' | 'budget' | 'time_cap' | 'all_candidates';
}

export interface SelectionOptions {
  readonly steps: number;
  readonly method: 'local-search' | 'greedy';
  readonly seed: number;
  readonly isTimeUp?: () => boolean;
}

/** Relative tolerance: move scores are summed as deltas, so equal catalogues may differ in the last bits. */
const lower = (a: number, b: number) => a < b - 1e-9 * Math.max(1, Math.abs(b));
const better = (a: Score, b: Score, coverageFirst: boolean) =>
  coverageFirst
    ? a.uncovered < b.uncovered || (a.uncovered === b.uncovered && lower(a.total, b.total))
    : lower(a.total, b.total);

/** Best and second-best chosen candidate per order (-1 = none). */
class Assignment {
  readonly best: Int32Array;
  readonly second: Int32Array;
  constructor(
    private readonly inp: SelectionInput,
    chosen: readonly number[],
  ) {
    this.best = new Int32Array(inp.n).fill(-1);
    this.second = new Int32Array(inp.n).fill(-1);
    for (let i = 0; i < inp.n; i++) {
      for (const j of chosen) {
        const r = inp.rank[i * inp.m + j];
        if (r === NO_FIT) continue;
        if (this.best[i] < 0 || r < this.rankOf(i, this.best[i])) {
          this.second[i] = this.best[i];
          this.best[i] = j;
        } else if (this.second[i] < 0 || r < this.rankOf(i, this.second[i])) this.second[i] = j;
      }
    }
  }
  rankOf(i: number, j: number): number {
    return j < 0 ? NO_FIT : this.inp.rank[i * this.inp.m + j];
  }

  /** Score after removing `out` (-1: none) and adding `add` (-1: none). */
  scoreWith(out: number, add: number): Score {
    const { n, m, rank, value, count, unfitValue } = this.inp;
    let uncovered = 0;
    let total = 0;
    for (let i = 0; i < n; i++) {
      let cur = this.best[i] === out ? this.second[i] : this.best[i];
      if (add >= 0 && rank[i * m + add] < this.rankOf(i, cur)) cur = add;
      if (cur < 0) {
        uncovered += count[i];
        total += count[i] * unfitValue[i];
      } else total += count[i] * value[i * m + cur];
    }
    return { uncovered, total };
  }

  /**
   * The best candidate outside `chosen` to add once `out` (-1: none) is removed. Each candidate
   * is scored as a change to the base, over only the orders it holds (`holds[j]`).
   */
  bestMove(out: number, chosen: readonly number[], holds: readonly Int32Array[]): { add: number; score: Score } | null {
    const { n, m, rank, value, count, unfitValue, coverageFirst } = this.inp;
    const curRank = new Int32Array(n);
    const curValue = new Float64Array(n);
    let uncovered = 0;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const cur = this.best[i] === out ? this.second[i] : this.best[i];
      curRank[i] = cur < 0 ? NO_FIT : rank[i * m + cur];
      curValue[i] = cur < 0 ? unfitValue[i] : value[i * m + cur];
      if (cur < 0) uncovered += count[i];
      total += count[i] * curValue[i];
    }
    const taken = new Uint8Array(m);
    for (const j of chosen) taken[j] = 1;
    let move: { add: number; score: Score } | null = null;
    for (let j = 0; j < m; j++) {
      if (taken[j]) continue;
      let du = 0;
      let dt = 0;
      const list = holds[j];
      for (let t = 0; t < list.length; t++) {
        const i = list[t];
        if (rank[i * m + j] >= curRank[i]) continue;
        if (curRank[i] === NO_FIT) du += count[i];
        dt += count[i] * (value[i * m + j] - curValue[i]);
      }
      const score = { uncovered: uncovered - du, total: total + dt };
      if (move === null || better(score, move.score, coverageFirst)) move = { add: j, score };
    }
    return move;
  }
}

/** For each candidate, the orders it holds. */
function holdersOf(inp: SelectionInput): Int32Array[] {
  return Array.from({ length: inp.m }, (_, j) => {
    const list: number[] = [];
    for (let i = 0; i < inp.n; i++) if (inp.rank[i * inp.m + j] !== NO_FIT) list.push(i);
    return Int32Array.from(list);
  });
}

/** The score of a given catalogue (candidate indices). */
export const scoreCatalog = (inp: SelectionInput, chosen: readonly number[]): Score =>
  new Assignment(inp, chosen).scoreWith(-1, -1);

export function selectCatalog(inp: SelectionInput, opt: SelectionOptions): SelectionResult {
  const k = Math.min(inp.k, inp.m);
  if (k === inp.m) {
    const all = [...Array(inp.m).keys()];
    return {
      chosen: all,
      score: new Assignment(inp, all).scoreWith(-1, -1),
      greedyScore: null,
      steps: 0,
      stoppedBy: 'all_candidates',
    };
  }
  let steps = 0;
  const timeUp = () => opt.isTimeUp?.() ?? false;
  const chosen: number[] = [];
  const holds = holdersOf(inp);
  while (chosen.length < k && steps < opt.steps && !timeUp()) {
    chosen.push(new Assignment(inp, chosen).bestMove(-1, chosen, holds)!.add);
    steps++;
  }
  const greedyComplete = chosen.length === k;
  if (chosen.length < k) fillEvenly(inp, chosen, k);
  const score = new Assignment(inp, chosen).scoreWith(-1, -1);
  const greedyScore = greedyComplete ? score : null;
  if (opt.method === 'greedy' || steps >= opt.steps)
    return {
      chosen,
      score,
      greedyScore,
      steps,
      stoppedBy: steps >= opt.steps && opt.method !== 'greedy' ? 'budget' : 'local_optimum',
    };
  return iteratedSwaps(inp, holds, { chosen, score, greedyScore, steps, stoppedBy: 'budget' }, opt, timeUp);
}

/** Fills the open slots with candidates evenly spaced by volume, the largest first. */
function fillEvenly(inp: SelectionInput, chosen: number[], k: number): void {
  const open = inp.byVolumeDesc.filter((j) => !chosen.includes(j));
  const slots = k - chosen.length;
  for (let t = 0; t < slots; t++) chosen.push(open[Math.floor((t * open.length) / slots)]);
}

/** Swap local search from `start`, kicked by one random replacement at each local optimum. */
function iteratedSwaps(
  inp: SelectionInput,
  holds: readonly Int32Array[],
  start: SelectionResult,
  opt: SelectionOptions,
  timeUp: () => boolean,
): SelectionResult {
  const rng = new Rng(opt.seed);
  let best = { chosen: start.chosen.slice(), score: start.score };
  let cur = { chosen: start.chosen.slice(), score: start.score };
  let steps = start.steps;
  let sinceImprovement = 0;
  let slot = 0;
  while (steps < opt.steps) {
    if (timeUp()) return { ...best, greedyScore: start.greedyScore, steps, stoppedBy: 'time_cap' };
    const move = new Assignment(inp, cur.chosen).bestMove(cur.chosen[slot], cur.chosen, holds);
    steps++;
    if (move && better(move.score, cur.score, inp.coverageFirst)) {
      cur.chosen[slot] = move.add;
      cur.score = new Assignment(inp, cur.chosen).scoreWith(-1, -1);
      sinceImprovement = 0;
      if (better(cur.score, best.score, inp.coverageFirst)) best = { chosen: cur.chosen.slice(), score: cur.score };
    } else if (++sinceImprovement >= cur.chosen.length) {
      cur = kick(inp, best.chosen, rng);
      sinceImprovement = 0;
    }
    slot = (slot + 1) % cur.chosen.length;
  }
  return { ...best, greedyScore: start.greedyScore, steps, stoppedBy: 'budget' };
}

function kick(inp: SelectionInput, from: readonly number[], rng: Rng): { chosen: number[]; score: Score } {
  const chosen = from.slice();
  const outside = [...Array(inp.m).keys()].filter((j) => !chosen.includes(j));
  chosen[rng.int(chosen.length)] = outside[rng.int(outside.length)];
  return { chosen, score: new Assignment(inp, chosen).scoreWith(-1, -1) };
}

/** Most swap slots the certification may try (each slot scans every candidate once). */
export const CERTIFY_MAX_SLOTS = 2000;

export interface Certified {
  readonly chosen: number[];
  readonly score: Score;
  /** True when a full pass over the slots found no single swap that improves the score. */
  readonly localOptimum: boolean;
  readonly slots: number;
  readonly changed: boolean;
}

/**
 * Best-improvement swaps, slot by slot, until a full pass of k slots improves nothing: then no
 * single swap of a chosen box for any candidate lowers the score (coverage, then the objective),
 * a certified local optimum. Within CERTIFY_MAX_SLOTS; beyond it the result is not certified.
 */
export function certifyLocalOptimum(inp: SelectionInput, start: readonly number[]): Certified {
  const chosen = start.slice();
  let score = new Assignment(inp, chosen).scoreWith(-1, -1);
  if (chosen.length >= inp.m || chosen.length === 0)
    return { chosen, score, localOptimum: true, slots: 0, changed: false };
  const holds = holdersOf(inp);
  let quiet = 0;
  let slots = 0;
  let changed = false;
  for (let slot = 0; quiet < chosen.length && slots < CERTIFY_MAX_SLOTS; slot = (slot + 1) % chosen.length) {
    const move = new Assignment(inp, chosen).bestMove(chosen[slot], chosen, holds);
    slots++;
    if (move && better(move.score, score, inp.coverageFirst)) {
      chosen[slot] = move.add;
      score = new Assignment(inp, chosen).scoreWith(-1, -1);
      changed = true;
      quiet = 0;
    } else quiet++;
  }
  return { chosen, score, localOptimum: quiet >= chosen.length, slots, changed };
}

/** The best candidate to add to `chosen` (a catalogue of k + 1), or null when none is left. */
export function bestAddition(inp: SelectionInput, chosen: readonly number[]): { add: number; score: Score } | null {
  if (chosen.length >= inp.m) return null;
  return new Assignment(inp, chosen).bestMove(-1, chosen, holdersOf(inp));
}
