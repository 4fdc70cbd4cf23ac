import { Type, type Static } from 'typebox';
import { Label, Length, Mass, MassKg, NonNegativeLength, NonNegativeMass, Preset, SpaceLengthCm } from './common.js';

export const PACK_LIMITS = { bodyBytes: 256 * 1024, itemTypes: 100, units: 2000 } as const;

const OwnAxis = Type.Union([Type.Literal('l'), Type.Literal('w'), Type.Literal('h')]);

export const PackContainer = Type.Object(
  {
    l: Type.Optional(SpaceLengthCm('Internal length, cm (required unless preset).')),
    w: Type.Optional(SpaceLengthCm('Internal width, cm (required unless preset).')),
    h: Type.Optional(SpaceLengthCm('Internal height, cm (required unless preset).')),
    maxWeight: Type.Optional(Mass('Payload limit, kg.')),
    preset: Type.Optional(Preset),
    door: Type.Optional(
      Type.Object(
        { w: Length('Door width, cm.'), h: Length('Door height, cm.') },
        { additionalProperties: false, description: 'Door aperture at the +x end; enables DOOR_APERTURE.' },
      ),
    ),
    axles: Type.Optional(
      Type.Object(
        {
          frontPos: NonNegativeLength('Front support (kingpin) position along x, cm.'),
          rearPos: NonNegativeLength('Rear axle-group centre along x, cm; must exceed frontPos.'),
          frontLimit: Mass('Permitted cargo share on the front support, kg.'),
          rearLimit: Mass('Permitted cargo share on the rear axle group, kg.'),
        },
        { additionalProperties: false, description: 'Truck axle geometry; enables AXLE_LOADS (lever rule).' },
      ),
    ),
    tare: Type.Optional(NonNegativeMass('Container tare, kg; shown on the VGM line only.')),
    maxFloorLoadPerM: Type.Optional(
      Mass(
        'Extension: floor load the container or body allows per running metre of length, kg/m; floorLoad.status judges the plan against it.',
      ),
    ),
  },
  {
    additionalProperties: false,
    anyOf: [{ required: ['preset'] }, { required: ['l', 'w', 'h'] }],
    description: 'A preset, or l, w and h; explicit fields override the preset.',
  },
);

export const PackItem = Type.Object(
  {
    l: Length('Length, cm.'),
    w: Length('Width, cm.'),
    h: Length('Height, cm.'),
    qty: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: PACK_LIMITS.units,
        default: 1,
        description: 'Units of this item; total at most 2,000.',
      }),
    ),
    weight: Type.Optional(MassKg('Mass per unit, kg; enables weight checks and centre of gravity.')),
    maxStack: Type.Optional(NonNegativeMass('Maximum kg allowed on top of one unit; 0 = fragile, nothing on top.')),
    keepUpright: Type.Optional(Type.Boolean({ description: 'true: h stays vertical; l and w may swap.' })),
    allowRotate: Type.Optional(Type.Boolean({ description: 'false: exactly the given orientation.' })),
    verticalAxes: Type.Optional(
      Type.Array(OwnAxis, {
        minItems: 1,
        maxItems: 3,
        uniqueItems: true,
        description:
          'Extension: which own dimensions may stand vertical ("allowed base faces"). Overrides keepUpright; the flat dimensions may swap unless allowRotate is false.',
      }),
    ),
    group: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'Keep-together group: its boxes form one face-to-face connected cluster.',
      }),
    ),
    unloadOrder: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description: '1 = unloaded first, nearest the door. Items without it are loaded deepest.',
      }),
    ),
    label: Type.Optional(Label()),
    bottomOnly: Type.Optional(
      Type.Boolean({
        description:
          'Extension: true = stands on the container floor only, never on another unit (others may stand on it within maxStack).',
      }),
    ),
    maxLayers: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description: 'Extension: at most this many units of this item in one column (counted along any vertical line).',
      }),
    ),
  },
  { additionalProperties: false },
);

/** A placed box as the pack response prints it (id and weight may be sent back and are ignored). */
const PreviousBox = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 16 })),
    label: Type.String({ minLength: 1, maxLength: 120, description: 'The item label the box was placed as.' }),
    l: Length('Extent along x, cm (the side as sent).'),
    w: Length('Extent along z, cm.'),
    h: Length('Extent along y, cm.'),
    px: Type.Number({ minimum: 0, maximum: 100_000, description: 'Minimum corner x, cm from the front wall.' }),
    py: Type.Number({ minimum: 0, maximum: 100_000, description: 'Minimum corner y, cm above the floor.' }),
    pz: Type.Number({ minimum: 0, maximum: 100_000, description: 'Minimum corner z, cm from the left wall.' }),
    weight: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  },
  { additionalProperties: false },
);

export const PackPreviousPlan = Type.Object(
  {
    boxes: Type.Array(PreviousBox, {
      maxItems: PACK_LIMITS.units,
      description: "A previous answer's boxes, sent back as they were printed.",
    }),
  },
  {
    additionalProperties: false,
    description:
      'Extension: a plan to start from, typically the boxes of an earlier answer for the units it placed. It must be a valid plan of this request (every box an allowed shape of the item its label names, inside the container, supported, no overlap, stacking, groups and zones kept; at most qty boxes per item), else 400 naming the box. The engine never answers with less placed volume than it, so "drop what did not fit and rerun with previousPlan" places every unit again.',
  },
);

export const PackRequest = Type.Object(
  {
    container: PackContainer,
    items: Type.Array(PackItem, { minItems: 1, maxItems: PACK_LIMITS.itemTypes }),
    budget: Type.Optional(
      Type.Union([Type.Literal('default'), Type.Literal('thorough')], {
        description:
          'Extension: search effort. "default" answers within about 2 s; "thorough" searches about 15 times longer, within the service cap.',
      }),
    ),
    previousPlan: Type.Optional(PackPreviousPlan),
  },
  { additionalProperties: false },
);

export type PackRequestBody = Static<typeof PackRequest>;
