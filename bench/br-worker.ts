/**
 * One BR instance in a worker thread: our engine (work budget, wall time measured here, never
 * in the core), every plan through checkPlan with full support, and optionally the npm peers.
 */
import { checkPlan } from '../src/core/checks/check-plan.js';
import type { Placement } from '../src/core/model/plan.js';
import { solveContainerLoad } from '../src/core/engines/container-loading/index.js';
import { loadBr } from './br-instances.js';
import { run3dBinPacking, runBinpackingjs, type PeerRun } from './br-peers.js';

export interface BrTask {
  readonly cls: number;
  readonly n: number;
  readonly work: number;
  readonly peers: boolean;
}

export interface RunSummary {
  readonly util: number | null;
  readonly ms: number;
  readonly violations: string[];
  readonly error: string | null;
}

export interface BrResult {
  readonly name: string;
  readonly ours: RunSummary & { readonly work: number; readonly stoppedBy: string };
  readonly peers: Record<string, RunSummary>;
}

function summarise(
  name: string,
  placements: readonly Placement[] | null,
  ms: number,
  problem: Parameters<typeof checkPlan>[0],
  volume: number,
  error: string | null,
): RunSummary {
  if (!placements) return { util: null, ms, violations: [], error };
  const violations = checkPlan(problem, placements).map((v) => `${name} ${v.code}: ${v.message}`);
  const loaded = placements.reduce((s, p) => s + p.dx * p.dy * p.dz, 0);
  return { util: (100 * loaded) / volume, ms, violations, error };
}

export default function runBr(task: BrTask): BrResult {
  const inst = loadBr(task.cls, task.n);
  const t0 = performance.now();
  const plan = solveContainerLoad(inst.problem, { budget: { work: task.work } });
  const ms = performance.now() - t0;
  const ours = {
    ...summarise(inst.name, plan.placements, ms, inst.problem, inst.containerVolume, null),
    work: plan.stats.work,
    stoppedBy: plan.stats.stoppedBy,
  };
  const peers: Record<string, RunSummary> = {};
  if (task.peers) {
    const runners: Record<string, (p: typeof inst.problem) => PeerRun> = {
      binpackingjs: runBinpackingjs,
      '3d-bin-packing': run3dBinPacking,
    };
    for (const [peer, run] of Object.entries(runners)) {
      const p0 = performance.now();
      let r: PeerRun;
      try {
        r = run(inst.problem);
      } catch (e) {
        r = { placements: null, error: String((e as Error).message).split('\n')[0] };
      }
      peers[peer] = summarise(
        `${inst.name} ${peer}`,
        r.placements,
        performance.now() - p0,
        inst.problem,
        inst.containerVolume,
        r.error,
      );
    }
  }
  return { name: inst.name, ours, peers };
}
