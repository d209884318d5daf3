/** The end of the game in a real Chromium: the result speaks to the player, stays reachable, and offers a new game. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import { numberedSpace, type Scenario } from "../../src/games/board/index.js";
import { headline } from "../../src/ui/controls/end-screen.js";
import { BOT_DELAY } from "../../src/ui/controls/game-menu.js";
import { en } from "../../src/ui/i18n/en.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { DEAL } from "./support/scenarios.js";

let n = 0;
const uid = () => `end-${Date.now()}-${n++}`;
type Updatable = HTMLElement & { updateComplete: Promise<unknown> };

/** Red (Fiddlebottom, B) and Green (Bubble, D) are partners: their mission is Bubble's true figure (green-fat) on space 1. */
function declaration(held: boolean): Scenario {
  return {
    players: 4, seed: `end-${held}`, first: "red", deal: DEAL,
    ...(held ? { positions: { "green-fat": numberedSpace(1) } } : {}),
    rolls: [["white", "white", "orange"]],
    actions: [
      { type: "roll", seat: "red" },
      { type: "endMovement", seat: "red" },
      { type: "declare", seat: "red", partner: "green" },
    ],
  };
}

async function endScreen(el: InkognitoGame): Promise<Updatable> {
  await el.updateComplete;
  const end = el.shadowRoot!.querySelector("inkognito-end-screen") as Updatable;
  await end.updateComplete;
  return end;
}

async function finish(held: boolean): Promise<InkognitoGame> {
  const el = await fixture<InkognitoGame>(html`<inkognito-game mode="hotseat" no-privacy-screen game-id=${uid()} .scenario=${JSON.stringify(declaration(held))}></inkognito-game>`);
  await waitUntil(() => el.view?.viewer === "green", "green is not asked to shake hands", { timeout: 5000 });
  expect(el.submit({ type: "handshake", seat: "green", accept: true }).ok).to.equal(true);
  await waitUntil(() => el.view!.result !== null);
  return el;
}

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("end screen", () => {
  afterEach(() => localStorage.clear());

  it("tells a winner \"You and Red win\"", async () => {
    const el = await finish(true);
    const end = await endScreen(el);
    expect(el.view!.viewer).to.equal("green");
    expect(end.shadowRoot!.querySelector("h2")!.textContent).to.equal("You and Red win");
  });

  it("tells a loser who won and that they lost; closed, the result stays one click away and Game over offers a new game", async () => {
    const el = await finish(false);
    let end = await endScreen(el);
    expect(end.shadowRoot!.querySelector("h2")!.textContent).to.equal("Yellow and Blue win — you lose");
    [...end.shadowRoot!.querySelectorAll("button")].find((b) => b.textContent!.trim() === "Close")!.click();
    end = await endScreen(el);
    expect(end.shadowRoot!.querySelector("[part=end]")).to.equal(null);
    const bar = el.shadowRoot!.querySelector("inkognito-turn-bar") as Updatable;
    await bar.updateComplete;
    const buttons = [...bar.shadowRoot!.querySelectorAll("button")];
    expect(bar.shadowRoot!.textContent).to.include("Game over");
    buttons.find((b) => b.textContent!.trim() === "Show result")!.click();
    end = await endScreen(el);
    expect(end.shadowRoot!.querySelector("[part=end] h2")!.textContent).to.equal("Yellow and Blue win — you lose");
    [...end.shadowRoot!.querySelectorAll("button")].find((b) => b.textContent!.trim() === "Close")!.click();
    await endScreen(el);
    await bar.updateComplete;
    [...bar.shadowRoot!.querySelectorAll("button")].find((b) => b.textContent!.trim() === "New game")!.click();
    await waitUntil(() => el.view!.result === null, "no new game", { timeout: 3000 });
  });

  it("reads well for spectators and single winners", () => {
    expect(headline(en, ["red", "green"], "spectator")).to.equal("Red and Green win");
    expect(headline(en, ["ambassador"], "red")).to.equal("Ambassador wins — you lose");
    expect(headline(en, ["ambassador"], "ambassador")).to.equal("You win");
    expect(headline(en, ["yellow", "blue"], "blue", (s) => (s === "yellow" ? "Ada" : en.seat[s]))).to.equal("You and Ada win");
  });
});

describe("bots' speed", () => {
  afterEach(() => localStorage.clear());

  it("is an attribute, normal by default, that sets how long a bot waits before each action; bot-delay overrides it", async () => {
    // Speed itself is measured by `npm run bench` (a round of three bots); here, which delay the table gets.
    // The table's pace now (a change of speed paces the game in play, without a new game).
    const delay = (el: InkognitoGame) => (el as unknown as { table: { botDelay: number } }).table.botDelay;
    const el = await fixture<InkognitoGame>(html`<inkognito-game seed="speed" game-id=${uid()}></inkognito-game>`);
    // The first start waits a microtask for the page's script to finish configuring the element.
    await el.ready;
    expect(el.botSpeed).to.equal("normal");
    expect(delay(el)).to.equal(BOT_DELAY.normal);
    el.setAttribute("bot-speed", "slow");
    await el.updateComplete;
    expect(delay(el)).to.equal(BOT_DELAY.slow);
    el.setAttribute("bot-speed", "fast");
    await el.updateComplete;
    expect(delay(el)).to.equal(BOT_DELAY.fast);
    expect(BOT_DELAY.slow).to.be.greaterThan(BOT_DELAY.normal);
    expect(BOT_DELAY.normal).to.be.greaterThan(BOT_DELAY.fast);
    el.setAttribute("bot-delay", "1234");
    await el.updateComplete;
    expect(delay(el)).to.equal(1234);
  });
});
