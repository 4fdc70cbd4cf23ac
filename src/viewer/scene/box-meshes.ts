/**
 * One mesh per placed box, in loading-step order, so stepping is a matter of hiding the
 * tail. Boxes share a unit cube and one material per label; a small inset keeps
 * neighbouring faces apart so each box reads as its own carton.
 */
import {
  BoxGeometry, EdgesGeometry, Group, LineBasicMaterial, LineSegments, Mesh, MeshLambertMaterial,
  SphereGeometry, BufferGeometry, Float32BufferAttribute, LineBasicMaterial as LineMat,
} from 'three';
import type { ViewBox } from '../model/view-model.js';

const UNIT = new BoxGeometry(1, 1, 1);
const UNIT_EDGES = new EdgesGeometry(UNIT);
const EDGE_MATERIAL = new LineBasicMaterial({ color: 0x1f2937, transparent: true, opacity: 0.55 });

/** Resources shared by every box; never disposed. */
export const SHARED_RESOURCES: ReadonlySet<object> = new Set<object>([UNIT, UNIT_EDGES, EDGE_MATERIAL]);

export interface BoxLayer {
  readonly group: Group;
  /** Meshes in step order; mesh.userData.step is the 0-based step index. */
  readonly meshes: readonly Mesh[];
}

/** Builds the box meshes; `baseHeight` lifts pallet boxes onto the deck. */
export function boxMeshes(boxes: readonly ViewBox[], baseHeight: number, colourOf: (label: string) => string): BoxLayer {
  const group = new Group();
  const materials = new Map<string, MeshLambertMaterial>();
  const meshes = boxes.map((b, step) => {
    let material = materials.get(b.label);
    if (!material) {
      material = new MeshLambertMaterial({ color: colourOf(b.label) });
      materials.set(b.label, material);
    }
    const mesh = new Mesh(UNIT, material);
    const inset = Math.min(0.4, Math.min(b.l, b.w, b.h) * 0.02);
    mesh.scale.set(b.l - inset, b.h - inset, b.w - inset);
    mesh.position.set(b.px + b.l / 2, baseHeight + b.py + b.h / 2, b.pz + b.w / 2);
    mesh.userData.step = step;
    mesh.add(new LineSegments(UNIT_EDGES, EDGE_MATERIAL));
    group.add(mesh);
    return mesh;
  });
  return { group, meshes };
}

/** A red ball at the centre of gravity with a plumb line to the floor. */
export function cogMarker(cog: { x: number; y: number; z: number }, size: number): Group {
  const g = new Group();
  const ball = new Mesh(new SphereGeometry(size, 20, 14), new MeshLambertMaterial({ color: 0xdc2626, emissive: 0x7f1d1d, depthTest: false }));
  ball.position.set(cog.x, cog.y, cog.z);
  ball.renderOrder = 5;
  g.add(ball);
  const line = new BufferGeometry();
  const arm = size * 3;
  line.setAttribute('position', new Float32BufferAttribute([
    cog.x, cog.y, cog.z, cog.x, 0, cog.z,
    cog.x - arm, 0.1, cog.z, cog.x + arm, 0.1, cog.z,
    cog.x, 0.1, cog.z - arm, cog.x, 0.1, cog.z + arm,
  ], 3));
  const lines = new LineSegments(line, new LineMat({ color: 0xdc2626, depthTest: false }));
  lines.renderOrder = 5;
  g.add(lines);
  return g;
}
