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
import { isObject, text } from './model/load-helpers.js';
import { requestItems } from './model/request-items.js';
import type { StatRow } from './model/view-model.js';
import { drawBarcodes, renderReport, renderReportNow, type ReportInput } from './ui/load-report.js';
import { composePng } from './ui/png-export.js';
import { ResultView } from './ui/result-view.js';
import { planCsv, planXlsx, readItemFile, type ExportInput } from './ui/spreadsheets.js';
import { withItems } from './model/item-import.js';
import { readShareLink, shareLink } from './ui/share-link.js';
import landingPlan from './model/landing-plan.json';

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

type Phase = 'idle' | 'running' | 'opening' | 'ready' | 'error';

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
/** The running request's abort handle and start time (performance.now()). */
let running: { abort: AbortController; started: number; timer: number } | null = null;
/** The viewer's SHA-256 of the shown request, the plan reference when the response has no inputHash. */
let requestHash = '';

function setPhase(next: Phase, message: string): void {
  phase = next;
  sceneHost.dataset.state = next;
  statusLine.textContent = message;
}

/**
 * Marks the plan on screen as not the answer to the editor's request: while a run is busy
 * (with its elapsed time and Cancel) and after a failed run (with the reason). A new plan
 * clears the mark.
 */
function markStale(reason: string | null, busy = false): void {
  const box = byId('stale');
  const shown = saved !== null;
  box.hidden = reason === null || (!shown && !busy);
  byId('stale-reason').textContent = reason ?? '';
  byId<HTMLButtonElement>('cancel').hidden = !busy;
  byId('busy-time').textContent = '';
  sceneHost.dataset.stale = reason === null || !shown ? 'false' : 'true';
  byId('results').classList.toggle('is-stale', reason !== null && shown);
  const runButton = byId<HTMLButtonElement>('run');
  runButton.disabled = busy;
  runButton.setAttribute('aria-busy', String(busy));
  sceneHost.setAttribute('aria-busy', String(busy));
}

function stopTimer(): void {
  if (running) clearInterval(running.timer);
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

const HEADER_FIELDS = {
  booking: 'hdr-booking',
  unitNumber: 'hdr-unit',
  seal: 'hdr-seal',
  shipper: 'hdr-shipper',
  consignee: 'hdr-consignee',
} as const;

/** What the request itself says for the cover: an order id, purchase orders. */
function requestHeader(request: unknown): StatRow[] {
  if (!isObject(request)) return [];
  const inner = isObject(request.request) ? request.request : request;
  const rows: StatRow[] = [];
  if (inner.orderId) rows.push({ label: 'Order', value: text(inner.orderId) });
  const pos = Array.isArray(inner.pos) ? inner.pos.filter(isObject).map((p) => text(p.poId ?? p.id)) : [];
  if (pos.length > 0) rows.push({ label: 'Purchase orders', value: pos.join(', ') });
  if (typeof inner.profileId === 'string') rows.push({ label: 'Receiver profile', value: inner.profileId });
  return rows;
}

function reportInput(): ReportInput | null {
  const parts = view.reportParts();
  if (!parts || !saved) return null;
  const field = (id: string) => byId<HTMLInputElement>(id).value.trim();
  const header = Object.fromEntries(
    Object.entries(HEADER_FIELDS).map(([k, id]) => [k, field(id)]),
  ) as unknown as ReportInput['header'];
  const hash = parts.result.inputHash;
  return {
    ...parts,
    endpoint: saved.endpoint,
    reference: hash ?? (requestHash || 'no request: opened from a bare response'),
    referenceKind: hash
      ? 'inputHash of the response (SHA-256 of the canonical planning input)'
      : 'SHA-256 of the request JSON, computed by the viewer (this endpoint returns no inputHash)',
    date: `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    header,
    requestHeader: requestHeader(saved.request),
  };
}

/** Builds the whole plan into #report, load by load; resolves to false when there is nothing to report. */
async function buildReport(): Promise<boolean> {
  if (!view.result) return false;
  await view.makeOverviews(true);
  const input = reportInput();
  if (!input) return false;
  await renderReport(byId('report'), input);
  await drawBarcodes(byId('report'));
  byId('report').dataset.built = String(++reportBuilds);
  return true;
}
let reportBuilds = 0;

/** The browser's print started without the button (Ctrl+P): build now, synchronously. */
function buildReportNow(): void {
  if (!view.result) return;
  void view.makeOverviews(false);
  const input = reportInput();
  if (input) renderReportNow(byId('report'), input);
}

async function sha256(textValue: string): Promise<string> {
  if (!crypto.subtle) return '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(textValue));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function showPlan(plan: SavedPlan, origin: string): void {
  saved = plan;
  const result = normaliseResponse(plan);
  requestHash = '';
  if (plan.request !== undefined)
    void sha256(JSON.stringify(plan.request)).then((h) => {
      if (saved === plan) requestHash = h;
    });
  markStale(null);
  byId('report').dataset.built = '0';
  view.show(result, requestItems(plan.request));
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
  const body = editor.value;
  setPhase('running', `Planning with /api/${endpoint}…`);
  const abort = new AbortController();
  const started = performance.now();
  const shownFrom = saved ? `/api/${saved.endpoint}` : '';
  markStale(
    saved
      ? `Planning with /api/${endpoint}… The plan shown (from ${shownFrom}) is the previous one.`
      : `Planning with /api/${endpoint}…`,
    true,
  );
  byId('stale').hidden = false;
  const tick = () => {
    byId('busy-time').textContent = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  };
  tick();
  running = { abort, started, timer: window.setInterval(tick, 200) };
  const answer = await postJson(`/api/${endpoint}`, body, abort.signal, apiKey());
  stopTimer();
  running = null;
  if (answer.kind === 'ok') {
    showPlan({ endpoint, request: JSON.parse(body) as unknown, response: answer.body }, `/api/${endpoint}`);
    return;
  }
  lastError = { status: answer.status, code: answer.code, field: answer.field, message: answer.message };
  if (answer.status === 400) editor.showFieldError(answer.field, answer.message, answer.errors);
  else if (answer.code !== 'cancelled')
    editor.showMessage(`${answer.status || 'No answer'} ${answer.code}`, answer.message);
  const what =
    answer.code === 'cancelled' ? 'Cancelled' : `The service answered ${answer.status || 'nothing'} (${answer.code})`;
  markStale(
    saved
      ? `Out of date: ${what}: ${answer.message} The plan shown is the previous answer (from ${shownFrom}), not the request in the editor.`
      : `${what}: ${answer.message}`,
  );
  setPhase('error', `${what}: ${answer.message}`);
}

function cancelRun(): void {
  running?.abort.abort();
}

async function openFile(file: File): Promise<void> {
  // set before the file is read, so nobody takes the previous plan for this one
  setPhase('opening', `Opening ${file.name}…`);
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

function exportInput(): ExportInput | null {
  const input = reportInput();
  if (!input || !saved) return null;
  return {
    result: input.result,
    endpoint: saved.endpoint,
    reference: input.reference,
    request: saved.request,
    requestLines: requestItems(saved.request),
    numberOf: input.numberOf,
  };
}

async function downloadSheet(kind: 'csv' | 'xlsx'): Promise<void> {
  const x = exportInput();
  if (!x || !saved) return;
  const blob = kind === 'csv' ? new Blob([await planCsv(x)], { type: 'text/csv;charset=utf-8' }) : await planXlsx(x);
  const url = URL.createObjectURL(blob);
  download(`stowage-${saved.endpoint}-plan.${kind}`, url);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Units of the request in the editor (cm/kg unless it says in-lb). */
function editorUnits(request: Record<string, unknown>): { length: string; mass: string } {
  const inner = (typeof request.request === 'object' && request.request ? request.request : request) as Record<
    string,
    unknown
  >;
  return inner.units === 'in-lb' || request.units === 'in-lb'
    ? { length: 'in', mass: 'lb' }
    : { length: 'cm', mass: 'kg' };
}

/** Reads an item list into the editor's request; on any error the editor keeps the user's text. */
async function importItems(file: File): Promise<void> {
  const box = byId('import-result');
  box.hidden = false;
  box.classList.remove('is-error');
  const show = (lines: string[], error: boolean) => {
    box.replaceChildren(...lines.map((line) => el('p', { text: line })));
    box.classList.toggle('is-error', error);
  };
  let request: Record<string, unknown>;
  try {
    const parsed = JSON.parse(editor.value) as unknown;
    if (!isObject(parsed)) throw new Error('the request is not a JSON object');
    request = parsed;
  } catch (err) {
    show([`Fix the request JSON before importing (${err instanceof Error ? err.message : String(err)}).`], true);
    return;
  }
  const read = await readItemFile(file, editorUnits(request));
  const mapping = read.map
    ? `Columns: ${read.map.columns.map((c) => `${c.header} → ${c.field}`).join(', ')}${read.map.ignored.length ? `; ignored: ${read.map.ignored.join(', ')}` : ''}`
    : '';
  if (!read.ok) {
    show([`${file.name} was not imported; the request is unchanged.`, ...read.errors, mapping].filter(Boolean), true);
    return;
  }
  editor.value = JSON.stringify(withItems(request, read.items), null, 2);
  show([`Imported ${read.items.length} item lines from ${file.name}. Run to plan them.`, mapping], false);
}

const KEY_STORE = 'stowage.apiKey';

/** The API key typed on this tab (kept in sessionStorage: gone when the tab closes). */
function apiKey(): string {
  return byId<HTMLInputElement>('api-key').value.trim();
}

async function share(): Promise<void> {
  if (!saved) return;
  const link = await shareLink({ endpoint: saved.endpoint, request: saved.request });
  const field = byId<HTMLInputElement>('share-url');
  field.value = link;
  byId('share-row').hidden = false;
  field.select();
  try {
    await navigator.clipboard.writeText(link);
    statusLine.textContent = 'Share link copied: it holds the request, and opening it plans it again.';
  } catch {
    statusLine.textContent = 'Share link ready below: copy it; opening it plans the request again.';
  }
}

/** Opens the request a share link carries, and plans it again. */
async function openShared(): Promise<boolean> {
  let shared: Awaited<ReturnType<typeof readShareLink>>;
  try {
    shared = await readShareLink(location.hash);
  } catch (err) {
    setPhase('error', `This share link is damaged (${err instanceof Error ? err.message : String(err)}).`);
    return true;
  }
  if (!shared) return false;
  if (!(VIEWABLE_ENDPOINTS as readonly string[]).includes(shared.endpoint)) {
    setPhase('error', `This share link names an unknown endpoint (${shared.endpoint}).`);
    return true;
  }
  endpointSelect.value = shared.endpoint;
  fillExamples(shared.endpoint as ViewableEndpoint, false);
  editor.value = JSON.stringify(shared.request, null, 2);
  showSource('share link');
  await run();
  return true;
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
  byId('share').addEventListener('click', () => void share());
  // a header typed after a build is printed too: the browser's own print rebuilds
  for (const id of Object.values(HEADER_FIELDS))
    byId(id).addEventListener('input', () => {
      byId('report').dataset.built = '0';
    });
  const keyField = byId<HTMLInputElement>('api-key');
  keyField.value = sessionStorage.getItem(KEY_STORE) ?? '';
  keyField.addEventListener('input', () => {
    if (keyField.value.trim()) sessionStorage.setItem(KEY_STORE, keyField.value.trim());
    else sessionStorage.removeItem(KEY_STORE);
  });
  byId('download-csv').addEventListener('click', () => void downloadSheet('csv'));
  byId('download-xlsx').addEventListener('click', () => void downloadSheet('xlsx'));
  const importInput = byId<HTMLInputElement>('import-file');
  byId('import-items').addEventListener('click', () => importInput.click());
  importInput.addEventListener('change', () => {
    const file = importInput.files?.[0];
    if (file) void importItems(file);
    importInput.value = '';
  });
  document.querySelectorAll<HTMLButtonElement>('[data-view]').forEach((b) => {
    b.addEventListener('click', () => scene?.setView(b.dataset.view as ViewName));
  });
  byId<HTMLInputElement>('show-cog').addEventListener('change', (e) =>
    scene?.showCog((e.target as HTMLInputElement).checked),
  );
  byId('cancel').addEventListener('click', cancelRun);
  // the button builds the whole plan first (load by load, the page stays responsive), then prints
  byId('print-report').addEventListener('click', () => {
    void buildReport().then((ok) => {
      if (ok) window.print();
    });
  });
  // Ctrl+P prints the report too: built at once when the button did not build it already
  window.addEventListener('beforeprint', () => {
    if (byId('report').dataset.built === '0') buildReportNow();
  });
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
  get concerned() {
    return view.concernedBoxes;
  },
  get numbers() {
    return Object.fromEntries(view.items.map((i) => [i.label, i.no]));
  },
  cancel: cancelRun,
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
/**
 * Landing: a share link plans its request; else the bundled example plan is shown without a
 * call (no rate limit spent); ?autorun=1 runs the example instead, ?autorun=0 shows nothing.
 */
void openShared().then((opened) => {
  if (opened) return;
  const autorun = new URLSearchParams(location.search).get('autorun');
  if (autorun === '1') void run();
  else if (autorun !== '0') {
    showPlan(readSavedPlan(landingPlan as unknown), 'Example plan, bundled with the page (nothing was sent)');
  }
});
