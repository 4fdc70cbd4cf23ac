/**
 * All profileChecks for one quote: the per-pallet rules, the carton rules (over every SKU
 * of the order, placed or not) and the manual rules, which a plan cannot see and so are
 * always `not_evaluated`, never a pass.
 */
import { lengthOut, massOut } from '../units.js';
import type { QuotedPallet } from '../mappers/quote-pallets.js';
import type { MappedQuote, QuoteSku } from '../mappers/quote-request.js';
import { lengthUnit, massUnit } from '../mappers/quote-units.js';
import { cmLimit, kgIn, palletRuleChecks, profileOut } from './pallet-rules.js';
import { entry, type ProfileCheck } from './profile-check.js';
import type { Profile, ValueRule } from './profile.js';

/** A carton rule: observed = the largest value over SKUs; `skus` = the SKUs above the limit. */
function cartonRule(
  name: string,
  rule: ValueRule,
  q: MappedQuote,
  value: (s: QuoteSku) => number,
  kind: 'length' | 'mass',
  overStatus: 'fail' | 'warn',
  assumption: string,
): ProfileCheck {
  const limit = kind === 'length' ? cmLimit(rule.value) : kgIn(rule.value);
  const out = (v: number) => (kind === 'length' ? lengthOut(v, q.units) : massOut(v, q.units));
  const unit = kind === 'length' ? lengthUnit(q.units) : massUnit(q.units);
  const observed = Math.max(...q.skus.map(value));
  const over = q.skus.filter((s) => value(s) > limit).map((s) => s.sku);
  const e = entry(
    name,
    over.length ? overStatus : 'pass',
    out(observed),
    profileOut(rule.value, kind, q.units),
    unit,
    rule,
    assumption,
  );
  e.skus = over;
  return e;
}

function cartonRuleChecks(profile: Profile, q: MappedQuote): ProfileCheck[] {
  const r = profile.rules;
  const out: ProfileCheck[] = [];
  if (r.maxCartonWeight) {
    out.push(
      cartonRule(
        'maxCartonWeight',
        r.maxCartonWeight,
        q,
        (s) => s.weight,
        'mass',
        'fail',
        'heaviest carton of the order, weights as sent',
      ),
    );
  }
  if (r.maxCartonSide) {
    out.push(
      cartonRule(
        'maxCartonSide',
        r.maxCartonSide,
        q,
        (s) => Math.max(s.l, s.w, s.h),
        'length',
        'fail',
        'longest side of any carton of the order',
      ),
    );
  }
  if (r.heavyCartonMarking) {
    out.push(
      cartonRule(
        'heavyCartonMarking',
        r.heavyCartonMarking,
        q,
        (s) => s.weight,
        'mass',
        'warn',
        'cartons above the limit need the heavy / team-lift marking (warn: mark the SKUs listed)',
      ),
    );
  }
  return out;
}

function manualChecks(profile: Profile): ProfileCheck[] {
  return (profile.rules.manual ?? []).map((m) =>
    entry(m.rule, 'not_evaluated', null, null, null, m, `manual rule, check it by hand: ${m.text}`),
  );
}

export function evaluateProfile(profile: Profile, q: MappedQuote, pallets: readonly QuotedPallet[]): ProfileCheck[] {
  return [...palletRuleChecks(profile, q, pallets), ...cartonRuleChecks(profile, q), ...manualChecks(profile)];
}

export function profileChecksSummary(checks: readonly ProfileCheck[]) {
  const rules = (status: ProfileCheck['status']) => checks.filter((c) => c.status === status).map((c) => c.rule);
  return {
    evaluated: checks.filter((c) => c.status !== 'not_evaluated').length,
    passed: rules('pass'),
    failed: rules('fail'),
    warned: rules('warn'),
    notEvaluated: rules('not_evaluated'),
  };
}
