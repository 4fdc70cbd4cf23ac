/**
 * Exact integer units used everywhere inside the core.
 * Lengths are tenths of a millimetre, so centimetres and inches (25.4 mm) are both exact.
 * Masses are grams.
 */

/** Length units per centimetre (1 unit = 0.1 mm). */
export const LENGTH_PER_CM = 100;

/** Mass units per kilogram (1 unit = 1 g). */
export const MASS_PER_KG = 1000;
