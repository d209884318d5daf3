/**
 * Long sessions (docs/net.md): the card game's `forgetCaches` empties the deductions kept by what
 * they read, so a page that hosts game after game does not hold on to the last games' (a host table
 * calls it when it closes, test/net/host-forget-caches.test.ts).
 */
import { expect } from "@open-wc/testing";
import { cardsGame, createGame, deduce, viewFor, type CardsView } from "../../../src/games/cards/index.js";

describe("the card game's forgetCaches", () => {
  it("empties the deductions kept by what they read (the same answer afterwards)", () => {
    const view = viewFor(createGame({ players: 4, seed: "forget-caches" }), "red");
    const copy = () => JSON.parse(JSON.stringify(view)) as CardsView; // a new object: only the cache by content can answer
    const warm = deduce(copy());
    expect(deduce(copy())).to.equal(warm); // the same object: kept
    cardsGame.forgetCaches!();
    const cold = deduce(copy());
    expect(cold).to.not.equal(warm);
    expect(cold).to.deep.equal(warm);
  });
});
