/** The card table's dialogs and pickers in a real Chromium: the exchange picker's refusals, the question, the declaration, hot-seat, keyboard only. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { cardsEn } from "../../src/ui/i18n/cards.js";
import { cardsTable, humanAct, q, rialtoExchange } from "./support/cards.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";

let n = 0;
const uid = () => `cards-d-${Date.now()}-${n++}`;
const card = (t: InkognitoCardsTable, face: string) => q(t, "[part=cards-picker] button.card").find((b) => b.textContent!.trim().startsWith(face))!;

/** Red and Blue exchange at Rialto (Red shows Bubble + 24), then meet again at Arsenale. */
const TWICE = rialtoExchange("twice", [
  { type: "give", seat: "red", cards: ["B", 24] }, { type: "give", seat: "blue", cards: ["F", 13] },
  { type: "place", seat: "blue", location: "arsenale" }, { type: "place", seat: "green", location: "accademia" },
  { type: "place", seat: "yellow", location: "rialto" }, { type: "place", seat: "red", location: "arsenale" },
]);

describe("the card table's pickers and dialogs", () => {
  afterEach(() => localStorage.clear());

  it("on a phone the exchange picker comes right under the map, before the seats and the clue sheet; beside the map on a wide table", async () => {
    const top = (t: InkognitoCardsTable, sel: string) => q(t, sel)[0]!.getBoundingClientRect();
    for (const width of [360, 1100]) {
      const wrap = await fixture<HTMLDivElement>(html`<div style=${`width: ${width}px`}>
        <inkognito-game game="cards" bot-delay="600000" game-id=${uid()} .scenario=${TWICE}></inkognito-game></div>`);
      const t = await cardsTable(wrap.querySelector<InkognitoGame>("inkognito-game")!);
      await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
      const map = top(t, "[part=cards-map]"), picker = top(t, "[part=cards-picker]"), seats = top(t, "[part=cards-seats]"), sheet = top(t, "[part=cards-sheet]");
      if (width === 360) {
        expect(picker.top, "the picker under the map").to.be.greaterThan(map.bottom);
        expect(picker.bottom, "the picker before the seats").to.be.lessThan(seats.top);
        expect(seats.bottom, "the seats before the clue sheet").to.be.lessThan(sheet.top);
      } else {
        expect(picker.left, "the picker beside the map").to.be.greaterThan(map.right);
        expect(seats.top, "the seats under the map").to.be.greaterThan(map.bottom);
      }
    }
  });

  it("the exchange picker enables only cards that complete a legal set and says why a set is refused", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" bot-delay="600000" game-id=${uid()} .scenario=${TWICE}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
    expect(t.view!.viewer).to.equal("red");
    card(t, "B").click();
    await t.updateComplete;
    // Bubble + 24 was shown to Blue before; Bubble + 13 has two true cards.
    const c24 = card(t, "24"), c13 = card(t, "13"), cZ = card(t, "Z");
    expect(c24.getAttribute("aria-disabled")).to.equal("true");
    expect(c24.title).to.equal(cardsEn.reasonShownBefore("Blue"));
    expect(c13.getAttribute("aria-disabled")).to.equal("true");
    expect(c13.title).to.equal(cardsEn.reasonOneTrue);
    expect(cZ.getAttribute("aria-disabled")).to.equal("false");
    c24.click();
    await t.updateComplete;
    expect(q(t, ".reason")[0]!.textContent).to.equal(cardsEn.refusedSet(cardsEn.reasonShownBefore("Blue")));
    expect(card(t, "24").getAttribute("aria-pressed")).to.equal("false");
    c13.click();
    await t.updateComplete;
    expect(q(t, ".reason")[0]!.textContent).to.equal(cardsEn.refusedSet(cardsEn.reasonOneTrue));
    // A legal set goes.
    cZ.click();
    await t.updateComplete;
    q(t, ".act.primary").find((b) => b.textContent!.trim() === cardsEn.giveSet)!.click();
    await waitUntil(() => t.view!.you!.choice !== null, "the set was not sealed");
    expect(t.view!.you!.choice).to.deep.equal({ type: "give", cards: ["B", "Z"] });
  });

  it("the declaration dialog sends only a well-formed declaration (partner, four different codes)", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" bot-delay="600000" game-id=${uid()} .scenario=${TWICE}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
    q(t, ".act").find((b) => b.textContent!.trim() === cardsEn.declare)!.click();
    // The form's code is a chunk of its own, loaded when first wanted.
    await waitUntil(() => q(t, "[part=cards-dialog]").length > 0, "no declaration form");
    const dialog = q(t, "[part=cards-dialog]")[0]!;
    expect(dialog.getAttribute("role")).to.equal("dialog");
    const selects = q<HTMLSelectElement>(t, ".declare-code");
    expect(selects.length).to.equal(4);
    // Two equal codes: refused, nothing sent.
    for (const [i, v] of ["36", "36", "24", "47"].entries()) { selects[i]!.value = v; selects[i]!.dispatchEvent(new Event("change")); await t.updateComplete; }
    expect(q<HTMLButtonElement>(t, "#declare-send")[0]!.disabled).to.equal(true);
    expect(dialog.textContent).to.contain(cardsEn.declareInvalid);
    selects[1]!.value = "13"; selects[1]!.dispatchEvent(new Event("change")); await t.updateComplete;
    expect(q<HTMLButtonElement>(t, "#declare-send")[0]!.disabled).to.equal(false);
    q<HTMLButtonElement>(t, "#declare-send")[0]!.click();
    await waitUntil(() => t.view!.you!.choice?.type === "declare", "not declared");
    expect(t.view!.you!.choice).to.deep.include({ type: "declare", partner: "blue", combination: [36, 13, 24, 47] });
  });

  it("hot-seat: a privacy screen between seats; the next seat never sees the sealed set of the one before", async function () {
    this.timeout(60_000);
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" mode="hotseat" players="2" seed="hs" bot-delay="0" game-id=${uid()}></inkognito-game>`);
    const t = await cardsTable(el);
    expect(q(t, ".privacy button").length).to.equal(1);
    expect(q(t, "[part=cards-map]").length, "nothing private behind the screen").to.equal(0);
    const first = t.view!.viewer;
    let screens = 0;
    for (let i = 0; i < 400 && !t.view!.result && t.view!.round.number < 4; i++) {
      if (q(t, ".privacy button").length) {
        screens++;
        expect(t.shadowRoot!.textContent).to.not.contain(cardsEn.blackCards);
        // The seat behind the screen sees no choice of another seat.
        expect(t.view!.you!.choice === null || t.view!.round.committed.includes(t.view!.viewer as never)).to.equal(true);
      }
      if (!(await humanAct(t))) await new Promise((r) => setTimeout(r, 2));
    }
    expect(screens).to.be.greaterThan(2);
    expect(["red", "blue"]).to.include(first);
  });

  it("keyboard only: Space and Enter pick cards in the picker, Shift+Tab moves between them, Enter gives the set", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game="cards" bot-delay="600000" game-id=${uid()} .scenario=${TWICE}></inkognito-game>`);
    const t = await cardsTable(el);
    await waitUntil(() => q(t, "[part=cards-picker]").length > 0, "no picker");
    card(t, "Z").focus();
    await sendKeys({ press: "Space" });
    await t.updateComplete;
    expect(card(t, "Z").getAttribute("aria-pressed")).to.equal("true");
    // X would make two false cards (refused, with its reason); Bubble, before Zsa Zsa, is true.
    await sendKeys({ down: "Shift" });
    await sendKeys({ press: "Tab" });
    await sendKeys({ up: "Shift" });
    await sendKeys({ press: "Enter" });
    await t.updateComplete;
    expect(q(t, "[part=cards-picker] [aria-pressed=true]").length).to.equal(2);
    const give = q(t, ".act.primary").find((b) => b.textContent!.trim() === cardsEn.giveSet)!;
    give.focus();
    await sendKeys({ press: "Enter" });
    await waitUntil(() => t.view!.you!.choice !== null, "not sealed by keyboard");
  });
});
