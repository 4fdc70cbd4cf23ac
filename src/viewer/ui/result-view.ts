/**
 * Shows a ViewResult: the summary, the load picker (pallets of an order), and for the
 * picked load its unplaced items, item list, statistics, checks, step list and 3D scene.
 * Every change of step, item choice or selection goes through one place (refreshLooks),
 * and the observable counters (`data-boxes-drawn`, `data-boxes-visible`) stay on #scene.
 */
import { boxLooks, Look } from '../model/box-appearance.js';
import { colourByLabel } from '../model/colours.js';
import { itemsOf, type ViewItem } from '../model/item-list.js';
import { fmt } from '../model/load-helpers.js';
import { groupContents, groupSteps, mergeGroups, type StepGroup, type StepMode } from '../model/step-groups.js';
import { CM_KG, type ViewLoad, type ViewResult, type ViewUnits } from '../model/view-model.js';
import type { LoadScene } from '../scene/load-scene.js';
import { boxLines, stepLine } from './box-info.js';
import { byId, clear, el } from './dom.js';
import { ItemListView } from './item-list-view.js';
import { renderChecks, renderStats, renderUnplaced } from './panels.js';
import type { ReportContent, ReportPicture } from './load-report.js';
import type { PngSheet } from './png-export.js';
import { StepPlayer } from './step-player.js';

/** A report of more rows than this merges neighbouring rows, so it stays a few pages long. */
const MAX_REPORT_PICTURES = 24;
const NO_FILTER = { highlighted: null, isolated: new Set<string>(), hidden: new Set<string>() };

export class ResultView {
  result: ViewResult | null = null;
  loadIndex = 0;
  visibleCount = 0;
  items: ViewItem[] = [];
  groups: StepGroup[] = [];
  private colours = new Map<string, string>();
  private numbers = new Map<string, number>();
  private mode: StepMode = 'box';
  private stop = 0;
  private selected: number | null = null;
  private looks: Uint8Array = new Uint8Array(0);
  private readonly host = byId('scene');
  private readonly tooltip = byId('tooltip');
  private readonly selectedPanel = byId('selected-box');
  private readonly player: StepPlayer;
  private readonly itemList: ItemListView;
  private readonly ghost = byId<HTMLInputElement>('ghost');
  private readonly followBox = byId<HTMLInputElement>('follow');

  constructor(private readonly scene: LoadScene | null) {
    this.player = new StepPlayer(
      {
        slider: byId<HTMLInputElement>('step-slider'),
        first: byId<HTMLButtonElement>('step-first'),
        prev: byId<HTMLButtonElement>('step-prev'),
        play: byId<HTMLButtonElement>('step-play'),
        next: byId<HTMLButtonElement>('step-next'),
        last: byId<HTMLButtonElement>('step-last'),
        label: byId('step-label'),
        speed: byId<HTMLSelectElement>('play-speed'),
      },
      (count, stop) => this.onStep(count, stop),
    );
    this.itemList = new ItemListView(byId('item-list'), byId<HTMLInputElement>('item-search'), () =>
      this.refreshLooks(),
    );
    const modeSelect = byId<HTMLSelectElement>('step-mode');
    modeSelect.addEventListener('change', () => this.setMode(modeSelect.value as StepMode));
    this.ghost.addEventListener('change', () => this.refreshLooks());
    this.followBox.addEventListener('change', () => this.followStep());
    // one load after another (a consolidate plan's containers, an order's pallets)
    byId('load-prev').addEventListener('click', () => this.selectLoad(this.loadIndex - 1));
    byId('load-next').addEventListener('click', () => this.selectLoad(this.loadIndex + 1));
    if (scene) this.wirePicking(scene);
  }

  get units(): ViewUnits {
    return this.result?.units ?? CM_KG;
  }

  get load(): ViewLoad | null {
    return this.result?.loads[this.loadIndex] ?? null;
  }

  get stepMode(): StepMode {
    return this.mode;
  }

  /** How each box is drawn now (see box-appearance.ts). */
  get boxLooks(): Uint8Array {
    return this.looks;
  }

  colourOf(label: string): string {
    return this.colours.get(label) ?? '#888888';
  }

  numberOf(label: string): number {
    return this.numbers.get(label) ?? 0;
  }

  show(result: ViewResult): void {
    this.result = result;
    const labels = [
      ...result.loads.flatMap((l) => l.boxes.map((b) => b.label)),
      ...result.unplaced.map((u) => u.label),
      ...result.loads.flatMap((l) => l.unplaced.map((u) => u.label)),
    ];
    this.colours = colourByLabel(labels);
    this.numbers = new Map([...this.colours.keys()].map((label, i) => [label, i + 1]));
    this.itemList.reset();
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
    byId('load-position').textContent = `${result.loadNoun} ${this.loadIndex + 1} of ${result.loads.length}`;
    byId<HTMLButtonElement>('load-prev').disabled = this.loadIndex === 0;
    byId<HTMLButtonElement>('load-next').disabled = this.loadIndex >= result.loads.length - 1;
    this.selected = null;
    clear(this.selectedPanel);
    const unplaced = [...result.unplaced, ...(load?.unplaced ?? [])];
    renderUnplaced(byId('unplaced'), unplaced);
    byId('unplaced-count').textContent = `(${unplaced.reduce((s, u) => s + u.qty, 0)})`;
    renderChecks(byId('checks'), [...result.checks, ...(load?.checks ?? [])]);
    if (!load) {
      this.host.dataset.boxesDrawn = '0';
      this.items = [];
      this.itemList.show([]);
      this.player.reset([0], () => '');
      renderStats(byId('stats'), []);
      return;
    }
    byId('load-title').textContent = result.loads.length > 1 ? `Statistics: ${load.title}` : 'Statistics';
    renderStats(byId('stats'), load.stats);
    this.items = itemsOf(
      load,
      unplaced,
      this.units,
      (l) => this.numberOf(l),
      (l) => this.colourOf(l),
    );
    this.itemList.show(this.items);
    byId('items-count').textContent = `(${this.items.length})`;
    this.renderSteps(load);
    document.querySelector<HTMLElement>('[data-view=door]')!.hidden = load.space.kind !== 'container';
    this.scene?.show(
      load,
      (l) => this.colourOf(l),
      (l) => this.numberOf(l),
      this.units.length,
    );
    this.scene?.showCog(byId<HTMLInputElement>('show-cog').checked);
    this.host.dataset.boxesDrawn = String(this.scene?.boxesDrawn ?? 0);
    this.setMode(this.mode);
  }

  /** Steps by box, row or layer; the slider walks groups of boxes. */
  setMode(mode: StepMode): void {
    this.mode = mode;
    byId<HTMLSelectElement>('step-mode').value = mode;
    const load = this.load;
    if (!load) return;
    this.groups = groupSteps(load.boxes, mode);
    const stops = [0, ...this.groups.map((g) => g.end)];
    const noun = mode === 'box' ? 'Box' : mode === 'row' ? 'Row' : 'Layer';
    this.player.reset(stops, (k) => {
      const g = this.groups[k - 1];
      if (mode === 'box')
        return `${load.boxes[g.start].label}, ${fmt(load.boxes[g.start].l)} × ${fmt(load.boxes[g.start].w)} × ${fmt(load.boxes[g.start].h)} ${this.units.length}`;
      return `${noun.toLowerCase()} ${k}, boxes ${g.start + 1}–${g.end}: ${groupContents(load.boxes, g)}`;
    });
  }

  /** Jumps the step slider to the stop holding box `step`, and selects it. */
  goToStep(step: number): void {
    this.player.showBox(step);
    this.select(step);
  }

  private onStep(count: number, stop: number): void {
    this.stop = stop;
    this.visibleCount = count;
    this.scene?.setCount(count);
    this.host.dataset.boxesVisible = String(count);
    this.refreshLooks();
    this.followStep();
    const group = this.groups[stop - 1];
    document.querySelectorAll('#step-list li.current').forEach((li) => li.classList.remove('current'));
    if (group && count < (this.load?.boxes.length ?? 0)) {
      const list = byId('step-list').children;
      for (let i = group.start; i < group.end; i++) list[i]?.classList.add('current');
    }
  }

  /** Recomputes every box's look from the step, the item list and the selection. */
  private refreshLooks(): void {
    const load = this.load;
    if (!load) return;
    const group = this.groups[this.stop - 1];
    const filter = this.itemList.filter;
    this.looks = boxLooks({
      labels: load.boxes.map((b) => b.label),
      count: this.visibleCount,
      stepStart: group?.start ?? 0,
      ghostEarlier: this.ghost.checked,
      selected: this.selected,
      ...filter,
    });
    this.scene?.setLooks(this.looks);
    let visible = 0;
    for (let i = 0; i < this.visibleCount; i++) if (this.looks[i] !== Look.Hidden) visible++;
    this.host.dataset.boxesVisible = String(visible);
  }

  /** The current view's title, figures and item legend, for the PNG export. */
  pngSheet(): PngSheet {
    const load = this.load;
    const title = `stowage /api/${this.result?.endpoint ?? ''}: ${load?.title ?? ''}, ${this.visibleCount} of ${load?.boxes.length ?? 0} boxes`;
    const keep = /Boxes|utilisation|weight|Centre|Loaded height|Container|Pallet/i;
    return {
      title,
      figures: [...(this.result?.summary ?? []), ...(load?.stats ?? [])].filter((r) => keep.test(r.label)),
      items: this.items,
    };
  }

  /** Everything the printed report shows, with a picture per row (containers) or layer (pallets). */
  reportContent(): ReportContent | null {
    const result = this.result;
    const load = this.load;
    if (!result || !load || !this.scene) return null;
    const mode: StepMode = this.mode !== 'box' ? this.mode : load.space.kind === 'pallet' ? 'layer' : 'row';
    const noun = mode === 'row' ? 'Row' : 'Layer';
    const labels = load.boxes.map((b) => b.label);
    const picture = (start: number, end: number): string => {
      this.scene!.setCount(end);
      this.scene!.setLooks(
        boxLooks({ labels, count: end, stepStart: start, ghostEarlier: true, selected: null, ...NO_FILTER }),
      );
      return this.scene!.snapshot(900, 560, 'iso');
    };
    const steps: ReportPicture[] = mergeGroups(groupSteps(load.boxes, mode), MAX_REPORT_PICTURES).map((g, i) => ({
      caption: `${noun} ${i + 1}: boxes ${g.start + 1}–${g.end} of ${load.boxes.length}: ${groupContents(load.boxes, g)}`,
      url: picture(g.start, g.end),
    }));
    const overview = picture(0, load.boxes.length);
    this.player.set(this.stop);
    return {
      title: `Load report: ${load.title}`,
      subtitle: `stowage /api/${result.endpoint}, ${load.boxes.length} boxes; sizes l × w × h in ${this.units.length}, weights in ${this.units.mass}. Earlier ${noun.toLowerCase()}s are drawn pale.`,
      figures: [...result.summary, ...load.stats],
      items: this.items,
      unplaced: [...result.unplaced, ...load.unplaced],
      checks: [...result.checks, ...load.checks],
      overview,
      stepNoun: noun,
      steps,
    };
  }

  private followStep(): void {
    const group = this.groups[this.stop - 1];
    if (this.followBox.checked && group) this.scene?.follow(group.start, group.end);
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
      options.append(
        el(
          'label',
          { for: `load-${i}`, class: 'load-option' },
          input,
          el('span', {
            text: `${load.title}: ${load.boxes.length} boxes, ${fmt(load.loadedHeight)} ${result.units.length} high${weight}`,
          }),
        ),
      );
    });
  }

  private renderSteps(load: ViewLoad): void {
    const list = byId('step-list');
    clear(list);
    byId('steps-count').textContent = `(${load.boxes.length})`;
    load.boxes.forEach((b, i) => {
      const button = el('button', { type: 'button', class: 'link', text: stepLine(b, this.units) });
      button.addEventListener('click', () => this.goToStep(i));
      list.append(el('li', {}, el('span', { class: 'step-no', text: `${i + 1}.` }), button));
    });
  }

  private select(step: number | null): void {
    const load = this.load;
    clear(this.selectedPanel);
    this.selected = step !== null && load?.boxes[step] ? step : null;
    if (this.selected !== null && load) {
      const [title, ...rest] = boxLines(
        load.boxes[this.selected],
        this.selected,
        load.space.kind === 'pallet',
        this.units,
      );
      this.selectedPanel.append(el('strong', { text: title }), ...rest.map((line) => el('span', { text: line })));
    }
    this.refreshLooks();
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
