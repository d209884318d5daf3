/** The game menu in a real Chromium: New game and Restart ask first and do what they say; a reload keeps the chosen game; rules; result. */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import { createGame } from "../../src/games/board/index.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { redMeetsYellow } from "./support/scenarios.js";

let n = 0;
const uid = () => `menu-${Date.now()}-${n++}`;
type Updatable = HTMLElement & { updateComplete: Promise<unknown> };

async function ready(el: InkognitoGame): Promise<InkognitoGame> {
  await waitUntil(() => el.view !== undefined, "the game did not start", { timeout: 5000 });
  await el.updateComplete;
  return el;
}

async function menu(el: InkognitoGame): Promise<Updatable> {
  await el.updateComplete;
  const m = el.shadowRoot!.querySelector("inkognito-game-menu") as Updatable;
  await m.updateComplete;
  return m;
}

/** Clicks the button (in the menu's open dialog, or its opener) whose text starts with `label`. */
async function click(el: InkognitoGame, label: string): Promise<void> {
  const m = await menu(el);
  const b = [...m.shadowRoot!.querySelectorAll<HTMLButtonElement>("button")].find((x) => x.textContent!.trim().startsWith(label));
  if (!b) throw new Error(`no button "${label}" in: ${m.shadowRoot!.textContent}`);
  b.click();
  await menu(el);
}

async function pick(el: InkognitoGame, name: string, value: string): Promise<void> {
  const m = await menu(el);
  const radios = [...m.shadowRoot!.querySelectorAll<HTMLInputElement>(`input[name=${name}]`)];
  const r = radios.find((x) => x.parentElement!.textContent!.trim().toLowerCase().endsWith(value.toLowerCase()));
  if (!r) throw new Error(`no ${name} option ${value}`);
  r.click();
  await menu(el);
}

const dialogText = async (el: InkognitoGame) => (await menu(el)).shadowRoot!.querySelector("[part=menu]")?.textContent ?? "";

/** A seed whose 4-player game Red opens, so Red can play while the bots wait. */
const RED_FIRST = (() => {
  for (let i = 0; ; i++) if (createGame({ players: 4, seed: `menu-${i}` }).turn.seat === "red") return `menu-${i}`;
})();

// The parts shown only now and then load on demand; these tests look into them at once.
before(() => loadAllParts());

describe("game menu", () => {
  afterEach(() => localStorage.clear());

  it("New game asks before discarding a game in progress, then starts the chosen one", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} seed=${RED_FIRST} bot-delay="60000"></inkognito-game>`));
    expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
    await click(el, "Menu");
    await click(el, "New game");
    await pick(el, "players", "3");
    await pick(el, "seat", "green");
    await pick(el, "speed", "fast");
    await click(el, "Start");
    expect(await dialogText(el)).to.include("The game in progress will be lost");
    const before = el.view!.log.length;
    await click(el, "Keep playing");
    expect(el.view!.log.length).to.equal(before);
    expect(el.view!.players).to.equal(4);
    await click(el, "New game");
    await click(el, "Start");
    await click(el, "Start");
    await waitUntil(() => el.view?.players === 3, "no 3-player game", { timeout: 3000 });
    expect(el.view!.viewer).to.equal("green");
    expect(el.botSpeed).to.equal("fast");
    expect(el.getAttribute("bot-speed")).to.equal("fast");
    expect(el.view!.log.some((e) => e.type === "rolled" && (e.data as { seat: string }).seat === "red")).to.equal(false);
  });

  it("New game chooses the bots' level, each said in one line, and starts with it", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} seed=${RED_FIRST} bot-delay="60000"></inkognito-game>`));
    expect(el.bots).to.equal("easy");
    await click(el, "Menu");
    await click(el, "New game");
    const m = await menu(el);
    const fieldset = [...m.shadowRoot!.querySelectorAll("fieldset")].find((f) => f.querySelector("legend")!.textContent === "Bots' level")!;
    expect(fieldset, "a Bots' level choice").to.not.equal(undefined);
    const options = [...fieldset.querySelectorAll("label")].map((l) => l.textContent!.replace(/\s+/g, " ").trim());
    expect(options).to.have.length(3);
    expect(options[0]).to.match(/^Easy .+/);
    expect(options[1]).to.match(/^Normal .+/);
    expect(options[2]).to.match(/^Strong .+/);
    expect(fieldset.querySelector<HTMLInputElement>("input:checked")!.parentElement!.textContent).to.include("Easy");
    fieldset.querySelectorAll<HTMLInputElement>("input")[2]!.click();
    await menu(el);
    await click(el, "Start");
    await waitUntil(() => el.bots === "strong", "the bots are not strong", { timeout: 3000 });
    expect(el.getAttribute("bots")).to.equal("strong");
  });

  it("Restart asks first and deals the same game again from its beginning", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} bot-delay="60000" .scenario=${JSON.stringify(redMeetsYellow("menu-restart"))}></inkognito-game>`));
    el.submit({ type: "roll", seat: "red" });
    el.submit({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" });
    await click(el, "Menu");
    await click(el, "Replay");
    expect(await dialogText(el)).to.include("The game in progress will be lost");
    await click(el, "Restart");
    await waitUntil(() => el.view!.positions["red-tall"] === "s22", "not restarted", { timeout: 3000 });
    expect(el.view!.turn.stage).to.equal("roll");
  });

  it("Restart of a seeded solo game gives the same deal and the same rolls", async () => {
    // No seed attribute: the game's own random seed is the one restarted.
    let el: InkognitoGame;
    do {
      localStorage.clear();
      el = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} bot-delay="60000"></inkognito-game>`));
    } while (el.view!.turn.seat !== "red");
    const secret = JSON.stringify(el.view!.you!.secret);
    el.submit({ type: "roll", seat: "red" });
    const roll = JSON.stringify(el.view!.turn.roll);
    await click(el, "Menu");
    await click(el, "Restart");
    await click(el, "Restart");
    await waitUntil(() => !el.view!.log.some((e) => e.type === "rolled"), "not restarted", { timeout: 3000 });
    expect(JSON.stringify(el.view!.you!.secret)).to.equal(secret);
    el.submit({ type: "roll", seat: "red" });
    expect(JSON.stringify(el.view!.turn.roll)).to.equal(roll);
  });

  it("a reload brings back the game chosen in the menu, not the page's default", async () => {
    const id = uid();
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${id} bot-delay="60000"></inkognito-game>`));
    await click(el, "Menu");
    await click(el, "New game");
    await pick(el, "players", "5");
    await click(el, "Start");
    await waitUntil(() => el.view?.players === 5, "no 5-player game", { timeout: 3000 });
    const log = JSON.stringify(el.view!.log);
    el.remove();
    const again = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${id} bot-delay="60000"></inkognito-game>`));
    expect(again.view!.players).to.equal(5);
    expect(again.players).to.equal(5);
    expect(JSON.stringify(again.view!.log)).to.equal(log);
  });

  it("hot-seat: changing Players asks before discarding the game, and after a reload the chosen game is back", async () => {
    const id = uid();
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game mode="hotseat" no-privacy-screen game-id=${id} .scenario=${null}></inkognito-game>`));
    const seat = el.view!.turn.seat;
    el.submit({ type: "roll", seat });
    const log = el.view!.log.length;
    el.players = 5;
    const confirm = await waitUntil(() => el.shadowRoot!.querySelector(".confirm [role=dialog]"), "no question", { timeout: 3000 }).then(() => el.shadowRoot!.querySelector(".confirm [role=dialog]")!);
    expect(confirm.textContent).to.include("Start a new 5-player game?");
    [...confirm.querySelectorAll("button")].find((b) => b.textContent!.includes("Keep playing"))!.click();
    await el.updateComplete;
    expect(el.players).to.equal(4);
    expect(el.view!.players).to.equal(4);
    expect(el.view!.log.length).to.equal(log);
    el.players = 5;
    await waitUntil(() => el.shadowRoot!.querySelector(".confirm button"), "no question", { timeout: 3000 });
    [...el.shadowRoot!.querySelectorAll(".confirm button")].find((b) => b.textContent!.includes("Start"))!.dispatchEvent(new MouseEvent("click"));
    await waitUntil(() => el.view?.players === 5, "no 5-player game", { timeout: 3000 });
    el.remove();
    const again = await ready(await fixture<InkognitoGame>(html`<inkognito-game mode="hotseat" no-privacy-screen game-id=${id}></inkognito-game>`));
    expect(again.view!.players).to.equal(5);
  });

  it("Rules: a summary of the turn, the balls, questions, expulsion and missions", async () => {
    const el = await ready(await fixture<InkognitoGame>(html`<inkognito-game game-id=${uid()} bot-delay="60000"></inkognito-game>`));
    await click(el, "Menu");
    await click(el, "Rules");
    const text = await dialogText(el);
    for (const h of ["A turn", "The balls", "Meetings and questions", "Expulsion", "Missions and the end"]) expect(text).to.include(h);
    expect(text).to.include("2 identity cards and 1 build card");
  });
});
