/**
 * The public events' order, as a site relies on it: `inkognito-game-start` and `inkognito-ready`
 * before the first `inkognito-turn`; the ready detail right after switching `mode` to `host`;
 * a new `bot-speed` changes the pace of the game going on without a new start or turn event.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { PUBLIC_EVENTS } from "../../src/ui/events.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

const nowhere = { "peer-host": "127.0.0.1", "peer-port": "9", "peer-path": "/peerjs", "peer-secure": "false", "ice-servers": "[]" };

/** Every public event the element fires, in order, with its detail. */
function record(el: HTMLElement): { type: string; detail: unknown }[] {
  const seen: { type: string; detail: unknown }[] = [];
  for (const t of PUBLIC_EVENTS) el.addEventListener(t, (e) => seen.push({ type: t, detail: (e as CustomEvent).detail }));
  return seen;
}

describe("<inkognito-game> events: order and what starts a game", () => {
  afterEach(() => localStorage.clear());

  it("game-start and ready come before the first turn (a new game too)", async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement("inkognito-game");
    el.gameId = "order";
    el.botDelay = 600000;
    const seen = record(el);
    wrap.append(el);
    await el.ready;
    await waitUntil(() => seen.some((e) => e.type === "inkognito-turn"), "no turn event");
    const types = () => seen.map((e) => e.type);
    expect(types().slice(0, 3)).to.deep.equal(["inkognito-game-start", "inkognito-ready", "inkognito-turn"]);
    seen.length = 0;
    el.newGame();
    await waitUntil(() => seen.some((e) => e.type === "inkognito-turn"), "no turn event after a new game");
    expect(types().slice(0, 3)).to.deep.equal(["inkognito-game-start", "inkognito-ready", "inkognito-turn"]);
  });

  it("bots that act at once: their turns still come after ready", async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement("inkognito-game");
    el.gameId = "order-bots";
    el.botDelay = 0;
    el.seat = "spectator";
    el.seed = "order";
    const seen = record(el);
    wrap.append(el);
    await el.ready;
    await waitUntil(() => seen.filter((e) => e.type === "inkognito-turn").length >= 2, "the bots did not play", { timeout: 15_000 });
    const types = seen.map((e) => e.type);
    expect(types.indexOf("inkognito-ready")).to.be.lessThan(types.indexOf("inkognito-turn"));
    expect(types.indexOf("inkognito-game-start")).to.be.lessThan(types.indexOf("inkognito-turn"));
    el.remove();
  });

  it("switching mode to host: the ready detail says host, once its lobby shows", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="to-host" bot-delay="600000"></inkognito-game>`);
    expect(await el.ready).to.deep.equal({ mode: "solo", showing: "game" });
    const seen = record(el);
    for (const [k, v] of Object.entries(nowhere)) el.setAttribute(k, v);
    el.mode = "host";
    await waitUntil(() => seen.some((e) => e.type === "inkognito-ready"), "no ready event after switching to host", { timeout: 10_000 });
    expect(seen.filter((e) => e.type === "inkognito-ready").map((e) => e.detail)).to.deep.equal([{ mode: "host", showing: "lobby" }]);
    expect(el.shadowRoot!.querySelector("inkognito-lobby")).to.exist;
    el.remove();
  });

  it("a new bot-speed changes the pace of the game going on: no new start, no turn event", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="speed" seed="speed" bot-speed="slow"></inkognito-game>`);
    await el.ready;
    await waitUntil(() => el.view, "no game");
    const seen = record(el);
    const before = JSON.stringify(el.view!.log);
    el.botSpeed = "fast";
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.map((e) => e.type)).to.not.include("inkognito-game-start");
    expect(seen.filter((e) => e.type === "inkognito-ready")).to.deep.equal([]);
    // The same game goes on (a human's turn: nothing moved; else the bots went on from where they were).
    expect(JSON.stringify(el.view!.log).startsWith(before.slice(0, -1))).to.equal(true);
    el.setAttribute("bot-delay", "0");
    await el.updateComplete;
    expect(seen.map((e) => e.type)).to.not.include("inkognito-game-start");
  });
});
