import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkPlan } from '../../checks/check-plan.js';
import type { ItemType } from '../../model/item.js';
import type { Placement } from '../../model/plan.js';
import type { Problem } from '../../model/problem.js';
import { buildCase, sampleQuantities, searchCases } from './case-candidates.js';
import { designCases, type CaseCandidate, type CaseDesignProblem } from './index.js';

// Core units: 0.1 mm and g (10 cm = 1000).
const base: CaseDesignProblem = {
  product: { l: 700, w: 700, h: 1200, weight: 400 },
  orientations: 'upright',
  minUnits: 6,
  maxUnits: 24,
  board: 40,
  headspace: 50,
  maxCaseWeight: 15_000,
  maxDim: 6000,
  pallet: { l: 12_000, w: 8000, baseHeight: 1500, maxHeight: 18_000, maxWeight: 1_000_000, overhang: 0 },
  container: { l: 59_000, w: 23_500, h: 23_900, payload: 28_130_000 },
  costs: null,
  candidates: 5,
};

function caseItem(c: CaseCandidate, qty: number): ItemType {
  const o = c.design.outer;
  return {
    index: 0,
    label: 'case',
    l: o.l,
    w: o.w,
    h: o.h,
    qty,
    weight: c.design.weight,
    hasWeight: true,
    maxStack: null,
    verticalAxes: ['h'],
    canTurn: true,
    group: null,
    unloadOrder: null,
  };
}

/** Column stacks: `cases` cases, layer after layer of the pattern, from the floor up. */
function columnPlacements(
  c: CaseCandidate,
  rects: readonly { u: number; v: number; du: number; dv: number }[],
  cases: number,
): Placement[] {
  const out: Placement[] = [];
  for (let k = 0; out.length < cases; k++) {
    for (const r of rects) {
      if (out.length === cases) break;
      out.push({ item: 0, x: r.u, y: k * c.design.outer.h, z: r.v, dx: r.du, dy: c.design.outer.h, dz: r.dv });
    }
  }
  return out;
}

describe('case design engine', () => {
  it('samples at most 24 quantities, both ends included', () => {
    assert.deepEqual(sampleQuantities(6, 9), [6, 7, 8, 9]);
    const q = sampleQuantities(1, 2000);
    assert.equal(q.length, 24);
    assert.equal(q[0], 1);
    assert.equal(q[23], 2000);
  });

  it('builds the case outer, board and weight by the stated model (hand arithmetic)', () => {
    // 24 jars 7 × 7 × 12 cm as 6 × 2 × 2: inner 42 × 14 × (24 + 0.5) cm; outer + 2 × 0.4 cm.
    // Blank (2·42 + 2·14 + 5.08) × (14 + 24.5) cm = 117.08 × 38.5 = 4507.58 cm² → 0.4508 m² × 600 g = 270 g.
    const c = buildCase(base, { dx: 700, dz: 700, dy: 1200 }, 6, 2, 2);
    assert.deepEqual(c.inner, { l: 4200, w: 1400, h: 2450 });
    assert.deepEqual(c.outer, { l: 4280, w: 1480, h: 2530 });
    assert.equal(c.blankArea, 45_075_800);
    assert.equal(c.boardWeight, 270);
    assert.equal(c.weight, 24 * 400 + 270);
  });

  it('rejects cases over maxDim and maxWeight and deduplicates outer dimensions', () => {
    const s = searchCases({ ...base, maxDim: 3000, maxCaseWeight: 5000 });
    assert.ok(s.rejectedMaxDim > 0 && s.rejectedMaxWeight > 0);
    for (const c of s.cases) assert.ok(Math.max(c.outer.l, c.outer.w, c.outer.h) <= 3000 && c.weight <= 5000);
    const keys = s.cases.map((c) => `${c.outer.l},${c.outer.w},${c.outer.h}`);
    assert.equal(new Set(keys).size, keys.length);
  });

  it('fills the pallet with whole layers of a proved pattern (known answer)', () => {
    // A 40 × 30 × 20 cm case (product 39.2 × 29.2 × 18.7 cm with board and headspace) tiles 120 × 80 in 8; (180 − 15) / 20 → 8 layers.
    const r = designCases({
      ...base,
      product: { l: 3920, w: 2920, h: 1870, weight: 5000 },
      minUnits: 1,
      maxUnits: 1,
      maxDim: null,
      container: null,
    });
    const p = r.candidates[0].pallet!;
    assert.equal(p.casesPerLayer, 8);
    assert.ok(p.pattern.provedOptimal);
    assert.equal(p.layers, 8);
    assert.equal(p.cases, 64);
    assert.equal(p.loadedHeight, 1500 + 8 * 2000);
  });

  it('every pallet and floor load passes the independent plan checker', () => {
    const r = designCases(base);
    assert.ok(r.candidates.length > 0);
    for (const c of r.candidates) {
      const p = c.pallet!;
      const pallet: Problem = {
        space: {
          l: p.deck.l,
          w: p.deck.w,
          h: base.pallet!.maxHeight - base.pallet!.baseHeight,
          maxWeight: base.pallet!.maxWeight,
          door: null,
        },
        items: [caseItem(c, p.cases)],
      };
      assert.deepEqual(checkPlan(pallet, columnPlacements(c, p.pattern.rects, p.cases)), []);
      const f = c.container!.floor!;
      const k = base.container!;
      const floor: Problem = {
        space: { l: k.l, w: k.w, h: k.h, maxWeight: k.payload, door: null },
        items: [caseItem(c, f.cases)],
      };
      assert.deepEqual(checkPlan(floor, columnPlacements(c, f.pattern.rects, f.cases)), []);
    }
  });

  it('ranks by units per container without costs, by cost per unit with costs', () => {
    const plain = designCases(base).candidates;
    for (let i = 1; i < plain.length; i++) assert.ok(plain[i - 1].container!.units >= plain[i].container!.units);
    const costs = { boardCostPerM2: 0.8, freightPerContainer: 3000, freightPerPallet: 40, handlingPerCase: 0.2 };
    const costed = designCases({ ...base, costs }).candidates;
    for (let i = 1; i < costed.length; i++) assert.ok(costed[i - 1].cost!.total <= costed[i].cost!.total);
    const c = costed[0];
    const n = c.design.unitsPerCase;
    const expected =
      ((c.design.blankArea / 1e8) * 0.8) / n + 0.2 / n + 40 / c.pallet!.units + 3000 / c.container!.units;
    assert.ok(Math.abs(c.cost!.total - expected) < 1e-9);
  });

  it('palletised container loads use at most two tiers and respect height and payload', () => {
    for (const c of designCases(base).candidates) {
      const pl = c.container!.palletised;
      if (!pl) continue;
      assert.ok(pl.tiers >= 1 && pl.tiers <= 2);
      assert.ok(pl.loadedHeight * pl.tiers <= base.container!.h);
      assert.ok(pl.pallets * pl.grossPerPallet <= base.container!.payload);
      assert.equal(pl.grossPerPallet, pl.casesPerPallet * c.design.weight + 25_000);
    }
  });

  it('finds nothing when no pallet layer fits the weight limit', () => {
    const r = designCases({ ...base, pallet: { ...base.pallet!, maxWeight: 1000 } });
    assert.equal(r.candidates.length, 0);
    assert.ok(r.searched.rejected.pallet > 0);
  });

  it('is deterministic', () => {
    assert.deepEqual(designCases(base), designCases(base));
  });
});
