/**
 * The 3D view of one load: space, boxes, zones and centre of gravity, with orbit/pan/zoom,
 * preset views, picking and PNG export. Renders on demand (only after a change) so an idle
 * page costs no CPU.
 */
import {
  AmbientLight, Box3, DirectionalLight, Group, Mesh, MeshLambertMaterial, PerspectiveCamera, Raycaster,
  Scene, Vector2, Vector3, WebGLRenderer, type Material,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { ViewLoad } from '../model/view-model.js';
import { boxMeshes, cogMarker, SHARED_RESOURCES, type BoxLayer } from './box-meshes.js';
import { frameView, type ViewName } from './camera-views.js';
import { spaceMesh } from './space-mesh.js';

export class LoadScene {
  readonly canvas: HTMLCanvasElement;
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(40, 1, 1, 10000);
  private readonly controls: OrbitControls;
  private readonly content = new Group();
  private readonly bounds = new Box3();
  private layer: BoxLayer | null = null;
  private cog: Group | null = null;
  private highlighted: Mesh | null = null;
  private pending = false;
  private view: ViewName = 'iso';

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
    new ResizeObserver(() => this.resize()).observe(host);
    this.resize();
  }

  /** Replaces the drawn load. */
  show(load: ViewLoad, colourOf: (label: string) => string, unit = 'cm'): void {
    this.clear();
    const space = spaceMesh(load.space, load.zones, unit);
    this.content.add(space);
    this.layer = boxMeshes(load.boxes, load.space.baseHeight, colourOf);
    this.content.add(this.layer.group);
    if (load.cog) {
      this.cog = cogMarker(load.cog, Math.max(2, Math.max(load.space.l, load.space.w) / 90));
      this.content.add(this.cog);
    }
    const top = Math.max(load.space.h ?? 0, load.loadedHeight, load.space.baseHeight + 1);
    this.bounds.set(new Vector3(0, 0, 0), new Vector3(load.space.l, top, load.space.w));
    this.setView(this.view);
  }

  /** Number of box meshes in the scene. */
  get boxesDrawn(): number {
    return this.layer?.meshes.length ?? 0;
  }

  /** Shows the first `count` boxes of the loading sequence. */
  setVisibleCount(count: number): number {
    let visible = 0;
    this.layer?.meshes.forEach((m, i) => {
      m.visible = i < count;
      if (m.visible) visible++;
    });
    this.requestRender();
    return visible;
  }

  showCog(on: boolean): void {
    if (this.cog) this.cog.visible = on;
    this.requestRender();
  }

  setView(view: ViewName): void {
    this.view = view;
    this.controls.target.copy(frameView(this.camera, this.bounds, view));
    this.controls.update();
    this.requestRender();
  }

  /** Step index of the visible box under a client point, or null. */
  pick(clientX: number, clientY: number): number | null {
    if (!this.layer) return null;
    const rect = this.canvas.getBoundingClientRect();
    const ndc = new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    const ray = new Raycaster();
    ray.setFromCamera(ndc, this.camera);
    const hit = ray.intersectObjects(this.layer.meshes.filter((m) => m.visible), false)[0];
    return hit ? (hit.object.userData.step as number) : null;
  }

  /** Client coordinates of the centre of box `step`'s top face (for tests and keyboard users' tooling). */
  screenPoint(step: number): { x: number; y: number } | null {
    const mesh = this.layer?.meshes[step];
    if (!mesh) return null;
    const p = mesh.position.clone();
    p.y += mesh.scale.y / 2 - 0.01;
    p.project(this.camera);
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height };
  }

  /** Brightens one box (or none). */
  highlight(step: number | null): void {
    if (this.highlighted) {
      this.highlighted.material = this.highlighted.userData.baseMaterial as Material;
      this.highlighted = null;
    }
    const mesh = step === null ? undefined : this.layer?.meshes[step];
    if (mesh) {
      const base = mesh.material as MeshLambertMaterial;
      mesh.userData.baseMaterial = base;
      const bright = base.clone();
      bright.emissive.set(0x555555);
      mesh.material = bright;
      this.highlighted = mesh;
    }
    this.requestRender();
  }

  /** The current view as a PNG data URL. */
  toPng(): string {
    this.renderer.render(this.scene, this.camera);
    return this.canvas.toDataURL('image/png');
  }

  private clear(): void {
    this.highlighted = null;
    this.cog = null;
    this.layer = null;
    for (const child of [...this.content.children]) {
      this.content.remove(child);
      child.traverse((o) => {
        const { geometry, material } = o as Partial<Mesh>;
        if (geometry && !SHARED_RESOURCES.has(geometry)) geometry.dispose();
        for (const m of Array.isArray(material) ? material : material ? [material] : []) {
          if (SHARED_RESOURCES.has(m)) continue;
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
    this.requestRender();
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
