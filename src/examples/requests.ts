import type { EndpointName, RequestBodies } from '../http/endpoints.js';

/**
 * One runnable example request per endpoint: served by GET, used by the README,
 * the viewer and the tests (which assert each one is accepted by its schema).
 */
export const EXAMPLE_REQUESTS: { readonly [E in EndpointName]: RequestBodies[E] } = {
  pack: {
    container: { preset: '20gp' },
    items: [
      { label: 'TV 55in', l: 140, w: 20, h: 85, qty: 12, weight: 22, keepUpright: true, maxStack: 30, unloadOrder: 2 },
      { label: 'Washer', l: 60, w: 60, h: 85, qty: 16, weight: 70, keepUpright: true, maxStack: 150, unloadOrder: 1 },
      { label: 'Carton A', l: 60, w: 40, h: 40, qty: 60, weight: 12, maxStack: 80 },
    ],
  },
  'pallet-estimate': {
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 },
    items: [
      { label: 'Case 40x30x25', l: 40, w: 30, h: 25, qty: 24, weight: 9.5, keepUpright: true, maxStack: 120 },
      { label: 'Case 60x40x30', l: 60, w: 40, h: 30, qty: 8, weight: 14, keepUpright: true },
    ],
  },
  'order-plan': {
    request: {
      pallet: { l: 120, w: 100, baseHeight: 15, maxHeight: 170, maxWeight: 900, tareWeight: 25 },
      items: [
        { label: 'Case 40x30x25', l: 40, w: 30, h: 25, qty: 60, weight: 9.5, keepUpright: true },
        { label: 'Case 60x40x40', l: 60, w: 40, h: 40, qty: 20, weight: 18, keepUpright: true, maxStack: 200 },
      ],
    },
    maxPallets: 4,
  },
  'order-quote': {
    units: 'cm-kg',
    orderId: 'PO-1001',
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 },
    items: [
      { sku: 'SKU-CEREAL', l: 40, w: 30, h: 25, qty: 36, weight: 8 },
      { sku: 'SKU-JUICE', l: 30, w: 20, h: 25, qty: 24, weight: 12, keepUpright: true },
    ],
    limits: { maxLoadedHeight: 180, maxGrossWeight: 1000 },
    packagingAllowance: { height: 2, weight: 3 },
    maxPallets: 4,
    actuals: {
      0: { height: 168, grossWeight: 598, note: 'weighed at dock 3' },
      summary: { actualPalletCount: 1, measuredAt: '2026-03-02T09:15:00Z' },
    },
  },
  'order-options': {
    units: 'cm-kg',
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 },
    items: [
      { sku: 'SKU-CEREAL', l: 40, w: 30, h: 25, qty: 48, weight: 8, keepUpright: true },
      { sku: 'SKU-JUICE', l: 30, w: 20, h: 25, qty: 12, weight: 12, keepUpright: true },
    ],
    adjustments: [
      { sku: 'SKU-CEREAL', minQty: 36, maxQty: 60, qtyStep: 4 },
      { sku: 'SKU-JUICE', minQty: 0, maxQty: 24, qtyStep: 4 },
    ],
    searchBudget: 60,
    economics: {
      palletFreight: 85,
      handlingPerPallet: 12,
      contributionPerUnit: { 'SKU-CEREAL': 3.5, 'SKU-JUICE': 2 },
      deferralCostPerUnit: { 'SKU-CEREAL': 0.5, 'SKU-JUICE': 0.25 },
      currency: 'EUR',
    },
  },
  consolidate: {
    units: 'cm-kg',
    pos: [
      {
        poId: 'PO-1',
        supplier: 'Acme',
        readyDate: '2026-12-01',
        priority: 1,
        items: [{ sku: 'A-BIN', l: 60, w: 40, h: 40, qty: 120, weight: 15 }],
      },
      {
        poId: 'PO-2',
        supplier: 'Bolt',
        readyDate: '2026-12-03',
        items: [{ sku: 'B-TILE', l: 30, w: 30, h: 30, qty: 200, weight: 9, maxStack: 60 }],
      },
      {
        poId: 'PO-3',
        supplier: 'Acme',
        readyDate: '2026-12-04',
        items: [
          { sku: 'A-LAMP', l: 40, w: 30, h: 30, qty: 40, weight: 4, fragile: true, keepUpright: true },
          { sku: 'A-PANEL', label: 'Glass panel', l: 260, w: 260, h: 10, qty: 2, weight: 80 },
        ],
      },
      {
        poId: 'PO-4',
        supplier: 'Cord',
        readyDate: '2026-12-20',
        items: [{ sku: 'C-TILE', l: 30, w: 30, h: 30, qty: 100, weight: 9 }],
      },
      { poId: 'PO-5', supplier: 'Dyna', items: [{ sku: 'D-BOX', l: 40, w: 40, h: 40, qty: 20, weight: 6 }] },
    ],
    window: { from: '2026-11-25', to: '2026-12-10' },
    containers: [
      { preset: '20gp', ratePerContainer: 1800 },
      { preset: '40hq', ratePerContainer: 2900 },
    ],
    lcl: { ratePerCbm: 95, minCbm: 1 },
    rules: { maxSuppliersPerContainer: 3 },
    searchBudget: 40,
    currency: 'USD',
  },
  'box-catalog': {
    units: 'cm-kg',
    skus: [
      { sku: 'MUG', l: 12, w: 9, h: 10, weight: 0.35, fragile: true },
      { sku: 'BOOK', l: 24, w: 17, h: 3, weight: 0.6 },
      { sku: 'LAMP', l: 30, w: 20, h: 45, weight: 2.1, keepUpright: true },
    ],
    orders: [
      { lines: [{ sku: 'MUG', qty: 2 }], count: 120 },
      {
        lines: [
          { sku: 'BOOK', qty: 1 },
          { sku: 'MUG', qty: 1 },
        ],
        count: 80,
      },
      { lines: [{ sku: 'LAMP', qty: 1 }], count: 40 },
    ],
    currentBoxes: [
      { id: 'S', l: 25, w: 20, h: 15 },
      { id: 'M', l: 35, w: 25, h: 20 },
      { id: 'L', l: 50, w: 40, h: 40 },
    ],
    catalogSize: 3,
    billing: { dimDivisor: 5000, unit: 'kg', ratePerKgOrLb: 1.2 },
  },
  'case-design': {
    units: 'cm-kg',
    product: { l: 7, w: 7, h: 12, weight: 0.4, keepUpright: true, label: 'Jar 350 g' },
    unitsPerCase: { min: 6, max: 24 },
    caseConstraints: { maxWeight: 15, maxDim: 60, allowedOrientations: 'upright' },
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000 },
    container: { preset: '40hq' },
    candidates: 5,
  },
  'receiver-check': {
    units: 'in-lb',
    orderId: 'PO-2002',
    pallet: { l: 48, w: 40, baseHeight: 6, maxHeight: 72, maxWeight: 2000, tareWeight: 45 },
    items: [{ sku: 'SKU-1', l: 16, w: 12, h: 10, qty: 40, weight: 18, maxStack: 400 }],
    limits: { maxLoadedHeight: 72, maxGrossWeight: 2100 },
    profileId: 'walmart-wfs',
  },
};
