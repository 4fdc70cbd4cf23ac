/**
 * Stable colours per box label: the same label keeps its colour across pallets and steps.
 * A fixed palette of well-separated hues first, then golden-angle hues beyond it.
 */
const PALETTE = [
  '#3f7fbf', '#e8892f', '#4fa35a', '#d64f4f', '#7a5fc0', '#2fa8a8',
  '#d9b43a', '#c25d9c', '#8a6a4f', '#6d8fa8', '#9bbf3a', '#e07a9e',
];

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The n-th colour of the sequence (0-based). */
export function colourAt(n: number): string {
  if (n < PALETTE.length) return PALETTE[n];
  return hslToHex((n * 137.508) % 360, 0.55, 0.55);
}

/** Assigns colours to labels in order of first appearance. */
export function colourByLabel(labels: Iterable<string>): Map<string, string> {
  const map = new Map<string, string>();
  for (const label of labels) if (!map.has(label)) map.set(label, colourAt(map.size));
  return map;
}

/** Pale tint for an unload zone's floor band, distinct per unloadOrder and quieter than box colours. */
export function zoneColour(unloadOrder: number): string {
  return hslToHex((unloadOrder * 97 + 200) % 360, 0.3, 0.72);
}
