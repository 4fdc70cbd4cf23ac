/**
 * The shipped receiver templates, looked up by id, and their listing for
 * GET /api/receiver-check (every rule with its value, source address and date).
 */
import { TaskInputError } from '../tasks/task.js';
import { TEMPLATE_DISCLAIMER, type Profile } from './profile.js';
import { AMAZON_TEMPLATES } from './templates-amazon.js';
import { OTHER_TEMPLATES } from './templates-other.js';
import { RETAIL_TEMPLATES } from './templates-retail.js';

export const TEMPLATES: readonly Profile[] = [...AMAZON_TEMPLATES, ...RETAIL_TEMPLATES, ...OTHER_TEMPLATES];

const BY_ID = new Map(TEMPLATES.map((t) => [t.id, t]));

export function findTemplate(id: string): Profile {
  const t = BY_ID.get(id);
  if (!t)
    throw new TaskInputError(
      404,
      'not_found',
      `unknown profileId "${id}"; GET /api/receiver-check lists the templates`,
      'profileId',
    );
  return t;
}

/** JSON for GET /api/receiver-check: the disclaimer, the units of profiles and every template in full. */
export function listTemplates() {
  return {
    disclaimer: TEMPLATE_DISCLAIMER,
    units: 'Profile lengths are cm and masses kg; they are converted to the request units in profileChecks.',
    basis:
      'Built from the stowage research notes on receiver requirements (public pages as cited per rule; "undated" where the page shows no date).',
    count: TEMPLATES.length,
    templates: TEMPLATES,
  };
}
