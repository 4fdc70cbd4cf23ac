import type { Placement } from '../model/plan.js';
import type { Problem } from '../model/problem.js';
import { faceContactArea } from '../geometry/box.js';
import type { Violation } from './violation.js';

/**
 * GROUP_SPLIT: the boxes of one keep-together group must form a single cluster linked
 * by face-to-face contacts of positive area between boxes of that same group
 * (union–find over the meeting pairs).
 */
export function checkGroups(
  problem: Problem,
  boxes: readonly Placement[],
  ids: readonly number[],
  pairs: ReadonlyArray<[number, number]>,
  out: Violation[],
): void {
  const groupOf = boxes.map((b) => problem.items[b.item].group);
  const parent = boxes.map((_, k) => k);
  const find = (k: number): number => {
    while (parent[k] !== k) {
      parent[k] = parent[parent[k]];
      k = parent[k];
    }
    return k;
  };
  for (const [a, b] of pairs) {
    if (groupOf[a] === null || groupOf[a] !== groupOf[b]) continue;
    if (faceContactArea(boxes[a], boxes[b]) > 0) parent[find(a)] = find(b);
  }
  const clusters = new Map<string, Map<number, number[]>>();
  boxes.forEach((_, k) => {
    const g = groupOf[k];
    if (g === null) return;
    let byRoot = clusters.get(g);
    if (!byRoot) clusters.set(g, (byRoot = new Map()));
    const root = find(k);
    const members = byRoot.get(root);
    if (members) members.push(ids[k]);
    else byRoot.set(root, [ids[k]]);
  });
  for (const [group, byRoot] of clusters) {
    if (byRoot.size <= 1) continue;
    const parts = [...byRoot.values()].sort((p, q) => q.length - p.length);
    out.push({
      code: 'GROUP_SPLIT',
      message: `group "${group}" is split into ${parts.length} clusters (sizes ${parts.map((p) => p.length).join(', ')}); listed boxes are outside the largest`,
      boxes: parts.slice(1).flat(),
    });
  }
}
