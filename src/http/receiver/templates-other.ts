/**
 * Other receiver rule sets the stowage research notes source (domain.md §4.1): GS1 Sweden
 * grocery, DCL, URBN EU, Sonoma Vintners Co-op and Foodstuffs NZ. Values in cm/kg.
 */
import { inch, pound, type Profile } from './profile.js';

const GS1_SE = 'gs1.se support page (ECR Sweden / GS1 Sweden recipient-specific rules, grocery)';
const DCL = 'support.dclcorp.com pallet specifications';
const URBN = 'vendor.urbn.com/eu/carton-and-pallet/pallet-requirements';
const SONOMA = 'sonomavintnerscoop.com/stacking-patterns-and-carton-markings';
const UNDATED = 'undated';

const dcl = (id: string, name: string, heightIn: number, sites: string): Profile => ({
  id,
  name,
  version: '1.0.0',
  scope: `Inbound pallets to DCL Corp warehouses (${sites}).`,
  rules: {
    footprint: { allowed: [{ l: inch(48), w: inch(40) }], source: DCL, date: UNDATED, note: '48 × 40 in, 4-way, wood' },
    maxLoadedHeight: {
      value: inch(heightIn),
      source: DCL,
      date: UNDATED,
      note: `${heightIn} in including the pallet (${sites})`,
    },
    maxGrossWeight: { value: pound(2000), exclusive: true, source: DCL, date: UNDATED, note: 'under 2,000 lb' },
    manual: [
      { rule: 'noDoubleStack', text: 'No double stacking.', source: DCL, date: UNDATED },
      { rule: 'interlock', text: 'Interlocked stacking, no hollow centre.', source: DCL, date: UNDATED },
      { rule: 'slipSheets', text: 'Slip sheets top and bottom.', source: DCL, date: UNDATED },
      {
        rule: 'palletLabels',
        text: 'Partial or mixed pallets marked; sequence labels "1 of N".',
        source: DCL,
        date: UNDATED,
      },
    ],
  },
});

export const OTHER_TEMPLATES: readonly Profile[] = [
  {
    id: 'gs1-se-grocery',
    name: 'GS1 Sweden / ECR Sweden grocery recipients (full pallet)',
    version: '1.0.0',
    scope:
      'Full pallets to Swedish grocery recipients; half, third and quarter pallets have lower weights (500, 334, 225 kg): send a custom profile for those.',
    rules: {
      maxLoadedHeight: { value: 125, source: GS1_SE, date: UNDATED, note: '1,250 mm' },
      maxGrossWeight: {
        value: 1000,
        source: GS1_SE,
        date: UNDATED,
        note: 'full pallet 1,000 kg (half 500, 1/3 334, 1/4 225 kg)',
      },
      maxCartonWeight: { value: 15, source: GS1_SE, date: UNDATED, note: 'case ≤ 15 kg' },
      manual: [
        {
          rule: 'recipientSpecific',
          text: "Rules are recipient-specific; confirm each recipient's pallet type and label requirements.",
          source: GS1_SE,
          date: UNDATED,
        },
      ],
    },
  },
  dcl('dcl-ca', 'DCL Corp inbound, California', 58, 'California'),
  dcl('dcl-ky-pa', 'DCL Corp inbound, Kentucky and York', 55, 'Kentucky, York'),
  {
    id: 'urbn-eu',
    name: 'URBN (Urban Outfitters) EU inbound',
    version: '1.0.0',
    rules: {
      footprint: {
        allowed: [
          { l: 120, w: 100 },
          { l: 120, w: 80 },
        ],
        source: URBN,
        date: UNDATED,
        note: 'UK GKN 1200 × 1000 mm or equivalent 4-way, or good Euro pallets',
      },
      maxCargoHeight: { value: 160, source: URBN, date: UNDATED, note: '≤ 1.6 m excluding the pallet' },
      manual: [
        { rule: 'noDoubleStack', text: 'No double stacking.', source: URBN, date: UNDATED },
        { rule: 'cartonSequence', text: 'Cartons in sequential carton-number order.', source: URBN, date: UNDATED },
        {
          rule: 'shrinkWrap',
          text: 'Clear shrink wrap; labels and packing lists facing outward.',
          source: URBN,
          date: UNDATED,
        },
        { rule: 'palletLabel', text: 'Pallet label with POs and carton counts.', source: URBN, date: UNDATED },
      ],
    },
  },
  {
    id: 'sonoma-vintners',
    name: 'Sonoma Vintners Co-op',
    version: '1.0.0',
    rules: {
      footprint: { allowed: [{ l: inch(48), w: inch(40) }], source: SONOMA, date: UNDATED, note: '48 × 40 in, 4-way' },
      maxOverhang: { value: inch(0.25), source: SONOMA, date: UNDATED, note: 'less than 1/4 in per side' },
      manual: [
        {
          rule: 'layerPattern',
          text: 'Same configuration every layer; fixed cases-per-layer patterns.',
          source: SONOMA,
          date: UNDATED,
        },
      ],
    },
  },
  {
    id: 'foodstuffs-nz',
    name: 'Foodstuffs NZ',
    version: '1.0.0',
    rules: {
      maxSkusPerPallet: { value: 1, source: 'foodstuffs-exchange.co.nz', date: UNDATED, note: '"one SKU, one pallet"' },
      manual: [
        {
          rule: 'maxAmbientHeight',
          text: 'A maximum ambient pallet height policy exists; its value was not found. Confirm with the buyer.',
          source: 'foodstuffs-exchange.co.nz',
          date: UNDATED,
        },
      ],
    },
  },
];
