import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Placement } from '../../src/core/model/plan.js';
import { quotePallets } from '../../src/http/mappers/quote-pallets.js';
import { mapQuoteRequest, type MappedQuote } from '../../src/http/mappers/quote-request.js';
import { evaluateProfile } from '../../src/http/receiver/evaluate-profile.js';
import type { Profile } from '../../src/http/receiver/profile.js';
import { TEMPLATES } from '../../src/http/receiver/templates.js';
import { baseBody, row, type Body } from './support/quote-fixtures.js';

/**
 * Every rule of every shipped template, on a pallet made to pass it (at or near its limit)
 * and on one made to fail it (just past its limit). The pallets are hand-made so the rule,
 * not the search, decides the outcome.
 */

const CARTON = { sku: 'A', l: 30, w: 20, h: 10, qty: 200, weight: 5 };

interface Scenario {
  body: Body;
  /** Extra boxes after the full bottom layer. */
  extra?: (q: MappedQuote) => Placement[];
  /** Replace the layout entirely. */
  layout?: (q: MappedQuote) => Placement[];
}

function footprintOf(p: Profile) {
  const f = p.rules.footprint?.allowed[0] ?? { l: 120, w: 80 };
  return { l: Math.max(f.l, f.w), w: Math.min(f.l, f.w) };
}

function bodyFor(
  p: Profile,
  over: { pallet?: Partial<Body['pallet']>; item?: Partial<Body['items'][number]>; rest?: Partial<Body> } = {},
): Body {
  const { l, w } = footprintOf(p);
  return baseBody({
    pallet: { l, w, baseHeight: 15, maxHeight: 2000, maxWeight: 100_000, tareWeight: 25, ...over.pallet },
    items: [{ ...CARTON, ...over.item }],
    ...over.rest,
  });
}

/** One full layer of the first SKU: 30 × 20 cm cartons in rows over the whole deck. */
const layerCount = (q: MappedQuote) => Math.floor(q.pallet.l / 3000) * Math.floor(q.pallet.w / 2000);
const layer = (q: MappedQuote) => row(q, 0, layerCount(q));
const cargoKg = (p: Profile) => {
  const { l, w } = footprintOf(p);
  return 5 * Math.floor(l / 30) * Math.floor(w / 20);
};

function evaluate(profile: Profile, s: Scenario) {
  const q = mapQuoteRequest(s.body);
  const boxes = s.layout ? s.layout(q) : [...layer(q), ...(s.extra?.(q) ?? [])];
  return evaluateProfile(profile, q, quotePallets(q, [boxes]));
}

/** A pallet at the edge of the rule, on the passing (+1) or failing (−1) side; 1 cm / 1 kg / 0.5 kg margins. */
function scenario(p: Profile, rule: string, side: 'pass' | 'fail'): Scenario {
  const r = p.rules as any;
  const sign = side === 'pass' ? -1 : 1;
  switch (rule) {
    case 'maxLoadedHeight':
      return { body: bodyFor(p, { pallet: { baseHeight: r.maxLoadedHeight.value - 10 + sign } }) };
    case 'maxCargoHeight':
      return { body: bodyFor(p, { rest: { packagingAllowance: { height: r.maxCargoHeight.value - 10 + sign } } }) };
    case 'maxGrossWeight':
      return { body: bodyFor(p, { pallet: { tareWeight: r.maxGrossWeight.value - cargoKg(p) + sign } }) };
    case 'footprint':
      return { body: bodyFor(p, side === 'pass' ? {} : { pallet: { l: footprintOf(p).l + 10 } }) };
    case 'maxOverhang': {
      const long = r.maxOverhang.longSides ?? r.maxOverhang.value;
      const short = r.maxOverhang.shortSides ?? r.maxOverhang.value;
      // pass: hang out by the allowance on both side kinds, on the grid below it (1/4 in = 0.635 cm
      // allows 0.63 cm, not 0.64: limits round down); fail: 1 cm past the long-side allowance
      return {
        body: bodyFor(p),
        extra: (q) => {
          const it = q.problem.items[0];
          const over = Math.floor((side === 'pass' ? long : long + 1) * 100);
          const overShort = Math.floor(short * 100);
          return [
            { item: 0, x: 0, y: it.h, z: q.pallet.w - it.w + over, dx: it.l, dy: it.h, dz: it.w },
            { item: 0, x: q.pallet.l - it.l + overShort, y: it.h, z: 0, dx: it.l, dy: it.h, dz: it.w },
          ];
        },
      };
    }
    case 'minLoadFootprint':
      return side === 'pass' ? { body: bodyFor(p) } : { body: bodyFor(p), layout: (q) => row(q, 0, 1) };
    case 'maxSkusPerPallet': {
      const body = bodyFor(p, { rest: { items: [CARTON, { ...CARTON, sku: 'B' }] } });
      return side === 'pass' ? { body } : { body, extra: (q) => row(q, 1, 1, q.problem.items[0].h) };
    }
    case 'maxCartonsPerPallet':
      return { body: bodyFor(p), layout: (q) => row(q, 0, r.maxCartonsPerPallet.value + (side === 'pass' ? 0 : 1)) };
    case 'maxCartonWeight':
      return { body: bodyFor(p, { item: { weight: r.maxCartonWeight.value + sign * 0.5 } }) };
    case 'heavyCartonMarking':
      return { body: bodyFor(p, { item: { weight: r.heavyCartonMarking.value + sign * 0.5 } }) };
    case 'maxCartonSide':
      return { body: bodyFor(p, { item: { l: r.maxCartonSide.value + sign } }) };
    default:
      throw new Error(`no scenario for ${rule}`);
  }
}

const measurable = (p: Profile) => Object.keys(p.rules).filter((k) => k !== 'manual');
const failStatus = (rule: string) => (rule === 'heavyCartonMarking' ? 'warn' : 'fail');

describe('every template rule passes on a pallet made to pass it and fails on one made to fail it', () => {
  for (const profile of TEMPLATES) {
    for (const rule of measurable(profile)) {
      test(`${profile.id}: ${rule}`, () => {
        const pass = evaluate(profile, scenario(profile, rule, 'pass')).find((c) => c.rule === rule)!;
        assert.equal(pass.status, 'pass', `pass side: ${JSON.stringify(pass)}`);
        const fail = evaluate(profile, scenario(profile, rule, 'fail')).find((c) => c.rule === rule)!;
        assert.equal(fail.status, failStatus(rule), `fail side: ${JSON.stringify(fail)}`);
        for (const c of [pass, fail]) {
          assert.ok(c.source && c.date, 'every template rule carries its source and date');
          assert.ok(c.assumption.length > 0);
        }
      });
    }
  }
});

describe('template-wide', () => {
  test('a full bottom layer of light cartons passes every measurable rule of every template; manual rules are not_evaluated', () => {
    for (const profile of TEMPLATES) {
      const checks = evaluate(profile, { body: bodyFor(profile) });
      for (const c of checks) {
        const manual = (profile.rules.manual ?? []).some((m) => m.rule === c.rule);
        assert.equal(c.status, manual ? 'not_evaluated' : 'pass', `${profile.id} ${c.rule}`);
      }
      assert.equal(checks.length, measurable(profile).length + (profile.rules.manual ?? []).length);
    }
  });

  test('every template has an id, a version, and a source and date on every rule', () => {
    assert.ok(TEMPLATES.length >= 7);
    for (const id of [
      'amazon-us-fba',
      'amazon-eu-fba',
      'amazon-uk-fba',
      'walmart-wfs',
      'costco-depot',
      'lowes-rdc',
      'gs1-se-grocery',
    ]) {
      assert.ok(
        TEMPLATES.some((t) => t.id === id),
        id,
      );
    }
    for (const t of TEMPLATES) {
      assert.match(t.version, /^\d+\.\d+\.\d+$/);
      for (const [name, rule] of Object.entries(t.rules)) {
        for (const r of (Array.isArray(rule) ? rule : [rule]) as any[])
          assert.ok(r.source && r.date, `${t.id} ${name}`);
      }
    }
  });

  test('"less than" rules fail at the limit itself (Walmart WFS: under 72 in)', () => {
    const wfs = TEMPLATES.find((t) => t.id === 'walmart-wfs')!;
    const atLimit = evaluate(wfs, { body: bodyFor(wfs, { pallet: { baseHeight: 182.88 - 10 } }) }).find(
      (c) => c.rule === 'maxLoadedHeight',
    )!;
    assert.equal(atLimit.status, 'fail');
  });

  test('profile cm/kg values are converted to the request units', () => {
    const wfs = TEMPLATES.find((t) => t.id === 'walmart-wfs')!;
    const body: Body = {
      units: 'in-lb',
      pallet: { l: 48, w: 40, baseHeight: 6, maxHeight: 100, maxWeight: 3000, tareWeight: 45 },
      items: [{ sku: 'A', l: 12, w: 8, h: 4, qty: 20, weight: 11 }],
    };
    const checks = evaluate(wfs, { body });
    const height = checks.find((c) => c.rule === 'maxLoadedHeight')!;
    assert.deepEqual([height.limit, height.unit, height.observed], [72, 'in', 10]);
    const fp = checks.find((c) => c.rule === 'footprint')!;
    assert.deepEqual([fp.observed, fp.limit, fp.status], [{ l: 48, w: 40 }, [{ l: 48, w: 40 }], 'pass']);
    const gross = checks.find((c) => c.rule === 'maxGrossWeight')!;
    assert.equal(gross.unit, 'lb');
    assert.ok(Math.abs((gross.limit as number) - 2100) <= 0.002);
  });

  test('a custom profile rule (maxCartonsPerPallet) passes at its limit and fails one carton over', () => {
    const custom: Profile = {
      id: 'custom',
      name: 'Custom',
      version: '1',
      rules: { maxCartonsPerPallet: { value: 3 } },
    };
    assert.equal(evaluate(custom, scenario(custom, 'maxCartonsPerPallet', 'pass'))[0].status, 'pass');
    const fail = evaluate(custom, scenario(custom, 'maxCartonsPerPallet', 'fail'))[0];
    assert.deepEqual(
      [fail.status, fail.observed, fail.limit, fail.failedPallets, fail.source],
      ['fail', 4, 3, [0], null],
    );
  });
});
