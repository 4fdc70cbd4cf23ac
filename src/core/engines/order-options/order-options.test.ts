import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { palletProblem } from '../pallet-loading/index.js';
import {
  allowedDeltas,
  distinctAlternatives,
  rankCandidates,
  REPACK_BUILDS,
  searchOrderOptions,
  type Candidate,
  type Evaluation,
  type PinnedBuild,
} from './index.js';
import { pairChanges, singleChanges } from './quantity-changes.js';

const CM = 100;
/** Cubes of 40 cm on a 120 × 80 × 80 cm space: 6 per level, 12 per pallet; the volume bound is ceil(n / 12). */
const cubes = (qty: number[]) =>
  palletProblem(
    { l: 120 * CM, w: 80 * CM, baseHeight: 0, maxHeight: 80 * CM, maxWeight: 10_000_000 },
    qty.map((q, i) => ({
      label: `c${i}`,
      l: 40 * CM,
      w: 40 * CM,
      h: 40 * CM,
      qty: q,
      weight: 1000,
      keepUpright: true,
    })),
  );

/** A fake packer: pallets = ceil(cartons / 12) plus `waste` (a build that wastes pallets), so the answers are known. */
const fakeEvaluate =
  (waste: (b: PinnedBuild) => number, log: string[] = []) =>
  (qty: readonly number[], b: PinnedBuild): Evaluation => {
    log.push(`${qty.join(',')} ${b.strategy}/${b.ordering}`);
    const n = qty.reduce((a, c) => a + c, 0);
    const palletCount = Math.ceil(n / 12) + waste(b);
    return {
      palletCount,
      acceptable: true,
      digest: `${qty.join(',')}|${palletCount}|${b.strategy}/${b.ordering}`,
      emptiestPallet: n % 12,
    };
  };

describe('quantity changes', () => {
  it('steps are anchored at the current quantity, clipped to the bounds, nearest first', () => {
    assert.deepEqual(allowedDeltas(10, { item: 0, min: 4, max: 13, step: 3 }), [-3, 3, -6]);
    // 50 in steps of 4 within [0, 60]: 46, 54, 42, 58, ... and the bounds 60 (+10) and 0 (−50), clipped
    assert.deepEqual(allowedDeltas(50, { item: 0, min: 0, max: 60, step: 4 }).slice(0, 5), [-4, 4, -8, 8, 10]);
    assert.ok(allowedDeltas(50, { item: 0, min: 0, max: 60, step: 4 }).includes(-50), 'deferral offered');
    assert.ok(allowedDeltas(50, { item: 0, min: 0, max: 60, step: 4 }).includes(10), 'maxQty offered');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 9 }),
        (cur, down, up, step) => {
          const a = { item: 0, min: Math.max(0, cur - down), max: Math.min(200, cur + up), step };
          const d = allowedDeltas(cur, a);
          for (const x of d) {
            assert.ok(Math.abs(x) % step === 0 || cur + x === a.min || cur + x === a.max);
            assert.ok(cur + x >= a.min && cur + x <= a.max && x !== 0);
          }
          for (let i = 1; i < d.length; i++) assert.ok(Math.abs(d[i - 1]) <= Math.abs(d[i]));
          // every whole step within the bounds, and each bound, appears once
          const reachable = [];
          for (let q = a.min; q <= a.max; q++)
            if (q !== cur && ((q - cur) % step === 0 || q === a.min || q === a.max)) reachable.push(q);
          assert.deepEqual(
            [...d.map((x) => cur + x)].sort((x, y) => x - y),
            reachable,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lists pairs nearest first, each pair once', () => {
    const adj = [
      { item: 0, min: 2, max: 14, step: 2 },
      { item: 1, min: 0, max: 9, step: 1 },
      { item: 2, min: 5, max: 8, step: 3 },
    ];
    const cur = [8, 5, 5];
    const pairs = [...pairChanges(cur, adj)];
    const size = (p: { delta: number }[]) => p.reduce((s, c) => s + Math.abs(c.delta), 0);
    for (let i = 1; i < pairs.length; i++) assert.ok(size(pairs[i - 1]) <= size(pairs[i]));
    const keys = pairs.map((p) => p.map((c) => `${c.item}:${c.delta}`).join(' '));
    assert.equal(new Set(keys).size, keys.length);
    // 6 deltas for item 0 (±2, ±4, −6, +6), 9 for item 1, 1 for item 2 (+3): 6×9 + 6×1 + 9×1 pairs.
    assert.equal(pairs.length, 6 * 9 + 6 + 9);
    assert.equal(singleChanges(cur, adj).length, 6 + 9 + 1);
  });
});

describe('order-options search', () => {
  it('skips without packing every candidate whose lower bound exceeds the target, and counts them apart', () => {
    // 26 cubes: 3 pallets (bound 3). Target 2 needs ≤ 24 cubes: the repacks (bound 3) and the cuts of 1 are skipped.
    const log: string[] = [];
    const s = searchOrderOptions({
      problem: cubes([20, 6]),
      adjustments: [{ item: 0, min: 10, max: 20, step: 1 }],
      baselinePallets: 3,
      target: 2,
      budget: 60,
      examineLimit: 5000,
      evaluate: fakeEvaluate(() => 0, log),
    });
    assert.equal(s.phase1.skipped, 12);
    assert.equal(s.phase1.packed, 0);
    assert.equal(s.phase2.skipped, 1); // −1 (25 cubes)
    assert.ok(
      log.every((l) => Number(l.split(',')[0]) <= 18),
      'nothing above the bound packed',
    );
    assert.deepEqual(s.found[0].changes, [{ item: 0, delta: -2 }]);
    assert.equal(s.packed, log.length);
  });

  it('stops phase 1 early when enough repacks reach the bound, and skips phase 2 once a repack reaches the target', () => {
    const log: string[] = [];
    const s = searchOrderOptions({
      problem: cubes([24]),
      adjustments: [{ item: 0, min: 0, max: 24, step: 1 }],
      baselinePallets: 3,
      target: 2,
      budget: 60,
      examineLimit: 5000,
      evaluate: fakeEvaluate(() => 0, log),
    });
    assert.equal(s.phase1.packed, 3);
    assert.equal(s.phase2.ran, false);
    assert.equal(s.stoppedBy, 'not_needed');
    // Every repack reaches 2 pallets = the bound: three distinct ones settle phase 1.
    assert.equal(s.found.length, 3);
  });

  it('counts identical builds as duplicates and stops at the budget', () => {
    // Every build gives the same plan (digest without the build): 1 distinct, 11 duplicates; the wasteful
    // builds make no pallet count fall, so phase 2 runs until the budget of 15 is spent.
    const same = (qty: readonly number[]): Evaluation => ({
      palletCount: 3,
      acceptable: true,
      digest: qty.join(','),
      emptiestPallet: 1,
    });
    const s = searchOrderOptions({
      problem: cubes([24]),
      adjustments: [{ item: 0, min: 20, max: 24, step: 1 }],
      baselinePallets: 3,
      target: 2,
      budget: 15,
      examineLimit: 5000,
      evaluate: same,
    });
    assert.equal(s.phase1.duplicates, 11);
    assert.equal(s.packed, 15);
    assert.equal(s.stoppedBy, 'budget');
  });

  it('hands phase 2 the repack that came closest, and lists smaller improvements', () => {
    // 24 cubes (bound 2): every repack needs 3 pallets (baseline 4, target 2); layers/height leaves the emptiest
    // pallet, so phase 2 uses it; any cut then fits 2 pallets.
    const evaluate = (qty: readonly number[], b: PinnedBuild): Evaluation => {
      const n = qty[0];
      const layersHeight = b.strategy === 'layers' && b.ordering === 'height';
      return {
        palletCount: n === 24 ? 3 : Math.ceil(n / 12),
        acceptable: true,
        digest: `${n}|${b.strategy}/${b.ordering}`,
        emptiestPallet: layersHeight ? 0 : 5,
      };
    };
    const s = searchOrderOptions({
      problem: cubes([24]),
      adjustments: [{ item: 0, min: 20, max: 24, step: 1 }],
      baselinePallets: 4,
      target: 2,
      budget: 60,
      examineLimit: 5000,
      evaluate,
    });
    assert.equal(s.phase1.packed, 12);
    assert.deepEqual(s.phase2.build, { strategy: 'layers', ordering: 'height' });
    const ranked = rankCandidates(s.found, () => null);
    assert.equal(ranked[0].evaluation.palletCount, 2);
    assert.deepEqual(ranked[0].changes, [{ item: 0, delta: -1 }]);
    assert.equal(
      s.found.filter((c) => c.phase === 'repack').length,
      12,
      'the 3-pallet repacks are smaller improvements',
    );
  });

  it('never tries an empty shipment', () => {
    const log: string[] = [];
    searchOrderOptions({
      problem: cubes([3]),
      adjustments: [{ item: 0, min: 0, max: 3, step: 1 }],
      baselinePallets: 2,
      target: 1,
      budget: 60,
      examineLimit: 5000,
      evaluate: fakeEvaluate(() => 1, log),
    });
    assert.ok(log.length > 0 && log.every((l) => !l.startsWith('0 ')), log.join('; '));
  });

  it('returns candidates that beat the baseline when an ambitious target is out of reach', () => {
    // 30 cubes on 3 pallets; target 1 needs ≤ 12 cubes, out of reach with min 20: cuts to 24 still save a pallet
    const s = searchOrderOptions({
      problem: cubes([30]),
      adjustments: [{ item: 0, min: 20, max: 30, step: 1 }],
      baselinePallets: 3,
      target: 1,
      budget: 60,
      examineLimit: 5000,
      evaluate: fakeEvaluate(() => 0),
    });
    const ranked = rankCandidates(s.found, () => null);
    assert.ok(ranked.length > 0, 'smaller improvements are offered');
    assert.equal(ranked[0].evaluation.palletCount, 2);
    assert.deepEqual(ranked[0].changes, [{ item: 0, delta: -6 }]);
  });

  it('offers Pareto-distinct alternatives: never the same cut taken deeper for no fewer pallets', () => {
    // 26 cubes of two SKUs on 3 pallets, target 2: cutting A by 2 or B by 2 saves the pallet; deeper cuts of A do too
    const s = searchOrderOptions({
      problem: cubes([20, 6]),
      adjustments: [
        { item: 0, min: 10, max: 20, step: 1 },
        { item: 1, min: 0, max: 6, step: 1 },
      ],
      baselinePallets: 3,
      target: 2,
      budget: 60,
      examineLimit: 5000,
      evaluate: fakeEvaluate(() => 0),
    });
    const picked = distinctAlternatives(
      rankCandidates(s.found, () => null),
      3,
    );
    const key = (c: Candidate) => c.changes.map((ch) => `${ch.item}:${ch.delta}`).join(' ');
    assert.ok(picked.length >= 2);
    for (const a of picked)
      for (const b of picked)
        if (a !== b) {
          const sameDirection =
            a.changes.length === b.changes.length &&
            a.changes.every((ca) =>
              b.changes.some((cb) => cb.item === ca.item && Math.sign(cb.delta) === Math.sign(ca.delta)),
            );
          assert.ok(
            !sameDirection || a.evaluation.palletCount !== b.evaluation.palletCount,
            `${key(a)} and ${key(b)} are one decision`,
          );
        }
    assert.deepEqual(picked.map(key).slice(0, 2), ['0:-2', '1:-2']);
  });

  it('offers a deferral beside a cut of another SKU: a step clipped at minQty 0 defers the whole SKU', () => {
    // 25 cubes on 3 pallets, target 2 (24 fit): A may lose 1; B (5, qtyStep 7) has no whole step, only the bound 0
    const s = searchOrderOptions({
      problem: cubes([20, 5]),
      adjustments: [
        { item: 0, min: 19, max: 20, step: 1 },
        { item: 1, min: 0, max: 5, step: 7 },
      ],
      baselinePallets: 3,
      target: 2,
      budget: 60,
      examineLimit: 5000,
      evaluate: fakeEvaluate(() => 0),
    });
    const picked = distinctAlternatives(
      rankCandidates(s.found, () => null),
      3,
    );
    assert.deepEqual(
      picked.slice(0, 2).map((c) => [c.evaluation.palletCount, c.changes]),
      [
        [2, [{ item: 0, delta: -1 }]],
        [2, [{ item: 1, delta: -5 }]],
      ],
      'the cut of A, then B deferred',
    );
  });

  it('at the target, offers the largest addition of each SKU that fits', () => {
    // 20 cubes on 2 pallets (room for 24): A may rise to 30, B to 10; the largest that fit are +4 on either
    const log: string[] = [];
    const s = searchOrderOptions({
      problem: cubes([12, 8]),
      adjustments: [
        { item: 0, min: 12, max: 30, step: 1 },
        { item: 1, min: 8, max: 10, step: 1 },
      ],
      baselinePallets: 2,
      target: 2,
      budget: 60,
      examineLimit: 5000,
      evaluate: fakeEvaluate(() => 0, log),
    });
    const picked = distinctAlternatives(
      rankCandidates(s.found, () => null),
      3,
    );
    assert.deepEqual(picked.map((c) => c.changes).slice(0, 2), [[{ item: 0, delta: 4 }], [{ item: 1, delta: 2 }]]);
    assert.ok(
      !log.includes('13,8 blocks/volume') && !log.includes('15,8 blocks/volume'),
      'smaller additions of A not packed',
    );
  });

  it('ranks by pallets, then units changed, then net savings, then search order', () => {
    const c = (order: number, pallets: number, units: number): Candidate => ({
      order,
      phase: 'single_sku',
      build: REPACK_BUILDS[0],
      changes: [],
      unitsChanged: units,
      evaluation: { palletCount: pallets, acceptable: true, digest: `${order}`, emptiestPallet: 0 },
    });
    const savings = new Map([
      [0, 10],
      [1, 50],
      [2, null],
      [3, 99],
    ]);
    const ranked = rankCandidates(
      [c(0, 2, 4), c(1, 2, 4), c(2, 2, 4), c(3, 2, 6), c(4, 1, 9)],
      (x) => savings.get(x.order) ?? null,
    );
    assert.deepEqual(
      ranked.map((x) => x.order),
      [4, 1, 0, 2, 3],
    );
  });
});
