/**
 * Shows a ViewResult: the summary, the load picker (pallets of an order), and for the
 * picked load its statistics, checks, unplaced items, legend, step list and 3D scene.
 * Keeps the observable counters (`data-boxes-drawn`, `data-boxes-visible`) on #scene.
 */
import { colourByLabel } from '../model/colours.js';
import { fmt } from '../model/load-helpers.js';
import { CM_KG, type ViewLoad, type ViewResult, type ViewUnits } from '../model/view-model.js';
import type { LoadScene } from '../scene/load-scene.js';
import { boxLines, dims, stepLine } from './box-info.js';
import { byId, clear, el } from './dom.js';
import { renderChecks, renderLegend, renderStats, renderUnplaced } from './panels.js';
import { StepPlayer } from './step-player.js';

export class ResultView {
  result: ViewResult | null = null;
  loadIndex = 0;
  visibleCount = 0;
  private colours = new Map<string, string>();
  private readonly host = byId('scene');
  private readonly tooltip = byId('tooltip');
  private readonly selected = byId('selected-box');
  private readonly player: StepPlayer;

  constructor(private readonly scene: LoadScene | null) {
    this.player = new StepPlayer({
      slider: byId<HTMLInputElement>('step-slider'),
      first: byId<HTMLButtonElement>('step-first'),
      prev: byId<HTMLButtonElement>('step-prev'),
      play: byId<HTMLButtonElement>('step-play'),
      next: byId<HTMLButtonElement>('step-next'),
      last: byId<HTMLButtonElement>('step-last'),
      label: byId('step-label'),
    }, (count) => this.onStep(count));
    if (scene) this.wirePicking(scene);
  }

  private get units(): ViewUnits {
    return this.result?.units ?? CM_KG;
  }

  get load(): ViewLoad | null {
    return this.result?.loads[this.loadIndex] ?? null;
  }

  show(result: ViewResult): void {
    this.result = result;
    this.colours = colourByLabel(result.loads.flatMap((l) => l.boxes.map((b) => b.label)));
    byId('results').hidden = false;
    byId('scene-hint').hidden = true;
    renderStats(byId('summary'), result.summary);
    this.renderPicker(result);
    this.selectLoad(0);
  }

  selectLoad(index: number): void {
    const result = this.result;
    if (!result) return;
    this.loadIndex = Math.max(0, Math.min(result.loads.length - 1, index));
    const load = this.load;
    const radio = document.querySelector<HTMLInputElement>(`#load-options input[value="${this.loadIndex}"]`);
    if (radio) radio.checked = true;
    this.select(null);
    if (!load) {
      this.host.dataset.boxesDrawn = '0';
      this.player.reset(0, () => '');
      renderStats(byId('stats'), []);
      renderChecks(byId('checks'), result.checks);
      renderUnplaced(byId('unplaced'), result.unplaced);
      return;
    }
    byId('load-title').textContent = result.loads.length > 1 ? `Statistics: ${load.title}` : 'Statistics';
    renderStats(byId('stats'), load.stats);
    renderChecks(byId('checks'), [...result.checks, ...load.checks]);
    renderUnplaced(byId('unplaced'), [...result.unplaced, ...load.unplaced]);
    const counts = new Map<string, number>();
    for (const b of load.boxes) counts.set(b.label, (counts.get(b.label) ?? 0) + 1);
    renderLegend(byId('legend'), [...counts].map(([label, count]) => ({ label, count, colour: this.colourOf(label) })));
    this.renderSteps(load);
    this.scene?.show(load, (label) => this.colourOf(label), this.units.length);
    this.scene?.showCog(byId<HTMLInputElement>('show-cog').checked);
    this.host.dataset.boxesDrawn = String(this.scene?.boxesDrawn ?? 0);
    this.player.reset(load.boxes.length, (i) => {
      const b = load.boxes[i];
      return `${b.label}, ${dims(b, this.units)}`;
    });
  }

  /** Jumps the step slider so that box `step` is the last one loaded, and selects it. */
  goToStep(step: number): void {
    this.player.set(step + 1);
    this.select(step);
  }

  private colourOf(label: string): string {
    return this.colours.get(label) ?? '#888888';
  }

  private onStep(count: number): void {
    this.visibleCount = this.scene ? this.scene.setVisibleCount(count) : count;
    this.host.dataset.boxesVisible = String(this.visibleCount);
    const load = this.load;
    // while stepping, the box just loaded is lit so the loader sees where it goes
    const current = load && count > 0 && count < load.boxes.length ? count - 1 : null;
    this.scene?.highlight(current);
    document.querySelectorAll('#step-list li.current').forEach((li) => li.classList.remove('current'));
    if (current !== null) byId('step-list').children[current]?.classList.add('current');
  }

  private renderPicker(result: ViewResult): void {
    const picker = byId('load-picker');
    const options = byId('load-options');
    clear(options);
    picker.hidden = result.loads.length < 2;
    byId('load-picker-legend').textContent = `${result.loadNoun}s (${result.loads.length})`;
    result.loads.forEach((load, i) => {
      const weight = load.cargoWeight === null ? '' : `, ${fmt(load.cargoWeight)} ${result.units.mass}`;
      const input = el('input', { type: 'radio', name: 'load', value: i, id: `load-${i}` });
      input.addEventListener('change', () => this.selectLoad(i));
      options.append(el('label', { for: `load-${i}`, class: 'load-option' }, input,
        el('span', { text: `${load.title}: ${load.boxes.length} boxes, ${fmt(load.loadedHeight)} ${result.units.length} high${weight}` })));
    });
  }

  private renderSteps(load: ViewLoad): void {
    const list = byId('step-list');
    clear(list);
    byId('steps-count').textContent = `(${load.boxes.length})`;
    const where = load.space.kind === 'pallet' ? 'bottom-up, py from the deck' : "the engine's loading order";
    byId('print-title').textContent = `stowage load plan: /api/${this.result?.endpoint ?? ''}, ${load.title}, ${load.boxes.length} steps (${where}); sizes l × w × h and positions (px, py, pz) in ${this.units.length}`;
    load.boxes.forEach((b, i) => {
      const button = el('button', { type: 'button', class: 'link', text: stepLine(b, this.units) });
      button.addEventListener('click', () => this.goToStep(i));
      list.append(el('li', {}, button));
    });
  }

  private select(step: number | null): void {
    const load = this.load;
    clear(this.selected);
    if (step === null || !load?.boxes[step]) return;
    const [title, ...rest] = boxLines(load.boxes[step], step, load.space.kind === 'pallet', this.units);
    this.selected.append(el('strong', { text: title }), ...rest.map((line) => el('span', { text: line })));
    this.scene?.highlight(step);
  }

  private wirePicking(scene: LoadScene): void {
    const canvas = scene.canvas;
    canvas.addEventListener('pointermove', (e) => {
      const step = scene.pick(e.clientX, e.clientY);
      const box = step === null ? undefined : this.load?.boxes[step];
      if (!box || step === null) {
        this.tooltip.hidden = true;
        return;
      }
      const rect = this.host.getBoundingClientRect();
      clear(this.tooltip);
      const [title, ...rest] = boxLines(box, step, this.load?.space.kind === 'pallet', this.units);
      this.tooltip.append(el('strong', { text: title }), ...rest.map((line) => el('span', { text: line })));
      this.tooltip.style.left = `${Math.min(e.clientX - rect.left + 14, rect.width - 260)}px`;
      this.tooltip.style.top = `${Math.min(e.clientY - rect.top + 14, rect.height - 110)}px`;
      this.tooltip.hidden = false;
    });
    canvas.addEventListener('pointerleave', () => (this.tooltip.hidden = true));
    let down: { x: number; y: number } | null = null;
    canvas.addEventListener('pointerdown', (e) => (down = { x: e.clientX, y: e.clientY }));
    canvas.addEventListener('click', (e) => {
      // a drag to orbit ends in a click too; only a still click selects
      if (down && Math.hypot(e.clientX - down.x, e.clientY - down.y) > 4) return;
      this.select(scene.pick(e.clientX, e.clientY));
    });
  }
}
