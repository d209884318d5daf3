/** `<inkognito-game>` in a real Chromium: modes, events, persistence, dialogs and layout. */
import { expect, fixture, html, oneEvent, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { Rng, applyAction, botFor, createGame, seedRng, viewFor, waitingFor, type BotLevel } from "../../src/games/board/index.js";
import { redMeetsYellow } from "./support/scenarios.js";

/** Red plays first with a known deal; red-tall stands next to a yellow figure (s22 → s21 by land). */
const SCENARIO = redMeetsYellow("ui-scenario");

let n = 0;
const uid = () => `test-${Date.now()}-${n++}`;

async function ready(el: InkognitoGame): Promise<InkognitoGame> {
  await waitUntil(() => el.view !== undefined, "the game did not start", { timeout: 5000 });
  await el.updateComplete;
  return el;
}

function shadow(el: Element): ShadowRoot {
  return el.shadowRoot!;
}

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("<inkognito-game>", () => {
  afterEach(() => localStorage.clear());

  it("with no attributes starts a solo 4-player game for red against bots", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()}></inkognito-game>`));
    expect(el.mode).to.equal("solo");
    expect(el.players).to.equal(4);
    expect(el.view!.viewer).to.equal("red");
    expect(el.view!.you!.seat).to.equal("red");
    const root = shadow(el);
    expect(root.querySelector("inkognito-turn-bar")).to.exist;
    expect(root.querySelector("inkognito-board")).to.exist;
    expect(root.querySelector("inkognito-side-panel")).to.exist;
    expect(customElements.get("inkognito-game")).to.exist;
  });

  it("fires inkognito-game-start and inkognito-turn, bubbling and composed", async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    const started = new Promise<CustomEvent>((r) => wrapper.addEventListener("inkognito-game-start", (e) => r(e as CustomEvent), { once: true }));
    const turned = new Promise<CustomEvent>((r) => wrapper.addEventListener("inkognito-turn", (e) => r(e as CustomEvent), { once: true }));
    const el = document.createElement("inkognito-game") as InkognitoGame;
    el.setAttribute("game-id", uid());
    el.scenario = JSON.stringify(SCENARIO);
    wrapper.append(el);
    const s = await started;
    expect(s.detail).to.deep.include({ players: 4, resumed: false });
    expect(s.detail.humans).to.deep.equal(["red"]);
    expect((await turned).detail).to.deep.equal({ seat: "red", number: 1 });
  });

  it("plays a whole game to the end when bots play every seat (seat=spectator, no delay)", async function () {
    this.timeout(60_000);
    const el = document.createElement("inkognito-game") as InkognitoGame;
    el.setAttribute("seat", "spectator");
    el.setAttribute("bot-delay", "0");
    el.setAttribute("seed", "bots-to-the-end");
    el.setAttribute("game-id", uid());
    const over = new Promise<CustomEvent>((r) => el.addEventListener("inkognito-game-over", (e) => r(e as CustomEvent), { once: true }));
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    const e = await over;
    expect(e.detail.result.winners.length).to.be.greaterThan(0);
    await el.updateComplete;
    const end = shadow(el).querySelector("inkognito-end-screen")!;
    await (end as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(end.shadowRoot!.textContent).to.include(e.detail.result.winners.length ? "win" : "");
    expect(el.view!.reveal).to.not.equal(null);
  });

  it("the bots attribute chooses the bots' level: each game is the one that level's bots play", async function () {
    this.timeout(60_000);
    const seed = "bots-level";
    const results: string[] = [];
    for (const level of ["easy", "strong"] as BotLevel[]) {
      const el = document.createElement("inkognito-game") as InkognitoGame;
      for (const [k, v] of [["seat", "spectator"], ["bot-delay", "0"], ["seed", seed], ["game-id", uid()], ["bots", level]]) el.setAttribute(k!, v!);
      const over = new Promise<CustomEvent>((r) => el.addEventListener("inkognito-game-over", (e) => r(e as CustomEvent), { once: true }));
      (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
      await over;
      // The same game played here by that level's bot, with the table's Rng.
      let s = createGame({ players: 4, seed });
      const rng = new Rng(seedRng(`${seed}:bots:${s.log.length}`));
      while (!s.result) s = (applyAction(s, botFor(level)(viewFor(s, waitingFor(s)!), rng)!) as { ok: true; state: typeof s }).state;
      expect(el.view!.log.length, level).to.equal(s.log.length);
      expect(el.view!.result, level).to.deep.equal(s.result);
      results.push(`${s.log.length}`);
    }
    expect(results[0], "easy and strong bots play differently").to.not.equal(results[1]);
  });

  it("refuses an intent for a seat it does not control, with a typed error and a visible reason", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} .scenario=${JSON.stringify(SCENARIO)}></inkognito-game>`));
    const err = oneEvent(el, "inkognito-error");
    const r = el.submit({ type: "roll", seat: "blue" });
    expect(r.ok).to.equal(false);
    expect((await err).detail.code).to.equal("NOT_YOUR_SEAT");
    await el.updateComplete;
    expect(shadow(el).querySelector("[role=alert]")!.textContent).to.include("You do not control that seat");
    // An illegal move by the right seat is refused by the referee and changes nothing.
    const before = JSON.stringify(el.view);
    expect(el.submit({ type: "endTurn", seat: "red" })).to.deep.include({ ok: false });
    expect(JSON.stringify(el.view)).to.equal(before);
  });

  it("survives a reload: the same game resumes from local storage, and New game starts afresh", async () => {
    const id = uid();
    const scenario = JSON.stringify(SCENARIO);
    const first = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${id} bot-delay="60000" .scenario=${scenario}></inkognito-game>`));
    expect(first.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
    expect(first.submit({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" }).ok).to.equal(true);
    const log = first.view!.log.length;
    first.remove();
    const again = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${id} bot-delay="60000" .scenario=${scenario}></inkognito-game>`));
    expect(again.view!.log.length).to.equal(log);
    expect(again.view!.positions["red-tall"]).to.equal("s21");
    expect(again.view!.turn.stage).to.equal("move");
    again.newGame();
    await waitUntil(() => again.view!.log.length < log);
    expect(again.view!.positions["red-tall"]).to.equal("s22");
  });

  it("hot-seat: a privacy screen stands between seats and nothing private is rendered behind it", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game mode="hotseat" game-id=${uid()} .scenario=${JSON.stringify(SCENARIO)}></inkognito-game>`));
    const root = shadow(el);
    const screen = root.querySelector<HTMLButtonElement>("[part=privacy] button")!;
    expect(screen.textContent).to.include("Pass to Red");
    expect(root.querySelector("inkognito-side-panel")).to.equal(null);
    expect(root.innerHTML).to.not.include("grey-identity");
    screen.click();
    await el.updateComplete;
    expect(root.querySelector("[part=privacy]")).to.equal(null);
    expect(root.querySelector("inkognito-side-panel")).to.exist;
    // Red plays its turn; when Red asks Yellow, the device passes to Yellow to answer.
    el.submit({ type: "roll", seat: "red" });
    el.submit({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" });
    el.submit({ type: "endMovement", seat: "red" });
    el.submit({ type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "build" });
    await el.updateComplete;
    expect(el.view!.viewer).to.equal("yellow");
    expect(root.querySelector("[part=privacy] button")!.textContent).to.include("Pass to Yellow");
    expect(root.querySelector("inkognito-answer-picker")).to.equal(null);
  });

  it("opens the declaration dialog from the turn bar and sends the named partner", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} bot-delay="60000" .scenario=${JSON.stringify(SCENARIO)}></inkognito-game>`));
    el.submit({ type: "roll", seat: "red" });
    el.submit({ type: "endMovement", seat: "red" });
    await el.updateComplete;
    const bar = shadow(el).querySelector("inkognito-turn-bar")!;
    await (bar as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const declare = [...bar.shadowRoot!.querySelectorAll("button")].find((b) => b.textContent!.includes("Mission accomplished"))!;
    declare.click();
    await el.updateComplete;
    const prompts = shadow(el).querySelector("inkognito-prompts")!;
    await (prompts as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const dialog = prompts.shadowRoot!.querySelector("[role=dialog]")!;
    expect(dialog.textContent).to.include("Name your partner");
    // Red (Fiddlebottom, mission card B) sees its mission card and the rows it may stand for.
    expect(dialog.textContent).to.include("Your mission card is B");
    // Each row says whether it stands on the board now, as far as Red can tell (nobody is on the Ambassador's space).
    const rowC = [...dialog.querySelectorAll(".rows li")].find((li) => li.textContent!.startsWith("B–C"))!;
    expect(rowC.querySelector(".now")!.textContent).to.equal("not on the board now");
    expect([...dialog.querySelectorAll(".rows li")].map((li) => li.textContent!.slice(0, 2))).to.deep.equal(["B–", "B–", "B–"]);
    const green = [...dialog.querySelectorAll("button")].find((b) => b.textContent!.trim() === "Green")!;
    green.click();
    await (prompts as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    // Naming a partner ends the game: the dialog asks once more, and Back changes nothing.
    expect(el.view!.turn.pending).to.equal(null);
    const confirm = prompts.shadowRoot!.querySelector("[role=dialog]")!;
    expect(confirm.textContent).to.include("Name Green as your partner? The game ends now");
    expect(confirm.querySelectorAll(".rows li .now").length).to.equal(3);
    [...confirm.querySelectorAll("button")].find((b) => b.textContent!.trim() === "Back")!.click();
    await (prompts as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(prompts.shadowRoot!.querySelector("[role=dialog]")!.textContent).to.include("Name your partner");
    [...prompts.shadowRoot!.querySelectorAll<HTMLButtonElement>("[role=dialog] button")].find((b) => b.textContent!.trim() === "Green")!.click();
    await (prompts as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    [...prompts.shadowRoot!.querySelectorAll<HTMLButtonElement>("[role=dialog] button")].find((b) => b.textContent!.trim() === "Confirm")!.click();
    expect(el.view!.turn.pending).to.deep.include({ kind: "handshake", declarer: "red", partner: "green" });
  });

  for (const width of [360, 740, 1280]) {
    it(`fits a ${width}px container without horizontal scrolling`, async () => {
      const wrap = await fixture<HTMLDivElement>(html`<div style="width:${width}px"><inkognito-game game-id=${uid()} bot-delay="60000" .scenario=${JSON.stringify(SCENARIO)}></inkognito-game></div>`);
      const el = await ready(wrap.querySelector("inkognito-game")!);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      expect(el.scrollWidth).to.be.at.most(width);
      const table = shadow(el).querySelector<HTMLElement>("[part=table]")!;
      expect(table.scrollWidth).to.be.at.most(table.clientWidth + 1);
      const board = shadow(el).querySelector<HTMLElement>("[part=board]")!.getBoundingClientRect();
      const side = shadow(el).querySelector<HTMLElement>("[part=side]")!.getBoundingClientRect();
      if (width < 896) expect(side.top).to.be.at.least(board.bottom - 1); // bottom sheet under the board
      else expect(side.left).to.be.at.least(board.right - 1); // side panel beside the board
    });
  }
});
