import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { betterStow, type StowMeasure } from './stow-objective.js';

const stow = (over: Partial<StowMeasure>): StowMeasure => ({
  balance: 0,
  axleMargin: null,
  freeStanding: 0,
  heavyOverLight: 0,
  columnExcess: 0,
  voidsWarn: 0,
  rawColumns: 0,
  envelope: 100,
  cogHeight: 10,
  ...over,
});

describe('stow objective order', () => {
  it('puts a stow LOAD_VOIDS passes before a smaller one it warns on, after the column keys', () => {
    assert.ok(betterStow(stow({ voidsWarn: 0, envelope: 120 }), stow({ voidsWarn: 1, envelope: 100 })));
    assert.ok(betterStow(stow({ freeStanding: 0, voidsWarn: 1 }), stow({ freeStanding: 1, voidsWarn: 0 })));
  });

  it('between two stows that pass, prefers fewer columns free without dunnage to a smaller envelope', () => {
    assert.ok(betterStow(stow({ rawColumns: 2, envelope: 110 }), stow({ rawColumns: 5, envelope: 100 })));
  });

  it('between two stows that warn, prefers the smaller envelope (tighter first), then fewer dunnage-held columns', () => {
    assert.ok(
      betterStow(
        stow({ voidsWarn: 1, rawColumns: 5, envelope: 100 }),
        stow({ voidsWarn: 1, rawColumns: 2, envelope: 110 }),
      ),
    );
    assert.ok(betterStow(stow({ voidsWarn: 1, rawColumns: 2 }), stow({ voidsWarn: 1, rawColumns: 5 })));
  });

  it('with axles, prefers the larger smallest margin below AXLE_MARGIN_PCT, and treats margins above it alike', () => {
    assert.ok(betterStow(stow({ axleMargin: 0.15, freeStanding: 2 }), stow({ axleMargin: 0.05 })));
    assert.ok(betterStow(stow({ axleMargin: 0.25 }), stow({ axleMargin: 0.19 })));
    assert.ok(betterStow(stow({ axleMargin: 0.21, envelope: 90 }), stow({ axleMargin: 0.6 })));
    assert.ok(betterStow(stow({ balance: 0, axleMargin: 0 }), stow({ balance: 5, axleMargin: 0.5 })));
  });

  it('keeps the earlier stow on a tie', () => {
    assert.equal(betterStow(stow({}), stow({})), false);
  });
});
