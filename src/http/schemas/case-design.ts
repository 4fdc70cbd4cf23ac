import { Type, type Static } from 'typebox';
import { Label, Length, Mass, Money, NonNegativeLength, Preset, Units } from './common.js';

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
        weight: Mass('Mass per product.'),
        keepUpright: Type.Optional(Type.Boolean()),
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
          maxWeight: Type.Optional(Mass('Maximum case gross mass.')),
          maxDim: Type.Optional(Length('Maximum outer dimension.')),
          boardThickness: Type.Optional(NonNegativeLength('Board per side; default 0.4 cm.')),
          headspace: Type.Optional(NonNegativeLength('Headspace; default 0.5 cm.')),
          allowedOrientations: Type.Optional(Type.Union([Type.Literal('any'), Type.Literal('upright')])),
        },
        { additionalProperties: false },
      ),
    ),
    pallet: Type.Optional(
      Type.Object(
        {
          l: Length('Footprint length.'),
          w: Length('Footprint width.'),
          baseHeight: NonNegativeLength('Base height.'),
          maxHeight: Length('Maximum total height.'),
          maxWeight: Mass('Maximum cargo mass.'),
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
            l: Length('Internal length.'),
            w: Length('Internal width.'),
            h: Length('Internal height.'),
            maxWeight: Mass('Payload.'),
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
  { additionalProperties: false },
);
export type CaseDesignBody = Static<typeof CaseDesignRequest>;
