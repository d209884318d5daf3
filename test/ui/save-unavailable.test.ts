/**
 * A page that may keep no data at all — a sandboxed frame, a browser blocking an embedded site's
 * storage: `localStorage` throws a SecurityError when touched — plays on, and the player is told once
 * that this game is not being saved (`inkognito-error` SAVE_UNAVAILABLE), not that the store is full.
 * Before, the game silently went unsaved and a reload lost it with no word.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoErrorDetail } from "../../src/ui/events.js";
import { en } from "../../src/ui/i18n/en.js";

/** `localStorage` refused to the page while `run` runs, as a sandboxed frame refuses it. */
async function withoutStorage(run: () => Promise<void>): Promise<void> {
  const own = Object.getOwnPropertyDescriptor(window, "localStorage");
  Object.defineProperty(window, "localStorage", { configurable: true, get() { throw new DOMException("The document is sandboxed.", "SecurityError"); } });
  try {
    await run();
  } finally {
    if (own) Object.defineProperty(window, "localStorage", own);
    else delete (window as { localStorage?: Storage }).localStorage;
  }
}

const banner = (el: InkognitoGame) => el.shadowRoot!.querySelector<HTMLElement>(".saves");

describe("saves: a page that may keep no data", () => {
  it("a solo game plays on; the player is told once that it is not being saved (SAVE_UNAVAILABLE)", async () => {
    await withoutStorage(async () => {
      expect(() => window.localStorage, "the page's storage is refused").to.throw();
      const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = document.createElement("inkognito-game") as InkognitoGame;
      el.gameId = "no-storage";
      el.botDelay = 600000;
      const codes: string[] = [];
      el.addEventListener("inkognito-error", (e) => codes.push((e as CustomEvent<InkognitoErrorDetail>).detail.code));
      wrap.append(el);
      await el.ready;
      for (let i = 0; i < 3; i++) expect(el.submit({ type: "note", seat: "red", key: `k${i}`, mark: "x" }).ok).to.equal(true);
      await waitUntil(() => banner(el), "the player was not told", { timeout: 3000 });
      expect(codes).to.deep.equal(["SAVE_UNAVAILABLE"]);
      expect(banner(el)!.textContent).to.contain(en.saveUnavailable.slice(0, 40));
      expect(banner(el)!.textContent).to.not.contain("full");
      banner(el)!.querySelector<HTMLButtonElement>("button")!.click();
      await el.updateComplete;
      expect(el.submit({ type: "note", seat: "red", key: "k9", mark: "x" }).ok).to.equal(true);
      await el.updateComplete;
      expect(banner(el), "told again after dismissing").to.equal(null);
      expect(codes).to.deep.equal(["SAVE_UNAVAILABLE"]);
      el.remove();
    });
  });

  it("a card game too", async () => {
    await withoutStorage(async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = document.createElement("inkognito-game") as InkognitoGame;
      el.gameId = "no-storage-cards";
      el.setAttribute("game", "cards");
      el.botDelay = 0;
      el.seat = "spectator";
      const codes: string[] = [];
      el.addEventListener("inkognito-error", (e) => codes.push((e as CustomEvent<InkognitoErrorDetail>).detail.code));
      wrap.append(el);
      await el.ready;
      await waitUntil(() => codes.length > 0, "the player was not told", { timeout: 8000 });
      expect(codes).to.deep.equal(["SAVE_UNAVAILABLE"]);
      el.remove();
    });
  });
});
