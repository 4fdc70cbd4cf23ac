import { Type, type Static } from 'typebox';
import { unitMinimums } from './unit-minimums.js';
import {
  GridMass,
  Label,
  Length,
  LiteralUnion,
  Money,
  NonNegativeLength,
  Preset,
  SpaceLength,
  Units,
} from './common.js';

export const CASE_DESIGN_LIMITS = {
  bodyBytes: 32 * 1024,
  candidates: 10,
  defaultCandidates: 5,
  unitsPerCase: 2000,
} as const;

const UnitsPerCase = Type.Integer({ minimum: 1, maximum: CASE_DESIGN_LIMITS.unitsPerCase });

export const CaseDesignRequest = Type.Object(
  {
    units: Units,
    product: Type.Object(
      {
        l: Length('Length.'),
        w: Length('Width.'),
        h: Length('Height.'),
        weight: GridMass('Mass per product.'),
        keepUpright: Type.Optional(Type.Boolean()),
        stackable: Type.Optional(
          Type.Boolean({ description: 'Default true; false: one product layer per case (maxProductLayers 1).' }),
        ),
        label: Type.Optional(Label()),
      },
      { additionalProperties: false },
    ),
    unitsPerCase: Type.Union(
      [UnitsPerCase, Type.Object({ min: UnitsPerCase, max: UnitsPerCase }, { additionalProperties: false })],
      {
        description: 'Exact products per case, or a range {min, max}.',
      },
    ),
    caseConstraints: Type.Optional(
      Type.Object(
        {
          maxWeight: Type.Optional(GridMass('Maximum case gross mass.')),
          maxDim: Type.Optional(SpaceLength('Maximum outer dimension.')),
          boardThickness: Type.Optional(NonNegativeLength('Board per side; default 0.4 cm.')),
          headspace: Type.Optional(NonNegativeLength('Headspace; default 0.5 cm.')),
          allowedOrientations: Type.Optional(Type.Union([Type.Literal('any'), Type.Literal('upright')])),
          maxProductLayers: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: CASE_DESIGN_LIMITS.unitsPerCase,
              description: 'Most product layers in a case; default no limit (1 when product.stackable is false).',
            }),
          ),
          dividers: Type.Optional(
            Type.Object(
              {
                thickness: Type.Optional(
                  NonNegativeLength('Partition and layer-pad thickness; default 0.2 cm (0.079 in).'),
                ),
                gramsPerM2: Type.Optional(
                  Type.Number({
                    minimum: 0,
                    maximum: 10_000,
                    description: 'Divider board mass in g/m² (both unit systems); default 450.',
                  }),
                ),
              },
              {
                additionalProperties: false,
                description: 'Sent: partitions between products and pads between layers.',
              },
            ),
          ),
          board: Type.Optional(
            Type.Object(
              {
                flute: Type.Optional(
                  LiteralUnion(['E', 'B', 'C', 'EB', 'BC'], {
                    description: 'Board grade; gives default ect and caliper (docs/api/case-design.md).',
                  }),
                ),
                ect: Type.Optional(
                  Type.Number({
                    exclusiveMinimum: 0,
                    maximum: 100_000,
                    description: 'Edge crush test: kN/m (cm-kg) or lb/in (in-lb).',
                  }),
                ),
                caliper: Type.Optional(Length('Combined board thickness; default by flute.')),
              },
              {
                additionalProperties: false,
                description: 'The case board, for the CASE_COMPRESSION screen: flute, or ect and caliper.',
              },
            ),
          ),
          environment: Type.Optional(
            Type.Object(
              {
                relativeHumidity: Type.Optional(
                  Type.Number({ minimum: 0, maximum: 100, description: 'Percent; default 50.' }),
                ),
                storageDays: Type.Optional(
                  Type.Number({ minimum: 0, maximum: 3650, description: 'Days under load; default 30.' }),
                ),
                stacking: Type.Optional(
                  LiteralUnion(['column', 'misaligned', 'interlocked'], { description: 'Default column.' }),
                ),
                safetyFactor: Type.Optional(
                  Type.Number({ minimum: 1, maximum: 20, description: 'Required BCT over load; default 1.5.' }),
                ),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    pallet: Type.Optional(
      Type.Object(
        {
          l: SpaceLength('Footprint length.'),
          w: SpaceLength('Footprint width.'),
          baseHeight: NonNegativeLength('Base height.'),
          maxHeight: SpaceLength('Maximum total height.'),
          maxWeight: GridMass('Maximum cargo mass.'),
          overhang: Type.Optional(NonNegativeLength('Allowed overhang per side.')),
        },
        { additionalProperties: false },
      ),
    ),
    container: Type.Optional(
      Type.Union([
        Type.Object({ preset: Preset }, { additionalProperties: false }),
        Type.Object(
          {
            l: SpaceLength('Internal length.'),
            w: SpaceLength('Internal width.'),
            h: SpaceLength('Internal height.'),
            maxWeight: GridMass('Payload.'),
          },
          { additionalProperties: false },
        ),
      ]),
    ),
    costs: Type.Optional(
      Type.Object(
        {
          boardCostPerM2: Type.Optional(Money('Board cost per m².')),
          freightPerContainer: Type.Optional(Money('Freight per container.')),
          freightPerPallet: Type.Optional(Money('Freight per pallet.')),
          handlingPerCase: Type.Optional(Money('Handling per case.')),
          currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
        },
        { additionalProperties: false },
      ),
    ),
    candidates: Type.Optional(
      Type.Integer({ minimum: 1, maximum: CASE_DESIGN_LIMITS.candidates, description: 'Default 5.' }),
    ),
  },
  {
    additionalProperties: false,
    ...unitMinimums({
      product: { weight: 'mass' },
      caseConstraints: { maxDim: 'space', maxWeight: 'mass' },
      pallet: { l: 'space', w: 'space', maxHeight: 'space', maxWeight: 'mass' },
      container: { l: 'space', w: 'space', h: 'space', maxWeight: 'mass' },
    }),
  },
);
export type CaseDesignBody = Static<typeof CaseDesignRequest>;
