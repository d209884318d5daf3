/**
 * The card tutorial's last step, in a real Chromium: "Play on" goes on with the game from there against the bots
 * (its words were in the six languages, its button nowhere: the last step left the player before a frozen table
 * saying "Waiting for Green…", Next disabled, nothing to do). The worked example's last step is the game's end:
 * nothing to play on.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { CARDS_TUTORIAL } from "../../src/games/cards/tutorial.js";
import { cardsTable, humanAct, q } from "./support/cards.js";

let n = 0;
const uid = () => `cards-po-${Date.now()}-${n++}`;
const playOn = (t: Element) => [...t.shadowRoot!.querySelectorAll<HTMLButtonElement>("[part=steps] button")].find((b) => b.textContent!.trim() === cardsEn.playOn);

describe("Play on from a narrated step", () => {
  afterEach(() => localStorage.clear());

  it("the tutorial's last step: Play on goes on with the game against the bots, from that position", async () => {
    const last = CARDS_TUTORIAL.steps.length - 1;
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" scenario="tutorial" step=${last} bot-delay="0" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => t.step === last && q(t, "[part=caption]").length > 0, "not the last step");
    const before = t.view!;
    expect(before.legal.length, "the step's position waits for a bot").to.equal(0);
    expect(playOn(t), "no Play on").to.not.equal(undefined);
    playOn(t)!.click();
    // The bots play on until Red has something to do: the round goes on from the tutorial's position.
    await waitUntil(() => t.view!.legal.length > 0 || t.view!.result, "the game did not go on", { timeout: 10_000 });
    expect(q(t, "[part=steps]").length, "the steps are gone").to.equal(0);
    expect(t.view!.sheet.length, "the tutorial's clue sheet is kept").to.be.at.least(before.sheet.length);
    expect(t.view!.log.length).to.be.greaterThan(before.log.length);
  });

  it("played on from the demo's scenario page (hot-seat, no privacy screen): the person plays Red alone against the bots, 'You' at the end", async function () {
    this.timeout(60_000);
    const last = CARDS_TUTORIAL.steps.length - 1;
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" no-privacy-screen scenario="tutorial" step=${last}
      bot-delay="0" bots="normal" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => t.step === last && playOn(t), "no Play on");
    playOn(t)!.click();
    for (let i = 0; i < 4000 && !t.view!.result; i++) if (!(await humanAct(t))) await new Promise((r) => setTimeout(r, 2));
    expect(t.view!.viewer).to.equal("red");
    await waitUntil(() => q(t, "[part=cards-end]").length === 1, "no end screen");
    const first = q(t, "[part=cards-end] tbody th[scope=row]")[0]!.textContent!.trim();
    expect(first, "Red's row of the black cards").to.equal(cardsEn.you);
    // New match: a fresh game of that many players against the bots, not the tutorial again.
    const seats = t.view!.seats;
    q(t, "[part=cards-end] .next-game")[0]!.click();
    await waitUntil(() => t.view && !t.view.result, "no new game", { timeout: 10_000 });
    expect(q(t, "[part=steps]").length, "the tutorial's steps came back").to.equal(0);
    expect(t.view!.seats).to.deep.equal(seats);
    expect(t.view!.round.number).to.equal(1);
    expect(t.view!.sheet, "a new deal's clue sheet").to.deep.equal([]);
  });

  it("the worked example's last step, the game's end, offers no Play on", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" step="18" game-id=${uid()}
      scenario="/demo/scenarios/cards-worked-example.json"></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => t.step === 18 && t.view!.result, "not the end");
    await t.updateComplete;
    expect(playOn(t)).to.equal(undefined);
  });
});
