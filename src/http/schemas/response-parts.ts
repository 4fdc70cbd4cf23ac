/**
 * Shared pieces of the documented responses (OpenAPI components): checks, boxes, dual units,
 * the route's own fields and the error body. Every object is closed when published
 * (closed-shapes.ts): the fields listed are all a response carries; a later engine version
 * adds fields here first, and clients should ignore fields they do not know.
 */
import { Type, type TSchema } from 'typebox';
import { TimeCapped } from './time-capped.js';

const N = (description: string) => Type.Number({ description });
const I = (description: string) => Type.Integer({ description });
const S = (description: string) => Type.String({ description });

export const CheckStatus = Type.Union(
  [Type.Literal('pass'), Type.Literal('warn'), Type.Literal('fail'), Type.Literal('not_evaluated')],
  {
    description:
      'pass, warn, fail, or not_evaluated (the input it needs is named in field). An empty or not_evaluated check is never a pass.',
  },
);

export const CheckValue = Type.Union(
  [Type.Number(), Type.String(), Type.Null(), Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()]))],
  { description: 'A number, a text, null (not measured) or named numbers (e.g. offsetXPct, offsetZPct).' },
);

export const Check = Type.Object(
  {
    code: S('Stable check code (the check catalogue, /docs/checks).'),
    status: CheckStatus,
    observed: CheckValue,
    limit: CheckValue,
    unit: Type.Optional(S('Unit of observed and limit (quote family).')),
    assumption: S('What the check measures and what it assumes.'),
    field: Type.Optional(S('JSON path of the input a not_evaluated check needs.')),
    detail: Type.Optional(S('Why the status, in words.')),
  },
  {
    $id: 'Check',
    title: 'Check',
    description: 'One screening check: evaluated for real, or not_evaluated naming the input it needs.',
  },
);

export const ChecksSummary = Type.Object(
  {
    evaluated: I('Checks evaluated.'),
    notEvaluated: Type.Array(Type.String()),
    failed: Type.Array(Type.String()),
    warned: Type.Array(Type.String()),
  },
  { $id: 'ChecksSummary', title: 'ChecksSummary' },
);

export const Box = Type.Object(
  {
    id: S('Box id, unique in the response.'),
    label: S('Item label.'),
    sku: Type.Optional(S('SKU (quote family).')),
    l: N('Extent along x (length, towards the door), cm: the carton side as sent.'),
    w: N('Extent along z (across), cm.'),
    h: N('Extent along y (up), cm.'),
    px: N('Minimum corner x, cm.'),
    py: N('Minimum corner y (height above the floor or deck), cm.'),
    pz: N('Minimum corner z, cm.'),
    weight: Type.Union([Type.Number(), Type.Null()], { description: 'Mass, kg; null when none was given.' }),
  },
  {
    $id: 'Box',
    title: 'Box',
    description: 'A placed box: its minimum corner and its extents after rotation, cm and kg.',
  },
);

export const Point3 = Type.Object({ x: Type.Number(), y: Type.Number(), z: Type.Number() }, { description: 'cm.' });
export const CogOffset = Type.Object(
  { x: Type.Number(), z: Type.Number() },
  { description: 'CoG minus the centre, % of length (x) and width (z).' },
);

export const DualLength = Type.Object(
  { cm: Type.Number(), in: Type.Number() },
  { $id: 'DualLength', title: 'DualLength' },
);
export const DualMass = Type.Object({ kg: Type.Number(), lb: Type.Number() }, { $id: 'DualMass', title: 'DualMass' });
export const DualVolume = Type.Object(
  { m3: Type.Number(), ft3: Type.Number() },
  { $id: 'DualVolume', title: 'DualVolume' },
);

export const ItemTally = Type.Object({
  label: Type.String(),
  requested: Type.Integer(),
  placed: Type.Integer(),
  remaining: Type.Integer(),
  reason: Type.Optional(S('Why cartons remain (no_orientation_fits_space, exceeds_payload, no_room_found, ...).')),
});

/** Fields the route adds to every planning response. */
export const RouteFields = {
  computeMs: N('Wall time of the planning work, ms; the one field that may differ between identical requests.'),
  tier: Type.Union([Type.Literal('anonymous'), Type.Literal('free')], {
    description: 'anonymous (no key or an invalid key) or free (a valid key).',
  }),
  warning: Type.Optional(S('Present only when a key was sent but is not valid: the request was served as anonymous.')),
  timeCapped: Type.Optional(TimeCapped),
  placements: Type.Optional(
    Type.Union([Type.Literal('none'), Type.Literal('compact')], {
      description:
        'Present when the request asked ?placements=none or compact: every placement array (boxes, rects) is sent empty.',
    }),
  ),
  compactPlacements: Type.Optional(
    Type.Record(
      Type.String(),
      Type.Object(
        {
          columns: Type.Array(Type.String(), { description: 'Field names of a placed box or rectangle, once.' }),
          rows: Type.Array(Type.Array(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])), {
            description: 'One row of values per box, in the order of columns; null for a field the box lacks.',
          }),
        },
        { description: 'One placement array as a table.' },
      ),
      {
        description:
          '?placements=compact: each placement array of the full answer, keyed by its JSON path (e.g. pallets[0].boxes), as a table.',
      },
    ),
  ),
};

export const ErrorBody = Type.Object(
  {
    type: S('RFC 9457: urn:stowage:problem:<error>, one per error code.'),
    title: S("RFC 9457: the code's fixed summary."),
    status: Type.Integer({ description: 'RFC 9457: the HTTP status.' }),
    detail: S('RFC 9457: what went wrong with this request (the same text as message).'),
    instance: S('RFC 9457: urn:stowage:request:<id>, the id also sent in X-Request-Id.'),
    error: S('Stable lower-snake code; its meaning never changes.'),
    message: S('What went wrong and how to fix it.'),
    field: Type.Optional(S('JSON path of the offending field, e.g. items[3].qty.')),
    errors: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), {
        description: 'Every problem of the request (at most 50), the first repeated in error, message and field.',
      }),
    ),
  },
  {
    $id: 'ErrorBody',
    title: 'ErrorBody',
    description:
      'Every error response: RFC 9457 problem details (application/problem+json) with the service members error, message, field and errors as extensions.',
  },
);

/** An object with a description; closed like every response object when published (closed-shapes.ts). */
export const Open = <T extends Record<string, TSchema>>(properties: T, description?: string) =>
  Type.Object(properties, description ? { description } : {});
