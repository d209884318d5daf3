/**
 * A location on the card table's map that the seat may not place on, tapped, says why (C14: a refused act is
 * told to its seat): its tile is played since the reshuffle (C4.2, C8.2), or it is not this seat's turn to place
 * (C4.2) — in the table's language, from the seat's own view (C13.1). It did nothing and said nothing, so a
 * newcomer tapping Rialto again, or before their turn, could not tell why.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";
import { cardsMessagesFor } from "../../src/ui/i18n/cards.js";
import { TO_ARSENALE, cardsTable, q, rialtoExchange } from "./support/cards.js";
import { LANGS } from "./support/cards-layout.js";

let n = 0;
const uid = () => `cards-mr-${Date.now()}-${n++}`;
/** Round 1: Red and Blue exchange at Rialto; round 2, Blue first: Blue, Green and Yellow have placed, Red to place (Rialto played), or (`redToPlace` false) no one yet. */
const ROUND_TWO = (redToPlace: boolean) => rialtoExchange("map-refusal", [
  { type: "give", seat: "red", cards: ["B", 24] }, { type: "give", seat: "blue", cards: ["F", 13] },
  ...(redToPlace ? [{ type: "place", seat: "blue", location: "accademia" }, { type: "place", seat: "green", location: "santa-lucia" },
    { type: "place", seat: "yellow", location: "arsenale" }] : []),
], TO_ARSENALE);
const toast = (t: InkognitoCardsTable) => t.shadowRoot!.querySelector(".toast[role=alert]")?.textContent!.trim() ?? null;
async function table(lang: string, scenario: string) {
  const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" lang=${lang} bot-delay="600000" game-id=${uid()} .scenario=${scenario}></inkognito-game>`);
  await waitUntil(() => el.shadowRoot?.querySelector("inkognito-cards-table"), "no card table", { timeout: 5000 });
  return cardsTable(el);
}

describe("a location the seat may not place on, tapped", () => {
  afterEach(() => localStorage.clear());

  for (const lang of LANGS) it(`${lang}: its tile played since the reshuffle: says so, and places nothing`, async () => {
    const t = await table(lang, ROUND_TWO(true));
    await waitUntil(() => q(t, ".loc.can").length > 0, "Red is never asked to place");
    expect(q(t, ".loc-rialto.can").length, "Rialto's tile is played").to.equal(0);
    q(t, ".loc-rialto")[0]!.click();
    await t.updateComplete;
    expect(toast(t)).to.equal(cardsMessagesFor(lang).error.TILE_PLAYED);
    expect(t.view!.round.placed.red).to.equal(undefined);
  });

  for (const lang of LANGS) it(`${lang}: before the seat's turn to place: says it is not its turn`, async () => {
    // Round 2: Blue places first; the bots wait 600 s.
    const t = await table(lang, ROUND_TWO(false));
    await waitUntil(() => t.view!.round.number === 2, "not round 2");
    expect(t.view!.legal.length).to.equal(0);
    q(t, ".loc-accademia")[0]!.click();
    await t.updateComplete;
    expect(toast(t)).to.equal(cardsMessagesFor(lang).error.NOT_YOUR_TURN);
  });
});
