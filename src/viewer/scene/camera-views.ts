/**
 * Preset camera views that frame the whole load space: the projected extent of the space's
 * bounding box decides the distance, so a long container fills the side view.
 */
import { type Box3, type PerspectiveCamera, Vector3 } from 'three';

export type ViewName = 'iso' | 'front' | 'side' | 'top' | 'door';

export const VIEW_NAMES: readonly ViewName[] = ['iso', 'front', 'side', 'top', 'door'];

/** Direction from the target to the camera for each view (x to the door, y up, z across). */
const DIRECTIONS: Record<ViewName, Vector3> = {
  iso: new Vector3(0.9, 0.75, 1.25).normalize(),
  front: new Vector3(-1, 0.12, 0).normalize(),
  side: new Vector3(0, 0.12, 1).normalize(),
  top: new Vector3(0, 1, 0.001).normalize(),
  door: new Vector3(1, 0.12, 0).normalize(),
};

/** Places `camera` to look at `bounds` from the named view; returns the target point. */
export function frameView(camera: PerspectiveCamera, bounds: Box3, view: ViewName): Vector3 {
  const dir = DIRECTIONS[view];
  const target = bounds.getCenter(new Vector3());
  // y stays up in every view so the orbit controls keep working after a preset
  const up = new Vector3(0, 1, 0);
  const right = new Vector3().crossVectors(up, dir).normalize();
  const camUp = new Vector3().crossVectors(dir, right).normalize();
  let halfW = 0;
  let halfH = 0;
  let halfD = 0;
  for (let i = 0; i < 8; i++) {
    const corner = new Vector3(
      i & 1 ? bounds.max.x : bounds.min.x,
      i & 2 ? bounds.max.y : bounds.min.y,
      i & 4 ? bounds.max.z : bounds.min.z,
    ).sub(target);
    halfW = Math.max(halfW, Math.abs(corner.dot(right)));
    halfH = Math.max(halfH, Math.abs(corner.dot(camUp)));
    halfD = Math.max(halfD, Math.abs(corner.dot(dir)));
  }
  const tanV = Math.tan((camera.fov * Math.PI) / 360);
  const dist = Math.max(halfH / tanV, halfW / (tanV * camera.aspect)) * 1.12 + halfD;
  camera.position.copy(target).addScaledVector(dir, dist);
  camera.near = Math.max(0.5, dist / 200);
  camera.far = dist * 20;
  camera.lookAt(target);
  camera.updateProjectionMatrix();
  return target;
}
