/** The answer reveal in a real Chromium: the asker sees the cards, the answerer what it showed, others the count; hot-seat privacy holds. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { Scenario } from "../../src/games/board/index.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { redMeetsYellow, yellowAsksRed } from "./support/scenarios.js";

let n = 0;
const uid = () => `reveal-${Date.now()}-${n++}`;
type Updatable = Element & { updateComplete: Promise<unknown> };

async function ready(el: InkognitoGame): Promise<InkognitoGame> {
  await waitUntil(() => el.view !== undefined, "the game did not start", { timeout: 5000 });
  await el.updateComplete;
  return el;
}

async function reveal(el: InkognitoGame): Promise<Updatable | null> {
  await el.updateComplete;
  const r = el.shadowRoot!.querySelector("inkognito-answer-reveal") as Updatable | null;
  if (r) await r.updateComplete;
  return r;
}

const YELLOW_ASKS_RED = yellowAsksRed("reveal-answerer");

function redAsksYellow(el: InkognitoGame) {
  expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
  expect(el.submit({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" }).ok).to.equal(true);
  expect(el.submit({ type: "endMovement", seat: "red" }).ok).to.equal(true);
  expect(el.submit({ type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" }).ok).to.equal(true);
}

const shownCards = (r: Element) => [...r.shadowRoot!.querySelectorAll(".cards [data-card]")].map((c) => c.getAttribute("data-card")).sort();

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("answer reveal", () => {
  afterEach(() => localStorage.clear());

  it("shows the asker the cards it was shown, large, until acknowledged; then they go and stay in the notebook", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game mode="hotseat" no-privacy-screen game-id=${uid()} .scenario=${JSON.stringify(redMeetsYellow("reveal-asker"))}></inkognito-game>`));
    redAsksYellow(el);
    expect(await reveal(el)).to.equal(null); // Yellow is choosing: nothing to reveal yet
    expect(el.submit({ type: "answer", seat: "yellow", cards: ["short", "tall", "X"] }).ok).to.equal(true);
    const r = (await reveal(el))!;
    expect(r).to.exist;
    expect(el.view!.viewer).to.equal("red");
    const box = r.shadowRoot!.querySelector("[part=reveal][role=dialog]")!;
    expect(box.textContent).to.include("Yellow shows you 3 cards");
    const received = el.view!.notebook!.received.yellow!.at(-1)!.cards.map((c) => c.card).sort();
    expect(shownCards(r)).to.deep.equal(received);
    expect(shownCards(r)).to.deep.equal(["X", "short", "tall"]);
    // It stays (no timer, in any mode) until the player acknowledges it.
    await new Promise((res) => setTimeout(res, 300));
    expect(await reveal(el)).to.exist;
    r.shadowRoot!.querySelector<HTMLButtonElement>(".dialog button.primary")!.click();
    await waitUntil(async () => (await reveal(el)) === null, "the reveal did not close", { timeout: 3000 });
    expect(el.view!.notebook!.received.yellow!.length).to.equal(1);
  });

  it("shows the answerer what it showed, and in solo too waits for the player to close it", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} bot-delay="60000" .scenario=${JSON.stringify(YELLOW_ASKS_RED)}></inkognito-game>`));
    expect(el.view!.answerPrompt).to.not.equal(null);
    expect(await reveal(el)).to.equal(null);
    expect(el.submit({ type: "answer", seat: "red", cards: ["tall", "short", "F"] }).ok).to.equal(true);
    const r = (await reveal(el))!;
    expect(r.shadowRoot!.querySelector("[part=reveal]")!.textContent).to.include("You showed Yellow 3 cards");
    expect(shownCards(r)).to.deep.equal(["F", "short", "tall"]);
    expect((r as unknown as { autoClose: number }).autoClose).to.equal(0);
  });

  it("tells everyone else only how many cards were shown", async () => {
    // Green plays solo; the bots Red and Yellow meet. Bots act every 1.5 s, so the answer's turn lasts long enough to look.
    const scenario: Scenario = { ...redMeetsYellow("reveal-other"), actions: [
      { type: "roll", seat: "red" },
      { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
      { type: "endMovement", seat: "red" },
      { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" },
    ] };
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game seat="green" game-id=${uid()} bot-delay="1500" .scenario=${JSON.stringify(scenario)}></inkognito-game>`));
    await waitUntil(() => el.view!.log.some((e) => e.type === "answered"), "yellow did not answer", { timeout: 5000 });
    expect(el.view!.turn.number).to.equal(1);
    const r = (await reveal(el))!;
    expect(r).to.exist;
    const banner = r.shadowRoot!.querySelector("[part=reveal]")!;
    expect(banner.getAttribute("role")).to.equal("status");
    expect(banner.textContent).to.include("Yellow showed Red 3 cards");
    expect(r.shadowRoot!.querySelectorAll(".back").length).to.equal(3);
    expect(r.shadowRoot!.querySelector("[data-card]")).to.equal(null);
  });

  it("hot-seat: the reveal waits behind the privacy screen until the asker is in front of it", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game mode="hotseat" game-id=${uid()} .scenario=${JSON.stringify(redMeetsYellow("reveal-hotseat"))}></inkognito-game>`));
    const root = el.shadowRoot!;
    root.querySelector<HTMLButtonElement>("[part=privacy] button")!.click();
    await el.updateComplete;
    redAsksYellow(el);
    await el.updateComplete;
    root.querySelector<HTMLButtonElement>("[part=privacy] button")!.click(); // Yellow sits down
    await el.updateComplete;
    expect(el.submit({ type: "answer", seat: "yellow", cards: ["short", "tall", "X"] }).ok).to.equal(true);
    await el.updateComplete;
    expect(root.querySelector("[part=privacy] button")!.textContent).to.include("Pass to Red");
    expect(await reveal(el)).to.equal(null);
    root.querySelector<HTMLButtonElement>("[part=privacy] button")!.click();
    const r = (await reveal(el))!;
    expect(r).to.exist;
    expect(shownCards(r)).to.deep.equal(["X", "short", "tall"]);
  });
});
