import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * inputHash: SHA-256 (hex) of the RFC 8785 canonical JSON of the normalised planning input.
 * Callers pass the input already normalised to cm/kg from core units (see units.ts exactCm/exactKg),
 * without the unit system, actuals or anything else that does not change the plan.
 */
export function inputHash(normalisedInput: unknown): string {
  const text = canonicalize(normalisedInput);
  if (text === undefined) throw new Error('input is not serialisable');
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** meter.id when no orderId is given: a prefix of the hash, long enough to be unique per distinct order in practice. */
export const hashPrefix = (hash: string) => hash.slice(0, 16);
