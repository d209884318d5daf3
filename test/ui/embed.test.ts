/**
 * Embedding: each element saves under its own key (two elements, a real reload), the parts'
 * internal events stop at the element, and the ready signal (event and promise).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { Action } from "../../src/games/board/index.js";
import { INTERNAL_EVENTS, PUBLIC_EVENTS } from "../../src/ui/events.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { redMeetsYellow } from "./support/scenarios.js";

const SCENARIO = JSON.stringify(redMeetsYellow("embed-scenario"));
const nowhere = { "peer-host": "127.0.0.1", "peer-port": "9", "peer-path": "/peerjs", "peer-secure": "false", "ice-servers": "[]" };

/** Loads the page in an iframe (the built bundle, two elements without game-id) and waits for both tables. */
async function loadTwins(frame: HTMLIFrameElement): Promise<InkognitoGame[]> {
  await new Promise((r) => {
    frame.addEventListener("load", r, { once: true });
    if (frame.src) frame.contentWindow!.location.reload();
    else frame.src = "/test/ui/pages/two-games.html";
  });
  const doc = frame.contentDocument!;
  await waitUntil(() => [...doc.querySelectorAll("inkognito-game")].every((e) => (e as InkognitoGame).view), "the tables did not start", { timeout: 10_000 });
  return [...doc.querySelectorAll("inkognito-game")] as InkognitoGame[];
}

/** What a table shows: where the figures stand and what happened. */
const game = (el: InkognitoGame) => JSON.stringify({ positions: el.view!.positions, log: el.view!.log });

describe("embedding <inkognito-game>", () => {
  afterEach(() => localStorage.clear());

  it("two elements without game-id keep a save each: after a reload each shows its own game", async () => {
    localStorage.clear();
    const frame = await fixture<HTMLIFrameElement>(html`<iframe style="width:1000px;height:800px"></iframe>`);
    let [a, b] = await loadTwins(frame);
    // Same attributes, same seed: the same deal and roll. Each plays a different opening move.
    expect(JSON.stringify(a!.view!.positions)).to.equal(JSON.stringify(b!.view!.positions));
    for (const el of [a!, b!]) expect(el.submit({ type: "roll", seat: el.view!.turn.seat }).ok).to.equal(true);
    const legal = a!.view!.legal.filter((x): x is Extract<Action, { type: "move" }> => x.type === "move");
    const first = legal[0]!;
    const other = legal.find((x) => x.figure !== first.figure || x.to !== first.to)!;
    expect(a!.submit(first).ok).to.equal(true);
    expect(b!.submit(other).ok).to.equal(true);
    const before = [game(a!), game(b!)];
    expect(before[0]).to.not.equal(before[1]);

    [a, b] = await loadTwins(frame);
    expect(game(a!)).to.equal(before[0]);
    expect(game(b!)).to.equal(before[1]);
  });

  it("the first element takes over a game saved before saves were per element", async () => {
    const probe = await fixture<InkognitoGame>(html`<inkognito-game game-id="probe" bot-delay="600000" seed="old"></inkognito-game>`);
    await waitUntil(() => probe.view, "no game");
    // A game saved under the old shared name "default" (as before this version)…
    expect(probe.submit({ type: "note", seat: "red", key: "x", mark: "legacy" }).ok).to.equal(true);
    const key = Object.keys(localStorage).find((k) => k.startsWith("inkognito:v2:probe:solo:") && !k.endsWith(":previous"))!;
    const saved = localStorage.getItem(key)!;
    probe.remove();
    localStorage.clear();
    // The old key: one per option set, "default" for every element without game-id.
    const legacy = `inkognito:v1:default:solo:4:red:old:${key.split(":").pop()}`;
    localStorage.setItem(legacy, saved);
    // …is the first element's game after the update, and the old copy is gone.
    const el = await fixture<InkognitoGame>(html`<inkognito-game bot-delay="600000" seed="old"></inkognito-game>`);
    await waitUntil(() => el.view, "no game");
    expect(JSON.stringify(el.view!.notebook ?? el.view)).to.contain("legacy");
    expect(localStorage.getItem(legacy)).to.equal(null);
  });

  it("the parts' internal events stop at the element; the public ones reach the document", async () => {
    const seen: string[] = [];
    const record = (e: Event) => seen.push(e.type);
    for (const t of [...INTERNAL_EVENTS, ...PUBLIC_EVENTS]) document.addEventListener(t, record);
    try {
      const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="events" bot-delay="600000" .scenario=${SCENARIO}></inkognito-game>`);
      await el.ready;
      expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
      await el.updateComplete;
      // A real part event: choosing a Phantom ball (the element hears it and selects the ball).
      const phantom = el.shadowRoot!.querySelector("inkognito-phantom")!;
      await (phantom as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      const heard: string[] = [];
      el.shadowRoot!.querySelector(".table")!.addEventListener("inkognito-ball-select", (e) => heard.push(e.type));
      phantom.shadowRoot!.querySelector('[part~="ball"]')!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      expect(heard).to.deep.equal(["inkognito-ball-select"]);
      // Every internal event, sent by a part as the parts send them (bubbling, composed).
      const part = el.shadowRoot!.querySelector("inkognito-turn-bar")!;
      // (Not those that start a new game; the rest with the details their parts send.)
      const details: Partial<Record<string, unknown>> = {
        "inkognito-modal": { open: false }, "inkognito-tab": { tab: "hand" }, "inkognito-highlight": { spaces: [], figures: [] },
        "inkognito-reveal-done": { seq: -1 },
      };
      const starts = ["inkognito-new-game", "inkognito-menu-new-game", "inkognito-menu-restart"];
      for (const t of INTERNAL_EVENTS.filter((t) => !starts.includes(t))) {
        part.dispatchEvent(new CustomEvent(t, { bubbles: true, composed: true, detail: details[t] ?? null }));
      }
      expect(seen.filter((t) => !(PUBLIC_EVENTS as readonly string[]).includes(t))).to.deep.equal([]);
      expect(seen).to.include.members(["inkognito-game-start", "inkognito-turn", "inkognito-ready"]);
    } finally {
      for (const t of [...INTERNAL_EVENTS, ...PUBLIC_EVENTS]) document.removeEventListener(t, record);
    }
  });

  it("ready: the event and the promise come once the board is drawn", async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
    const events: { detail: unknown; svg: boolean }[] = [];
    wrap.addEventListener("inkognito-ready", (e) => {
      const board = (e.target as Element).shadowRoot!.querySelector("inkognito-board");
      events.push({ detail: e.detail, svg: !!board?.shadowRoot?.querySelector("svg") });
    });
    const el = document.createElement("inkognito-game");
    el.gameId = "ready";
    el.botDelay = 600000;
    wrap.append(el);
    const detail = await el.ready;
    expect(detail).to.deep.equal({ mode: "solo", showing: "game" });
    expect(events).to.deep.equal([{ detail: { mode: "solo", showing: "game" }, svg: true }]);
    // A new game is another start: the event again, the promise stays resolved.
    el.newGame();
    await waitUntil(() => events.length === 2, "no ready event after a new game");
  });

  it("ready: a hosted table is ready when its lobby is on screen", async () => {
    const el = document.createElement("inkognito-game");
    el.setAttribute("mode", "host");
    for (const [k, v] of Object.entries(nowhere)) el.setAttribute(k, v);
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    const detail = await el.ready;
    expect(detail).to.deep.equal({ mode: "host", showing: "lobby" });
    const lobby = el.shadowRoot!.querySelector("inkognito-lobby")!;
    expect(customElements.get("inkognito-lobby")).to.exist;
    expect(lobby.shadowRoot!.querySelector("svg.qr path")).to.exist;
    el.remove();
  });
});
