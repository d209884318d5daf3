/**
 * A saved board game comes back after a reload in a page that has not loaded the view check (it
 * loads lazily: `boardGame.loadChecks()`), as a solo page's first paint has not: the element loads
 * the check before it reads the save, so a good save is never taken for a damaged one. This file
 * imports the element as the script-tag bundle does (src/bundle.ts) and nothing that loads the check
 * (not the engine's entry, which `src/register.ts` brings).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/bundle.js";
import { boardGame } from "../../src/games/board/game.js";
import type { Action, GameState } from "../../src/games/board/types.js";
import { writeLocalSave } from "../../src/net/saves.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoErrorDetail } from "../../src/ui/events.js";
import { storageKey, type SaveOwner } from "../../src/ui/saves.js";

function play(s: GameState, actions: Action[]): GameState {
  for (const a of actions) {
    const r = boardGame.applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code}`);
    s = r.state;
  }
  return s;
}

describe("a saved game read before the view check has loaded", () => {
  afterEach(() => localStorage.clear());

  it("comes back whole after a reload, not kept aside as damaged", async () => {
    const gameId = `save-checks-${Date.now()}`;
    const state = play(boardGame.createGame({ players: 4, seed: "save-checks", first: "red", rolls: [["white", "white", "white"]] }), [
      { type: "roll", seat: "red" },
      { type: "endMovement", seat: "red" },
    ]);
    const key = storageKey({ gameId, mode: "hotseat", scenario: null } as unknown as SaveOwner);
    localStorage.setItem(key, writeLocalSave(boardGame, { state, humans: state.seats }));
    const errors: string[] = [];
    const wrap = await fixture<HTMLDivElement>(html`<div @inkognito-error=${(e: CustomEvent<InkognitoErrorDetail>) => errors.push(e.detail.code)}>
      <inkognito-game mode="hotseat" no-privacy-screen game-id=${gameId}></inkognito-game></div>`);
    const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
    await waitUntil(() => el.view || errors.length, "no game on screen, and no error", { timeout: 8000 });
    expect(errors, "a save error").to.deep.equal([]);
    expect(el.view!.log.length).to.equal(state.log.length);
    expect(el.view!.turn.seat).to.equal(state.turn.seat);
  });
});
