import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { designCases, type CaseDesignProblem } from './index.js';
import { MAX_CASES_PER_LAYER, areaBound, largestFootprintArea, layerCapBreach } from './layer-cap.js';

// Core units: 0.1 mm and g. A EUR pallet and a 40 ft high-cube floor.
const EUR = { l: 12_000, w: 8000, baseHeight: 1440, maxHeight: 18_000, maxWeight: 1_000_000, overhang: 0 };
const HQ40 = { l: 120_300, w: 23_500, h: 26_900, payload: 26_500_000 };
const problem = (over: Partial<CaseDesignProblem>): CaseDesignProblem => ({
  product: { l: 300, w: 300, h: 300, weight: 50 },
  orientations: 'any',
  minUnits: 1,
  maxUnits: 200,
  board: 40,
  headspace: 50,
  maxCaseWeight: null,
  maxDim: null,
  pallet: EUR,
  container: HQ40,
  costs: null,
  candidates: 10,
  ...over,
});

/** Every pattern an answer lists, with the floor it was built on. */
function patterns(p: CaseDesignProblem) {
  const r = designCases(p);
  return {
    result: r,
    all: r.candidates.flatMap((c) => [
      c.pallet?.pattern,
      c.container?.floor?.pattern,
      c.container?.palletised?.pattern,
    ]),
  };
}

describe('case design layer cap', () => {
  it('the largest footprint is the row of maxUnits with board, over every stance (hand arithmetic)', () => {
    // 10 × 20 × 30 mm, n = 4, board 1 mm: rows 4·30 + 2 by 20 + 2 = 122 × 22 = 2684 (0.1 mm units ×10 below).
    const p = problem({ product: { l: 100, w: 200, h: 300, weight: 1 }, maxUnits: 4, board: 10 });
    assert.equal(largestFootprintArea(p), (4 * 300 + 20) * (200 + 20));
    assert.equal(
      largestFootprintArea({ ...p, orientations: 'upright' }),
      Math.max((4 * 200 + 20) * (100 + 20), (100 + 20) * (4 * 200 + 20)),
    );
  });

  it("refuses the issue's 0.01 cm product on a EUR pallet before any work, naming the pallet deck", () => {
    const p = problem({
      product: { l: 1, w: 1, h: 1, weight: 1 },
      minUnits: 1,
      maxUnits: 1,
      board: 0,
      container: null,
    });
    const breach = layerCapBreach(p);
    assert.equal(breach?.what, 'cases-on-pallet');
    assert.equal(breach?.bound, 96_000_000);
  });

  it('refuses by the container floor without a pallet, and a pallet too small for the floor', () => {
    const tiny = { product: { l: 10, w: 10, h: 10, weight: 1 }, maxUnits: 24, board: 0 };
    assert.equal(layerCapBreach(problem({ ...tiny, pallet: null }))?.what, 'cases-on-container');
    const smallPallet = { ...EUR, l: 100, w: 100 };
    assert.equal(layerCapBreach(problem({ pallet: smallPallet }))?.what, 'pallets-on-container');
    assert.equal(layerCapBreach(problem({})), null);
  });

  it('never lists a pattern over the cap; a case too small for the floor still ships on pallets', () => {
    // 3 cm cubes: the one-product case (3.8 cm with board) holds about 19,600 a layer on the 40 ft floor;
    // up to 8 a case, every footprint is over the cap on the floor (larger cases would floor-load and rank first).
    const { result, all } = patterns(problem({ maxUnits: 8 }));
    assert.ok(result.candidates.length > 0);
    assert.ok(result.searched.patternsOverLayerCap > 0);
    for (const pattern of all) if (pattern) assert.ok(pattern.rects.length <= MAX_CASES_PER_LAYER);
    const palletisedOnly = result.candidates.filter((c) => c.container && !c.container.floor);
    assert.ok(palletisedOnly.length > 0);
    for (const c of palletisedOnly) {
      const o = c.design.outer;
      assert.ok(areaBound(HQ40.l, HQ40.w, o.l, o.w) > MAX_CASES_PER_LAYER);
      assert.equal(c.container!.mode, 'pallets');
    }
  });

  it('a product right at the edge is answered, with every pattern within the cap', () => {
    // 10 cm case footprint with board: 9,600 cm² deck / 100 cm² = 96 a layer; the floor at about 2,827 is over.
    const p = problem({ product: { l: 920, w: 920, h: 500, weight: 100 }, maxUnits: 1, orientations: 'upright' });
    const { result, all } = patterns(p);
    assert.equal(result.candidates.length, 1);
    assert.equal(result.candidates[0].pallet!.casesPerLayer, 96);
    assert.equal(result.candidates[0].container!.floor, null);
    for (const pattern of all) if (pattern) assert.ok(pattern.rects.length <= MAX_CASES_PER_LAYER);
  });
});
