/** The synthetic plan of bench:viewer and bench:viewer:compare: no engine, so only the viewer is measured. */

/** A 40 ft HC filled front to door, wall by wall (across, then up): 40 items of equal share. */
export function syntheticPlan(count: number): unknown {
  const [l, w, h] = [30, 33.5, 33];
  const [across, up] = [7, 8];
  const boxes = Array.from({ length: count }, (_, i) => {
    const wall = Math.floor(i / (across * up));
    const inWall = i % (across * up);
    return {
      id: String(i + 1),
      label: `Item ${String(Math.floor((i * 40) / count) + 1).padStart(2, '0')}`,
      l,
      w,
      h,
      px: wall * l,
      py: Math.floor(inWall / across) * h,
      pz: (inWall % across) * w,
      weight: 10 + (i % 7),
    };
  });
  return {
    endpoint: 'pack',
    request: { container: { preset: '40hq' }, items: [] },
    response: { boxes, unplaced: 0, checks: [] },
  };
}
