/**
 * A page that switches `game` (a "Board game | Card game" toggle) keeps each game's progress: each
 * game has its own save slot, and switching back resumes the game left there, as switching `mode`
 * does (docs/element.md, "Changing attributes during a game").
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";

describe("<inkognito-game> game switched and switched back", () => {
  afterEach(() => localStorage.clear());

  it("a board game in progress: game=cards and back to board resumes it, nothing lost", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="switch-board" seed="switch" bot-delay="600000"></inkognito-game>`);
    await el.ready;
    expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
    expect(el.submit({ type: "note", seat: "red", key: "yellow:identity:X", mark: "no" }).ok).to.equal(true);
    const board = JSON.stringify(el.view);
    el.gameKind = "cards";
    const table = () => el.shadowRoot!.querySelector<InkognitoCardsTable>("inkognito-cards-table");
    await waitUntil(() => table()?.view, "no card table", { timeout: 5000 });
    el.gameKind = "board";
    await waitUntil(() => el.view, "no board game");
    await el.ready;
    expect(el.view!.log.map((e) => e.type), "the game's log").to.deep.equal(["gameStarted", "turnStarted", "rolled"]);
    expect(JSON.stringify(el.view)).to.equal(board);
  });
});
