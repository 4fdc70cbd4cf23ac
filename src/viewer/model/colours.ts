/**
 * Stable colours per box label: the same label keeps its colour across pallets and steps.
 * PALETTE holds 40 colours picked farthest-first by CIEDE2000 (scripts/viewer-palette.mjs),
 * so any two of them differ by ΔE2000 ≥ 15; beyond 40 labels the colours repeat and the
 * item number drawn on every box face tells them apart.
 */
export const PALETTE: readonly string[] = [
  '#3c78b4',
  '#2da500',
  '#ff00a5',
  '#784b00',
  '#00e1e1',
  '#ffd200',
  '#d2c3ff',
  '#005a4b',
  '#ff6900',
  '#694b5a',
  '#6900e1',
  '#878778',
  '#ffa5a5',
  '#b4e1a5',
  '#78c3ff',
  '#5a6900',
  '#a569ff',
  '#961e1e',
  '#0f9687',
  '#b48700',
  '#f0d2b4',
  '#a57869',
  '#9687a5',
  '#ff3c5a',
  '#a50f87',
  '#00f000',
  '#3c4b78',
  '#ff87ff',
  '#5a5a4b',
  '#a5b400',
  '#96b4b4',
  '#b44b0f',
  '#00c387',
  '#1e7887',
  '#ffa53c',
  '#b44b69',
  '#8796e1',
  '#1e783c',
  '#00a5c3',
  '#87a578',
];

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The n-th colour of the sequence (0-based). */
export function colourAt(n: number): string {
  return PALETTE[n % PALETTE.length];
}

/** Assigns colours to labels in order of first appearance. */
export function colourByLabel(labels: Iterable<string>): Map<string, string> {
  const map = new Map<string, string>();
  for (const label of labels) if (!map.has(label)) map.set(label, colourAt(map.size));
  return map;
}

/** Relative luminance (0..1) of a #rrggbb colour: picks dark or light ink for text on it. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Ink that reads on `hex`: near-black on light colours, white on dark ones. 0.179 is the
 * luminance where black and white text have equal WCAG contrast; the face-number shader
 * (scene/number-atlas.ts) uses the same crossover.
 */
export function inkOn(hex: string): string {
  return luminance(hex) > 0.179 ? '#111827' : '#ffffff';
}

/** Pale tint for an unload zone's floor band, distinct per unloadOrder and quieter than box colours. */
export function zoneColour(unloadOrder: number): string {
  return hslToHex((unloadOrder * 97 + 200) % 360, 0.3, 0.72);
}
