/**
 * The board game's full view check loads lazily (`boardGame.loadChecks()`, src/games/board/checks.ts),
 * so a solo game's first paint does not carry it. Until it has loaded, `viewProblem` refuses every
 * view, a real one too: nothing unchecked passes. This file imports nothing that loads it.
 */
import { expect } from "@open-wc/testing";
import { BOARD_CHECK_NOT_LOADED, boardGame } from "../../../src/games/board/game.js";

describe("the board game's view check, loaded lazily", () => {
  it("refuses every view until loadChecks() has resolved; then a real view passes and a broken one is refused", async () => {
    const state = boardGame.createGame({ players: 4, seed: "lazy-checks" });
    const view = JSON.parse(JSON.stringify(boardGame.viewFor(state, "red")));
    expect(boardGame.viewProblem(view)).to.equal(BOARD_CHECK_NOT_LOADED);
    expect(boardGame.viewProblem({})).to.equal(BOARD_CHECK_NOT_LOADED);
    await boardGame.loadChecks!();
    expect(boardGame.viewProblem(view)).to.equal(null);
    expect(boardGame.viewProblem({ ...view, viewer: "nobody" })).to.be.a("string").and.not.equal(BOARD_CHECK_NOT_LOADED);
    await boardGame.loadChecks!();
    expect(boardGame.viewProblem(view)).to.equal(null);
  });
});
