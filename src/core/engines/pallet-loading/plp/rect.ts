/** A carton's footprint inside a 2D pattern: minimum corner (u along the pallet length, v along its width) and extents. */
export interface PatternRect {
  readonly u: number;
  readonly v: number;
  readonly du: number;
  readonly dv: number;
}

/** A 2D pattern of identical cartons on a rectangle, and which method built it. */
export interface LayerPattern {
  readonly count: number;
  readonly rects: readonly PatternRect[];
  readonly method: 'homogeneous' | 'guillotine' | 'five-block' | 'recursive-five-block' | 'l-pieces';
}

/** Cartons in a homogeneous grid of a × b footprints (a along u) on a U × V rectangle. */
export function gridCount(U: number, V: number, a: number, b: number): number {
  return Math.floor(U / a) * Math.floor(V / b);
}

/** Emits the rectangles of an a × b grid (a along u) filling a U × V rectangle at (u0, v0). */
export function emitGrid(U: number, V: number, a: number, b: number, u0: number, v0: number, out: PatternRect[]): void {
  const nu = Math.floor(U / a);
  const nv = Math.floor(V / b);
  for (let i = 0; i < nu; i++) {
    for (let j = 0; j < nv; j++) out.push({ u: u0 + i * a, v: v0 + j * b, du: a, dv: b });
  }
}
