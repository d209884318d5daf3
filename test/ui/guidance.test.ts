/** The line of guidance under the turn bar, the picker's mix, in a real Chromium. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { redMeetsYellow, yellowAsksRed } from "./support/scenarios.js";
import { applyAction, createGame, viewFor, type Ball, type FigureId, type SpaceId } from "../../src/games/board/index.js";
import { guidance } from "../../src/ui/controls/guidance.js";
import { NO_SELECTION } from "../../src/ui/controls/selection.js";
import { en } from "../../src/ui/i18n/en.js";

let n = 0;
const uid = () => `guide-${Date.now()}-${n++}`;
type Updatable = Element & { updateComplete: Promise<unknown> };

async function ready(el: InkognitoGame): Promise<InkognitoGame> {
  await waitUntil(() => el.view !== undefined, "the game did not start", { timeout: 5000 });
  await el.updateComplete;
  return el;
}

async function guide(el: InkognitoGame): Promise<{ text: string; height: number; boardTop: number }> {
  await el.updateComplete;
  const bar = el.shadowRoot!.querySelector("inkognito-turn-bar") as Updatable;
  await bar.updateComplete;
  const line = bar.shadowRoot!.querySelector<HTMLElement>("[part=guide]")!;
  const board = el.shadowRoot!.querySelector<HTMLElement>("[part=board]")!;
  return { text: line.textContent!.trim(), height: line.getBoundingClientRect().height, boardTop: board.getBoundingClientRect().top };
}

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("guidance", () => {
  afterEach(() => localStorage.clear());

  for (const width of [360, 1280]) {
    it(`says what to do at every step of a turn, on one line of fixed height (${width}px)`, async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:${width}px"><inkognito-game game-id=${uid()} bot-delay="60000" .scenario=${JSON.stringify(redMeetsYellow("guide"))}></inkognito-game></div>`);
      const el = await ready(wrap.querySelector("inkognito-game")!);
      const seen: { text: string; height: number; boardTop: number }[] = [];
      const step = async (expected: string) => {
        const g = await guide(el);
        expect(g.text).to.include(expected);
        seen.push(g);
      };
      await step("Roll the Phantom to start your turn.");
      el.submit({ type: "roll", seat: "red" });
      await step("Pick one of your figures, then a glowing space");
      const board = el.shadowRoot!.querySelector("inkognito-board")!;
      board.dispatchEvent(new CustomEvent("inkognito-figure-select", { detail: { figure: "red-tall" }, bubbles: true, composed: true }));
      await step("Pick a glowing space for Red's tall figure");
      board.dispatchEvent(new CustomEvent("inkognito-space-select", { detail: { space: "s21" }, bubbles: true, composed: true }));
      expect(el.view!.positions["red-tall"]).to.equal("s21");
      await step("Balls left: white, white. A glowing space for Red's tall figure");
      el.submit({ type: "endMovement", seat: "red" });
      await step("1 meeting left: ask a question or take the extra step.");
      el.shadowRoot!.querySelector(".table")!.dispatchEvent(new CustomEvent("inkognito-extra-step", { detail: { own: "red-tall", met: "yellow-tall" } }));
      await step("Extra step: pick a glowing space for Red's tall figure.");
      el.submit({ type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" });
      await step("Waiting for Yellow to answer your question…");
      // The line keeps its height and the board does not move, whatever the text.
      expect(new Set(seen.map((s) => Math.round(s.height))).size).to.equal(1);
      expect(new Set(seen.map((s) => Math.round(s.boardTop))).size).to.equal(1);
    });
  }

  it("names the figure to send away, and tells the answerer whom to answer and the mix of cards", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game mode="hotseat" no-privacy-screen game-id=${uid()} .scenario=${JSON.stringify(yellowAsksRed("guide-answer"))}></inkognito-game>`));
    expect(el.view!.viewer).to.equal("red");
    expect((await guide(el)).text).to.equal("Choose the cards to show Yellow.");
    const picker = el.shadowRoot!.querySelector("inkognito-answer-picker") as Updatable;
    await picker.updateComplete;
    expect(picker.shadowRoot!.querySelector("[part=picker] p")!.textContent).to.include("Show 2 build cards and 1 identity card — at least one true");
    el.submit({ type: "answer", seat: "red", cards: ["tall", "short", "F"] });
    expect(el.view!.viewer).to.equal("yellow");
    expect((await guide(el)).text).to.equal("Send Red's tall figure away: pick a glowing space.");
  });
});

describe("guidance: a movement that cannot end as it stands", () => {
  const rolledWith = (roll: Ball[], positions: Partial<Record<FigureId, SpaceId>>) =>
    applyAction(createGame({ seed: "blocked", positions, first: "red", rolls: [roll] }), { type: "roll", seat: "red" });

  it("says why End movement is missing and what to do, and never offers a step with no way to end", () => {
    const r = rolledWith(["purple", "black", "white"], { ambassador: "s6", "yellow-tall": "s5" });
    if (!r.ok) throw new Error(r.error.code);
    const s = applyAction(r.state, { type: "move", seat: "red", ball: 0, figure: "yellow-tall", to: "s6" });
    if (!s.ok) throw new Error(s.error.code);
    const view = viewFor(s.state, "red");
    expect(view.legal.some((a) => a.type === "endMovement")).to.equal(false);
    const text = guidance(view, NO_SELECTION, en);
    expect(text).to.include("Yellow's tall figure may pass this space but not stay");
    expect(text).to.include("move the Ambassador away with black");
    expect(text).not.to.include("end movement");
    // The same step with no black ball left to clear the space is not offered at all.
    const q = rolledWith(["purple", "white", "white"], { ambassador: "s6", "yellow-tall": "s5" });
    if (!q.ok) throw new Error(q.error.code);
    expect(viewFor(q.state, "red").legal.some((a) => a.type === "move" && a.figure === "yellow-tall" && a.to === "s6")).to.equal(false);
  });
});
