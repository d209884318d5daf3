/**
 * Parts of the card game's rules object that load lazily, so a solo card table's first paint does
 * not carry them: the full view check (`cardsGame.loadChecks()`, src/games/cards/checks.ts) and what
 * a finished game's record may show (src/games/cards/published.ts, loaded with the records' code).
 * Until each has loaded, the rules fail closed: every view is refused, and no record of a finished
 * game is made (never one with the seed in it). This file imports nothing that loads them.
 */
import { expect } from "@open-wc/testing";
import { CHECK_NOT_LOADED, cardsGame } from "../../../src/games/cards/game.js";
import { makeRecord } from "../../../src/games/kernel/record.js";
import { Rng, seedRng } from "../../../src/games/kernel/rng.js";
import type { CardsState } from "../../../src/games/cards/types.js";

/** A game played to its end: the first declaration offered is taken, else a legal action at random. */
function finished(seed: string): CardsState {
  let s = cardsGame.createGame({ players: 4, seed });
  const rng = new Rng(seedRng(seed));
  for (let i = 0; i < 2000 && !s.result; i++) {
    const seat = cardsGame.waitingOn(s)[0]!;
    const legal = cardsGame.legalActions(s, seat);
    const r = cardsGame.applyAction(s, legal.find((a) => a.type === "declare") ?? legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  expect(s.result, "the game did not end").to.not.equal(null);
  return s;
}

describe("the card game's parts loaded lazily", () => {
  it("the view check: every view is refused until loadChecks() has resolved; then a real view passes and a broken one is refused", async () => {
    const state = cardsGame.createGame({ players: 4, seed: "lazy-checks" });
    const view = cardsGame.viewFor(state, "red");
    expect(cardsGame.viewProblem(view)).to.equal(CHECK_NOT_LOADED);
    expect(cardsGame.viewProblem({})).to.equal(CHECK_NOT_LOADED);
    await cardsGame.loadChecks!();
    expect(cardsGame.viewProblem(view)).to.equal(null);
    expect(cardsGame.viewProblem({ ...view, viewer: "blue" })).to.be.a("string").and.not.equal(CHECK_NOT_LOADED);
    // Loaded once: a second call resolves at once and changes nothing.
    await cardsGame.loadChecks!();
    expect(cardsGame.viewProblem(view)).to.equal(null);
  });

  it("a finished game's record (C13.4): refused, never made with its seed, until the records' code has loaded; then made without it", async () => {
    const state = finished("lazy-published");
    const before = makeRecord(cardsGame, state, {});
    expect(before.ok).to.equal(false);
    if (!before.ok) expect(before.error.code).to.equal("RECORD_DOES_NOT_REPLAY");
    expect(JSON.stringify(before)).to.not.contain("lazy-published");
    // The records' code (what the end screen loads) brings it.
    const records = await import("../../../src/games/cards/records.js");
    const after = records.makeRecord(state);
    expect(after.ok).to.equal(true);
    if (after.ok) {
      expect(JSON.stringify(after.record)).to.not.contain("lazy-published");
      expect(after.record.result).to.deep.equal({ winners: [...state.result!.winners], reason: state.result!.reason });
    }
    expect(makeRecord(cardsGame, state, {}).ok).to.equal(true);
  });
});
