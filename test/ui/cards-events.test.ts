/**
 * A card table's public events, as at a board table: `inkognito-game-start` when its game is shown
 * (solo, hot-seat, a resumed save, a host's game once it starts from the lobby), `inkognito-ready`
 * before the first `inkognito-turn`, a turn for each new round (`{ seat: first player, number }`),
 * and nothing again on a change that starts no game (the language, the bots' pace).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { PUBLIC_EVENTS } from "../../src/ui/events.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { cardsTable, humanAct } from "./support/cards.js";

const nowhere = { "peer-host": "127.0.0.1", "peer-port": "9", "peer-path": "/peerjs", "peer-secure": "false", "ice-servers": "[]" };
let n = 0;
const uid = () => `cards-events-${Date.now()}-${n++}`;

/** Every public event the element fires, in order, with its detail. */
function record(el: HTMLElement): { type: string; detail: any }[] {
  const seen: { type: string; detail: any }[] = [];
  for (const t of PUBLIC_EVENTS) el.addEventListener(t, (e) => seen.push({ type: t, detail: (e as CustomEvent).detail }));
  return seen;
}

/** A card element made with these attributes, its events recorded from before it is on the page. */
async function made(attrs: Record<string, string>) {
  const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement("inkognito-game") as InkognitoGame;
  for (const [k, v] of Object.entries({ game: "cards", ...attrs })) el.setAttribute(k, v);
  const seen = record(el);
  wrap.append(el);
  return { el, seen };
}

describe("<inkognito-game game=\"cards\"> events", () => {
  afterEach(() => localStorage.clear());

  it("solo: game-start and ready before the first turn; a turn each round; a reload resumes (resumed: true); a new language fires nothing", async function () {
    this.timeout(60_000);
    const id = uid();
    const { el, seen } = await made({ players: "3", seed: "events", "bot-delay": "0", "game-id": id });
    const t = await cardsTable(el);
    await waitUntil(() => seen.some((e) => e.type === "inkognito-turn"), "no turn event");
    expect(seen.slice(0, 3).map((e) => e.type)).to.deep.equal(["inkognito-game-start", "inkognito-ready", "inkognito-turn"]);
    expect(seen[0]!.detail).to.deep.equal({ players: 3, seats: t.view!.seats, humans: ["red"], resumed: false });
    // C2.7: the first player is drawn at random among the agent players (here a bot).
    const first = t.view!.round.first;
    expect(first).to.not.equal("red");
    expect(seen[2]!.detail).to.deep.equal({ seat: first, number: 1 });
    // Played into round 2: one turn event for it, with its first player.
    for (let i = 0; i < 400 && t.view!.round.number < 2 && !t.view!.result; i++) if (!(await humanAct(t))) await new Promise((r) => setTimeout(r, 5));
    expect(t.view!.round.number).to.equal(2);
    await waitUntil(() => seen.filter((e) => e.type === "inkognito-turn").length === 2, "no turn for round 2");
    expect(seen.filter((e) => e.type === "inkognito-turn").map((e) => e.detail)).to.deep.equal([{ seat: first, number: 1 }, { seat: t.view!.round.first, number: 2 }]);
    // A change that starts nothing tells nothing.
    seen.length = 0;
    el.setAttribute("lang", "de");
    el.setAttribute("bot-speed", "fast");
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.map((e) => e.type)).to.not.include.members(["inkognito-game-start", "inkognito-turn"]);
    el.remove();
    // The same game again after a reload: resumed, its round told once.
    const again = await made({ players: "3", seed: "events", "bot-delay": "0", "game-id": id });
    await cardsTable(again.el);
    await waitUntil(() => again.seen.some((e) => e.type === "inkognito-turn"), "no turn event after the resume");
    expect(again.seen.slice(0, 3).map((e) => e.type)).to.deep.equal(["inkognito-game-start", "inkognito-ready", "inkognito-turn"]);
    expect(again.seen[0]!.detail.resumed).to.equal(true);
    expect(again.seen[2]!.detail.number).to.equal(2);
    again.el.remove();
  });

  it("hot-seat: every agent seat is human; a new game starts again with game-start, ready and its first turn", async () => {
    const { el, seen } = await made({ mode: "hotseat", players: "2", seed: "events-hs", "bot-delay": "600000", "game-id": uid() });
    await cardsTable(el);
    await waitUntil(() => seen.some((e) => e.type === "inkognito-turn"), "no turn event");
    expect(seen.slice(0, 3).map((e) => e.type)).to.deep.equal(["inkognito-game-start", "inkognito-ready", "inkognito-turn"]);
    expect(seen[0]!.detail).to.deep.include({ players: 2, resumed: false });
    expect([...seen[0]!.detail.humans].sort()).to.deep.equal(["blue", "red"]);
    seen.length = 0;
    el.newGame();
    await waitUntil(() => seen.some((e) => e.type === "inkognito-turn"), "no turn event after a new game");
    expect(seen.slice(0, 3).map((e) => e.type)).to.deep.equal(["inkognito-game-start", "inkognito-ready", "inkognito-turn"]);
    expect(seen.filter((e) => e.type === "inkognito-game-start").length).to.equal(1);
    el.remove();
  });

  it("host: ready when the lobby shows; game-start and the first turn once the host starts (open seats played by bots)", async () => {
    const { el, seen } = await made({ mode: "host", players: "4", seat: "red", name: "Ann", "bot-delay": "600000", "game-id": uid(), ...nowhere });
    expect(await el.ready).to.deep.equal({ mode: "host", showing: "lobby" });
    const t = el.shadowRoot!.querySelector("inkognito-cards-table")!;
    await waitUntil(() => t.shadowRoot!.querySelector("inkognito-lobby"), "no lobby");
    expect(seen.map((e) => e.type)).to.deep.equal(["inkognito-ready"]);
    t.shadowRoot!.querySelector("inkognito-lobby")!.dispatchEvent(new CustomEvent("inkognito-start", { bubbles: true, composed: true }));
    await waitUntil(() => seen.some((e) => e.type === "inkognito-turn"), "no turn event after the start", { timeout: 10_000 });
    expect(seen.map((e) => e.type)).to.deep.equal(["inkognito-ready", "inkognito-game-start", "inkognito-turn"]);
    expect(seen[1]!.detail).to.deep.equal({ players: 4, seats: ["red", "blue", "green", "yellow"], humans: ["red"], resumed: false });
    el.remove();
  });
});
