/**
 * A finished game brought back by a reload, with none of the parts loaded on demand yet (this file
 * loads none): the turn bar's "Show result" button has its text and accessible name.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { applyAction, createGame, type Action, type GameState } from "../../src/games/board/index.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { storageKey, type SaveOwner } from "../../src/ui/saves.js";

function play(s: GameState, actions: Action[]): GameState {
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code}`);
    s = r.state;
  }
  return s;
}

describe("a finished game after a reload", () => {
  afterEach(() => localStorage.clear());

  it("the Show result button has its text and an accessible name", async () => {
    const gameId = `reload-finished-${Date.now()}`;
    const over = play(createGame({ players: 4, seed: "reload-finished", first: "red", rolls: [["white", "white", "white"]] }), [
      { type: "roll", seat: "red" },
      { type: "endMovement", seat: "red" },
      { type: "declare", seat: "red", partner: "green" },
      { type: "handshake", seat: "green", accept: false },
    ]);
    expect(over.result).to.not.equal(null);
    const key = storageKey({ gameId, mode: "hotseat", scenario: null } as unknown as SaveOwner);
    localStorage.setItem(key, JSON.stringify({ v: 1, state: over, humans: over.seats }));
    const wrap = await fixture<HTMLDivElement>(html`<div style="width:360px"><inkognito-game mode="hotseat" no-privacy-screen game-id=${gameId}></inkognito-game></div>`);
    const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
    await waitUntil(() => el.view?.result, "the finished game did not come back", { timeout: 5000 });
    await el.updateComplete;
    const bar = el.shadowRoot!.querySelector("inkognito-turn-bar") as Element & { updateComplete: Promise<unknown> };
    await bar.updateComplete;
    const buttons = [...bar.shadowRoot!.querySelectorAll<HTMLButtonElement>("button")];
    expect(buttons.length).to.be.greaterThan(0);
    for (const b of buttons) expect(b.textContent!.trim(), b.outerHTML).to.not.equal("");
    expect(buttons.map((b) => b.textContent!.trim())).to.include("Show result");
  });
});
