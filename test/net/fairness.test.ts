/** Fair play's check at the end of a game (fairness.ts): a host's view that is no game's fails it, never throws. */
import { expect } from "@open-wc/testing";
import { boardGame, viewFor, type SeatView } from "../../src/games/board/index.js";
import { combinedSeed, verifyFairness } from "../../src/net/fairness.js";
import { sha256Hex } from "../../src/net/peer-options.js";
import { playRandomGame } from "../games/board/support/random-play.js";

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
});
