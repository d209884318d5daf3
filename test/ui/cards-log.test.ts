/**
 * The card table's log, in a real Chromium: what happened at the table, newest first, in the sentences the live
 * region reads. Before it, what everyone may see (C13.2: who asked whom, that an exchange took place, a pass, the
 * meetings of the round) reached only a screen reader: a sighted player never saw that Green had asked Yellow,
 * nor what happened at the meetings once the next round began.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { DEAL, TO_ARSENALE, cardsTable, q } from "./support/cards.js";
import { LANGS, SIZES, atViewport, box, demoTable } from "./support/cards-layout.js";

/** Round 1: Red and Blue exchange at Rialto; Green, alone with the Ambassador at San Marco, asks Yellow, who shows his identity. Round 2 begins. */
const ROUND_ONE = JSON.stringify({
  players: 4, seed: "log",
  fixed: { deal: DEAL, first: "red", piles: { ambassador: [TO_ARSENALE] } },
  actions: [
    { type: "place", seat: "red", location: "rialto" }, { type: "place", seat: "blue", location: "rialto" },
    { type: "place", seat: "green", location: "san-marco" }, { type: "place", seat: "yellow", location: "accademia" },
    { type: "give", seat: "red", cards: ["B", 24] }, { type: "give", seat: "blue", cards: ["F", 13] },
    { type: "ask", seat: "green", target: "yellow" }, { type: "answer", seat: "yellow", card: "identity" },
  ],
});
const lines = (t: Element) => [...t.shadowRoot!.querySelectorAll("[part=cards-log] li")].map((li) => li.textContent!.trim());

describe("the card table's log", () => {
  afterEach(() => localStorage.clear());

  it("shows, newest first, the last round's meetings, sets and the question between two others (C13.2), the viewer's own cards only", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" bot-delay="600000" game-id=${`cards-log-${Date.now()}`} .scenario=${ROUND_ONE}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => q(t, "[part=cards-log]").length === 1, "no log");
    const log = lines(t);
    expect(log[0]).to.equal(cardsEn.liveRound(2, "Blue"));
    for (const line of [
      cardsEn.liveShown("Yellow", "Green", ""), cardsEn.liveAsked("Green", "Yellow"),
      cardsEn.liveSet("Blue", cardsEn.you, cardsEn.list(["Lord Fiddlebottom", "code 13"])), cardsEn.liveSet(cardsEn.you, "Blue", cardsEn.list(["Colonel Bubble", "code 24"])),
      cardsEn.livePlaced("Yellow", "Accademia"), cardsEn.liveRound(1, cardsEn.you),
    ]) expect(log, line).to.include(line);
    expect(log.indexOf(cardsEn.liveShown("Yellow", "Green", "")), "newest first").to.be.lessThan(log.indexOf(cardsEn.liveAsked("Green", "Yellow")));
    // Yellow's card went to Green alone (C13.2): not in Red's log.
    expect(log.join(" ")).to.not.contain(cardsEn.character.X);
    // Who has chosen is said as it happens (the seats' panels), not kept in the log.
    expect(log.join(" ")).to.not.contain(cardsEn.liveCommitted("Blue"));
  });
});

for (const [name, width, height] of SIZES) describe(`the card table's log on a ${name} (${width} px)`, () => {
  atViewport(width, height);

  for (const lang of LANGS) it(`${lang}: the log lies inside the table, under the clue sheet, its lines inside it`, async () => {
    const t = await demoTable(lang, ROUND_ONE, null, false);
    await waitUntil(() => q(t, "[part=cards-log] li").length > 0, "no log");
    const log = q(t, "[part=cards-log]")[0]!, sheet = q(t, "[part=cards-sheet]")[0]!, table = q(t, ".table")[0]!;
    expect(box(log).top, "under the clue sheet").to.be.at.least(box(sheet).bottom);
    expect(box(log).right).to.be.at.most(box(table).right + 0.5);
    expect(box(log).left).to.be.at.least(box(table).left - 0.5);
    for (const li of log.querySelectorAll("li")) expect(box(li).right, li.textContent!).to.be.at.most(box(log).right + 0.5);
  });
});
