/**
 * The direction the table is laid out and its sentences are set in is its language's, not the
 * page's: an English (or German…) table embedded in a right-to-left page (an Arabic or Hebrew blog,
 * `<html dir="rtl">`) stays left to right, where it inherited the page's direction (its English
 * sentences showed their full stop first, ".Roll the Phantom to start your turn", the counts read
 * "0▮ 0! 0?"); a language written right to left is laid out so anywhere.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { registerMessages } from "../../src/ui/i18n/registry.js";
import { en, type Messages } from "../../src/ui/i18n/en.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { find, settle } from "./support/shadow.js";

/** The computed direction of the turn bar's guidance line, and of the element. */
async function direction(el: InkognitoGame) {
  await el.ready;
  await settle(el);
  const guide = find(el.shadowRoot!, "[part~=guide]")!;
  return { element: getComputedStyle(el).direction, guide: getComputedStyle(guide).direction };
}

describe("<inkognito-game> on a right-to-left page", () => {
  afterEach(() => localStorage.clear());

  it("English inside dir=\"rtl\": laid out and written left to right", async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div dir="rtl" lang="en"><inkognito-game game-id="rtl-en" bot-delay="600000"></inkognito-game></div>`);
    const el = wrap.querySelector("inkognito-game")!;
    expect(await direction(el)).to.deep.equal({ element: "ltr", guide: "ltr" });
  });

  it("a card table inside dir=\"rtl\": left to right too", async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div dir="rtl" lang="en"><inkognito-game game="cards" game-id="rtl-cards" bot-delay="600000"></inkognito-game></div>`);
    const el = wrap.querySelector("inkognito-game")!;
    await el.ready;
    const table = el.shadowRoot!.querySelector("inkognito-cards-table")!;
    await waitUntil(() => table.shadowRoot?.querySelector("*"), "no card table");
    expect(getComputedStyle(table.shadowRoot!.firstElementChild!).direction).to.equal("ltr");
  });

  it("a language written right to left, on a left-to-right page: right to left", async () => {
    registerMessages("he", { board: { ...(en as Messages) } });
    const wrap = await fixture<HTMLDivElement>(html`<div dir="ltr"><inkognito-game lang="he" game-id="rtl-he" bot-delay="600000"></inkognito-game></div>`);
    const el = wrap.querySelector("inkognito-game")!;
    expect(await direction(el)).to.deep.equal({ element: "rtl", guide: "rtl" });
  });
});
