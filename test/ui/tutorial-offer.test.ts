/** The first solo game offers the tutorial in one click; the offer can be dismissed, and that is remembered. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { TUTORIAL_OFFER_KEY } from "../../src/ui/tutorial-offer.js";

let n = 0;
const uid = () => `offer-${Date.now()}-${n++}`;

async function table(): Promise<InkognitoGame> {
  const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} bot-delay="60000"></inkognito-game>`);
  await waitUntil(() => el.view !== undefined, "the game did not start", { timeout: 5000 });
  await el.updateComplete;
  return el;
}
const offer = (el: InkognitoGame) => el.shadowRoot!.querySelector<HTMLElement>("[part=tutorial-offer]");
const button = (el: InkognitoGame, text: string) => [...offer(el)!.querySelectorAll("button")].find((b) => b.textContent!.trim() === text)!;

describe("the tutorial's offer", () => {
  afterEach(() => localStorage.clear());

  it("a first solo game shows it, visible; one click starts the tutorial", async () => {
    const el = await table();
    expect(offer(el), "the offer").to.not.equal(null);
    expect(offer(el)!.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(offer(el)!.textContent).to.include("New to Inkognito?");
    button(el, "Play the tutorial").click();
    await waitUntil(() => el.scenario === "tutorial", "the tutorial did not start", { timeout: 3000 });
    await el.updateComplete;
    expect(offer(el)).to.equal(null);
    expect(localStorage.getItem(TUTORIAL_OFFER_KEY)).to.equal("started");
  });

  it("dismissed, it goes and stays gone for the next game", async () => {
    const el = await table();
    button(el, "No thanks").click();
    await el.updateComplete;
    expect(offer(el)).to.equal(null);
    el.remove();
    const again = await table();
    expect(offer(again)).to.equal(null);
    expect(localStorage.getItem(TUTORIAL_OFFER_KEY)).to.equal("dismissed");
  });

  it("not at a hot-seat table", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game mode="hotseat" no-privacy-screen game-id=${uid()}></inkognito-game>`);
    await waitUntil(() => el.view !== undefined, "the game did not start", { timeout: 5000 });
    await el.updateComplete;
    expect(offer(el)).to.equal(null);
  });
});
