/**
 * Receiver rules measured on each pallet of the plan (height, gross weight, footprint,
 * overhang, underhang, SKUs and cartons per pallet). One entry per rule: the worst pallet's
 * value as `observed`, every failing pallet in `failedPallets`. Profile values are cm/kg;
 * they are converted to core units to compare and to the request's units to print.
 */
import type { DeckRect } from '../../core/reports/quote-pallet.js';
import {
  CM_PER_INCH,
  KG_PER_POUND,
  LENGTH_DECIMALS,
  MASS_DECIMALS,
  massDecimals,
  itemLength,
  lengthIn,
  lengthOut,
  massIn,
  roundTo,
  spaceLength,
  type UnitSystem,
} from '../units.js';
import type { QuotedPallet } from '../mappers/quote-pallets.js';
import type { MappedQuote } from '../mappers/quote-request.js';
import { lengthUnit, valueOut } from '../mappers/quote-units.js';
import type { Profile, ValueRule } from './profile.js';
import { entry, type ProfileCheck } from './profile-check.js';

/** A profile length to core units: nearest (tolerances, footprints to match). */
export const cmIn = (v: number) => lengthIn(v, 'cm-kg');
/** A profile maximum (height, overhang, carton side) rounded down to the grid, so passing it on the grid passes it really. */
export const cmLimit = (v: number) => spaceLength(v, 'cm-kg');
/** A profile minimum (load footprint) rounded up to the grid. */
export const cmNeed = (v: number) => itemLength(v, 'cm-kg');
export const kgIn = (v: number) => massIn(v, 'cm-kg');

/**
 * A profile value (cm, kg or a count) printed in the request's system straight from its exact
 * value, so 680.388555 kg prints as 1500 lb rather than via the nearest gram (1500.001 lb).
 */
export function profileOut(value: number, quantity: 'length' | 'mass' | 'count', s: UnitSystem): number {
  if (quantity === 'count' || s === 'cm-kg')
    return roundTo(value, quantity === 'mass' ? MASS_DECIMALS : LENGTH_DECIMALS);
  return quantity === 'length'
    ? roundTo(value / CM_PER_INCH, LENGTH_DECIMALS)
    : roundTo(value / KG_PER_POUND, massDecimals(s));
}

interface Ctx {
  readonly q: MappedQuote;
  readonly pallets: readonly QuotedPallet[];
  readonly s: UnitSystem;
}

const NO_PALLETS = 'no pallet was planned, so there is nothing to measure';

/** A numeric per-pallet rule: observed = the largest value over pallets. */
function perPallet(
  name: string,
  rule: ValueRule,
  ctx: Ctx,
  quantity: 'length' | 'mass' | 'count',
  measure: (p: QuotedPallet) => number,
  assumption: string,
): ProfileCheck {
  const unit =
    quantity === 'count' ? 'count' : quantity === 'length' ? lengthUnit(ctx.s) : ctx.s === 'cm-kg' ? 'kg' : 'lb';
  const limit = quantity === 'count' ? rule.value : quantity === 'length' ? cmLimit(rule.value) : kgIn(rule.value);
  const limitOut = profileOut(rule.value, quantity, ctx.s);
  if (ctx.pallets.length === 0) return entry(name, 'not_evaluated', null, limitOut, unit, rule, NO_PALLETS);
  const fails = (v: number) => (rule.exclusive ? v >= limit : v > limit);
  let worst = ctx.pallets[0];
  for (const p of ctx.pallets) if (measure(p) > measure(worst)) worst = p;
  const failed = ctx.pallets.filter((p) => fails(measure(p))).map((p) => p.index);
  const strict = rule.exclusive ? ' (the limit itself fails: the source says "less than")' : '';
  return entry(
    name,
    failed.length ? 'fail' : 'pass',
    valueOut(measure(worst), quantity, ctx.s),
    limitOut,
    unit,
    rule,
    assumption + strict,
    worst.index,
    failed,
  );
}

function footprintRule(rule: NonNullable<Profile['rules']['footprint']>, ctx: Ctx): ProfileCheck {
  const { l, w } = ctx.q.pallet;
  const tol = cmIn(rule.tolerance ?? 0);
  const near = (a: number, b: number) => Math.abs(a - b) <= tol;
  const ok = rule.allowed.some(
    (f) => (near(l, cmIn(f.l)) && near(w, cmIn(f.w))) || (near(l, cmIn(f.w)) && near(w, cmIn(f.l))),
  );
  const out = (v: number) => lengthOut(v, ctx.s);
  const observed = { l: out(l), w: out(w) };
  const limit = rule.allowed.map((f) => ({ l: profileOut(f.l, 'length', ctx.s), w: profileOut(f.w, 'length', ctx.s) }));
  const assumption = `the order's pallet footprint against the accepted footprints, either orientation, tolerance ${profileOut(rule.tolerance ?? 0, 'length', ctx.s)} ${lengthUnit(ctx.s)}; pallet grade and material are manual`;
  const failed = ok ? [] : ctx.pallets.map((p) => p.index);
  return entry('footprint', ok ? 'pass' : 'fail', observed, limit, lengthUnit(ctx.s), rule, assumption, null, failed);
}

/** Overhang past the edges as long as the shorter pallet side, and past the longer ones. */
function overhangs(r: DeckRect | null, L: number, W: number): { shortSides: number; longSides: number } {
  if (r === null) return { shortSides: 0, longSides: 0 };
  const ox = Math.max(0, -r.x0, r.x1 - L);
  const oz = Math.max(0, -r.z0, r.z1 - W);
  return L >= W ? { shortSides: ox, longSides: oz } : { shortSides: oz, longSides: ox };
}

function overhangRule(rule: NonNullable<Profile['rules']['maxOverhang']>, ctx: Ctx): ProfileCheck {
  const lim = { shortSides: cmLimit(rule.shortSides ?? rule.value), longSides: cmLimit(rule.longSides ?? rule.value) };
  const out = (o: { shortSides: number; longSides: number }) => ({
    shortSides: lengthOut(o.shortSides, ctx.s),
    longSides: lengthOut(o.longSides, ctx.s),
  });
  const unit = lengthUnit(ctx.s);
  const limOut = {
    shortSides: profileOut(rule.shortSides ?? rule.value, 'length', ctx.s),
    longSides: profileOut(rule.longSides ?? rule.value, 'length', ctx.s),
  };
  if (ctx.pallets.length === 0) return entry('maxOverhang', 'not_evaluated', null, limOut, unit, rule, NO_PALLETS);
  const worst = { shortSides: 0, longSides: 0 };
  let worstPallet = ctx.pallets[0].index;
  const failed: number[] = [];
  for (const p of ctx.pallets) {
    const o = overhangs(p.measures.loadRect, ctx.q.pallet.l, ctx.q.pallet.w);
    if (o.shortSides + o.longSides > worst.shortSides + worst.longSides) worstPallet = p.index;
    worst.shortSides = Math.max(worst.shortSides, o.shortSides);
    worst.longSides = Math.max(worst.longSides, o.longSides);
    if (o.shortSides > lim.shortSides || o.longSides > lim.longSides) failed.push(p.index);
  }
  const assumption =
    'bounding box of every carton against the pallet edges; shortSides = the edges as long as the shorter pallet side';
  return entry(
    'maxOverhang',
    failed.length ? 'fail' : 'pass',
    out(worst),
    limOut,
    unit,
    rule,
    assumption,
    worstPallet,
    failed,
  );
}

function underhangRule(rule: NonNullable<Profile['rules']['minLoadFootprint']>, ctx: Ctx): ProfileCheck {
  const need = [cmNeed(rule.l), cmNeed(rule.w)].sort((a, b) => b - a);
  const out = (l: number, w: number) => ({ l: lengthOut(l, ctx.s), w: lengthOut(w, ctx.s) });
  const [needL, needW] = [rule.l, rule.w].sort((a, b) => b - a);
  const limOut = { l: profileOut(needL, 'length', ctx.s), w: profileOut(needW, 'length', ctx.s) };
  const unit = lengthUnit(ctx.s);
  if (ctx.pallets.length === 0) return entry('minLoadFootprint', 'not_evaluated', null, limOut, unit, rule, NO_PALLETS);
  const dims = (p: QuotedPallet) => {
    const r = p.measures.bottomRect;
    return r === null ? [0, 0] : [r.x1 - r.x0, r.z1 - r.z0];
  };
  let worst = ctx.pallets[0];
  for (const p of ctx.pallets) {
    const [a, b] = dims(p);
    const [c, d] = dims(worst);
    if (a * b < c * d) worst = p;
  }
  const failed = ctx.pallets
    .filter((p) => {
      const d = [...dims(p)].sort((a, b) => b - a);
      return d[0] < need[0] || d[1] < need[1];
    })
    .map((p) => p.index);
  const [wl, ww] = dims(worst);
  return entry(
    'minLoadFootprint',
    failed.length ? 'fail' : 'pass',
    out(wl, ww),
    limOut,
    unit,
    rule,
    'bounding rectangle of the cartons standing on the deck (bottom layer), compared side by side (longer with longer)',
    worst.index,
    failed,
  );
}

/** Every measurable per-pallet rule the profile has, in a fixed order. */
export function palletRuleChecks(profile: Profile, q: MappedQuote, pallets: readonly QuotedPallet[]): ProfileCheck[] {
  const r = profile.rules;
  const ctx: Ctx = { q, pallets, s: q.units };
  const base = lengthOut(q.pallet.baseHeight, ctx.s);
  const out: ProfileCheck[] = [];
  if (r.maxLoadedHeight) {
    const assumed = r.maxLoadedHeight.assumedBaseHeight;
    const note =
      assumed === undefined
        ? ''
        : `; the receiver's value assumes a ${profileOut(assumed, 'length', ctx.s)} ${lengthUnit(ctx.s)} pallet, this order's pallet base is ${base} ${lengthUnit(ctx.s)}`;
    out.push(
      perPallet(
        'maxLoadedHeight',
        r.maxLoadedHeight,
        ctx,
        'length',
        (p) => p.measures.outerHeight,
        `outer height = pallet base + cargo + packaging allowance, one pallet standing alone (not double-stacked)${note}`,
      ),
    );
  }
  if (r.maxCargoHeight) {
    out.push(
      perPallet(
        'maxCargoHeight',
        r.maxCargoHeight,
        ctx,
        'length',
        (p) => p.measures.outerHeight - q.pallet.baseHeight,
        'height above the pallet deck: cargo plus packaging allowance, pallet excluded',
      ),
    );
  }
  if (r.maxGrossWeight) {
    out.push(
      perPallet(
        'maxGrossWeight',
        r.maxGrossWeight,
        ctx,
        'mass',
        (p) => p.measures.grossWeight,
        'gross weight = cargo + pallet tare + packaging allowance, with carton weights as sent',
      ),
    );
  }
  if (r.footprint) out.push(footprintRule(r.footprint, ctx));
  if (r.maxOverhang) out.push(overhangRule(r.maxOverhang, ctx));
  if (r.minLoadFootprint) out.push(underhangRule(r.minLoadFootprint, ctx));
  if (r.maxSkusPerPallet) {
    out.push(
      perPallet(
        'maxSkusPerPallet',
        r.maxSkusPerPallet,
        ctx,
        'count',
        (p) => p.measures.countByItem.filter((n) => n > 0).length,
        'distinct SKUs on one pallet',
      ),
    );
  }
  if (r.maxCartonsPerPallet) {
    out.push(
      perPallet(
        'maxCartonsPerPallet',
        r.maxCartonsPerPallet,
        ctx,
        'count',
        (p) => p.measures.cartonCount,
        'cartons on one pallet',
      ),
    );
  }
  return out;
}
