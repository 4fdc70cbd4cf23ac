import type { ItemType, OwnAxis, Shape } from '../model/item.js';

/**
 * Every distinct placed shape an item may take. The vertical own axis must be in
 * `verticalAxes`; the two others lie flat, in either order unless `canTurn` is false,
 * in which case an item standing on `h` keeps `l` along x (the caller's exact orientation).
 */
export function allowedShapes(item: ItemType): Shape[] {
  const dims: Record<OwnAxis, number> = { l: item.l, w: item.w, h: item.h };
  const flat: Record<OwnAxis, [OwnAxis, OwnAxis]> = { l: ['w', 'h'], w: ['l', 'h'], h: ['l', 'w'] };
  const shapes: Shape[] = [];
  const seen = new Set<string>();
  const add = (dx: number, dy: number, dz: number) => {
    const key = `${dx},${dy},${dz}`;
    if (!seen.has(key)) {
      seen.add(key);
      shapes.push({ dx, dy, dz });
    }
  };
  for (const up of ['h', 'w', 'l'] as const) {
    if (!item.verticalAxes.includes(up)) continue;
    const [a, b] = flat[up];
    add(dims[a], dims[up], dims[b]);
    if (item.canTurn) add(dims[b], dims[up], dims[a]);
  }
  return shapes;
}

/** The item's allowed shapes that fit inside an l × h × w space (the space's length along x, height along y, width along z). */
export function shapesWithin(
  item: ItemType,
  space: { readonly l: number; readonly w: number; readonly h: number },
): Shape[] {
  return allowedShapes(item).filter((s) => s.dx <= space.l && s.dz <= space.w && s.dy <= space.h);
}

/** True when a placed shape is one of the item's allowed shapes. */
export function isAllowedShape(item: ItemType, s: Shape): boolean {
  return allowedShapes(item).some((a) => a.dx === s.dx && a.dy === s.dy && a.dz === s.dz);
}
