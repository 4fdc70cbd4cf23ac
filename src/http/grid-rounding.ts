/**
 * Request lengths onto the core's integer grid (0.1 mm) in exact decimal arithmetic, with the
 * rounding direction stated by the caller. A JSON number is the decimal the client wrote (its
 * shortest round-trip text), so 199.99 cm is exactly 19,999 units and 33.334 cm is 3,333.4
 * units: no binary noise can push a space up or a carton down across a grid line.
 */
import { LENGTH_PER_CM } from '../core/model/units.js';

export type GridRounding = 'up' | 'down' | 'nearest';

/** Core length units per request length unit: 100 per cm, 254 per inch (1 in = 2.54 cm exactly). */
export const gridPerUnit = (units: 'cm-kg' | 'in-lb'): number => (units === 'cm-kg' ? LENGTH_PER_CM : 254);

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** A finite number as an exact decimal: sign × digits × 10^exponent. */
function decimalOf(value: number): { negative: boolean; digits: bigint; exponent: number } | null {
  const m = DECIMAL.exec(String(value));
  if (!m) return null;
  const frac = m[3] ?? '';
  return { negative: m[1] === '-', digits: BigInt(m[2] + frac), exponent: Number(m[4] ?? 0) - frac.length };
}

/**
 * A length in its unit as the exact number of centimetres it is (1 in = 2.54 cm): 13.1236 in is
 * 33.333944 cm, the same number a client writing the cm twin sends, with no binary noise.
 */
export function exactCentimetres(value: number, units: 'cm-kg' | 'in-lb'): number {
  if (units === 'cm-kg') return value;
  const d = Number.isFinite(value) ? decimalOf(value) : null;
  if (!d) return Number.NaN;
  // × 254 / 100, written as a decimal and parsed once (correctly rounded)
  return Number(`${d.negative ? '-' : ''}${d.digits * 254n}e${d.exponent - 2}`);
}

/**
 * `value × perUnit` rounded to an integer: 'up' (ceiling), 'down' (floor) or 'nearest' (half
 * away from zero), exactly. NaN for a value that is not finite.
 */
export function toGrid(value: number, perUnit: number, rounding: GridRounding): number {
  const d = Number.isFinite(value) ? decimalOf(value) : null;
  if (!d) return Number.NaN;
  const scaled = d.digits * BigInt(perUnit);
  if (d.exponent >= 0) return (d.negative ? -1 : 1) * Number(scaled * 10n ** BigInt(d.exponent));
  const den = 10n ** BigInt(-d.exponent);
  const whole = scaled / den;
  const rest = scaled % den;
  // magnitude rounded by the rule as it applies to the signed value
  let magnitude = whole;
  if (rest > 0n) {
    const away = rounding === 'nearest' ? 2n * rest >= den : rounding === 'up' ? !d.negative : d.negative;
    if (away) magnitude += 1n;
  }
  const r = Number(magnitude);
  return d.negative && r !== 0 ? -r : r;
}
