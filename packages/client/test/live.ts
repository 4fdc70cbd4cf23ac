/**
 * The client against a live service: all nine endpoints with small requests, each answer read
 * through its generated type, with no cast anywhere (this file is type-checked with the package).
 * Returns what it read, for test/client/client.test.ts to judge.
 */
import { type RequestOf, StowageClient, StowageError } from '../src/index.js';

const pallet = { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 };

const PACK: RequestOf<'pack'> = {
  container: { preset: '20gp' },
  items: [{ label: 'Carton', l: 60, w: 40, h: 40, qty: 20, weight: 12, maxStack: 80 }],
};

export async function exerciseAll(baseUrl: string) {
  const client = new StowageClient({ baseUrl });

  const pack = await client.pack(PACK);
  const estimate = await client.palletEstimate({
    pallet,
    items: [{ label: 'Case', l: 40, w: 30, h: 25, qty: 12, weight: 9.5, keepUpright: true }],
  });
  const plan = await client.orderPlan({
    request: { pallet, items: [{ label: 'Case', l: 40, w: 30, h: 25, qty: 30, weight: 9.5, keepUpright: true }] },
    maxPallets: 2,
  });
  const quote = await client.orderQuote({
    units: 'cm-kg',
    orderId: 'PO-1',
    pallet,
    items: [{ sku: 'SKU-1', l: 40, w: 30, h: 25, qty: 24, weight: 8 }],
  });
  const options = await client.orderOptions({
    units: 'cm-kg',
    pallet,
    items: [{ sku: 'SKU-1', l: 40, w: 30, h: 25, qty: 50, weight: 8 }],
    adjustments: [{ sku: 'SKU-1', minQty: 40, maxQty: 60, qtyStep: 4 }],
    searchBudget: 8,
  });
  const consolidated = await client.consolidate({
    units: 'cm-kg',
    pos: [
      { poId: 'PO-1', supplier: 'Acme', items: [{ sku: 'A', l: 60, w: 40, h: 40, qty: 20, weight: 15 }] },
      { poId: 'PO-2', supplier: 'Bolt', items: [{ sku: 'B', l: 30, w: 30, h: 30, qty: 30, weight: 9 }] },
    ],
    containers: [{ preset: '20gp', ratePerContainer: 1800 }],
    searchBudget: 4,
    currency: 'USD',
  });
  const catalog = await client.boxCatalog({
    units: 'cm-kg',
    skus: [
      { sku: 'MUG', l: 12, w: 9, h: 10, weight: 0.35 },
      { sku: 'BOOK', l: 24, w: 17, h: 3, weight: 0.6 },
    ],
    orders: [
      { lines: [{ sku: 'MUG', qty: 2 }], count: 50 },
      { lines: [{ sku: 'BOOK', qty: 1 }], count: 30 },
    ],
    catalogSize: 2,
    billing: { dimDivisor: 5000, unit: 'kg', ratePerKgOrLb: 1.2 },
  });
  const design = await client.caseDesign({
    units: 'cm-kg',
    product: { l: 7, w: 7, h: 12, weight: 0.4, label: 'Jar' },
    unitsPerCase: { min: 6, max: 12 },
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000 },
    candidates: 2,
  });
  const receiver = await client.receiverCheck({
    units: 'in-lb',
    pallet: { l: 48, w: 40, baseHeight: 6, maxHeight: 72, maxWeight: 2000, tareWeight: 45 },
    items: [{ sku: 'SKU-1', l: 16, w: 12, h: 10, qty: 20, weight: 18 }],
    profileId: 'walmart-wfs',
  });

  // A refused request: a StowageError with the problem the service answered.
  let refused: { status: number; error?: string; field?: string } | undefined;
  try {
    await client.pack({ container: { preset: '20gp' }, items: [] });
  } catch (e) {
    if (e instanceof StowageError) refused = { status: e.status, error: e.problem.error, field: e.problem.field };
  }

  return {
    pack: {
      boxes: pack.boxes.length,
      firstBox: pack.boxes[0].label,
      volumeUtil: pack.stats.volumeUtil,
      stoppedBy: pack.search.stoppedBy,
      checkStatuses: pack.checks.map((c) => c.status),
      tier: pack.tier,
    },
    palletEstimate: { status: estimate.status, placed: estimate.placedCount, height: estimate.loadedHeight },
    orderPlan: { status: plan.status, pallets: plan.palletCount, placed: plan.placedCount },
    orderQuote: {
      pallets: quote.summary.palletCount,
      inputHash: quote.inputHash,
      meter: quote.meter.id,
    },
    orderOptions: { outcome: options.outcome, baseline: options.baseline.palletCount, hash: options.inputHash },
    consolidate: { outcome: consolidated.outcome, plans: consolidated.plans.length, hash: consolidated.inputHash },
    boxCatalog: { status: catalog.status, boxes: catalog.catalog.length, orders: catalog.totals.orders },
    caseDesign: { outcome: design.outcome, candidates: design.candidates.length, hash: design.inputHash },
    receiverCheck: {
      status: receiver.status,
      profile: receiver.profile.id,
      rules: receiver.profileChecks.length,
    },
    refused,
  };
}
