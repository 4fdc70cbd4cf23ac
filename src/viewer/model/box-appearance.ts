/**
 * How each box is drawn, decided in one place from the step, the item list and the
 * selection: normal, ghosted (pale, so the boxes that matter stand out), lit, or hidden.
 */
export enum Look {
  Normal = 0,
  Ghost = 1,
  Lit = 2,
  Hidden = 3,
}

export interface AppearanceInput {
  /** Labels of the boxes, in loading order. */
  readonly labels: readonly string[];
  /** Boxes loaded so far (a prefix of the sequence). */
  readonly count: number;
  /** First box of the current step; boxes before it are ghosted while stepping with ghosting on. */
  readonly stepStart: number;
  readonly ghostEarlier: boolean;
  /** Item picked in the list: its boxes lit, the others ghosted. */
  readonly highlighted: string | null;
  /** When not empty, only these items are drawn. */
  readonly isolated: ReadonlySet<string>;
  readonly hidden: ReadonlySet<string>;
  /** Box clicked in the scene or the step list. */
  readonly selected: number | null;
  /** Boxes a clicked check concerns: lit, the others ghosted. */
  readonly concerned?: ReadonlySet<number> | null;
}

export function boxLooks(a: AppearanceInput): Uint8Array {
  const looks = new Uint8Array(a.labels.length);
  const stepping = a.count < a.labels.length && a.ghostEarlier;
  a.labels.forEach((label, i) => {
    if (a.hidden.has(label) || (a.isolated.size > 0 && !a.isolated.has(label))) looks[i] = Look.Hidden;
    else if (i === a.selected) looks[i] = Look.Lit;
    else if (a.concerned) looks[i] = a.concerned.has(i) ? Look.Lit : Look.Ghost;
    else if (a.highlighted !== null) looks[i] = label === a.highlighted ? Look.Lit : Look.Ghost;
    else if (stepping && i < a.stepStart) looks[i] = Look.Ghost;
    else looks[i] = Look.Normal;
  });
  return looks;
}
