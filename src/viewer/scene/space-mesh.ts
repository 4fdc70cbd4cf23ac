/**
 * Draws the empty load space: a container (floor, wireframe walls, door end marked) or a
 * pallet (deck and runners up to its base height, a dashed frame at the height cap), plus
 * unload zones as tinted floor bands.
 */
import {
  BoxGeometry,
  CanvasTexture,
  Color,
  ConeGeometry,
  DoubleSide,
  EdgesGeometry,
  Group,
  LineBasicMaterial,
  LineDashedMaterial,
  LineSegments,
  LinearFilter,
  Mesh,
  MeshLambertMaterial,
  PlaneGeometry,
} from 'three';
import { zoneColour } from '../model/colours.js';
import type { ViewSpace, ViewZone } from '../model/view-model.js';
import { textSprite } from './text-sprite.js';

const WALL_COLOUR = 0x64748b;
const DOOR_COLOUR = 0xf97316;
const AXLE_COLOUR = 0x7c3aed;

function wireBox(
  l: number,
  h: number,
  w: number,
  x: number,
  y: number,
  z: number,
  colour: number,
  dashed = false,
): LineSegments {
  const edges = new EdgesGeometry(new BoxGeometry(l, h, w));
  const material = dashed
    ? new LineDashedMaterial({ color: colour, dashSize: Math.max(l, w) / 40, gapSize: Math.max(l, w) / 60 })
    : new LineBasicMaterial({ color: colour });
  const lines = new LineSegments(edges, material);
  if (dashed) lines.computeLineDistances();
  lines.position.set(x + l / 2, y + h / 2, z + w / 2);
  return lines;
}

function floor(l: number, w: number, colour: number, y: number, opacity = 1): Mesh {
  const material = new MeshLambertMaterial({ color: colour, side: DoubleSide, transparent: opacity < 1, opacity });
  const mesh = new Mesh(new PlaneGeometry(l, w), material);
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.set(l / 2, y, w / 2);
  return mesh;
}

/**
 * The container floor and an apron outside the door, as one textured plane (no extra draw
 * call): the apron names the side walls as the crew sees them from the door, LEFT along
 * z = w and RIGHT along z = 0 (looking from x = l towards the front, z = 0 is on the right).
 */
function labelledFloor(space: ViewSpace, apron: number): Mesh {
  const total = space.l + apron;
  const pxPerCm = Math.min(2, 2048 / total);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(2, Math.round(total * pxPerCm));
  canvas.height = Math.max(2, Math.round(space.w * pxPerCm));
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#d6d3d1';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const doorX = space.l * pxPerCm;
    ctx.fillStyle = '#fed7aa';
    ctx.fillRect(doorX, 0, canvas.width - doorX, canvas.height);
    // canvas top row is z = 0 (right from the door); text reads along z for a reader outside the door
    const size = Math.min(apron * pxPerCm * 0.45, canvas.height / 11);
    ctx.font = `700 ${size}px system-ui, sans-serif`;
    ctx.fillStyle = '#7c2d12';
    ctx.textBaseline = 'middle';
    const mid = doorX + (canvas.width - doorX) / 2;
    for (const [word, align, y] of [
      ['RIGHT', 'right', 0.04],
      ['LEFT', 'left', 0.96],
    ] as const) {
      ctx.save();
      ctx.translate(mid, canvas.height * y);
      ctx.rotate(-Math.PI / 2);
      ctx.textAlign = align;
      ctx.fillText(word, 0, 0);
      ctx.restore();
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.minFilter = LinearFilter;
  const mesh = new Mesh(new PlaneGeometry(total, space.w), new MeshLambertMaterial({ map: texture, side: DoubleSide }));
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.set(total / 2, -0.05, space.w / 2);
  mesh.name = 'floor-left-right';
  return mesh;
}

function containerShell(space: ViewSpace): Group {
  const g = new Group();
  const h = space.h ?? 0;
  g.add(labelledFloor(space, Math.max(40, Math.min(space.w, h) / 3)));
  g.add(wireBox(space.l, h, space.w, 0, 0, 0, WALL_COLOUR));
  // door end: the aperture outline (or the whole end wall) in orange at x = l
  const dw = Math.min(space.door?.w ?? space.w, space.w);
  const dh = Math.min(space.door?.h ?? h, h);
  const frame = wireBox(0.01, dh, dw, space.l, 0, (space.w - dw) / 2, DOOR_COLOUR);
  g.add(frame);
  const panel = new Mesh(
    new PlaneGeometry(dw, dh),
    new MeshLambertMaterial({
      color: DOOR_COLOUR,
      transparent: true,
      opacity: 0.12,
      side: DoubleSide,
      depthWrite: false,
    }),
  );
  panel.rotation.y = Math.PI / 2;
  panel.position.set(space.l, dh / 2, space.w / 2);
  g.add(panel);
  const size = Math.max(12, Math.min(space.w, h) / 8);
  const door = textSprite('DOOR', size, '#c2410c');
  door.position.set(space.l + size * 0.8, h + size * 0.8, space.w / 2);
  g.add(door);
  const front = textSprite('FRONT', size * 0.8, '#475569');
  front.position.set(-size * 0.8, h + size * 0.8, space.w / 2);
  g.add(front);
  return g;
}

/** Truck supports under the floor: the kingpin and the rear axle group, with their limits. */
function axleMarkers(space: ViewSpace, unit: string): Group {
  const g = new Group();
  const axles = space.axles;
  if (!axles) return g;
  const size = Math.max(12, space.w / 8);
  const material = new MeshLambertMaterial({ color: AXLE_COLOUR });
  const marks: [number, string, number | null][] = [
    [axles.frontPos, 'KINGPIN', axles.frontLimit],
    [axles.rearPos, 'REAR AXLES', axles.rearLimit],
  ];
  for (const [x, name, limit] of marks) {
    const cone = new Mesh(new ConeGeometry(size / 2, size, 4), material);
    cone.position.set(x, -size / 2, space.w / 2);
    g.add(cone);
    g.add(wireBox(0.01, 0.01, space.w, x, 0.2, 0, AXLE_COLOUR));
    const label = textSprite(
      limit === null ? name : `${name} ≤ ${limit} ${unit === 'in' ? 'lb' : 'kg'}`,
      size * 0.7,
      '#6d28d9',
    );
    label.position.set(x, -size * 1.7, space.w / 2);
    g.add(label);
  }
  return g;
}

function palletShell(space: ViewSpace, unit: string): Group {
  const g = new Group();
  const base = space.baseHeight;
  const wood = new MeshLambertMaterial({ color: 0xc49a6c });
  if (base > 0) {
    const deck = Math.min(2.2, base * 0.25);
    const top = new Mesh(new BoxGeometry(space.l, deck, space.w), wood);
    top.position.set(space.l / 2, base - deck / 2, space.w / 2);
    g.add(top);
    const runnerW = Math.min(10, space.w / 6);
    for (const z of [runnerW / 2, space.w / 2, space.w - runnerW / 2]) {
      const runner = new Mesh(new BoxGeometry(space.l, base - deck, runnerW), wood);
      runner.position.set(space.l / 2, (base - deck) / 2, z);
      g.add(runner);
    }
    g.add(wireBox(space.l, base, space.w, 0, 0, 0, 0x8b5e34));
  } else {
    g.add(floor(space.l, space.w, 0xc49a6c, -0.05));
  }
  if (space.h !== null && space.h > base) {
    g.add(wireBox(space.l, space.h - base, space.w, 0, base, 0, 0x94a3b8, true));
    const size = Math.max(space.l, space.w) / 22;
    const cap = textSprite(`max ${Math.round(space.h * 10) / 10} ${unit}`, size, '#475569');
    cap.position.set(space.l / 2, space.h + size, 0);
    g.add(cap);
  }
  return g;
}

function zoneBands(space: ViewSpace, zones: readonly ViewZone[]): Group {
  const g = new Group();
  const h = space.h ?? 0;
  for (const zone of zones) {
    const len = zone.xEnd - zone.xStart;
    if (len <= 0) continue;
    const tint = new Color(zoneColour(zone.unloadOrder)).getHex();
    const band = floor(len, space.w, tint, 0.05, 0.8);
    band.position.x = zone.xStart + len / 2;
    g.add(band);
    g.add(wireBox(len, h, space.w, zone.xStart, 0, 0, 0x64748b, true));
    const label = textSprite(`Drop ${zone.unloadOrder}`, Math.max(10, space.w / 10), '#111827');
    label.position.set(zone.xStart + len / 2, h + Math.max(10, space.w / 10) * 2, space.w / 2);
    g.add(label);
  }
  return g;
}

/** A shipping case: a cardboard floor and its walls as wireframe, with no door or front. */
function caseShell(space: ViewSpace): Group {
  const g = new Group();
  g.add(floor(space.l, space.w, 0xd8b98a, -0.05));
  g.add(wireBox(space.l, space.h ?? 0, space.w, 0, 0, 0, 0x8b5e34));
  return g;
}

/** The whole empty space, zones included; world units are the result's length unit. */
export function spaceMesh(space: ViewSpace, zones: readonly ViewZone[], unit = 'cm'): Group {
  const shells = { container: containerShell, pallet: (s: ViewSpace) => palletShell(s, unit), case: caseShell };
  const g = shells[space.kind](space);
  g.add(zoneBands(space, zones));
  g.add(axleMarkers(space, unit));
  return g;
}
