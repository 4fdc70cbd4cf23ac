/**
 * POST /api/receiver-check: the order quote of the request, then the receiver profile's
 * rules on its plan. The profile never changes the plan or the quote's inputHash.
 * Status `needs_review` when any profile rule fails or the quote itself is not `complete`
 * (a partial order cannot be accepted as a whole shipment); otherwise `complete`.
 */
import { ENGINE_VERSION } from '../../core/version.js';
import type { ReceiverCheckBody } from '../schemas/receiver-check.js';
import type { TaskHandler } from '../tasks/task.js';
import { TaskInputError } from '../tasks/task.js';
import { evaluateProfile, profileChecksSummary } from '../receiver/evaluate-profile.js';
import { plannedToProfile } from '../receiver/profile-limits.js';
import { TEMPLATE_DISCLAIMER, type Profile } from '../receiver/profile.js';
import { findTemplate } from '../receiver/templates.js';
import { runQuote } from './order-quote.js';

function chosenProfile(body: ReceiverCheckBody): { profile: Profile; origin: 'template' | 'request' } {
  if ((body.profileId === undefined) === (body.profile === undefined)) {
    throw new TaskInputError(400, 'validation_failed', 'send exactly one of profileId or profile', 'profileId');
  }
  return body.profileId !== undefined
    ? { profile: findTemplate(body.profileId), origin: 'template' }
    : { profile: body.profile!, origin: 'request' };
}

export const receiverCheckHandler: TaskHandler<ReceiverCheckBody> = (body, ctx) => {
  const { profile, origin } = chosenProfile(body);
  const { profileId: _id, profile: _p, ...quoteBody } = body;
  const quote = runQuote(quoteBody, ctx, (m) => plannedToProfile(m, profile));
  const profileChecks = evaluateProfile(profile, quote.mapped, quote.pallets);
  const quoteReasons = (quote.body.reviewReasons as { code: string; pallet: number | null; message: string }[]).map(
    (r) => ({ from: 'quote', ...r }),
  );
  const ruleReasons = profileChecks
    .filter((c) => c.status === 'fail')
    .map((c) => ({
      from: 'profile',
      code: c.rule,
      pallet: c.pallet,
      message: `${profile.id} rule ${c.rule} failed${c.failedPallets.length ? ` on pallets ${c.failedPallets.join(', ')}` : ''}${c.skus?.length ? ` for SKUs ${c.skus.join(', ')}` : ''}`,
    }));
  const reviewReasons = [...quoteReasons, ...ruleReasons];
  return {
    status: reviewReasons.length > 0 || quote.status !== 'complete' ? 'needs_review' : 'complete',
    reviewReasons,
    quoteStatus: quote.status,
    cartonsUnplaced: quote.cartonsUnplaced,
    profile: { id: profile.id, name: profile.name, version: profile.version, scope: profile.scope ?? null, origin },
    profileChecks,
    profileChecksSummary: profileChecksSummary(profileChecks),
    quote: quote.body,
    engineVersion: ENGINE_VERSION,
    disclaimer: TEMPLATE_DISCLAIMER,
  };
};
