/**
 * The receiver profile's height and weight limits as planning limits: where a profile is
 * stricter than the request's pallet, receiver-check plans the order to the profile's
 * values, so a plan that can meet the profile does. A limit the source states as "less
 * than" (exclusive) plans one core unit (0.1 mm, 1 g) below it.
 */
import { withCargoLimits } from '../mappers/quote-limits.js';
import type { MappedQuote } from '../mappers/quote-request.js';
import { cmLimit, kgIn } from './pallet-rules.js';
import type { Profile, ValueRule } from './profile.js';

const below = (rule: ValueRule, value: number) => value - (rule.exclusive ? 1 : 0);

/** The largest cargo height (above the deck, packaging excluded) and cargo weight the profile allows; null where it sets none. */
export function profileCargoLimits(q: MappedQuote, profile: Profile): { height: number | null; weight: number | null } {
  const r = profile.rules;
  const heights: number[] = [];
  if (r.maxLoadedHeight)
    heights.push(below(r.maxLoadedHeight, cmLimit(r.maxLoadedHeight.value)) - q.pallet.baseHeight - q.packaging.height);
  if (r.maxCargoHeight) heights.push(below(r.maxCargoHeight, cmLimit(r.maxCargoHeight.value)) - q.packaging.height);
  const weight = r.maxGrossWeight
    ? below(r.maxGrossWeight, kgIn(r.maxGrossWeight.value)) - q.pallet.tare - q.packaging.weight
    : null;
  return { height: heights.length > 0 ? Math.min(...heights) : null, weight };
}

/** The quote with its load space cut to the profile's limits where they are stricter and still leave room. */
export function plannedToProfile(q: MappedQuote, profile: Profile): MappedQuote {
  const { height, weight } = profileCargoLimits(q, profile);
  return withCargoLimits(q, height, weight);
}
