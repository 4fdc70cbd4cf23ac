/**
 * The load-plan viewer page: pick an endpoint and an example, edit the request, run it
 * against this service (or open a saved response), and look at the plan in 3D step by step.
 * State a browser test needs is mirrored on `window.__viewer` and on #scene data attributes.
 */
import { EXAMPLES } from './model/examples.js';
import {
  normaliseResponse,
  readSavedPlan,
  VIEWABLE_ENDPOINTS,
  type SavedPlan,
  type ViewableEndpoint,
} from './model/normalise-response.js';
import { LoadScene } from './scene/load-scene.js';
import { VIEW_NAMES, type ViewName } from './scene/camera-views.js';
import { postJson } from './ui/api-client.js';
import { byId, el } from './ui/dom.js';
import { JsonEditor } from './ui/json-editor.js';
import { renderReport } from './ui/load-report.js';
import { composePng } from './ui/png-export.js';
import { ResultView } from './ui/result-view.js';

const ENDPOINT_NAMES: Record<ViewableEndpoint, string> = {
  pack: 'Pack a container (POST /api/pack)',
  'pallet-estimate': 'One pallet (POST /api/pallet-estimate)',
  'order-plan': 'Order across pallets (POST /api/order-plan)',
  'order-quote': 'Order quote (POST /api/order-quote)',
  'receiver-check': 'Receiver check (POST /api/receiver-check)',
  consolidate: 'Consolidate POs (POST /api/consolidate)',
  'order-options': 'Order options (POST /api/order-options)',
  'case-design': 'Case design (POST /api/case-design)',
  'box-catalog': 'Box catalogue (POST /api/box-catalog)',
};

type Phase = 'idle' | 'running' | 'ready' | 'error';

const endpointSelect = byId<HTMLSelectElement>('endpoint');
const exampleSelect = byId<HTMLSelectElement>('example');
const statusLine = byId('status');
const sceneHost = byId('scene');
const editor = new JsonEditor(
  byId<HTMLTextAreaElement>('request-json'),
  byId('request-backdrop'),
  byId('request-bubble'),
  byId('request-error'),
);

let scene: LoadScene | null = null;
try {
  scene = new LoadScene(sceneHost);
} catch (err) {
  sceneHost.append(
    el('p', {
      class: 'no-webgl',
      text: `3D view unavailable: this browser could not start WebGL (${String(err)}). The figures on the left still work.`,
    }),
  );
}
const view = new ResultView(scene);
let saved: SavedPlan | null = null;
let phase: Phase = 'idle';
let lastError: { status: number; code: string; field: string | null; message: string } | null = null;

function setPhase(next: Phase, message: string): void {
  phase = next;
  sceneHost.dataset.state = next;
  statusLine.textContent = message;
}

function fillExamples(endpoint: ViewableEndpoint, load = true): void {
  exampleSelect.replaceChildren(...EXAMPLES[endpoint].map((ex, i) => el('option', { value: i, text: ex.name })));
  if (load) loadExample();
}

function loadExample(): void {
  exampleSelect.querySelector('option[value=opened]')?.remove();
  const ex = EXAMPLES[endpointSelect.value as ViewableEndpoint][Number(exampleSelect.value) || 0];
  if (ex) editor.value = JSON.stringify(ex.request, null, 2);
}

/** The example selector names what is loaded: an opened file is shown as its own entry. */
function showSource(name: string): void {
  exampleSelect.querySelector('option[value=opened]')?.remove();
  exampleSelect.prepend(el('option', { value: 'opened', text: `Opened file: ${name}` }));
  exampleSelect.value = 'opened';
}

/** Fills #report for printing; false when there is nothing to report. */
function buildReport(): boolean {
  const content = view.reportContent();
  if (!content) return false;
  renderReport(byId('report'), content);
  return true;
}

function showPlan(plan: SavedPlan, origin: string): void {
  saved = plan;
  const result = normaliseResponse(plan);
  view.show(result);
  const boxes = result.loads.reduce((s, l) => s + l.boxes.length, 0);
  const loads = result.loads.length > 1 ? ` on ${result.loads.length} ${result.loadNoun.toLowerCase()}s` : '';
  setPhase('ready', `${origin}: ${boxes} boxes${loads}.`);
}

async function run(): Promise<void> {
  if (phase === 'running') return;
  editor.clearError();
  lastError = null;
  if (!editor.validateSyntax()) {
    lastError = { status: 0, code: 'invalid_json', field: null, message: 'Invalid JSON in the editor' };
    setPhase('error', 'Fix the JSON in the editor first.');
    return;
  }
  const endpoint = endpointSelect.value as ViewableEndpoint;
  const text = editor.value;
  setPhase('running', `Planning with /api/${endpoint}…`);
  const answer = await postJson(`/api/${endpoint}`, text);
  if (answer.kind === 'ok') {
    showPlan({ endpoint, request: JSON.parse(text) as unknown, response: answer.body }, `/api/${endpoint}`);
    return;
  }
  lastError = { status: answer.status, code: answer.code, field: answer.field, message: answer.message };
  if (answer.status === 400) editor.showFieldError(answer.field, answer.message, answer.errors);
  else editor.showMessage(`${answer.status || 'No answer'} ${answer.code}`, answer.message);
  setPhase('error', `The service answered ${answer.status || 'nothing'}: ${answer.message}`);
}

async function openFile(file: File): Promise<void> {
  try {
    const plan = readSavedPlan(JSON.parse(await file.text()) as unknown);
    endpointSelect.value = plan.endpoint;
    fillExamples(plan.endpoint, false);
    editor.value = plan.request !== undefined ? JSON.stringify(plan.request, null, 2) : '{}';
    showSource(file.name);
    showPlan(plan, `Opened ${file.name}`);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    editor.showMessage(`Could not open ${file.name}`, message);
    setPhase('error', `Could not open ${file.name}: ${message}`);
  }
}

function download(name: string, href: string): void {
  const a = el('a', { href, download: name });
  document.body.append(a);
  a.click();
  a.remove();
}

function wire(): void {
  endpointSelect.replaceChildren(...VIEWABLE_ENDPOINTS.map((e) => el('option', { value: e, text: ENDPOINT_NAMES[e] })));
  endpointSelect.addEventListener('change', () => fillExamples(endpointSelect.value as ViewableEndpoint));
  exampleSelect.addEventListener('change', loadExample);
  byId('run').addEventListener('click', () => void run());
  editor.textarea.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void run();
  });
  const fileInput = byId<HTMLInputElement>('open-file');
  byId('open').addEventListener('click', () => fileInput.click());
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    if (file) void openFile(file);
    fileInput.value = '';
  });
  byId('download-json').addEventListener('click', () => {
    if (!saved) return;
    const blob = new Blob([JSON.stringify(saved, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    download(`stowage-${saved.endpoint}-plan.json`, url);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  });
  byId('save-png').addEventListener('click', () => void savePng());
  document.querySelectorAll<HTMLButtonElement>('[data-view]').forEach((b) => {
    b.addEventListener('click', () => scene?.setView(b.dataset.view as ViewName));
  });
  byId<HTMLInputElement>('show-cog').addEventListener('change', (e) =>
    scene?.showCog((e.target as HTMLInputElement).checked),
  );
  // the report is built in beforeprint, so the button and Ctrl+P print the same thing
  byId('print-report').addEventListener('click', () => window.print());
  // Ctrl+P prints the report too (its pictures are rendered now, before the print layout)
  window.addEventListener('beforeprint', () => buildReport());
  const phone = window.matchMedia('(max-width: 820px)');
  const fitScreen = (): void => {
    byId<HTMLDetailsElement>('items-section').open = !phone.matches;
    scene?.setTouchMode(phone.matches);
  };
  phone.addEventListener('change', fitScreen);
  fitScreen();
}

async function savePng(): Promise<string | null> {
  if (!scene || !saved) return null;
  const url = await composePng(scene.toPng(), view.pngSheet());
  download(`stowage-${saved.endpoint}-view.png`, url);
  return url;
}

declare global {
  interface Window {
    __viewer: unknown;
  }
}

window.__viewer = {
  get phase() {
    return phase;
  },
  get endpoint() {
    return endpointSelect.value;
  },
  get result() {
    return view.result;
  },
  get saved() {
    return saved;
  },
  get loadIndex() {
    return view.loadIndex;
  },
  get boxesDrawn() {
    return Number(sceneHost.dataset.boxesDrawn);
  },
  get boxesVisible() {
    return view.visibleCount;
  },
  get lastError() {
    return lastError;
  },
  get webgl() {
    return scene !== null;
  },
  views: VIEW_NAMES,
  selectLoad: (i: number) => view.selectLoad(i),
  setView: (v: ViewName) => scene?.setView(v),
  get items() {
    return view.items;
  },
  get cog() {
    return scene?.cogMarker ?? null;
  },
  get stepMode() {
    return view.stepMode;
  },
  get stops() {
    return view.groups.length;
  },
  get looks() {
    return Array.from(view.boxLooks);
  },
  screenPoint: (step: number) => scene?.screenPoint(step) ?? null,
  setStepMode: (mode: 'box' | 'row' | 'layer') => view.setMode(mode),
  buildReport,
  savePng,
  /** Renders one frame now: its draw calls and triangles (benchmarks). */
  renderNow: () => scene?.renderNow() ?? null,
  orbit: (radians: number) => scene?.orbit(radians),
  run,
};

wire();
fillExamples('pack');
setPhase('idle', 'Pick an endpoint and an example, then Run, or open a saved response.');
if (new URLSearchParams(location.search).get('autorun') !== '0') void run();
