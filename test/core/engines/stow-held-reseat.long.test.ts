import { describe, it } from 'node:test';
import { assertColumnFreeStow } from '../../support/column-free-stow.js';

describe('stow search: held re-seat', () => {
  // bench:stow seeds 11194 and 15092 (40 ft HC): every stow ended with one square upright carton
  // (25 × 25 × 59 and 25 × 25 × 60 cm, taller than twice its side) in a row deeper than itself,
  // one face open; no settling move held it
  for (const seed of [11_194, 15_092]) {
    it(`seed ${seed}: no free-standing column, every unit placed, a valid plan`, () => assertColumnFreeStow(seed));
  }
});
