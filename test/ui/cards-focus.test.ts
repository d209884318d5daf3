/**
 * Focus at the card table, keyboard only, in a real Chromium: when the control a player acted with
 * goes away (a set given, a question asked, the declaration form closed, the next game dealt) focus
 * stays in the table where play continues, never falls back to the page's top; a game that ends at
 * this screen puts focus on the end screen's heading.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { sendKeys, setViewport } from "@web/test-runner-commands";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { TO_ARSENALE, cardsTable, q, rialtoExchange } from "./support/cards.js";

let n = 0;
const uid = () => `cards-f-${Date.now()}-${n++}`;
const focused = (t: InkognitoCardsTable) => t.shadowRoot!.activeElement as HTMLElement | null;
const button = (t: InkognitoCardsTable, text: string) => q(t, "button").find((b) => b.textContent!.trim() === text)!;
/** Focuses `el` and presses `key` on it, as a keyboard user who tabbed there. */
async function press(t: InkognitoCardsTable, el: HTMLElement, key: string) {
  el.focus();
  await sendKeys({ press: key });
  await t.updateComplete;
  await new Promise((r) => requestAnimationFrame(r));
  await t.updateComplete;
}
/**
 * The table once its later parts are here (the log shows: src/ui/cards/later-parts.ts, with where focus goes,
 * loaded just after the first frame), as they are by the time a person has read the table and acts.
 */
async function later(t: InkognitoCardsTable) {
  await waitUntil(() => q(t, "[part=cards-log]").length === 1, "the table's later parts did not load");
  return t;
}
const table = async (scenario: string, delay = 600000) => {
  const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" bot-delay=${delay} game-id=${uid()} .scenario=${scenario}></inkognito-game>`);
  return later(await cardsTable(el));
};

/** Round 1 over (the Rialto exchange), round 2: Red alone with the Ambassador at Arsenale (its pile: San Marco, then Arsenale). */
const QUESTION = rialtoExchange("focus-q", [
  { type: "give", seat: "red", cards: ["B", 24] }, { type: "give", seat: "blue", cards: ["F", 13] },
  { type: "place", seat: "blue", location: "accademia" }, { type: "place", seat: "green", location: "santa-lucia" },
  { type: "place", seat: "yellow", location: "rialto" }, { type: "place", seat: "red", location: "arsenale" },
], TO_ARSENALE);

describe("focus at the card table (keyboard only)", () => {
  afterEach(() => localStorage.clear());

  it("a set given with Enter: focus stays in the table, on the line saying what happens now, not on the page's top", async () => {
    const t = await table(rialtoExchange("focus-give"));
    await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
    for (const face of ["B", "24"]) await press(t, q(t, "[part=cards-picker] button.card").find((b) => b.textContent!.trim().startsWith(face))!, "Space");
    await press(t, button(t, cardsEn.giveSet), "Enter");
    await waitUntil(() => t.view!.you!.choice !== null, "the set was not given");
    await waitUntil(() => q(t, "[part=cards-picker]").length === 0, "the picker stayed");
    expect(document.activeElement, "focus fell back to the page").to.not.equal(document.body);
    expect(focused(t)?.classList.contains("guide"), `focus is on ${focused(t)?.outerHTML.slice(0, 80)}`).to.equal(true);
    expect(focused(t)!.textContent).to.equal(cardsEn.guideChosen);
  });

  it("on a 360 px phone, the line focus moves to after a set given by keyboard is scrolled into view (its ring shows)", async () => {
    await setViewport({ width: 360, height: 740 });
    try {
      // As on a page with a header above the game: the give button, brought into view, has the guide line above the screen's top.
      const wrap = await fixture<HTMLDivElement>(html`<div><header style="height: 300px"></header>
        <inkognito-game game="cards" bot-delay="600000" game-id=${uid()} .scenario=${rialtoExchange("focus-phone")}></inkognito-game></div>`);
      const t = await later(await cardsTable(wrap.querySelector<InkognitoGame>("inkognito-game")!));
      await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
      for (const face of ["B", "24"]) await press(t, q(t, "[part=cards-picker] button.card").find((b) => b.textContent!.trim().startsWith(face))!, "Space");
      await press(t, button(t, cardsEn.giveSet), "Enter");
      await waitUntil(() => focused(t)?.classList.contains("guide"), "focus is not on the guide line");
      const r = focused(t)!.getBoundingClientRect();
      expect(r.top, "above the screen").to.be.at.least(0);
      expect(r.bottom, "below the screen").to.be.at.most(740);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("a question asked with Enter: focus stays in the table", async () => {
    const t = await table(QUESTION);
    await waitUntil(() => q(t, ".acts [role=group] .act").length > 0, "no question to ask");
    await press(t, button(t, cardsEn.ask("Yellow")), "Enter");
    await waitUntil(() => t.view!.round.phase === "answer", "the question was not asked");
    expect(document.activeElement).to.not.equal(document.body);
    expect(focused(t), "focus left the table").to.not.equal(null);
  });

  it("Escape closes the declaration form and gives focus back to Declare…", async () => {
    const t = await table(rialtoExchange("focus-escape"));
    await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
    await press(t, button(t, cardsEn.declare), "Enter");
    await waitUntil(() => q(t, "[part=cards-dialog]").length === 1, "no declaration form");
    await sendKeys({ press: "Escape" });
    await waitUntil(() => q(t, "[part=cards-dialog]").length === 0, "Escape did not close the form");
    await new Promise((r) => requestAnimationFrame(r));
    expect(focused(t)?.textContent!.trim()).to.equal(cardsEn.declare);
  });

  it("a game ended at this screen puts focus on the end screen's heading; Next game then on the new game's first act", async () => {
    // Blue has given his set; Red declares at the Rialto exchange, the meeting resolves, the game ends.
    const t = await table(rialtoExchange("focus-end", [{ type: "give", seat: "blue", cards: ["F", 13] }]));
    await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
    await press(t, button(t, cardsEn.declare), "Enter");
    await waitUntil(() => q(t, "#declare-send").length === 1, "no declaration form");
    await press(t, q(t, "#declare-send")[0]!, "Enter");
    await waitUntil(() => t.view!.result && q(t, "#end-title").length === 1, "the game did not end");
    await waitUntil(() => focused(t)?.id === "end-title", `focus is on ${focused(t)?.outerHTML.slice(0, 80) ?? "nothing in the table"}`);
    await press(t, q(t, ".next-game")[0]!, "Enter");
    await waitUntil(() => t.view && !t.view.result, "no next game");
    await t.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.activeElement, "focus fell back to the page").to.not.equal(document.body);
    const f = focused(t)!;
    // The scenario's position again: Red at the Rialto exchange, its first card to choose.
    expect(f.matches("[part~=cards-picker] button.card"), `focus is on ${f.outerHTML.slice(0, 80)}`).to.equal(true);
  });
});
