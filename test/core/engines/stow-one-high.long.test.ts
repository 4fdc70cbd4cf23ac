import { describe, it } from 'node:test';
import { assertColumnFreeStow } from '../../support/column-free-stow.js';

describe('stow search: held walls with cartons that tip even alone standing one high', () => {
  // bench:stow seeds that kept one free-standing column through the ninth pass, each around a square upright
  // carton taller than twice its side (upright only, so never laid down): 19104 (27 × 27 × 55 cm), 19151
  // (25 × 25 × 56 cm, 29 of them: no other carton has a side of 25 cm or less) and 21034 (25 × 25 × 59 cm)
  for (const seed of [19_104, 19_151, 21_034]) {
    it(`seed ${seed}: no free-standing column, every unit placed, a valid plan`, () => assertColumnFreeStow(seed));
  }
});
