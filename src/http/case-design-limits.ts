/**
 * Cross-field rules of a case-design request, checked before any search starts, in the
 * request's own units: the quantity range, a product that fits no case within maxDim in any
 * allowed stance, and a product heavier than the case limit (pallet heights: limits.ts).
 */
import type { FieldProblem } from './errors.js';
import type { CaseDesignBody } from './schemas/case-design.js';
import { CM_PER_INCH } from './units.js';

/** SPEC.md defaults (0.4 cm board, 0.5 cm headspace) in the request's units. */
const inUnits = (cm: number, units: CaseDesignBody['units']) => (units === 'cm-kg' ? cm : cm / CM_PER_INCH);

function fitsMaxDim(b: CaseDesignBody, maxDim: number): boolean {
  const cc = b.caseConstraints ?? {};
  const t = cc.boardThickness ?? inUnits(0.4, b.units);
  const hs = cc.headspace ?? inUnits(0.5, b.units);
  const { l, w, h } = b.product;
  const upright = b.product.keepUpright || cc.allowedOrientations === 'upright';
  // One product per case, each allowed vertical axis: [footprint a, footprint b, vertical].
  const stances = upright
    ? [[l, w, h]]
    : [
        [l, w, h],
        [l, h, w],
        [w, h, l],
      ];
  return stances.some(([a, c, v]) => Math.max(a + 2 * t, c + 2 * t, v + hs + 2 * t) <= maxDim);
}

export function checkCaseDesignRequest(b: CaseDesignBody): FieldProblem | null {
  const u = b.unitsPerCase;
  if (typeof u === 'object' && u.min > u.max)
    return { field: 'unitsPerCase.min', message: 'unitsPerCase.min must not exceed max' };
  const cc = b.caseConstraints ?? {};
  if (cc.maxDim !== undefined && !fitsMaxDim(b, cc.maxDim)) {
    return {
      field: 'caseConstraints.maxDim',
      message: 'one product with board and headspace exceeds caseConstraints.maxDim in every allowed stance',
    };
  }
  if (cc.maxWeight !== undefined && b.product.weight > cc.maxWeight) {
    return { field: 'caseConstraints.maxWeight', message: 'one product is heavier than caseConstraints.maxWeight' };
  }
  return null;
}
