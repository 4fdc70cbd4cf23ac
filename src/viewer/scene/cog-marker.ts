/**
 * The centre of gravity as a red ball with a plumb line and a floor cross, moved to the CoG
 * of the boxes loaded so far; and the CoG limits of the load's balance check drawn as a
 * red dashed rectangle on the floor, so a ball outside it reads as a failing check.
 */
import {
  BufferGeometry,
  Float32BufferAttribute,
  Group,
  LineBasicMaterial,
  LineDashedMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  SphereGeometry,
} from 'three';
import type { CogLimits, ViewSpace } from '../model/view-model.js';

const RED = 0xdc2626;

function lines(points: number[], dashed = false, dash = 4): LineSegments {
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(points, 3));
  const material = dashed
    ? new LineDashedMaterial({ color: RED, dashSize: dash, gapSize: dash * 0.6, depthTest: false })
    : new LineBasicMaterial({ color: RED, depthTest: false });
  const segments = new LineSegments(g, material);
  if (dashed) segments.computeLineDistances();
  segments.renderOrder = 5;
  return segments;
}

export class CogMarker {
  readonly group = new Group();
  private readonly ball: Mesh;
  private readonly plumb: LineSegments;
  private readonly cross: LineSegments;
  private at: { x: number; y: number; z: number } | null = null;
  private shown = true;

  /** `size` is the ball radius in world units; `floorY` the deck or floor height. */
  constructor(
    readonly size: number,
    private readonly floorY: number,
  ) {
    this.ball = new Mesh(
      new SphereGeometry(size, 20, 14),
      new MeshLambertMaterial({ color: RED, emissive: 0x7f1d1d, depthTest: false }),
    );
    this.ball.renderOrder = 6;
    this.plumb = lines([0, 0, 0, 0, -1, 0]);
    const arm = size * 3;
    this.cross = lines([-arm, 0, 0, arm, 0, 0, 0, 0, -arm, 0, 0, arm]);
    this.group.add(this.ball, this.plumb, this.cross);
  }

  /** Where the marker stands now (world units), or null before any weighed box is loaded. */
  get position(): { x: number; y: number; z: number } | null {
    return this.at;
  }

  /** The user's toggle: false hides the marker whatever the step. */
  set enabled(on: boolean) {
    this.shown = on;
    this.group.visible = on && this.at !== null;
  }

  /** Moves the marker to `cog` (world units); hides it when there is none yet. */
  moveTo(cog: { x: number; y: number; z: number } | null): void {
    this.at = cog;
    this.group.visible = cog !== null && this.shown;
    if (!cog) return;
    this.ball.position.set(cog.x, cog.y, cog.z);
    this.plumb.position.set(cog.x, cog.y, cog.z);
    this.plumb.scale.set(1, Math.max(0.01, cog.y - this.floorY), 1);
    this.cross.position.set(cog.x, this.floorY + 0.2, cog.z);
  }
}

/** The allowed CoG area around the footprint centre, on the floor or deck. */
export function cogLimitArea(space: ViewSpace, limits: CogLimits): LineSegments {
  const dx = (space.l * limits.xPct) / 100;
  const dz = (space.w * limits.zPct) / 100;
  const [x0, x1, z0, z1] = [space.l / 2 - dx, space.l / 2 + dx, space.w / 2 - dz, space.w / 2 + dz];
  const y = space.baseHeight + 0.3;
  return lines(
    [x0, y, z0, x1, y, z0, x1, y, z0, x1, y, z1, x1, y, z1, x0, y, z1, x0, y, z1, x0, y, z0],
    true,
    Math.max(2, Math.min(dx, dz) / 4),
  );
}
