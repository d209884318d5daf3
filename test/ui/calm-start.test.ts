/** A calm first game: at a solo table the human plays first, nothing opens before they act, and the bots are easy. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { createGame } from "../../src/games/board/index.js";

let n = 0;
const uid = () => `calm-${Date.now()}-${n++}`;

describe("a calm first game", () => {
  afterEach(() => localStorage.clear());

  it("the solo human's seat starts, for any deal and table size, and the bots are easy by default", async () => {
    const seen: string[] = [];
    for (const [players, seat, seed] of [[4, "red", "calm-1"], [4, "red", "calm-2"], [4, "red", "calm-3"], [3, "red", "calm-4"], [5, "green", "calm-5"], [4, "blue", "calm-6"], [5, "ambassador", "calm-7"]] as const) {
      const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} players=${players} seat=${seat} seed=${seed}></inkognito-game>`);
      await waitUntil(() => el.view !== undefined, "the game did not start", { timeout: 5000 });
      expect(el.bots).to.equal("easy");
      const v = el.view!;
      seen.push(`${v.viewer}:${v.turn.seat}`);
      expect(v.turn.seat, `${players} players, ${seat}, ${seed}`).to.equal(v.viewer);
      expect(v.log.filter((e) => e.type !== "gameStarted" && e.type !== "turnStarted").map((e) => e.type)).to.deep.equal([]);
      expect(v.legal.length).to.be.greaterThan(0);
      el.remove();
    }
    expect(seen).to.have.length(7);
  });

  it("nothing opens before the human has acted: no answer picker, no dialog, for seconds of bot time", async () => {
    // A deal whose seed alone would have a bot start (so bots would move, and could ask red, at once).
    let k = 0;
    while (createGame({ players: 4, seed: `calm-wait-${k}` }).turn.seat === "red") k++;
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} seed=${`calm-wait-${k}`} bot-speed="fast"></inkognito-game>`);
    await waitUntil(() => el.view !== undefined, "the game did not start", { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 1500));
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(el.view!.turn.seat).to.equal("red");
    expect(el.view!.log.filter((e) => e.type !== "gameStarted" && e.type !== "turnStarted").map((e) => e.type)).to.deep.equal([]);
    expect(root.querySelector("inkognito-answer-picker")).to.equal(null);
    expect([...root.querySelectorAll("dialog")].filter((d) => d.open)).to.deep.equal([]);
  });
});
