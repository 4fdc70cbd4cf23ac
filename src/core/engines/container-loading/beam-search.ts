import type { Cargo } from './cargo.js';
import { nextMoves, type Move, type SearchContext } from './moves.js';
import { chainKey, SearchState } from './search-state.js';

/**
 * Beam search with greedy completion, after BSG (Araya & Riff 2014):
 * - every node is a partial load; its children place one of its w best blocks in its next space;
 * - each child is rated by completing it greedily (best block each step); the best completion
 *   ever seen is the answer;
 * - the w children with the best completions form the next level;
 * - the whole search is repeated with w doubled while work remains (or, with `stopOnStall`, until
 *   a pass of width STALL_WIDTH or more finds no better completion);
 * - completions are remembered by the moves that led to the child (a wider pass revisits the
 *   narrower pass's first levels, and a node's best child completes exactly as the node did),
 *   so no child is completed twice;
 * - a level keeps only its `width` best children as it goes, and a child whose completion is
 *   remembered is built only when it joins them (charged as if built), so a wide pass holds
 *   about width states, not width².
 * Work is counted in blocks examined (see moves.ts), so the same input gives the same plan;
 * the wall-time cap only cuts the search short.
 * Limits: no backtracking within one beam pass; completions that tie keep the first found.
 */

export interface SearchResult {
  readonly best: SearchState;
  readonly stoppedBy: 'complete' | 'budget' | 'time_cap';
}

/** Completes a state greedily; returns null when the budget ran out midway (unless `force`). */
export function greedy(ctx: SearchContext, state: SearchState, force = false): SearchState | null {
  for (;;) {
    if (ctx.meter.exhausted) {
      if (!force) return null;
      // the first completion ignores the work budget; the time cap cuts it short, what is loaded stays valid
      if (ctx.meter.hitTimeCap) return state;
    }
    const moves = nextMoves(ctx, state, 1);
    if (moves.length === 0) return state;
    apply(ctx, state, moves[0]);
  }
}

/** Places a move and charges the work it took. */
function apply(ctx: SearchContext, state: SearchState, m: Move): void {
  state.place(ctx.cargo, m.block, m.space.y, m.x, m.z);
  ctx.meter.spend(state.work + (state.tracker ? state.tracker.work : 0));
  state.work = 0;
  if (state.tracker) state.tracker.work = 0;
}

/** Copies a state and charges the copy. */
function copy(ctx: SearchContext, state: SearchState): SearchState {
  ctx.meter.spend((state.spaces.size >> 2) + (state.tracker ? state.blocks : 0));
  return state.clone(ctx.cargo);
}

/** Beam shape: children per node = max(2, round(width × branching)); the width grows by `growth` per pass. */
export interface BeamShape {
  readonly branching: number;
  readonly growth: number;
  /**
   * End the search after a pass of width at least STALL_WIDTH that found no better completion
   * (each pass costs about as much as all before it). Absent: widen until the budget is spent.
   */
  readonly stopOnStall?: boolean;
}

/** Narrowest pass whose finding nothing better ends a search that stops on a stall. */
export const STALL_WIDTH = 16;

/** Searches from the empty load; `start` is a complete load found before, kept when nothing beats it. */
export function beamSearch(ctx: SearchContext, cargo: Cargo, shape: BeamShape, start?: SearchState): SearchResult {
  const root = new SearchState(cargo);
  let best = greedy(ctx, root.clone(cargo), true) as SearchState;
  if (start && start.volume > best.volume) best = start;
  const done = () => best.volume >= cargo.cargoVolume;
  const better = (s: SearchState) => s.volume > best.volume || (s.volume === best.volume && s.maxX < best.maxX);
  let width = 1;
  let exhaustive = false;
  const known = new Map<number, number>();
  let stalled = false;
  while (!done() && !ctx.meter.exhausted && !exhaustive && !stalled) {
    exhaustive = true;
    const before = best;
    let beam: SearchState[] = [root.clone(cargo)];
    while (beam.length > 0 && !ctx.meter.exhausted) {
      const k = Math.max(2, Math.round(width * shape.branching));
      // the `width` children with the best completions so far, best first (ties: the first found)
      const kept: { state: SearchState; value: number }[] = [];
      let children = 0;
      for (const node of beam) {
        const moves = nextMoves(ctx, node, k);
        if (moves.length === k) exhaustive = false;
        for (const m of moves) {
          const key = chainKey(node.key, m.block.id, node.phase, m.x, m.space.y, m.z);
          let value = known.get(key);
          let child: SearchState | null = null;
          if (value === undefined || node.tracker) {
            child = copy(ctx, node);
            apply(ctx, child, m);
          } else {
            // a remembered completion: the child is built only if it joins the beam, at the same charge
            ctx.meter.spend(node.spaces.size >> 2);
            ctx.meter.spend(node.spaces.size);
          }
          if (value === undefined) {
            const end = greedy(ctx, copy(ctx, child as SearchState));
            if (!end) break;
            if (better(end)) best = end;
            value = end.volume;
            remember(known, child as SearchState, end);
          }
          children++;
          if (kept.length === width && value <= kept[width - 1].value) continue;
          if (!child) {
            child = node.clone(cargo);
            child.place(cargo, m.block, m.space.y, m.x, m.z);
            child.work = 0;
          }
          let at = kept.length;
          while (at > 0 && kept[at - 1].value < value) at--;
          kept.splice(at, 0, { state: child, value });
          if (kept.length > width) kept.pop();
        }
        if (ctx.meter.exhausted || done()) break;
      }
      if (done()) break;
      if (children > width) exhaustive = false;
      beam = kept.map((c) => c.state);
    }
    stalled = shape.stopOnStall === true && width >= STALL_WIDTH && best === before && !ctx.meter.exhausted;
    width = Math.max(width + 1, Math.round(width * shape.growth));
  }
  const stoppedBy = ctx.meter.hitTimeCap
    ? 'time_cap'
    : done() || exhaustive || stalled
      ? 'complete'
      : ctx.meter.exhausted
        ? 'budget'
        : 'complete';
  return { best, stoppedBy };
}

/** Completions remembered at most (memory stays bounded at the thorough budget on small, cheap loads). */
const MAX_KNOWN = 250_000;

/** Records a child's completion for the child and for the child after the completion's first step. */
function remember(known: Map<number, number>, child: SearchState, end: SearchState): void {
  if (known.size >= MAX_KNOWN) return;
  known.set(child.key, end.volume);
  if (end.blocks <= child.blocks) return;
  let step = end.path;
  for (let n = end.blocks; n > child.blocks + 1 && step; n--) step = step.prev;
  if (step) known.set(chainKey(child.key, step.block.id, step.phase, step.x, step.y, step.z), end.volume);
}
