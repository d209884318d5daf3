/** The card game's narrated scenario (the rulebook's worked example) and its tutorial, in a real Chromium. */
import { expect, fixture, html, oneEvent, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { CARDS_TUTORIAL } from "../../src/games/cards/tutorial.js";
import { narrate } from "../../src/games/cards/scenario.js";
import { cardsTable, q } from "./support/cards.js";

let n = 0;
const uid = () => `cards-s-${Date.now()}-${n++}`;
const caption = (t: Element) => t.shadowRoot!.querySelector("[part=caption]")!.textContent!.trim();

describe("card game scenarios", () => {
  afterEach(() => localStorage.clear());

  it("the worked example: step attribute deep-links a step, Next and Back move, the attribute follows", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" no-privacy-screen step="6" game-id=${uid()}
      scenario="/demo/scenarios/cards-worked-example.json"></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => q(t, "[part=caption]").length > 0, "no steps");
    expect(t.step).to.equal(6);
    expect(caption(t)).to.contain("Rob");
    // Step 6: round 1's exchange done; Brian (red) has Rob's set on his clue sheet.
    expect(t.view!.sheet.map((e) => `${e.from}>${e.to}:${e.cards.join("+")}`)).to.include("blue>red:F+13");
    expect(t.shadowRoot!.textContent).to.contain(cardsEn.stepOf(7, 19));
    const next = q(t, ".steps .act.primary")[0]!;
    setTimeout(() => next.click());
    const ev = await oneEvent(el, "inkognito-step");
    expect(ev.detail.index).to.equal(7);
    await el.updateComplete;
    expect(el.getAttribute("step")).to.equal("7");
    el.setAttribute("step", "18");
    await waitUntil(() => t.view!.result !== null, "the last step is not the end");
    expect(t.view!.result!.reason).to.equal("right-declaration");
    // The end screen's chunk (with the records) loads when an end is first shown.
    await waitUntil(() => q(t, "[part=cards-end]").length === 1, "the last step shows no end screen");
  });

  it("the tutorial waits for the expected act, explains a mistake, and goes on", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" scenario="tutorial" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => q(t, "[part=caption]").length > 0, "no steps");
    expect(narrate(CARDS_TUTORIAL).length).to.equal(CARDS_TUTORIAL.steps.length);
    q(t, ".steps .act.primary")[0]!.click();
    await t.updateComplete;
    expect(t.step).to.equal(1);
    // Placing elsewhere than Rialto: explained, nothing happens.
    q(t, ".loc-arsenale")[0]!.click();
    await t.updateComplete;
    expect(t.shadowRoot!.querySelector("[role=alert]")!.textContent).to.contain("Rialto");
    expect(t.step).to.equal(1);
    q(t, ".loc-rialto")[0]!.click();
    await waitUntil(() => t.step === 2, "the tutorial did not go on");
    expect(t.view!.round.meetings[0]!.kind).to.equal("exchange");
    // The exchange: Bubble + 24.
    await t.updateComplete;
    const card = (face: string) => q(t, "[part=cards-picker] button.card").find((b) => b.textContent!.trim().startsWith(face))!;
    card("B").click(); await t.updateComplete;
    card("24").click(); await t.updateComplete;
    q(t, ".act.primary").find((b) => b.textContent!.trim() === cardsEn.giveSet)!.click();
    await waitUntil(() => t.step === 3, "the set did not count");
    expect(t.view!.sheet.some((e) => e.from === "blue" && e.cards.includes("F"))).to.equal(true);
    // Why? beside Blue's certain identity.
    const why = q(t, ".why").find((b) => b.getAttribute("aria-label")!.includes("Blue"))!;
    why.click();
    // Its search is a chunk of its own (asked for with the first act, so here by now or soon).
    await waitUntil(() => q(t, ".explain").length > 0, "no answer to Why?");
    expect(q(t, ".explain")[0]!.textContent).to.contain("Lord Fiddlebottom + code 13");
  });
});
