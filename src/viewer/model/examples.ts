/**
 * Prefilled requests per endpoint, so a user can run something at once and edit from there.
 * Dimensions in cm, weights in kg (the legacy endpoints accept nothing else). The newer
 * endpoints offer the service's own GET example (src/examples/requests.ts, shared with the server).
 */
// the service's own example data (plain data: its one import from the server is a type, erased in the bundle)
import { EXAMPLE_REQUESTS as GET_EXAMPLES } from '../../examples/requests.js';
import type { ViewableEndpoint } from './normalise-response.js';

export interface Example {
  readonly name: string;
  readonly request: unknown;
}

const EUR_PALLET = { l: 120, w: 80, baseHeight: 14.4, maxHeight: 180, maxWeight: 1000, tareWeight: 25 };

export const EXAMPLES: Readonly<Record<ViewableEndpoint, readonly Example[]>> = {
  pack: [
    {
      name: "Appliances for two drops, 20' container",
      request: {
        container: { preset: '20gp', maxWeight: 21000 },
        items: [
          {
            label: 'Washer',
            l: 60,
            w: 60,
            h: 85,
            qty: 16,
            weight: 68,
            keepUpright: true,
            maxStack: 90,
            unloadOrder: 2,
          },
          { label: 'Microwave', l: 52, w: 40, h: 32, qty: 40, weight: 14, maxStack: 60, unloadOrder: 2 },
          { label: 'Fridge', l: 70, w: 68, h: 180, qty: 6, weight: 85, keepUpright: true, maxStack: 0, unloadOrder: 1 },
          { label: 'Spare parts', l: 40, w: 30, h: 30, qty: 50, weight: 9, unloadOrder: 1 },
        ],
      },
    },
    {
      name: 'Van with fixed-orientation crates',
      request: {
        container: { l: 420, w: 180, h: 190, maxWeight: 1400, door: { w: 160, h: 180 } },
        items: [
          { label: 'Crate', l: 100, w: 80, h: 60, qty: 8, weight: 45, allowRotate: false },
          { label: 'Carton', l: 50, w: 40, h: 40, qty: 24, weight: 12 },
          { label: 'Glassware', l: 40, w: 30, h: 25, qty: 10, weight: 6, maxStack: 0, group: 'fragile' },
        ],
      },
    },
  ],
  'pallet-estimate': [
    {
      name: 'Mixed cartons on a EUR pallet',
      request: {
        pallet: EUR_PALLET,
        items: [
          { label: 'Tins', l: 40, w: 30, h: 25, qty: 24, weight: 11, keepUpright: true },
          { label: 'Jars', l: 30, w: 20, h: 22, qty: 20, weight: 7, keepUpright: true, maxStack: 60 },
          { label: 'Bags', l: 60, w: 40, h: 15, qty: 8, weight: 12.5, keepUpright: false },
        ],
      },
    },
    {
      name: 'One SKU, tall stack',
      request: {
        pallet: { l: 120, w: 100, baseHeight: 15, maxHeight: 200, maxWeight: 1200, tareWeight: 28 },
        items: [{ label: 'Cases', l: 40, w: 30, h: 30, qty: 60, weight: 9, keepUpright: true }],
      },
    },
  ],
  'order-plan': [
    {
      name: 'Order across several EUR pallets',
      request: {
        request: {
          pallet: EUR_PALLET,
          items: [
            { label: 'Tins', l: 40, w: 30, h: 25, qty: 60, weight: 11, keepUpright: true },
            { label: 'Jars', l: 30, w: 20, h: 22, qty: 40, weight: 7, keepUpright: true, maxStack: 60 },
            { label: 'Bags', l: 60, w: 40, h: 15, qty: 20, weight: 12.5, keepUpright: false },
          ],
        },
        maxPallets: 6,
      },
    },
  ],
  'order-quote': [
    {
      name: 'Quote an order on EUR pallets (cm/kg)',
      request: {
        units: 'cm-kg',
        orderId: 'SO-2041',
        pallet: EUR_PALLET,
        items: [
          { sku: 'TIN-400', label: 'Tins', l: 40, w: 30, h: 25, qty: 40, weight: 11, keepUpright: true },
          { sku: 'JAR-300', label: 'Jars', l: 30, w: 20, h: 22, qty: 32, weight: 7, keepUpright: true, maxStack: 60 },
        ],
        limits: { maxLoadedHeight: 180, maxGrossWeight: 1000 },
        packagingAllowance: { height: 1, weight: 2 },
        maxPallets: 4,
      },
    },
    {
      name: 'Same order in inches and pounds',
      request: {
        units: 'in-lb',
        pallet: { l: 48, w: 40, baseHeight: 6, maxHeight: 72, maxWeight: 2200, tareWeight: 45 },
        items: [
          { sku: 'CASE-A', label: 'Case A', l: 16, w: 12, h: 10, qty: 60, weight: 24, keepUpright: true },
          { sku: 'CASE-B', label: 'Case B', l: 12, w: 8, h: 9, qty: 40, weight: 15 },
        ],
        limits: { maxLoadedHeight: 72, maxGrossWeight: 2200 },
        maxPallets: 4,
      },
    },
  ],
  'receiver-check': [
    {
      name: 'Order checked against Amazon EU FBA',
      request: {
        units: 'cm-kg',
        pallet: EUR_PALLET,
        items: [
          { sku: 'TIN-400', label: 'Tins', l: 40, w: 30, h: 25, qty: 40, weight: 11, keepUpright: true },
          { sku: 'JAR-300', label: 'Jars', l: 30, w: 20, h: 22, qty: 32, weight: 7, keepUpright: true, maxStack: 60 },
        ],
        limits: { maxLoadedHeight: 180, maxGrossWeight: 1000 },
        maxPallets: 4,
        profileId: 'amazon-eu-fba',
      },
    },
  ],
  consolidate: [
    { name: 'GET /api/consolidate example: five POs, window and rates', request: GET_EXAMPLES.consolidate },
    {
      name: "Two suppliers' POs into 20' containers",
      request: {
        units: 'cm-kg',
        pos: [
          {
            poId: 'PO-1001',
            supplier: 'North',
            items: [{ label: 'Chairs', l: 60, w: 55, h: 90, qty: 40, weight: 9, keepUpright: true }],
          },
          {
            poId: 'PO-1002',
            supplier: 'South',
            items: [{ label: 'Tables', l: 120, w: 80, h: 15, qty: 30, weight: 22 }],
          },
        ],
        containers: [{ preset: '20gp', maxCount: 3 }],
        searchBudget: 10,
      },
    },
  ],
  'order-options': [
    {
      name: 'GET /api/order-options example: fewer pallets by changing quantities',
      request: GET_EXAMPLES['order-options'],
    },
  ],
  'case-design': [
    { name: 'GET /api/case-design example: a case for 350 g jars', request: GET_EXAMPLES['case-design'] },
  ],
  'box-catalog': [
    { name: 'GET /api/box-catalog example: three boxes for mug orders', request: GET_EXAMPLES['box-catalog'] },
  ],
};
