/** A whole turn played with the keyboard alone (real key presses in Chromium), and dialogs reached without a mouse. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { redMeetsYellow } from "./support/scenarios.js";

const SCENARIO = redMeetsYellow("keyboard");

/** The element that has focus, through every shadow root. */
function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

/** Presses Tab until the focused element matches (fails after 60 presses). */
async function tabTo(what: string, match: (e: Element) => boolean): Promise<Element> {
  for (let i = 0; i < 60; i++) {
    await sendKeys({ press: "Tab" });
    const a = deepActive();
    if (a && match(a)) return a;
  }
  throw new Error(`Tab never reached ${what}`);
}

const text = (e: Element) => e.textContent?.trim() ?? "";

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("keyboard play", () => {
  afterEach(() => localStorage.clear());

  it("plays a whole turn without a mouse: roll, ball, figure, destination, meeting question, end turn", async function () {
    this.timeout(30_000);
    const wrap = await fixture<HTMLDivElement>(html`<div><button id="before">before</button>
      <inkognito-game game-id=${`kb-${Date.now()}`} bot-delay="50" .scenario=${JSON.stringify(SCENARIO)}></inkognito-game></div>`);
    const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
    await waitUntil(() => el.view !== undefined);
    wrap.querySelector<HTMLButtonElement>("#before")!.focus();

    const roll = await tabTo("the Roll button", (e) => text(e) === "Roll the Phantom");
    await sendKeys({ press: "Enter" });
    await waitUntil(() => el.view!.turn.stage === "move", "Enter on Roll did not roll");
    expect(roll.isConnected).to.equal(false);
    await waitUntil(() => deepActive()?.tagName === "BUTTON", "focus did not stay in the turn bar");

    await tabTo("the first ball", (e) => e.classList.contains("ball"));
    await sendKeys({ press: "Enter" });
    await tabTo("the board", (e) => e.classList.contains("space"));
    // The roving focus sits on a space with a movable red figure; Enter selects the figure.
    await sendKeys({ press: "Enter" });
    await waitUntil(() => (deepActive() as Element | null)?.classList.contains("target") ?? false, "focus did not move to a destination");
    const before = JSON.stringify(el.view!.positions);
    await sendKeys({ press: "Enter" });
    await waitUntil(() => JSON.stringify(el.view!.positions) !== before, "Enter on a destination did not move");
    expect(el.view!.log.some((e) => e.type === "moved")).to.equal(true);

    await tabTo("End movement", (e) => text(e) === "End movement");
    await sendKeys({ press: "Enter" });
    await waitUntil(() => el.view!.turn.stage === "meet");

    // Red's tall figure (the first movable one) stepped onto s21, where Yellow's tall figure stands.
    expect(el.view!.positions["red-tall"]).to.equal("s21");
    expect(el.view!.meetings.length).to.be.greaterThan(0);
    await tabTo("Ask build", (e) => text(e) === "Ask build");
    await sendKeys({ press: "Enter" });
    await waitUntil(() => el.view!.log.some((e) => e.type === "asked"), "the question was not asked");
    await waitUntil(() => el.view!.legal.some((a) => a.type === "endTurn") || el.view!.legal.some((a) => a.type === "expel"), "", { timeout: 15_000 });
    await tabTo("End turn", (e) => text(e) === "End turn" || e.classList.contains("target"));
    await sendKeys({ press: "Enter" });
    if (el.view!.turn.seat === "red") {
      await tabTo("End turn", (e) => text(e) === "End turn");
      await sendKeys({ press: "Enter" });
    }
    await waitUntil(() => el.view!.turn.seat !== "red", "the turn did not pass");
  });

  it("switches side-panel tabs with the arrow keys and marks the notebook with Enter", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${`kb2-${Date.now()}`} bot-delay="60000" .scenario=${JSON.stringify(SCENARIO)}></inkognito-game>`);
    await waitUntil(() => el.view !== undefined);
    await tabTo("the Hand tab", (e) => e.getAttribute("role") === "tab");
    await sendKeys({ press: "ArrowRight" });
    await sendKeys({ press: "ArrowRight" });
    expect(text(deepActive()!)).to.equal("Notebook");
    await tabTo("a notebook cell", (e) => (e.getAttribute("aria-label") ?? "").startsWith("Yellow: Lord Fiddlebottom"));
    await sendKeys({ press: "Enter" });
    await waitUntil(() => el.view!.notebook!.marks["yellow:F"] === "✗");
  });
});
