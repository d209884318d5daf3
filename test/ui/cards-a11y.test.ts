/**
 * axe-core inside the real Chromium across the card table's states: the start (map, seats, hand,
 * clue sheet), the exchange picker with a refused card, the declaration dialog, the hot-seat
 * privacy screen, a narrated step, the end screen. WCAG 2.x A and AA plus best practices, except
 * `region` (as test/ui/a11y.test.ts).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { noViolations as axeClean } from "./support/axe.js";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { cardsTable, q, rialtoExchange } from "./support/cards.js";

const noViolations = (root: Element, state: string): Promise<void> => axeClean(root, `the card table's ${state} state`);

const EXCHANGE = rialtoExchange("a11y");

let n = 0;
const uid = () => `cards-a11y-${Date.now()}-${n++}`;

describe("card table accessibility (axe-core)", () => {
  afterEach(() => localStorage.clear());

  for (const theme of ["dark", "light"]) it(`start, picker with a refused card, declaration dialog (${theme} theme)`, async () => {
    const start = await fixture<InkognitoGame>(html`<inkognito-game game="cards" theme=${theme} bot-delay="600000" game-id=${uid()}></inkognito-game>`);
    await cardsTable(start);
    await noViolations(start, "start");
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" theme=${theme} bot-delay="600000" game-id=${uid()} .scenario=${EXCHANGE}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
    q(t, "[part=cards-picker] button.card")[1]!.click();
    await t.updateComplete;
    expect(q(t, "[part=cards-picker] [aria-disabled=true]").length).to.be.greaterThan(0);
    await noViolations(el, "exchange picker");
    q(t, ".act").find((b) => b.textContent!.trim() === cardsEn.declare)!.click();
    // The form's code is a chunk of its own, loaded when first wanted.
    await waitUntil(() => q(t, "[part=cards-dialog]").length > 0, "no declaration form");
    await noViolations(el, "declaration dialog");
  });

  it("hot-seat privacy screen, a narrated step, the end screen", async () => {
    const hs = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" bot-delay="600000" game-id=${uid()}></inkognito-game>`);
    const h = await cardsTable(hs);
    expect(q(h, ".privacy").length).to.equal(1);
    await noViolations(hs, "privacy screen");
    const sc = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" no-privacy-screen step="18" game-id=${uid()}
      scenario="/demo/scenarios/cards-worked-example.json"></inkognito-game>`);
    const t = await cardsTable(sc);
    await waitUntil(() => t.view!.result !== null && q(t, "[part=cards-end]").length > 0, "no end screen");
    await noViolations(sc, "end screen (narrated)");
  });
});
