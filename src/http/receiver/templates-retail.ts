/**
 * Walmart, Costco and Lowe's pallet templates, from the stowage research notes
 * (domain.md §4.1), each rule with its source address and date. Values in cm/kg.
 */
import { inch, pound, type Profile } from './profile.js';

const WFS = 'marketplacelearn.walmart.com "WFS inbound orders: Pallet requirements"';
const WFS_DATE = '2025-06-13';
const WM_CARTONS = 'usatruckloadshipping.com (Walmart box requirements)';
const WM_CARTONS_DATE = '2025-01-21';
const SPSCS = "supplierwiki.supplypike.com (articles citing Walmart SPSCS '23); igps.net Walmart pallet requirements";
const COSTCO = 'tphinc.com Costco display requirements; usedpalletrecycling.com; holidaypac.com';
const COSTCO_DATE = '2023-04-30';
const LOWES = 'yumpu.com copy of "Domestic Packaging Guidelines for RDC & Store Direct – LowesLink"';
const LOWES_DATE = '2015-07-13';

export const RETAIL_TEMPLATES: readonly Profile[] = [
  {
    id: 'walmart-wfs',
    name: 'Walmart Fulfillment Services (WFS) inbound',
    version: '1.0.0',
    scope: 'Pallets sent to Walmart marketplace fulfilment centres.',
    rules: {
      footprint: { allowed: [{ l: inch(48), w: inch(40) }], source: WFS, date: WFS_DATE, note: '40 × 48 in' },
      maxLoadedHeight: {
        value: inch(72),
        exclusive: true,
        source: WFS,
        date: WFS_DATE,
        note: 'single pallet under 72 in including the pallet; double-stacked ≤ 108 in — see manual rule doubleStack',
      },
      maxGrossWeight: { value: pound(2100), exclusive: true, source: WFS, date: WFS_DATE, note: 'under 2,100 lb' },
      maxOverhang: {
        value: 0,
        source: WFS,
        date: WFS_DATE,
        note: 'not allowed (a larger pallet only for a single large unit)',
      },
      maxCartonWeight: {
        value: pound(150),
        source: WM_CARTONS,
        date: WM_CARTONS_DATE,
        note: 'box ≤ 150 lb (page dated 2022-05-25, modified 2025-01-21)',
      },
      heavyCartonMarking: {
        value: pound(50),
        source: WM_CARTONS,
        date: WM_CARTONS_DATE,
        note: '"Team Lift" label over 50 lb',
      },
      manual: [
        {
          rule: 'palletGrade',
          text: 'Solid wood 4-way GMA Grade A pallet; PECO and CHEP not accepted for WFS.',
          source: WFS,
          date: WFS_DATE,
        },
        { rule: 'stretchWrap', text: 'Stretch wrap; pallet labels.', source: WFS, date: WFS_DATE },
        { rule: 'cornerBoards', text: 'Corner boards; forklift access on the same side.', source: WFS, date: WFS_DATE },
        {
          rule: 'doubleStack',
          text: 'Double stacking allowed if safe, ≤ 108 in including pallets.',
          source: WFS,
          date: WFS_DATE,
        },
      ],
    },
  },
  {
    id: 'walmart-dc',
    name: "Walmart stores and distribution centres (SPSCS '23)",
    version: '1.0.0',
    scope: 'Supplier pallets to Walmart DCs and stores.',
    rules: {
      footprint: {
        allowed: [{ l: inch(48), w: inch(40) }],
        source: SPSCS,
        date: '2023',
        note: 'Grade A 40 × 48 in white-wood or pooled (iGPS, CHEP, PECO), edge-rackable',
      },
      maxLoadedHeight: {
        value: inch(96),
        source: SPSCS,
        date: '2023',
        note: '96 in single or double stack; 85 in for full-pallet-pull; Dept 4 paper goods 108 in; e-commerce slots 50/70/108 in',
      },
      manual: [
        {
          rule: 'palletQuality',
          text: 'Pallet quality checklist: no raised nails, no cracks over 1/8 × 15 in, edge-rackable.',
          source: SPSCS,
          date: '2023',
        },
        {
          rule: 'overhangDefect',
          text: '"Pallet Overhang" is a scored defect; its tolerance was not found.',
          source: SPSCS,
          date: '2023',
        },
        {
          rule: 'tiAccuracy',
          text: '"Inaccurate Ti" defect: layer count must match the item setup.',
          source: SPSCS,
          date: '2023',
        },
      ],
    },
  },
  {
    id: 'costco-depot',
    name: 'Costco depots (display-ready pallets)',
    version: '1.0.0',
    scope: 'Display-ready pallets to Costco depots.',
    rules: {
      footprint: {
        allowed: [{ l: inch(48), w: inch(40) }],
        source: COSTCO,
        date: COSTCO_DATE,
        note: 'max 48 × 40 in, no overhang; recommended load 47.5 × 39.5 in',
      },
      maxLoadedHeight: {
        value: inch(58),
        assumedBaseHeight: inch(5.5),
        source: COSTCO,
        date: COSTCO_DATE,
        note: '≤ 58 in including a 5.5 in pallet; engineered to double-stack inbound',
      },
      maxGrossWeight: { value: pound(2500), source: COSTCO, date: COSTCO_DATE, note: '≤ 2,500 lb' },
      maxOverhang: { value: 0, source: COSTCO, date: COSTCO_DATE, note: 'no overhang' },
      minLoadFootprint: {
        l: inch(44),
        w: inch(37),
        source: COSTCO,
        date: COSTCO_DATE,
        note: 'underhang: footprint not less than 44 × 37 in',
      },
      manual: [
        {
          rule: 'palletType',
          text: 'Full 4-way block pallets (iGPS, CHEP, PECO); stringer pallets not accepted.',
          source: COSTCO,
          date: COSTCO_DATE,
        },
        {
          rule: 'bottomLayerStrength',
          text: 'Bottom layer must support 1,500 lb (load under 750 lb) or 2,500 lb (load over 750 lb).',
          source: COSTCO,
          date: COSTCO_DATE,
        },
        {
          rule: 'layerSheets',
          text: 'Layer sheets between layers for open-top display modules; no false bottoms or chimneys.',
          source: COSTCO,
          date: COSTCO_DATE,
        },
        { rule: 'inspection', text: 'Visual pallet inspection.', source: COSTCO, date: COSTCO_DATE },
      ],
    },
  },
  {
    id: 'lowes-rdc',
    name: "Lowe's RDC and store direct",
    version: '1.0.0',
    scope: "Domestic shipments to Lowe's regional distribution centres and stores.",
    rules: {
      maxGrossWeight: { value: pound(2500), source: LOWES, date: LOWES_DATE, note: '≤ 2,500 lb including the pallet' },
      maxOverhang: {
        value: 0,
        shortSides: inch(1),
        longSides: 0,
        source: LOWES,
        date: LOWES_DATE,
        note: '≤ 1 in on the shortest (40 in) side only; none on the 48 in side',
      },
      manual: [
        {
          rule: 'fourWayEntry',
          text: '4-way entry pallet (pallet specification, Appendix B).',
          source: LOWES,
          date: LOWES_DATE,
        },
        {
          rule: 'itemPerCarton',
          text: 'One item number per master carton; same SKU grouped together, by tier where possible.',
          source: LOWES,
          date: LOWES_DATE,
        },
        {
          rule: 'maxHeight',
          text: 'Maximum pallet height: not found in the source; confirm with the buyer.',
          source: LOWES,
          date: LOWES_DATE,
        },
      ],
    },
  },
];
