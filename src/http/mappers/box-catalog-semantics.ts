/** What the numbers of a box-catalog response mean (docs/api/box-catalog.md says more). */
export function catalogSemantics(priced: boolean): Record<string, string> {
  return {
    objective: priced
      ? 'Coverage first (count-weighted) when coverageFirst is true, then the least total cost: rate × billed weight + box cost + void fill.'
      : 'Coverage first (count-weighted) when coverageFirst is true, then the least total billed weight.',
    billedWeight:
      'max(actual weight, outer box volume / billing.dimDivisor, billing.minBillableWeight), to the gram; actual weight = content + box tare; outer = inner + 2 × wall. Not modelled: carrier rounding of sides or weight, the mass of void fill or cushioning.',
    construction:
      'Boxes are given by their inner dimensions; walls (boxConstruction.wallThickness, default 0.4 cm) make the outer ones. The order packs into inner − 2 × clearance (boxConstruction.clearance, default 0; fragileClearance, default 1 cm, when a SKU of the order is fragile). Tare: the box tareWeight, else its FEFCO 0201 blank × boardGramsPerM2 (default 600 g/m²).',
    fitTest:
      'An order fits a box when the container engine (or a known arrangement of the order) places every unit inside it with full support, keepUpright SKUs upright and nothing on fragile SKUs; the box may be held with any side up.',
    chooseBox:
      'Each order ships in the catalogue box of least billed weight that holds it (ties: least cost, then least volume).',
    unfit:
      'An order no catalogue box holds is flagged unfit and charged, in totals only, at the largest candidate by volume.',
    candidates:
      'Generated candidates lie on a 1 cm grid of inner sides (also for in-lb requests), with room for the clearance, the default wall and an estimated tare, and carry no box cost; candidateBoxes join them as sent.',
    counts: 'Order counts (orders, usedByOrders, basisOrders) are occurrences: each order weighted by its count.',
    savings: 'Current boxes minus the catalogue, over orders both hold (basisOrders); per 1,000 basis orders.',
  };
}
