/** Fair play's check at the end of a game (fairness.ts): a host's view that is no game's fails it, never throws. */
import { expect } from "@open-wc/testing";
import { boardGame, viewFor, type SeatView } from "../../src/games/board/index.js";
import { combinedSeed, verifyFairness } from "../../src/net/fairness.js";
import { sha256Hex } from "../../src/net/peer-options.js";
import { playRandomGame } from "../games/board/support/random-play.js";
import { cardsGame } from "../../src/games/cards/game.js";
import "../../src/games/cards/bots/by-level.js"; // the card game's bots, provided to cardsGame
import { Rng, seedRng } from "../../src/games/kernel/rng.js";

describe("fair play check", () => {
  it("passes an honest game; a hostile host's view that is no game's view fails the check with a reason, never throws", async () => {
    const hostSeed = "a".repeat(64), nonces = ["0123abcd", "fedc9876"];
    const seed = await combinedSeed(hostSeed, nonces);
    const commit = await sha256Hex(hostSeed);
    const { state } = playRandomGame({ players: 4, seed, botSeed: "fair-bots", declareFromTurn: 6 });
    expect(state.result).to.not.equal(null);
    const view = viewFor(state, "red");
    expect(await verifyFairness(boardGame, view, commit, hostSeed, nonces, nonces[0])).to.deep.equal({ ok: true, problems: [] });
    const hostile: unknown[] = [
      { ...view, players: 7 },
      { ...view, agents: null },
      { ...view, agents: 5 },
      { ...view, log: 5 },
      { ...view, log: [null] },
      { ...view, reveal: { seed, secrets: null } },
      { ...view, reveal: 5 },
    ];
    for (const v of hostile) {
      const r = await verifyFairness(boardGame, v as SeatView, commit, hostSeed, nonces, nonces[0]);
      expect(r.ok, JSON.stringify(r)).to.equal(false);
      expect(r.problems.length).to.be.greaterThan(0);
    }
  });

  it("checks a card game's deal through the card game's own dealProblems: honest passes, another deal fails", async () => {
    const hostSeed = "b".repeat(64), nonces = ["aa11", "bb22"];
    const seed = await combinedSeed(hostSeed, nonces);
    const commit = await sha256Hex(hostSeed);
    const random = cardsGame.botFor("random");
    const rng = new Rng(seedRng("fair-cards"));
    let state = cardsGame.createGame(cardsGame.setupFor(5, seed));
    for (let i = 0; i < 20_000 && !cardsGame.outcome(state); i++) {
      const seat = cardsGame.waitingOn(state)[0]!;
      const r = cardsGame.applyAction(state, random(cardsGame.viewFor(state, seat), rng)!);
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
    }
    expect(cardsGame.outcome(state)).to.not.equal(null);
    const view = cardsGame.viewFor(state, "blue");
    expect(await verifyFairness(cardsGame, view, commit, hostSeed, nonces, nonces[0])).to.deep.equal({ ok: true, problems: [] });
    // A host that dealt from another seed than the combined one is caught by the deal it reveals.
    const lied = { ...view, reveal: { secrets: cardsGame.createGame(cardsGame.setupFor(5, "another seed")).secrets } };
    const r = await verifyFairness(cardsGame, lied, commit, hostSeed, nonces, nonces[0]);
    expect(r.ok).to.equal(false);
    expect(r.problems.join(";")).to.include("the deal of");
    // Not ended: not checkable.
    expect((await verifyFairness(cardsGame, cardsGame.viewFor(cardsGame.createGame(cardsGame.setupFor(4, seed)), "red"), commit, hostSeed, nonces)).ok).to.equal(false);
  });
});
