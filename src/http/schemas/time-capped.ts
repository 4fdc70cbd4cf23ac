import { Type } from 'typebox';

/**
 * The optional first field of every planning response: present only when the hard wall-time
 * cap (not the work budget) stopped a search, because only then may the same request get a
 * different answer. Response schemas include it as `timeCapped: Type.Optional(TimeCapped)`.
 */
export const TimeCapped = Type.Object(
  {
    capMs: Type.Integer({ minimum: 1, description: 'The wall-time cap that stopped the search, ms.' }),
    note: Type.String({ description: 'What the cut means for determinism.' }),
  },
  {
    additionalProperties: false,
    description:
      'Present only when the wall-time cap cut the search: the plan is valid but may differ from run to run.',
  },
);
