/** The tutorial played to its end with the keyboard alone (real key presses in Chromium). */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { sendKeys } from "@web/test-runner-commands";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

async function tabTo(what: string, match: (e: Element) => boolean): Promise<Element> {
  for (let i = 0; i < 160; i++) {
    await sendKeys({ press: "Tab" });
    const a = deepActive();
    if (a && match(a)) return a;
  }
  throw new Error(`Tab never reached ${what}`);
}

const text = (e: Element) => e.textContent?.replace(/\u00ad/g, "").replace(/\s+/g, " ").trim() ?? "";
const button = (label: string) => (e: Element) => e.tagName === "BUTTON" && text(e) === label && !(e as HTMLButtonElement).disabled;

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("the tutorial by keyboard", () => {
  afterEach(() => localStorage.clear());

  it("rolls, moves by land and water, meets, asks, answers, reads the notebook and passport, and declares: a win", async function () {
    this.timeout(90_000);
    const steps: number[] = [];
    const wrap = await fixture<HTMLDivElement>(html`<div><button id="before">before</button>
      <inkognito-game game-id=${`tut-${Date.now()}`} scenario="tutorial"
        @inkognito-step=${(e: CustomEvent<{ index: number }>) => steps.push(e.detail.index)}></inkognito-game></div>`);
    const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
    await waitUntil(() => el.view !== undefined && steps.length > 0);
    wrap.querySelector<HTMLButtonElement>("#before")!.focus();
    const at = async (i: number) => waitUntil(() => steps[steps.length - 1] === i, `the tutorial did not reach step ${i + 1} (at ${steps[steps.length - 1]! + 1})`);

    await tabTo("Next", button("Next"));
    await sendKeys({ press: "Enter" });
    await at(1);
    await tabTo("Roll the Phantom", button("Roll the Phantom"));
    await sendKeys({ press: "Enter" });
    await at(2);

    // By land: the orange ball, the fat figure (focus lands on it), the marked space (focus lands on it).
    await tabTo("the orange ball", (e) => e.classList.contains("ball") && e.classList.contains("b-orange"));
    await sendKeys({ press: "Enter" });
    await tabTo("the board", (e) => e.classList.contains("space"));
    await sendKeys({ press: "Enter" });
    await waitUntil(() => deepActive()?.classList.contains("target") ?? false, "no destination focused");
    await sendKeys({ press: "Enter" });
    await at(3);
    expect(el.view!.positions["red-fat"]).to.equal("s39");

    // By water: no ball picked; the fat figure, then the marked space: the light-blue ball crosses.
    await tabTo("the board", (e) => e.classList.contains("space"));
    await sendKeys({ press: "Enter" });
    await waitUntil(() => deepActive()?.classList.contains("target") ?? false, "no destination focused");
    await sendKeys({ press: "Enter" });
    await at(4);
    expect(el.view!.positions["red-fat"]).to.equal("s41");
    expect(el.view!.log.filter((e) => e.type === "moved").map((e) => (e.data as { colour: string }).colour)).to.deep.equal(["orange", "lightBlue"]);

    await tabTo("End movement", button("End movement"));
    await sendKeys({ press: "Enter" });
    await at(5);
    await tabTo("Ask identity", button("Ask identity"));
    await sendKeys({ press: "Enter" });
    await at(6);
    await tabTo("the board", (e) => e.classList.contains("space"));
    await sendKeys({ press: "Enter" });
    await at(7);
    await tabTo("End turn", button("End turn"));
    await sendKeys({ press: "Enter" });
    await at(8);

    // Green asks about build: 2 build cards and 1 identity card, one of them true.
    await waitUntil(() => el.view!.answerPrompt !== undefined, "no question to answer");
    for (const card of ["Fiddlebottom", "Tall", "Short"]) {
      await tabTo(card, (e) => e.classList.contains("pick") && text(e).includes(card) && !text(e).includes("Secret") && e.getAttribute("aria-pressed") === "false");
      await sendKeys({ press: "Enter" });
    }
    await tabTo("Show", button("Show"));
    await sendKeys({ press: "Enter" });
    await at(9);

    // The tab list is one Tab stop; the arrow keys open its tabs.
    await tabTo("the side panel's tabs", (e) => e.getAttribute("role") === "tab");
    for (let i = 0; i < 4 && text(deepActive()!) !== "Notebook"; i++) await sendKeys({ press: "ArrowRight" });
    await at(10);
    await sendKeys({ press: "ArrowLeft" });
    expect(text(deepActive()!)).to.equal("Passport");
    await at(11);
    await tabTo("Roll the Phantom", button("Roll the Phantom"));
    await sendKeys({ press: "Enter" });
    await at(12);
    await tabTo("the board", (e) => e.classList.contains("space"));
    await sendKeys({ press: "Enter" });
    await waitUntil(() => deepActive()?.classList.contains("target") ?? false, "no destination focused");
    await sendKeys({ press: "Enter" });
    await at(13);
    await tabTo("End movement", button("End movement"));
    await sendKeys({ press: "Enter" });
    await at(14);
    await tabTo("Mission accomplished!", button("Mission accomplished!"));
    await sendKeys({ press: "Enter" });
    await tabTo("Blue in the declaration", button("Blue"));
    await sendKeys({ press: "Enter" });
    await tabTo("Confirm the declaration", button("Confirm"));
    await sendKeys({ press: "Enter" });
    await at(15);
    expect([...el.view!.result!.winners].sort()).to.deep.equal(["blue", "red"]);
    expect(el.view!.log.some((e) => e.type === "answered" && (e.data as { answerer?: string }).answerer === "red")).to.equal(true);
  });
});
