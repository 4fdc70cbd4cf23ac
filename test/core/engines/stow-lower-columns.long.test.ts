import { describe, it } from 'node:test';
import { assertColumnFreeStow } from '../../support/column-free-stow.js';

describe('stow search: stacks standing above their neighbours are brought down', () => {
  // bench:stow seeds that kept free-standing columns through the tenth pass, stacks whose tops stand above every
  // neighbour on their narrow side: 23156 (a 59 × 59 × 60 cm carton two high, a 67 × 38 × 41 cm carton on top of a
  // stack) and 23191 (three 30 cm cartons at 136-166 cm on stacks in a 20 ft container)
  for (const seed of [23_156, 23_191]) {
    it(`seed ${seed}: no free-standing column, every unit placed, a valid plan`, () => assertColumnFreeStow(seed));
  }
});
