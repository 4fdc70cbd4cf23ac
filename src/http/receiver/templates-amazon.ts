/**
 * Amazon inbound pallet templates, from the stowage research notes (domain.md §4.1), each
 * rule with its source address and the date the source shows. Values in cm/kg; rules the
 * sources state in inches or pounds are converted exactly and the original is in `note`.
 */
import { inch, pound, type Profile } from './profile.js';

const AMZ_US_BUILD =
  'sellercentral.amazon.com.au/help/hub/reference/200978400; smithtowntransportation.com (copy of Amazon US "Seller requirements for LTL, FTL, FCL")';
const AMZ_US_LABELS = 'sellercentral.amazon.com/help/hub/reference/V42EVAG2U5ACZAQ';
const AMZ_CARTONS_US = 'support.portal.flexport.com (quoting Amazon carton requirements)';
const AMZ_EU = 'sellercentral.amazon.fr/help/hub/reference/G200280270';
const AMZ_EU_CARTONS = 'sellercentral.amazon.fr/help/hub/reference/200141510';
const AMZ_FREIGHT = 'freight.amazon.co.uk newsroom (pallet and site preparation)';
const UNDATED = 'undated';

export const AMAZON_TEMPLATES: readonly Profile[] = [
  {
    id: 'amazon-us-fba',
    name: 'Amazon US FBA inbound (LTL/FTL)',
    version: '1.0.0',
    scope: 'Pallets sent to Amazon US fulfilment centres by LTL or FTL.',
    rules: {
      footprint: {
        allowed: [{ l: inch(48), w: inch(40) }],
        source: AMZ_US_BUILD,
        date: UNDATED,
        note: '40 × 48 in pallets',
      },
      maxLoadedHeight: {
        value: inch(72),
        assumedBaseHeight: inch(5),
        source: AMZ_US_BUILD,
        date: UNDATED,
        note: '72 in single pallet including the pallet; stackable pallets no higher than 50 in (45 in boxes + 5 in pallet) — see manual rule doubleStack',
      },
      maxGrossWeight: { value: pound(1500), source: AMZ_US_BUILD, date: UNDATED, note: '1,500 lb per pallet' },
      maxOverhang: {
        value: 0,
        source: AMZ_US_BUILD,
        date: UNDATED,
        note: '"contents must not overhang" (the FCL guide at flexport.com/help/42 allows 1 in)',
      },
      maxCartonSide: { value: inch(25), source: AMZ_CARTONS_US, date: UNDATED, note: 'case ≤ 25 in on any side' },
      maxCartonWeight: { value: pound(50), source: AMZ_CARTONS_US, date: UNDATED, note: 'case ≤ 50 lb' },
      manual: [
        {
          rule: 'palletGrade',
          text: '4-way wooden pallet, GMA Standard B grade or higher; no plastic, cardboard or particle-board pallets.',
          source: AMZ_US_BUILD,
          date: UNDATED,
        },
        {
          rule: 'palletLabels',
          text: 'Four pallet labels, one on each side, centred near the top, outside the stretch wrap; "Single ASIN pallet" label where it applies.',
          source: AMZ_US_LABELS,
          date: UNDATED,
        },
        { rule: 'stretchWrap', text: 'Clear stretch wrap.', source: AMZ_US_BUILD, date: UNDATED },
        {
          rule: 'shipmentId',
          text: 'All units on a pallet belong to one shipment ID.',
          source: AMZ_US_BUILD,
          date: UNDATED,
        },
        {
          rule: 'mixedSkuSeparation',
          text: 'Mixed SKUs on one pallet physically separated.',
          source: AMZ_US_BUILD,
          date: UNDATED,
        },
        {
          rule: 'doubleStack',
          text: 'Stackable pallets no higher than 50 in with flat tops; double-stacked ≤ 100 in.',
          source: 'sellercentral forum post "Properly pack pallets"',
          date: UNDATED,
        },
      ],
    },
  },
  {
    id: 'amazon-eu-fba',
    name: 'Amazon EU FBA inbound',
    version: '1.0.0',
    scope: 'Pallets sent to Amazon fulfilment centres in the EU.',
    rules: {
      footprint: {
        allowed: [{ l: 120, w: 80 }],
        source: AMZ_EU,
        date: UNDATED,
        note: '800 × 1200 mm Euro or CHEP pallets',
      },
      maxLoadedHeight: {
        value: 180,
        source: AMZ_FREIGHT,
        date: UNDATED,
        note: '1.8 m including the pallet (also palletonline.co.uk, quicargo.com)',
      },
      maxGrossWeight: {
        value: 1000,
        source: AMZ_FREIGHT,
        date: UNDATED,
        note: 'about 1,000 kg; carrier rules quoted at palletonline.co.uk and quicargo.com give 500 kg — use a custom profile for those',
      },
      maxOverhang: { value: 0, source: AMZ_EU, date: UNDATED, note: 'no overhang' },
      maxCartonSide: {
        value: 63.5,
        source: AMZ_EU_CARTONS,
        date: UNDATED,
        note: 'carton side ≤ 63.5 cm unless a single unit is larger',
      },
      maxCartonWeight: { value: 23, source: AMZ_EU_CARTONS, date: UNDATED, note: 'carton ≤ 23 kg' },
      heavyCartonMarking: {
        value: 15,
        source: AMZ_EU_CARTONS,
        date: UNDATED,
        note: 'cartons over 15 kg marked "Heavy Package"',
      },
      manual: [
        {
          rule: 'palletGrade',
          text: 'Euro or CHEP pallet in good condition; ISPM-15 treated wood if shipped internationally.',
          source: AMZ_EU,
          date: UNDATED,
        },
        { rule: 'shrinkWrap', text: 'Shrink wrap; labels facing outward.', source: AMZ_EU, date: UNDATED },
        { rule: 'shipmentId', text: 'One FBA shipment per pallet.', source: 'quicargo.com', date: UNDATED },
        { rule: 'doubleStack', text: 'Double-stacked pallets may be refused.', source: AMZ_EU, date: UNDATED },
      ],
    },
  },
  {
    id: 'amazon-uk-fba',
    name: 'Amazon UK FBA inbound',
    version: '1.0.0',
    scope: 'Pallets sent to Amazon fulfilment centres in the UK.',
    rules: {
      footprint: {
        allowed: [{ l: 120, w: 100 }],
        source: AMZ_EU,
        date: UNDATED,
        note: '1000 × 1200 mm GMA grade B+ 4-way wood or CHEP',
      },
      maxLoadedHeight: { value: 180, source: AMZ_FREIGHT, date: UNDATED, note: '1.8 m including the pallet' },
      maxGrossWeight: { value: 1000, source: AMZ_FREIGHT, date: UNDATED, note: 'about 1,000 kg' },
      maxOverhang: { value: 0, source: AMZ_EU, date: UNDATED, note: 'no overhang' },
      manual: [
        {
          rule: 'palletGrade',
          text: 'GMA grade B or better 4-way wooden pallet, or CHEP; ISPM-15 treated wood if shipped internationally.',
          source: AMZ_EU,
          date: UNDATED,
        },
        { rule: 'shrinkWrap', text: 'Shrink wrap; labels facing outward.', source: AMZ_EU, date: UNDATED },
        { rule: 'shipmentId', text: 'One FBA shipment per pallet.', source: 'quicargo.com', date: UNDATED },
      ],
    },
  },
  {
    id: 'amazon-in-fba',
    name: 'Amazon India FBA inbound',
    version: '1.0.0',
    rules: {
      footprint: {
        allowed: [{ l: 120, w: 100 }],
        source: 'sellercentral.amazon.in/help/hub/reference/200280270',
        date: UNDATED,
        note: '1200 × 1000 mm only',
      },
      maxLoadedHeight: {
        value: 150,
        source: 'sellercentral.amazon.in/help/hub/reference/200280270',
        date: UNDATED,
        note: '1.5 m single-stacked including the pallet',
      },
      manual: [
        {
          rule: 'mixedSkuLabel',
          text: 'Like items per pallet; mixed pallets labelled "mixed SKUs".',
          source: 'sellercentral.amazon.in/help/hub/reference/200280270',
          date: UNDATED,
        },
        {
          rule: 'palletLabels',
          text: 'Label at the upper right; "do not break stretch wrap" notice.',
          source: 'sellercentral.amazon.in/help/hub/reference/200280270',
          date: UNDATED,
        },
      ],
    },
  },
  {
    id: 'amazon-au-fba',
    name: 'Amazon Australia FBA inbound',
    version: '1.0.0',
    rules: {
      footprint: {
        allowed: [
          { l: 116.5, w: 116.5 },
          { l: 121, w: 101 },
        ],
        source: 'sellercentral.amazon.com.au/help/hub/reference/200978400',
        date: UNDATED,
        note: '116.5 × 116.5 cm Australian or 121 × 101 cm GMA',
      },
      maxGrossWeight: {
        value: pound(1500),
        source: 'sellercentral.amazon.com.au/help/hub/reference/200978400',
        date: UNDATED,
        note: '1,500 lb / 680.4 kg',
      },
      maxOverhang: {
        value: 0,
        source: 'sellercentral.amazon.com.au/help/hub/reference/200978400',
        date: UNDATED,
        note: 'no overhang',
      },
      manual: [
        {
          rule: 'palletGrade',
          text: 'Wooden GMA grade B or better.',
          source: 'sellercentral.amazon.com.au/help/hub/reference/200978400',
          date: UNDATED,
        },
        {
          rule: 'shipmentId',
          text: 'One shipment ID per pallet.',
          source: 'sellercentral.amazon.com.au/help/hub/reference/200978400',
          date: UNDATED,
        },
      ],
    },
  },
];
