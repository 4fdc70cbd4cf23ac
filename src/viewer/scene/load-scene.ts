/**
 * The 3D view of one load: space, boxes, zones, axles and centre of gravity, with
 * orbit/pan/zoom, preset views, picking, camera follow, snapshots and PNG export. Renders
 * on demand (only after a change) so an idle page costs no CPU.
 */
import {
  AmbientLight,
  Box3,
  DirectionalLight,
  Group,
  PerspectiveCamera,
  Raycaster,
  Scene,
  TOUCH,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Material,
  type Mesh,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { cogSteps } from '../model/load-helpers.js';
import type { ViewLoad } from '../model/view-model.js';
import { BoxInstances } from './box-instances.js';
import { frameView, type ViewName } from './camera-views.js';
import { CogMarker, cogLimitArea } from './cog-marker.js';
import { spaceMesh } from './space-mesh.js';

type Point = { x: number; y: number; z: number };

export class LoadScene {
  readonly canvas: HTMLCanvasElement;
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(40, 1, 1, 10000);
  private readonly controls: OrbitControls;
  private readonly content = new Group();
  private readonly bounds = new Box3();
  private boxes: BoxInstances | null = null;
  private cog: CogMarker | null = null;
  private cogs: (Point | null)[] = [];
  private fullCog: Point | null = null;
  private pending = false;
  private view: ViewName = 'iso';
  private cogOn = true;
  /** True once the user orbits or pans: a resize then keeps their view instead of reframing. */
  private userMoved = false;

  constructor(private readonly host: HTMLElement) {
    this.renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.setClearColor(0xf8fafc);
    this.canvas = this.renderer.domElement;
    host.prepend(this.canvas);
    this.scene.add(new AmbientLight(0xffffff, 1.6));
    const sun = new DirectionalLight(0xffffff, 1.6);
    sun.position.set(0.6, 1, 0.8);
    this.scene.add(sun);
    const fill = new DirectionalLight(0xffffff, 0.6);
    fill.position.set(-0.8, 0.4, -0.6);
    this.scene.add(fill);
    this.scene.add(this.content);
    this.controls = new OrbitControls(this.camera, this.canvas);
    this.controls.listenToKeyEvents(host);
    this.controls.addEventListener('change', () => this.requestRender());
    this.controls.addEventListener('start', () => (this.userMoved = true));
    new ResizeObserver(() => this.resize()).observe(host);
    this.resize();
  }

  /**
   * Touch: one finger orbits (default), or, with `scrollFirst`, one finger scrolls the page
   * and two fingers orbit and zoom, as on a phone where the view sits inside a long page.
   */
  setTouchMode(scrollFirst: boolean): void {
    this.controls.touches = scrollFirst
      ? { ONE: null as unknown as TOUCH, TWO: TOUCH.DOLLY_ROTATE }
      : { ONE: TOUCH.ROTATE, TWO: TOUCH.DOLLY_PAN };
    // OrbitControls sets touch-action none on connect; the page must keep vertical panning
    this.canvas.style.touchAction = scrollFirst ? 'pan-y' : 'none';
  }

  /** Replaces the drawn load; `numberOf(label)` is the item number printed on its boxes. */
  show(load: ViewLoad, colourOf: (label: string) => string, numberOf: (label: string) => number, unit = 'cm'): void {
    this.clear();
    this.content.add(spaceMesh(load.space, load.zones, unit));
    this.boxes = new BoxInstances(load.boxes, load.space.baseHeight, colourOf, numberOf);
    this.content.add(this.boxes.group);
    this.cogs = cogSteps(load.boxes, load.space.baseHeight);
    this.fullCog = load.cog;
    if (load.cog || this.cogs.some((c) => c !== null)) {
      const pallet = load.space.kind === 'pallet';
      // a pallet is ~1 m across: a ball of 1/25 of it stays readable over the cartons
      const size = pallet
        ? Math.max(load.space.l, load.space.w) / 25
        : Math.max(2, Math.max(load.space.l, load.space.w) / 90);
      this.cog = new CogMarker(size, load.space.baseHeight);
      this.cog.enabled = this.cogOn;
      this.content.add(this.cog.group);
      if (load.cogLimits) this.content.add(cogLimitArea(load.space, load.cogLimits));
      this.cog.moveTo(load.cog);
    }
    const top = Math.max(load.space.h ?? 0, load.loadedHeight, load.space.baseHeight + 1);
    const below = load.space.axles ? -Math.max(12, load.space.w / 8) * 2 : 0;
    this.bounds.set(new Vector3(0, below, 0), new Vector3(load.space.l, top, load.space.w));
    this.setView(this.view);
  }

  /** Number of boxes in the scene (all steps). */
  get boxesDrawn(): number {
    return this.boxes ? this.cogs.length - 1 : 0;
  }

  /** Shows the first `count` boxes of the loading sequence, the CoG marker at their CoG. */
  setCount(count: number): void {
    this.boxes?.setCount(count);
    const total = this.cogs.length - 1;
    this.cog?.moveTo(
      count >= total && this.fullCog ? this.fullCog : (this.cogs[Math.max(0, Math.min(total, count))] ?? null),
    );
    this.requestRender();
  }

  /** The CoG marker's position and ball radius (world units), for tests. */
  get cogMarker(): { at: Point | null; radius: number } | null {
    return this.cog ? { at: this.cog.position, radius: this.cog.size } : null;
  }

  setLooks(looks: Uint8Array): void {
    this.boxes?.setLooks(looks);
    this.requestRender();
  }

  showCog(on: boolean): void {
    this.cogOn = on;
    if (this.cog) this.cog.enabled = on;
    this.requestRender();
  }

  setView(view: ViewName): void {
    this.view = view;
    this.userMoved = false;
    this.controls.target.copy(frameView(this.camera, this.bounds, view));
    this.controls.update();
    this.requestRender();
  }

  /** Keeps the camera's angle and distance and moves its target to boxes start..end-1. */
  follow(start: number, end: number): void {
    if (!this.boxes || end <= start) return;
    const area = new Box3();
    for (let i = start; i < end; i++) {
      const b = this.boxes.boundsOf(i);
      if (b) area.union(b);
    }
    if (area.isEmpty()) return;
    const target = area.getCenter(new Vector3());
    this.camera.position.add(target.clone().sub(this.controls.target));
    this.controls.target.copy(target);
    this.controls.update();
    this.requestRender();
  }

  /** Step index of the drawn, visible box under a client point, or null. */
  pick(clientX: number, clientY: number): number | null {
    if (!this.boxes) return null;
    const rect = this.canvas.getBoundingClientRect();
    const ndc = new Vector2(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    const ray = new Raycaster();
    ray.setFromCamera(ndc, this.camera);
    return this.boxes.pick(ray.ray);
  }

  /** Client coordinates of the centre of box `step`'s top face (for tests and keyboard users' tooling). */
  screenPoint(step: number): { x: number; y: number } | null {
    const b = this.boxes?.boundsOf(step);
    if (!b) return null;
    const p = b.getCenter(new Vector3());
    p.y = b.max.y - 0.01;
    p.project(this.camera);
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height };
  }

  /** Renders now; returns the draw calls and triangles of that frame. */
  renderNow(): { calls: number; triangles: number } {
    this.renderer.render(this.scene, this.camera);
    const { calls, triangles } = this.renderer.info.render;
    return { calls, triangles };
  }

  /** Orbits the camera by `radians` about the target (benchmarks and tests). */
  orbit(radians: number): void {
    const offset = this.camera.position.clone().sub(this.controls.target);
    offset.applyAxisAngle(new Vector3(0, 1, 0), radians);
    this.camera.position.copy(this.controls.target).add(offset);
    this.camera.lookAt(this.controls.target);
    this.requestRender();
  }

  /** The current view as a PNG data URL. */
  toPng(): string {
    this.renderer.render(this.scene, this.camera);
    return this.canvas.toDataURL('image/png');
  }

  /** A `width` × `height` picture from the named preset view, for the printed report. */
  snapshot(width: number, height: number, view: ViewName): string {
    const size = this.renderer.getSize(new Vector2());
    const saved = {
      position: this.camera.position.clone(),
      target: this.controls.target.clone(),
      aspect: this.camera.aspect,
    };
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    frameView(this.camera, this.bounds, view);
    this.renderer.render(this.scene, this.camera);
    const url = this.canvas.toDataURL('image/png');
    this.renderer.setSize(size.x, size.y, false);
    this.camera.aspect = saved.aspect;
    this.camera.position.copy(saved.position);
    this.controls.target.copy(saved.target);
    this.camera.lookAt(saved.target);
    this.camera.updateProjectionMatrix();
    this.requestRender();
    return url;
  }

  private clear(): void {
    this.boxes?.dispose();
    this.boxes = null;
    this.cog = null;
    for (const child of [...this.content.children]) {
      this.content.remove(child);
      child.traverse((o) => {
        const { geometry, material } = o as Partial<Mesh>;
        geometry?.dispose();
        for (const m of Array.isArray(material) ? material : material ? [material] : []) {
          (m as Material & { map?: { dispose(): void } }).map?.dispose();
          m.dispose();
        }
      });
    }
  }

  private resize(): void {
    const w = Math.max(1, this.host.clientWidth);
    const h = Math.max(1, this.host.clientHeight);
    this.renderer.setSize(w, h);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    // a phone's address bar changes the height while scrolling: reframe only an untouched view
    if (this.userMoved) this.requestRender();
    else this.setView(this.view);
  }

  private requestRender(): void {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      this.renderer.render(this.scene, this.camera);
    });
  }
}
