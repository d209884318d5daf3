/** `<inkognito-game game="cards">` in a real Chromium: solo at each bot level, hot-seat, 5 players, the exchange picker, the declaration. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { cardsTable, humanAct, q } from "./support/cards.js";
import { createGame } from "../../src/games/cards/setup.js";

let n = 0;
const uid = () => `cards-${Date.now()}-${n++}`;

/** Plays until the game ends, the person acting through the DOM; returns the number of rounds. */
async function playToEnd(t: InkognitoCardsTable, limit = 4000): Promise<number> {
  for (let i = 0; i < limit && !t.view!.result; i++) {
    if (!(await humanAct(t))) await new Promise((r) => setTimeout(r, 2));
  }
  expect(t.view!.result, "the game did not end").to.not.equal(null);
  return t.view!.round.number;
}

describe("<inkognito-game game=\"cards\">", () => {
  afterEach(() => localStorage.clear());

  for (const level of ["easy", "normal", "strong"]) {
    it(`solo against ${level} bots: the first player drawn among the agent players (C2.7, here a bot), the person plays through the buttons to the end, the end screen reveals every black card`, async function () {
      this.timeout(120_000);
      const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" players="4" bots=${level} seed=${`solo-${level}`} bot-delay="0" game-id=${uid()}></inkognito-game>`);
      const t = await cardsTable(el);
      expect(t.view!.viewer).to.equal("red");
      // C2.7: drawn at random, not always the person (these seeds draw a bot); the bots place first, then the person.
      expect(["blue", "green", "yellow"]).to.include(t.view!.round.first);
      const top = () => q(t, ".top span")[0]!.textContent!.replace(/\s+/g, " ").trim();
      expect(top()).to.equal(`Round 1 · ${cardsEn.seat[t.view!.round.first]} places first`);
      await waitUntil(() => t.view!.legal.length > 0, "the person is never asked to place");
      expect(t.view!.legal.every((a) => a.type === "place")).to.equal(true);
      expect(t.view!.log.filter((e) => e.type === "placed").length).to.be.above(0);
      const rounds = await playToEnd(t);
      await t.updateComplete;
      // Over: the round it ended in, no first player of a round that will not be played.
      expect(top()).to.equal(`Round ${rounds}`);
      const end = q(t, "[part=cards-end]")[0]!;
      expect(end.textContent).to.contain(cardsEn.endBlackCards);
      for (const s of ["Red", "Blue", "Green", "Yellow"]) expect(end.textContent).to.satisfy((x: string) => x.includes(s) || x.includes(cardsEn.you));
      expect(q(t, "[part=cards-end] tbody tr").length).to.be.greaterThanOrEqual(4);
    });
  }

  it("announces placings, meetings and sets in the live region; the end screen's next game keeps the match score", async function () {
    this.timeout(120_000);
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" players="4" bots="strong" seed="live" bot-delay="0" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => q(t, ".loc.can").length > 0, "the person is never asked to place");
    q(t, ".loc.can")[0]!.click();
    await t.updateComplete;
    const live = () => t.shadowRoot!.querySelector("[aria-live=polite].visually-hidden")!.textContent!;
    expect(live()).to.match(/You placed a tile on /);
    await playToEnd(t);
    await t.updateComplete;
    const end = q(t, "[part=cards-end]")[0]!;
    expect(end.textContent).to.contain(cardsEn.matchScore);
    const winners = t.view!.result!.winners.filter((s) => s !== "ambassador" && t.view!.roles[s] === "agent");
    const points = q(t, "[part=cards-end] table:last-of-type tbody tr").map((r) => r.textContent!.replace(/\s+/g, " ").trim());
    expect(points.filter((p) => p.endsWith("1")).length).to.equal(winners.length);
    q(t, "[part=cards-end] .act.primary")[0]!.click();
    await waitUntil(() => !t.view!.result, "no next game");
    expect(t.view!.round.number).to.equal(1);
    // C12.2: a new first player drawn at random for the new game: the one its own deal draws, nothing fixed.
    expect(t.view!.round.first).to.equal(createGame({ players: 4, seed: "live/game-1" }).round.first);
  });

  it("bots are easy by default", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" game-id=${uid()} bot-delay="600000"></inkognito-game>`);
    const t = await cardsTable(el);
    expect(t.bots).to.equal("easy");
  });

  it("a 5-player game with the person as the Ambassador player of a later game, played to the end", async function () {
    this.timeout(120_000);
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" players="5" bots="normal" seed="five" bot-delay="0" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    expect(t.view!.players).to.equal(5);
    expect(t.view!.seats).to.include("ambassador");
    await playToEnd(t);
  });
});
