/**
 * A hot-seat card game's end screen names every seat by its colour, in a real Chromium: every player sits at the
 * one screen, so "You" named no one (it was the last seat to act: "Winners: You and Blue", "You named Blue and
 * 36-13-24-47.", "You" in the black cards' and the score's tables). Solo, the person is still "You".
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { cardsTable, q, rialtoExchange } from "./support/cards.js";

let n = 0;
const uid = () => `cards-he-${Date.now()}-${n++}`;
/** Red declares Blue and the right combination at the Rialto exchange; Blue gives his set: Red's team wins (C10.5). */
const WON = rialtoExchange("hotseat-end", [
  { type: "declare", seat: "red", partner: "blue", combination: [36, 13, 24, 47] },
  { type: "give", seat: "blue", cards: ["F", 13] },
]);
const endText = (t: Element) => t.shadowRoot!.querySelector("[part=cards-end]")!.textContent!.replace(/\s+/g, " ");

describe("the card game's end screen, hot-seat and solo", () => {
  afterEach(() => localStorage.clear());

  it("hot-seat: every seat by its colour, no 'You'", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" game-id=${uid()} .scenario=${WON}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => q(t, "[part=cards-end]").length === 1, "no end screen");
    const text = endText(t);
    expect(text).to.contain(cardsEn.endWinners(cardsEn.list(["Red", "Blue"])));
    expect(text).to.contain(cardsEn.endDeclaration("Red", "Blue", "36-13-24-47"));
    expect(q(t, "[part=cards-end] th[scope=row]").map((th) => th.textContent!.trim())).to.not.include(cardsEn.you);
    expect(text).to.not.match(new RegExp(`\\b${cardsEn.you}\\b`));
  });

  it("a narrated scenario at hot-seat (the demo's scenario page), shown from Red's seat throughout: Red is 'You', as on its clue sheet", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" no-privacy-screen step="18" game-id=${uid()}
      scenario="/demo/scenarios/cards-worked-example.json"></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => t.step === 18 && q(t, "[part=cards-end]").length === 1, "no end screen");
    expect(endText(t)).to.contain(cardsEn.endDeclaration(cardsEn.you, "Blue", "36-13-24-47"));
  });

  it("solo: the person is 'You'", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" game-id=${uid()} .scenario=${WON}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => q(t, "[part=cards-end]").length === 1, "no end screen");
    expect(endText(t)).to.contain(cardsEn.endDeclaration(cardsEn.you, "Blue", "36-13-24-47"));
  });
});
