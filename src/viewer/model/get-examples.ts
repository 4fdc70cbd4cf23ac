/**
 * The example requests the service's GET routes serve for the newer endpoints. The viewer
 * imports nothing from the server (test/architecture), so they are repeated here, and
 * test/viewer/examples.test.ts fails when they drift from src/http/examples/requests.ts.
 */
export const GET_EXAMPLES = {
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
  'case-design': {
    units: 'cm-kg',
    product: { l: 7, w: 7, h: 12, weight: 0.4, keepUpright: true, label: 'Jar 350 g' },
    unitsPerCase: { min: 6, max: 24 },
    caseConstraints: { maxWeight: 15, maxDim: 60, allowedOrientations: 'upright' },
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000 },
    container: { preset: '40hq' },
    candidates: 5,
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
} as const;
