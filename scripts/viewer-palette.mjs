// Generates the viewer's label palette (src/viewer/model/colours.ts, PALETTE): 40 sRGB colours
// picked farthest-first by CIEDE2000 from a grid, kept away from the scene background, the
// ghost tint and the CoG red, and in a lightness band where edges and face numbers stay legible.
// Usage: node scripts/viewer-palette.mjs   (prints the list and its smallest pairwise ΔE2000)
import { differenceCiede2000, formatHex, lab65, rgb } from 'culori';

const dE = differenceCiede2000();
const avoid = ['#f8fafc', '#ffffff', '#dc2626', '#d6d3d1', '#c49a6c'];
const candidates = [];
for (let r = 0; r <= 255; r += 15)
  for (let g = 0; g <= 255; g += 15)
    for (let b = 0; b <= 255; b += 15) {
      const c = rgb({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
      const { l } = lab65(c);
      if (l < 32 || l > 86) continue;
      candidates.push(formatHex(c));
    }
const nearest = new Map(candidates.map((c) => [c, Math.min(...avoid.map((a) => dE(a, c) * 1.6))]));
const palette = [];
// seed with a mid blue, a familiar first colour
let next = '#3c78b4';
for (let n = 0; n < 40; n++) {
  palette.push(next);
  let best = null;
  let bestD = -1;
  for (const c of candidates) {
    const d = Math.min(nearest.get(c), dE(next, c));
    nearest.set(c, d);
    if (d > bestD) {
      bestD = d;
      best = c;
    }
  }
  next = best;
}
let min = Infinity;
for (let i = 0; i < palette.length; i++)
  for (let j = i + 1; j < palette.length; j++) min = Math.min(min, dE(palette[i], palette[j]));
console.log(JSON.stringify(palette));
console.log(`smallest pairwise ΔE2000 over ${palette.length}: ${min.toFixed(2)}`);
for (const k of [12, 20, 30]) {
  let m = Infinity;
  for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) m = Math.min(m, dE(palette[i], palette[j]));
  console.log(`first ${k}: ${m.toFixed(2)}`);
}
