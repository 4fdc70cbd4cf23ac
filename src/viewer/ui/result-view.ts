/**
 * Shows a ViewResult: the summary, the load picker (pallets of an order), and for the
 * picked load its unplaced items, item list, statistics, checks, step list and 3D scene.
 * Every change of step, item choice or selection goes through one place (refreshLooks),
 * and the observable counters (`data-boxes-drawn`, `data-boxes-visible`) stay on #scene.
 */
import { boxLooks, Look } from '../model/box-appearance.js';
import { boxesConcerned, checksForLoad, checkTitle } from '../model/check-info.js';
import { colourByLabel } from '../model/colours.js';
import { crewSteps, floorLoadPerMetre } from '../model/crew-steps.js';
import { itemsOf, type ViewItem } from '../model/item-list.js';
import { fmt } from '../model/load-helpers.js';
import { handlingText, numberingOrder, type RequestItem } from '../model/request-items.js';
import { groupContents, groupSteps, type StepGroup, type StepMode } from '../model/step-groups.js';
import { CM_KG, type ViewCheck, type ViewLoad, type ViewResult, type ViewUnits } from '../model/view-model.js';
import type { LoadScene } from '../scene/load-scene.js';
import { boxLines, stepLine } from './box-info.js';
import { byId, clear, el } from './dom.js';
import { ItemListView } from './item-list-view.js';
import type { ReportInput } from './load-report.js';
import { renderChecks, renderStats, renderUnplaced } from './panels.js';
import type { PngSheet } from './png-export.js';
import { floorLoadChart } from './step-svg.js';
import { StepPlayer } from './step-player.js';

const NO_FILTER = { highlighted: null, isolated: new Set<string>(), hidden: new Set<string>() };

export class ResultView {
  result: ViewResult | null = null;
  loadIndex = 0;
  visibleCount = 0;
  items: ViewItem[] = [];
  groups: StepGroup[] = [];
  private colours = new Map<string, string>();
  private numbers = new Map<string, number>();
  private lines = new Map<string, RequestItem>();
  /** Boxes of the check picked in the checks list, or null. */
  private concerned: Set<number> | null = null;
  /** Overview pictures per load, made for the report. */
  private overviews: (string | null)[] = [];
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

  /** The request's line for a label (handling, size as ordered), when the request is known. */
  itemOf(label: string): RequestItem | undefined {
    return this.lines.get(label);
  }

  /** Shows a result; `requestLines` (the request's items in order) fix item numbers and colours. */
  show(result: ViewResult, requestLines: readonly RequestItem[] = []): void {
    this.result = result;
    this.lines = new Map(requestLines.map((i) => [i.label, i]));
    this.concerned = null;
    const labels = [
      ...result.loads.flatMap((l) => l.boxes.map((b) => b.label)),
      ...result.unplaced.map((u) => u.label),
      ...result.loads.flatMap((l) => l.unplaced.map((u) => u.label)),
    ];
    this.colours = colourByLabel(numberingOrder(requestLines, labels));
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
    this.concerned = null;
    this.host.dataset.concerned = '0';
    byId('check-pick').textContent = '';
    clear(this.selectedPanel);
    const unplaced = [...result.unplaced, ...(load?.unplaced ?? [])];
    renderUnplaced(byId('unplaced'), unplaced);
    byId('unplaced-count').textContent = `(${unplaced.reduce((s, u) => s + u.qty, 0)})`;
    renderChecks(byId('checks'), checksForLoad(result.checks, load?.checks ?? []), this.units, (c, button) =>
      this.pickCheck(c, button),
    );
    this.renderFloorLoad(load);
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
      (l) => handlingText(this.itemOf(l), this.units),
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
    this.groups = mode === 'step' ? crewSteps(load) : groupSteps(load.boxes, mode);
    const stops = [0, ...this.groups.map((g) => g.end)];
    const noun = mode === 'box' ? 'Box' : mode === 'row' ? 'Row' : 'Layer';
    this.player.reset(stops, (k) => {
      const g = this.groups[k - 1];
      if (mode === 'step') return `boxes ${g.start + 1}–${g.end}: ${groupContents(load.boxes, g)}`;
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
      concerned: this.concerned,
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

  /** Lights the boxes a check concerns (again: off); the check's button says how many. */
  pickCheck(c: ViewCheck, button: HTMLButtonElement): void {
    const load = this.load;
    if (!load) return;
    const wasOn = button.getAttribute('aria-pressed') === 'true';
    document.querySelectorAll('#checks .check-title').forEach((b) => b.setAttribute('aria-pressed', 'false'));
    const status = byId('check-pick');
    if (wasOn) {
      this.concerned = null;
      status.textContent = '';
    } else {
      const boxes = boxesConcerned(c, load, (l) => this.itemOf(l));
      this.concerned = boxes.length > 0 ? new Set(boxes) : null;
      button.setAttribute('aria-pressed', String(boxes.length > 0));
      status.textContent =
        boxes.length > 0
          ? `${checkTitle(c.code)}: ${boxes.length} box${boxes.length === 1 ? '' : 'es'} lit in the view.`
          : `${checkTitle(c.code)} concerns the load as a whole, not single boxes.`;
      if (boxes.length > 0) this.player.set(this.groups.length);
    }
    this.host.dataset.concerned = String(this.concerned?.size ?? 0);
    this.refreshLooks();
  }

  get concernedBoxes(): number[] {
    return [...(this.concerned ?? [])].sort((a, b) => a - b);
  }

  private renderFloorLoad(load: ViewLoad | null): void {
    const host = byId('floor-load');
    clear(host);
    const show = load !== null && load.space.kind === 'container' && load.boxes.some((b) => b.weight !== null);
    byId('floor-load-section').hidden = !show;
    if (show) host.append(floorLoadChart(floorLoadPerMetre(load.boxes, load.space.l), this.units.mass));
  }

  /** A picture of every load (switching the scene load by load), for the report; yields between loads. */
  async makeOverviews(yieldBetween: boolean): Promise<void> {
    const result = this.result;
    this.overviews = [];
    if (!result || !this.scene) return;
    const keep = this.loadIndex;
    const stop = this.stop;
    for (let k = 0; k < result.loads.length; k++) {
      if (yieldBetween) await new Promise<void>((r) => setTimeout(r, 0));
      const load = result.loads[k];
      if (this.loadIndex !== k) this.selectLoad(k);
      // the snapshot renders in a task of its own: switching the scene and drawing are each a few hundred ms in software WebGL
      if (yieldBetween) await new Promise<void>((r) => setTimeout(r, 0));
      const labels = load.boxes.map((b) => b.label);
      this.scene.setCount(load.boxes.length);
      this.scene.setLooks(
        boxLooks({ labels, count: load.boxes.length, stepStart: 0, ghostEarlier: false, selected: null, ...NO_FILTER }),
      );
      this.overviews.push(load.boxes.length > 0 ? this.scene.snapshot(640, 400, 'iso') : null);
    }
    if (this.loadIndex !== keep) this.selectLoad(keep);
    this.player.set(Math.min(stop, this.groups.length));
    this.refreshLooks();
  }

  /** Everything the printed plan needs but the header, date and reference (main.ts adds those). */
  reportParts(): Pick<ReportInput, 'result' | 'items' | 'itemOf' | 'colourOf' | 'numberOf' | 'overview'> | null {
    const result = this.result;
    if (!result) return null;
    const all = new Map<string, ViewItem>();
    const unplacedAll = [...result.unplaced, ...result.loads.flatMap((l) => l.unplaced)];
    for (const load of result.loads) {
      for (const item of itemsOf(
        load,
        [],
        this.units,
        (l) => this.numberOf(l),
        (l) => this.colourOf(l),
      )) {
        const had = all.get(item.label);
        all.set(item.label, had ? { ...had, placed: had.placed + item.placed, dims: had.dims || item.dims } : item);
      }
    }
    for (const u of unplacedAll) {
      const had = all.get(u.label);
      all.set(
        u.label,
        had
          ? { ...had, unplaced: had.unplaced + u.qty }
          : {
              no: this.numberOf(u.label),
              label: u.label,
              colour: this.colourOf(u.label),
              dims: '',
              placed: 0,
              unplaced: u.qty,
              handling: '',
            },
      );
    }
    const overviews = this.overviews;
    // the cover lists sizes as ordered (the request's l × w × h), not as the first box was turned
    const ordered = (item: ViewItem): ViewItem => {
      const line = this.itemOf(item.label);
      return line && line.l !== null && line.w !== null && line.h !== null
        ? { ...item, dims: `${fmt(line.l)} × ${fmt(line.w)} × ${fmt(line.h)} ${this.units.length}` }
        : item;
    };
    return {
      result,
      items: [...all.values()].map(ordered).sort((a, b) => a.no - b.no),
      itemOf: (l) => this.itemOf(l),
      colourOf: (l) => this.colourOf(l),
      numberOf: (l) => this.numberOf(l),
      overview: (k) => overviews[k] ?? null,
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
      const [title, ...rest] = this.describeBox(load.boxes[this.selected], this.selected);
      this.selectedPanel.append(el('strong', { text: title }), ...rest.map((line) => el('span', { text: line })));
    }
    this.refreshLooks();
  }

  /** A box's lines with its item's handling (weight, drop, this way up, stacking, fragile). */
  private describeBox(box: ViewLoad['boxes'][number], step: number): string[] {
    const lines = boxLines(box, step, this.load?.space.kind === 'pallet', this.units);
    const handling = handlingText(this.itemOf(box.label), this.units);
    lines[0] = `${this.numberOf(box.label)}. ${lines[0]}`;
    return handling ? [...lines, `Handling: ${handling}`] : lines;
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
      const [title, ...rest] = this.describeBox(box, step);
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
