/**
 * The card tutorial's hints in a real Chromium: an act on a step that only asks the player to read
 * and press Next says so (it did nothing, silently); a hint given for a wrong move is gone once the
 * right move is made (it stayed over the next step for its four seconds).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { cardsTable, q } from "./support/cards.js";
import { LANGS } from "./support/cards-layout.js";
import { cardsMessagesFor } from "../../src/ui/i18n/cards.js";

let n = 0;
const uid = () => `cards-th-${Date.now()}-${n++}`;
const toast = (t: Element) => t.shadowRoot!.querySelector(".toast[role=alert]")?.textContent!.trim() ?? null;

describe("the card tutorial's hints", () => {
  afterEach(() => localStorage.clear());

  for (const lang of LANGS) it(`${lang}: a location tapped on the first step, which asks to read and press Next, says so; nothing is placed`, async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" scenario="tutorial" lang=${lang} game-id=${uid()}></inkognito-game>`);
    await waitUntil(() => el.shadowRoot?.querySelector("inkognito-cards-table"), "no card table", { timeout: 5000 });
    const t = await cardsTable(el);
    await waitUntil(() => q(t, "[part=caption]").length > 0, "no steps");
    expect(t.step).to.equal(0);
    q(t, ".loc-rialto")[0]!.click();
    await t.updateComplete;
    expect(toast(t)).to.equal(cardsMessagesFor(lang).tutorialPressNext);
    expect(t.step).to.equal(0);
    expect(t.view!.round.placed).to.deep.equal({});
  });

  it("a wrong move's hint is gone once the right move is made", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" scenario="tutorial" step="1" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => t.step === 1 && q(t, ".loc-rialto").length > 0, "no step 2");
    q(t, ".loc-arsenale")[0]!.click();
    await t.updateComplete;
    expect(toast(t)).to.contain("Rialto");
    q(t, ".loc-rialto")[0]!.click();
    await waitUntil(() => t.step === 2, "the tutorial did not go on");
    await t.updateComplete;
    expect(toast(t), "the last step's hint stays over this one").to.equal(null);
    expect(cardsEn.tutorialPressNext).to.be.a("string");
  });
});
