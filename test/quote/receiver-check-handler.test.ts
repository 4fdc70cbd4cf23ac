import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_REQUESTS } from '../../src/examples/requests.js';
import { orderQuoteHandler } from '../../src/http/handlers/order-quote.js';
import { receiverCheckHandler } from '../../src/http/handlers/receiver-check.js';
import { listTemplates } from '../../src/http/receiver/templates.js';
import { TaskInputError } from '../../src/http/tasks/task.js';

const ctx = { isTimeUp: () => false };
const example = () => structuredClone(EXAMPLE_REQUESTS['receiver-check']) as any;

describe('receiver-check', () => {
  test('the GET example: complete against walmart-wfs, with metadata, version and disclaimer', () => {
    const out = receiverCheckHandler(example(), ctx) as any;
    assert.equal(out.status, 'complete', JSON.stringify(out.reviewReasons));
    assert.equal(out.quoteStatus, 'complete');
    assert.equal(out.cartonsUnplaced, 0);
    assert.deepEqual(out.profile, {
      id: 'walmart-wfs',
      name: 'Walmart Fulfillment Services (WFS) inbound',
      version: '1.0.0',
      scope: 'Pallets sent to Walmart marketplace fulfilment centres.',
      origin: 'template',
    });
    assert.match(out.disclaimer, /buyer/);
    assert.match(out.disclaimer, /no chargeback prediction/);
    const height = out.profileChecks.find((c: any) => c.rule === 'maxLoadedHeight');
    assert.deepEqual([height.unit, height.limit, height.date], ['in', 72, '2025-06-13']);
    assert.ok(
      out.profileChecks.filter((c: any) => c.status === 'not_evaluated').length >= 4,
      'manual rules come back not_evaluated',
    );
  });

  test('the quote inside is the order-quote of the same request (same hash, same body)', () => {
    const { profileId: _p, ...quoteBody } = example();
    assert.deepEqual(receiverCheckHandler(example(), ctx).quote, orderQuoteHandler(quoteBody, ctx));
  });

  test('needs_review when a profile rule fails, naming the rule and pallets', () => {
    const body = example();
    body.pallet = { ...body.pallet, l: 47 };
    const out = receiverCheckHandler(body, ctx) as any;
    assert.equal(out.status, 'needs_review');
    assert.equal(out.quoteStatus, 'complete');
    const reason = out.reviewReasons.find((r: any) => r.from === 'profile');
    assert.equal(reason.code, 'footprint');
    assert.match(reason.message, /walmart-wfs rule footprint failed on pallets 0/);
  });

  test('needs_review for a partial order, with cartonsUnplaced to inspect', () => {
    const body = { ...example(), maxPallets: 1, items: [{ sku: 'SKU-1', l: 16, w: 12, h: 10, qty: 200, weight: 5 }] };
    const out = receiverCheckHandler(body, ctx) as any;
    assert.equal(out.quoteStatus, 'partial');
    assert.equal(out.status, 'needs_review');
    assert.ok(out.cartonsUnplaced > 0);
    assert.equal(out.reviewReasons[0].code, 'PLACEMENT_COMPLETE');
  });

  test('a complete custom profile in cm/kg is converted to the request units', () => {
    const { profileId: _p, ...b } = example();
    const profile = {
      id: 'dock-7',
      name: 'Our dock 7',
      version: '2026-01',
      rules: { maxLoadedHeight: { value: 100 }, maxCartonsPerPallet: { value: 5 } },
    };
    const out = receiverCheckHandler({ ...b, profile }, ctx) as any;
    assert.equal(out.profile.origin, 'request');
    const h = out.profileChecks.find((c: any) => c.rule === 'maxLoadedHeight');
    assert.deepEqual([h.limit, h.unit], [39.37, 'in']);
    assert.equal(out.status, 'needs_review');
    // The order is planned to the profile's stricter height, so only the carton count fails.
    assert.equal(h.status, 'pass');
    assert.deepEqual(out.profileChecksSummary.failed.sort(), ['maxCartonsPerPallet']);
  });

  test('plans to the profile height and weight where they are stricter than the pallet, a strict "<" included', () => {
    const { profileId: _p, ...b } = example();
    const rules = { maxLoadedHeight: { value: 100, exclusive: true }, maxGrossWeight: { value: 150, exclusive: true } };
    const out = receiverCheckHandler(
      { ...b, profile: { id: 'dock-8', name: 'Dock 8', version: '1', rules } },
      ctx,
    ) as any;
    const h = out.profileChecks.find((c: any) => c.rule === 'maxLoadedHeight');
    const g = out.profileChecks.find((c: any) => c.rule === 'maxGrossWeight');
    assert.equal(h.status, 'pass');
    assert.ok(h.observed < h.limit, `${h.observed} < ${h.limit}`);
    assert.equal(g.status, 'pass');
    assert.ok(g.observed < g.limit, `${g.observed} < ${g.limit}`);
    assert.equal(out.quoteStatus, 'complete');
  });

  test('unknown profileId is a 404 naming profileId; both or neither is a 400', () => {
    assert.throws(
      () => receiverCheckHandler({ ...example(), profileId: 'nope' }, ctx),
      (e: unknown) =>
        e instanceof TaskInputError && e.status === 404 && e.code === 'not_found' && e.field === 'profileId',
    );
    const { profileId: _p, ...neither } = example();
    assert.throws(
      () => receiverCheckHandler(neither, ctx),
      (e: unknown) => e instanceof TaskInputError && e.status === 400,
    );
  });

  test('listTemplates gives every template with rules, sources and dates, and the disclaimer', () => {
    const list = listTemplates() as any;
    assert.match(list.disclaimer, /confirmation/);
    assert.equal(list.count, list.templates.length);
    assert.ok(list.templates.every((t: any) => t.id && t.version && t.rules));
    assert.doesNotThrow(() => JSON.stringify(list));
  });
});
