/**
 * All boxes of a load in two draw calls: one instanced mesh (a unit cube scaled and placed
 * per box, coloured per item, item number on the faces) and one merged set of edges, both
 * in loading order, so a loading step only sets how many are drawn. Looks (ghosted, lit,
 * hidden) are per-instance colours and matrices, never extra meshes.
 */
import {
  BoxGeometry,
  BufferGeometry,
  Color,
  DynamicDrawUsage,
  Float32BufferAttribute,
  Group,
  InstancedBufferAttribute,
  InstancedMesh,
  LineBasicMaterial,
  LineSegments,
  Matrix4,
  MeshLambertMaterial,
  type Ray,
  Box3,
  Vector3,
} from 'three';
import { Look } from '../model/box-appearance.js';
import type { ViewBox } from '../model/view-model.js';
import { numberAtlas, printNumbers } from './number-atlas.js';

const EDGE_VERTICES = 24;
const BACKGROUND = new Color(0xf8fafc);
const EDGE_INK = {
  [Look.Normal]: new Color(0x1f2937),
  [Look.Ghost]: new Color(0xcbd5e1),
  [Look.Lit]: new Color(0x000000),
  [Look.Hidden]: new Color(0xffffff),
};
const HIDDEN = new Matrix4().makeScale(0, 0, 0);

/** The 12 edges of a box as 24 line-segment end points. */
function boxEdges(min: Vector3, max: Vector3, out: Float32Array, at: number): void {
  const c = (i: number) => [i & 1 ? max.x : min.x, i & 2 ? max.y : min.y, i & 4 ? max.z : min.z];
  const pairs = [0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 1, 3, 4, 6, 5, 7, 0, 4, 1, 5, 2, 6, 3, 7];
  pairs.forEach((corner, k) => out.set(c(corner), at + k * 3));
}

export class BoxInstances {
  readonly group = new Group();
  readonly mesh: InstancedMesh;
  readonly edges: LineSegments;
  private readonly bounds: Box3[];
  private readonly matrices: Matrix4[];
  private readonly itemNo: InstancedBufferAttribute;
  private readonly atlas: ReturnType<typeof numberAtlas>;
  private looks: Uint8Array;

  /** `numberOf(label)` is the item's 1-based number, printed on its faces. */
  constructor(
    private readonly boxes: readonly ViewBox[],
    baseHeight: number,
    private readonly colourOf: (label: string) => string,
    private readonly numberOf: (label: string) => number,
  ) {
    const n = Math.max(1, boxes.length);
    const material = new MeshLambertMaterial();
    const items = boxes.reduce((m, b) => Math.max(m, numberOf(b.label)), 1);
    this.atlas = numberAtlas(items);
    printNumbers(material, this.atlas);
    this.mesh = new InstancedMesh(new BoxGeometry(1, 1, 1), material, n);
    this.mesh.instanceMatrix.setUsage(DynamicDrawUsage);
    this.itemNo = new InstancedBufferAttribute(new Float32Array(n), 1).setUsage(DynamicDrawUsage);
    this.mesh.geometry.setAttribute('itemNo', this.itemNo);
    // boxes move with the step, not the camera: skip the per-frame bounding-sphere test
    this.mesh.frustumCulled = false;
    this.matrices = [];
    this.bounds = boxes.map((b) => {
      const inset = Math.min(0.4, Math.min(b.l, b.w, b.h) * 0.02);
      const m = new Matrix4()
        .makeScale(b.l - inset, b.h - inset, b.w - inset)
        .setPosition(b.px + b.l / 2, baseHeight + b.py + b.h / 2, b.pz + b.w / 2);
      this.matrices.push(m);
      const min = new Vector3(b.px + inset / 2, baseHeight + b.py + inset / 2, b.pz + inset / 2);
      return new Box3(
        min,
        new Vector3(b.px + b.l - inset / 2, baseHeight + b.py + b.h - inset / 2, b.pz + b.w - inset / 2),
      );
    });
    const edgeGeometry = new BufferGeometry();
    edgeGeometry.setAttribute(
      'position',
      new Float32BufferAttribute(new Float32Array(n * EDGE_VERTICES * 3), 3).setUsage(DynamicDrawUsage),
    );
    edgeGeometry.setAttribute(
      'color',
      new Float32BufferAttribute(new Float32Array(n * EDGE_VERTICES * 3), 3).setUsage(DynamicDrawUsage),
    );
    this.edges = new LineSegments(
      edgeGeometry,
      new LineBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.6 }),
    );
    this.edges.frustumCulled = false;
    this.group.add(this.mesh, this.edges);
    this.looks = new Uint8Array(boxes.length);
    this.setLooks(this.looks);
    this.setCount(boxes.length);
  }

  /** Draws the first `count` boxes of the loading sequence. */
  setCount(count: number): void {
    const n = Math.max(0, Math.min(this.boxes.length, count));
    this.mesh.count = n;
    this.edges.geometry.setDrawRange(0, n * EDGE_VERTICES);
  }

  /** Applies one look per box (see box-appearance.ts). */
  setLooks(looks: Uint8Array): void {
    this.looks = looks;
    const colour = new Color();
    const positions = this.edges.geometry.getAttribute('position').array as Float32Array;
    const colours = this.edges.geometry.getAttribute('color').array as Float32Array;
    const none = new Vector3();
    this.boxes.forEach((b, i) => {
      const look = looks[i] as Look;
      colour.set(this.colourOf(b.label));
      if (look === Look.Ghost) colour.lerp(BACKGROUND, 0.78);
      if (look === Look.Lit) colour.offsetHSL(0, 0.05, 0.08);
      this.mesh.setColorAt(i, colour);
      this.mesh.setMatrixAt(i, look === Look.Hidden ? HIDDEN : this.matrices[i]);
      this.itemNo.setX(i, look === Look.Ghost || look === Look.Hidden ? 0 : this.numberOf(b.label));
      const box = this.bounds[i];
      if (look === Look.Hidden) boxEdges(none, none, positions, i * EDGE_VERTICES * 3);
      else boxEdges(box.min, box.max, positions, i * EDGE_VERTICES * 3);
      const ink = EDGE_INK[look];
      for (let k = 0; k < EDGE_VERTICES; k++) ink.toArray(colours, (i * EDGE_VERTICES + k) * 3);
    });
    this.mesh.instanceMatrix.needsUpdate = true;
    if (this.mesh.instanceColor) this.mesh.instanceColor.needsUpdate = true;
    this.itemNo.needsUpdate = true;
    this.edges.geometry.getAttribute('position').needsUpdate = true;
    this.edges.geometry.getAttribute('color').needsUpdate = true;
  }

  /** Nearest drawn, not hidden box hit by `ray`, as its step index. */
  pick(ray: Ray): number | null {
    let best: number | null = null;
    let bestDistance = Infinity;
    const hit = new Vector3();
    for (let i = 0; i < this.mesh.count && i < this.boxes.length; i++) {
      if (this.looks[i] === Look.Hidden || !ray.intersectBox(this.bounds[i], hit)) continue;
      const d = hit.distanceToSquared(ray.origin);
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    }
    return best;
  }

  /** Box `step`'s bounds (world units), for framing and screen points. */
  boundsOf(step: number): Box3 | null {
    return this.bounds[step] ?? null;
  }

  dispose(): void {
    this.mesh.geometry.dispose();
    const material = this.mesh.material as MeshLambertMaterial;
    material.dispose();
    this.atlas.texture.dispose();
    this.edges.geometry.dispose();
    (this.edges.material as LineBasicMaterial).dispose();
    this.mesh.dispose();
  }
}
