/**
 * A typed client of the service, built only from its published OpenAPI document:
 * openapi-typescript types (generated/api.d.ts) and openapi-fetch. It plans a container load
 * and quotes an order, reading typed response fields.
 * Usage: npx tsx examples/typed-client/generate.ts && npx tsx examples/typed-client/client.ts http://localhost:8080
 */
import createClient from 'openapi-fetch';
import type { paths } from './generated/api.js';

const client = createClient<paths>({ baseUrl: process.argv[2] ?? 'http://localhost:8080' });

const pack = await client.POST('/api/pack', {
  body: {
    container: { preset: '20gp' },
    items: [{ label: 'Carton', l: 60, w: 40, h: 40, qty: 20, weight: 12, maxStack: 80 }],
  },
});
// A planning POST answers 200 (the plan) or, asked for Prefer: respond-async, 202 (a job): narrow to the plan.
if (!pack.data || !('boxes' in pack.data)) throw new Error(`pack failed: ${JSON.stringify(pack.error)}`);
const boxes: number = pack.data.boxes.length;
const firstCheck: 'pass' | 'warn' | 'fail' | 'not_evaluated' = pack.data.checks[0].status;

const quote = await client.POST('/api/order-quote', {
  body: {
    units: 'cm-kg',
    pallet: { l: 120, w: 80, baseHeight: 15, maxHeight: 180, maxWeight: 1000, tareWeight: 25 },
    items: [{ sku: 'SKU-1', l: 40, w: 30, h: 25, qty: 24, weight: 8 }],
  },
});
if (!quote.data || !('summary' in quote.data)) throw new Error(`order-quote failed: ${JSON.stringify(quote.error)}`);
const pallets: number = quote.data.summary.palletCount;
const grossKg: number = quote.data.summary.totalGrossWeight.kg;
const tier: 'anonymous' | 'free' = quote.data.tier;

console.log(JSON.stringify({ boxes, firstCheck, pallets, grossKg, tier }));
