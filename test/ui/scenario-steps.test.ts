/**
 * Narrated scenarios in the element: the step attribute (reflected), the inkognito-step event,
 * Back / Next / Play, Play on from here and Replay, the board's marks; and the tutorial's referee.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { TUTORIAL, narrate, type Scenario } from "../../src/games/board/index.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { LitElement } from "lit";

async function json(name: string): Promise<string> {
  if (name === "tutorial") return "tutorial";
  return (await fetch(`/demo/scenarios/${name}.json`)).text();
}

function bar(el: InkognitoGame): LitElement {
  const b = el.shadowRoot!.querySelector("inkognito-scenario-steps") as LitElement | null;
  if (!b) throw new Error("no scenario controls");
  return b;
}
const button = (el: InkognitoGame, cls: string) => bar(el).shadowRoot!.querySelector<HTMLButtonElement>(`button.${cls}`);
const caption = (el: InkognitoGame) => bar(el).shadowRoot!.querySelector(".caption")!.textContent!.trim();

type StepDetail = { index: number; count: number; caption: string };

async function open(name: string, step: number | null, extra: Partial<InkognitoGame> = {}) {
  const text = await json(name);
  const events: StepDetail[] = [];
  const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${`steps-${name}-${Date.now()}`} bot-delay="40"
    step=${step === null ? undefined : step} mode=${extra.mode ?? "solo"}
    @inkognito-step=${(e: CustomEvent<StepDetail>) => events.push(e.detail)} .scenario=${text}></inkognito-game>`);
  await waitUntil(() => el.view !== undefined && events.length > 0, "the scenario did not open");
  await el.updateComplete;
  return { el, events, frames: narrate(text === "tutorial" ? TUTORIAL : (JSON.parse(text) as Scenario)) };
}

describe("narrated scenarios in the element", () => {
  afterEach(() => localStorage.clear());

  it("opens on the first step (the starting position), and Next / Back go step by step with captions, attribute and event", async () => {
    const { el, events, frames } = await open("movement-michael", null);
    expect(events[0]).to.deep.equal({ index: 0, count: frames.length, caption: frames[0]!.caption.en });
    expect(el.getAttribute("step")).to.equal("0");
    expect(el.view!.positions).to.deep.equal(frames[0]!.state.positions);
    expect(el.view!.turn.stage).to.equal("roll");
    expect(caption(el)).to.equal(frames[0]!.caption.en);
    expect(button(el, "back")!.disabled).to.equal(true);
    for (let i = 1; i < frames.length; i++) {
      button(el, "next")!.click();
      await waitUntil(() => events.length === i + 1, `no event for step ${i}`);
      await el.updateComplete;
      expect(events[i]).to.deep.equal({ index: i, count: frames.length, caption: frames[i]!.caption.en });
      expect(el.getAttribute("step")).to.equal(String(i));
      expect(el.view!.positions).to.deep.equal(frames[i]!.state.positions);
      await bar(el).updateComplete;
      expect(caption(el)).to.equal(frames[i]!.caption.en);
    }
    expect(button(el, "next")).to.equal(null);
    for (let i = frames.length - 2; i >= 0; i--) {
      button(el, "back")!.click();
      await waitUntil(() => el.getAttribute("step") === String(i), `Back did not reach step ${i}`);
      expect(el.view!.positions).to.deep.equal(frames[i]!.state.positions);
    }
  });

  it("marks what moved in the step on the board", async () => {
    const { el } = await open("movement-michael", 3);
    const board = el.shadowRoot!.querySelector("inkognito-board")!;
    await (board as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    // Step 4: purple pulls the yellow tall figure from its start space onto red's figure.
    expect(board.shadowRoot!.querySelector('[data-figure="yellow-tall"]')!.classList.contains("marked")).to.equal(true);
    expect(board.shadowRoot!.querySelector('[data-figure="red-short"]')!.classList.contains("marked")).to.equal(false);
    const marked = [...board.shadowRoot!.querySelectorAll(".space.marked")].map((s) => s.getAttribute("data-space")).sort();
    expect(marked).to.deep.equal(["s3", "s5"]);
  });

  it("a step attribute opens that step, and changing it moves there (a deep link)", async () => {
    const { el, events, frames } = await open("deduction-michael-leo", 4);
    expect(events[0]!.index).to.equal(4);
    expect(el.view!.positions).to.deep.equal(frames[4]!.state.positions);
    el.step = 7;
    await waitUntil(() => events.length === 2);
    expect(events[1]!.index).to.equal(7);
    expect(el.view!.log.length).to.equal(frames[7]!.state.log.length);
    el.setAttribute("step", "99");
    await waitUntil(() => events.length === 3);
    expect(events[2]!.index).to.equal(frames.length - 1);
  });

  it("Play goes on by itself, Pause stops", async () => {
    const { el, events } = await open("movement-leo", 0);
    button(el, "play")!.click();
    await waitUntil(() => events.length === 2);
    expect(events[1]!.index).to.equal(1);
    await bar(el).updateComplete;
    expect(button(el, "play")!.getAttribute("aria-pressed")).to.equal("true");
    button(el, "play")!.click();
    await bar(el).updateComplete;
    expect(button(el, "play")!.getAttribute("aria-pressed")).to.equal("false");
  });

  it("the repeated-cards demo stops at Leo's answer; the reviewer tries the refused pair, then plays on and replays", async () => {
    const { el, events, frames } = await open("repeated-cards", 5);
    const last = frames.length - 1;
    expect(events[0]!.index).to.equal(last);
    expect(el.view!.viewer).to.equal("green");
    expect(el.view!.answerPrompt).to.not.equal(undefined);
    const refused = el.submit({ type: "answer", seat: "green", cards: ["short", "tall"] });
    expect(refused.ok).to.equal(false);
    if (!refused.ok) expect(refused.error.code).to.equal("REPEATED_PAIR");
    expect(el.submit({ type: "answer", seat: "green", cards: ["short", "fat"] }).ok).to.equal(true);
    // Play on from here: the narration gives way to the game, which goes on from this position.
    button(el, "play-on")!.click();
    await waitUntil(() => el.getAttribute("step") === null, "step stayed after playing on");
    await el.updateComplete;
    await bar(el).updateComplete;
    expect(caption(el)).to.contain("Playing on");
    expect(el.view!.log.some((e) => e.type === "answered" && e.turn === el.view!.turn.number)).to.equal(true);
    button(el, "replay")!.click();
    await waitUntil(() => events.length === 2, "Replay did not show a step");
    expect(events[1]!.index).to.equal(0);
    expect(el.view!.positions).to.deep.equal(frames[0]!.state.positions);
  });

  it("a finished demo (a declaration) offers Replay but no Play on; New game starts it again from its first step", async () => {
    const { el, events, frames } = await open("mission-bubble-balloon", 99);
    expect(events[0]!.index).to.equal(frames.length - 1);
    expect(el.view!.result).to.not.equal(null);
    await bar(el).updateComplete;
    expect(button(el, "play-on")).to.equal(null);
    expect(button(el, "replay")).to.not.equal(null);
    el.newGame();
    await waitUntil(() => events.length === 2);
    expect(events[1]!.index).to.equal(0);
    expect(el.view!.result).to.equal(null);
  });

  it("a played-on game survives a reload; a step in the address opens the narration instead", async () => {
    const id = `reload-${Date.now()}`;
    const text = await json("movement-leo");
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${id} bot-delay="60000" step="5" .scenario=${text}></inkognito-game>`);
    await waitUntil(() => el.view?.turn.stage === "meet");
    button(el, "play-on")!.click();
    await waitUntil(() => el.getAttribute("step") === null);
    el.remove();
    const again = await fixture<InkognitoGame>(html`<inkognito-game game-id=${id} bot-delay="60000" .scenario=${text}></inkognito-game>`);
    await waitUntil(() => again.view !== undefined);
    await again.updateComplete;
    expect(again.view!.turn.stage).to.equal("meet");
    expect(caption(again)).to.contain("Playing on");
  });
});

describe("the tutorial's referee", () => {
  afterEach(() => localStorage.clear());

  it("explains a wrong intent from the step's data instead of sending it, and goes on when the step is done", async () => {
    const { el, events } = await open("tutorial", 1);
    expect(events[0]!.index).to.equal(1);
    expect(button(el, "next")!.disabled, "Next waits for the player").to.equal(true);
    const wrong = el.submit({ type: "endMovement", seat: "red" });
    expect(wrong.ok).to.equal(false);
    await el.updateComplete;
    await bar(el).updateComplete;
    const note = bar(el).shadowRoot!.querySelector(".note.mistake")!.textContent!;
    expect(note).to.contain("roll the Phantom first");
    expect(el.view!.turn.stage).to.equal("roll");
    expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
    await waitUntil(() => events.length === 2, "the tutorial did not go on");
    expect(events[1]!.index).to.equal(2);
    expect(el.view!.turn.stage).to.equal("move");
    // A move the step does not ask for (the tall figure) is explained, not made.
    expect(el.submit({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s3" }).ok).to.equal(false);
    expect(el.view!.positions["red-tall"]).to.equal("s2");
  });
});
