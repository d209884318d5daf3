/**
 * What a board table's first paint does not need (the side panel and the game menu,
 * src/ui/board/board-later.ts) loads after the frame that shows a board with its spaces
 * (src/ui/board/later-parts.ts, src/ui/board/first-board.ts): never before it, never in its way.
 * This file's page has drawn no board before its test.
 */
import { expect, fixture, html } from "@open-wc/testing";
import "../../src/register.js";
import { loadLaterParts } from "../../src/ui/board/later-parts.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

/** Whether the page has asked for the side panel's and menu's module. */
const requested = () => performance.getEntriesByType("resource").some((e) => /\/board-later\.(ts|js)(\?|$)/.test(e.name));
const frame = () => new Promise((r) => requestAnimationFrame(r));

describe("the board table's later parts", () => {
  it("load after the frame showing a board's spaces, not while no board is drawn", async () => {
    const loaded = loadLaterParts();
    for (let i = 0; i < 10; i++) await frame();
    await new Promise((r) => setTimeout(r, 300));
    expect(requested(), "asked for before any board was drawn").to.equal(false);
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${`later-${Date.now()}`} bot-delay="600000"></inkognito-game>`);
    // Frame by frame until one shows the board's spaces: nothing of the later parts asked for by then.
    const spaces = () => el.shadowRoot?.querySelector("inkognito-board")?.shadowRoot?.querySelector("g.space");
    for (let i = 0; i < 600 && !spaces(); i++) {
      expect(requested(), "asked for before the board's spaces were drawn").to.equal(false);
      await frame();
    }
    expect(spaces(), "the board drew no spaces").to.exist;
    await loaded;
    expect(requested()).to.equal(true);
    expect(customElements.get("inkognito-side-panel")).to.exist;
    expect(customElements.get("inkognito-game-menu")).to.exist;
    await el.ready;
  });
});
