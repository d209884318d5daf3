/**
 * A page whose `localStorage` refuses every write (a full store with nothing to prune, Safari's
 * private mode before 11, a site's storage partitioned away): the game goes on unsaved, and what the
 * player clicks still does what it says.
 */
import { expect, fixture, html } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

describe("<inkognito-game> with a store that refuses every write", () => {
  const setItem = Storage.prototype.setItem;
  beforeEach(() => {
    localStorage.clear();
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  afterEach(() => {
    Storage.prototype.setItem = setItem;
    localStorage.clear();
  });

  it("the tutorial's offer: No thanks makes it go (it stayed, as nothing could remember the answer)", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="refused-offer" bot-delay="600000"></inkognito-game>`);
    await el.ready;
    const offer = () => el.shadowRoot!.querySelector<HTMLElement>("[part=tutorial-offer]");
    expect(offer() !== null, "the offer is shown").to.equal(true);
    [...offer()!.querySelectorAll("button")].find((b) => b.textContent!.trim() === "No thanks")!.click();
    await el.updateComplete;
    expect(offer() === null, "the offer is gone after No thanks").to.equal(true);
    expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
    await el.updateComplete;
    expect(offer() === null, "the offer stays gone at the next render").to.equal(true);
  });
});
