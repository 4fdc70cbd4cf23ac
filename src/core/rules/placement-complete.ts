/**
 * PLACEMENT_COMPLETE, the one rule every report opens with: observed = units placed, limit =
 * units asked for, pass only when all are placed. Each report adds its own assumption text.
 */

export interface PlacementVerdict {
  readonly code: 'PLACEMENT_COMPLETE';
  readonly status: 'pass' | 'fail';
  readonly observed: number;
  readonly limit: number;
}

export function placementVerdict(placed: number, requested: number): PlacementVerdict {
  return {
    code: 'PLACEMENT_COMPLETE',
    status: placed === requested ? 'pass' : 'fail',
    observed: placed,
    limit: requested,
  };
}

/** "3 of 40 cartons not placed" when some are missing; `what` names the units and where they went. */
export function missingDetail(placed: number, requested: number, what: string): { detail?: string } {
  return placed < requested ? { detail: `${requested - placed} of ${requested} ${what}` } : {};
}
