/**
 * Cross-field rules of a case-design request, checked before any search starts, in the
 * request's own units: the quantity range, a product that fits no case within maxDim in any
 * allowed stance, a product heavier than the case limit, a space side or mass that rounds to zero
 * on the grid (pallet heights: limits.ts).
 * The layer cap is checked in core units, as the engine will see them: a product so small
 * beside the pallet deck (or, without a pallet, the container floor) that even the largest case
 * of the search would put more than 2,000 cases in a layer, or a pallet so small that more than
 * 2,000 would stand on the container floor, is refused before any work (layer-cap.ts).
 */
import { MAX_CASES_PER_LAYER, layerCapBreach } from '../core/engines/case-design/index.js';
import type { FieldProblem } from './errors.js';
import { massTooSmall, spaceTooSmall } from './grid-minimum.js';
import { mapCaseDesignRequest } from './mappers/case-design-request.js';
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

/**
 * Every problem of the request. The layer cap maps the request, so it is judged whenever the
 * request can be mapped (no size that rounds to zero) and listed with the other problems; an
 * incomplete board is left out of that judgement (the default board stands in).
 */
export function checkCaseDesignRequest(b: CaseDesignBody): FieldProblem[] {
  const found: FieldProblem[] = [];
  const u = b.unitsPerCase;
  if (typeof u === 'object' && u.min > u.max)
    found.push({ field: 'unitsPerCase.min', message: 'unitsPerCase.min must not exceed max' });
  const cc = b.caseConstraints ?? {};
  if (cc.maxDim !== undefined && !fitsMaxDim(b, cc.maxDim))
    found.push({
      field: 'caseConstraints.maxDim',
      message: 'one product with board and headspace exceeds caseConstraints.maxDim in every allowed stance',
    });
  if (cc.maxWeight !== undefined && b.product.weight > cc.maxWeight)
    found.push({
      field: 'caseConstraints.maxWeight',
      message: 'one product is heavier than caseConstraints.maxWeight',
    });
  const board = cc.board;
  if (board && !board.flute && (board.ect === undefined || board.caliper === undefined))
    found.push({
      field: board.ect === undefined ? 'caseConstraints.board.ect' : 'caseConstraints.board.caliper',
      message: 'caseConstraints.board needs a flute, or both ect and caliper',
    });
  const zero = gridZero(b);
  if (zero.length > 0) return [...found, ...zero];
  const boardIncomplete = found.some((p) => p.field.startsWith('caseConstraints.board.'));
  const cap = checkLayerCap(boardIncomplete ? { ...b, caseConstraints: { ...cc, board: undefined } } : b);
  return cap ? [...found, cap] : found;
}

/** Every space side or mass that rounds to zero on the grid: refused, never planned as zero. */
function gridZero(b: CaseDesignBody): FieldProblem[] {
  const u = b.units;
  const p = b.pallet;
  const c = b.container && 'l' in b.container ? b.container : undefined;
  const cc = b.caseConstraints ?? {};
  return [
    massTooSmall(b.product.weight, u, 'product.weight'),
    spaceTooSmall(cc.maxDim, u, 'caseConstraints.maxDim'),
    massTooSmall(cc.maxWeight, u, 'caseConstraints.maxWeight'),
    spaceTooSmall(p?.l, u, 'pallet.l'),
    spaceTooSmall(p?.w, u, 'pallet.w'),
    spaceTooSmall(p?.maxHeight, u, 'pallet.maxHeight'),
    massTooSmall(p?.maxWeight, u, 'pallet.maxWeight'),
    spaceTooSmall(c?.l, u, 'container.l'),
    spaceTooSmall(c?.w, u, 'container.w'),
    spaceTooSmall(c?.h, u, 'container.h'),
    massTooSmall(c?.maxWeight, u, 'container.maxWeight'),
  ].filter((x): x is FieldProblem => x !== null);
}

/** Refuses a request whose every pallet or container fill would break the layer cap (so none could be answered). */
function checkLayerCap(b: CaseDesignBody): FieldProblem | null {
  const breach = layerCapBreach(mapCaseDesignRequest(b).problem);
  if (!breach) return null;
  const cap = MAX_CASES_PER_LAYER.toLocaleString('en-US');
  const over = `up to ${breach.bound.toLocaleString('en-US')} a layer by area (the limit is ${cap})`;
  if (breach.what === 'pallets-on-container')
    return {
      field: 'pallet',
      message: `the pallet deck is too small for the container floor: one tier of pallets would hold ${over}`,
      tooLarge: true,
    };
  const overhang = b.pallet?.overhang ?? 0;
  if (breach.what === 'cases-on-pallet' && overhang > 0 && b.pallet) {
    const without = layerCapBreach(mapCaseDesignRequest({ ...b, pallet: { ...b.pallet, overhang: 0 } }).problem);
    if (!without)
      return {
        tooLarge: true,
        field: 'pallet.overhang',
        message: `pallet.overhang ${overhang} per side widens the load footprint past the layer limit: up to ${breach.bound.toLocaleString('en-US')} cases a layer by area (the limit is ${cap}); send a smaller overhang`,
      };
  }
  const floor = breach.what === 'cases-on-pallet' ? 'pallet deck' : 'container floor';
  return {
    tooLarge: true,
    field: 'product',
    message: `the product is too small for the ${floor}: even the largest case of the search (unitsPerCase max in one layer) would fit ${over}; send a larger product or unitsPerCase, or a smaller ${breach.what === 'cases-on-pallet' ? 'pallet' : 'container'}`,
  };
}
