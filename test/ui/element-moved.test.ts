/**
 * An element moved within the page mid-game (a list reordered by a framework, the table put into a
 * dialog or a full-screen container) plays on: the same table, no new start, nothing the player had
 * open lost; a hosted table keeps its lobby and invite (its guests are not cut off). Only an element
 * that stays out of the page closes its table.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { PUBLIC_EVENTS } from "../../src/ui/events.js";
import { deepAll } from "./support/texts.js";

const nowhere = { "peer-host": "127.0.0.1", "peer-port": "9", "peer-path": "/peerjs", "peer-secure": "false", "ice-servers": "[]" };

function record(el: HTMLElement): string[] {
  const seen: string[] = [];
  for (const t of PUBLIC_EVENTS) el.addEventListener(t, () => seen.push(t));
  return seen;
}

async function twoPlaces() {
  const page = await fixture<HTMLDivElement>(html`<div><section id="a"></section><dialog id="b" open></dialog></div>`);
  return { a: page.querySelector("#a")!, b: page.querySelector("#b")! };
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe("<inkognito-game> moved within the page", () => {
  afterEach(() => localStorage.clear());

  it("a solo game plays on: no new start or ready, the same game, the tab the player had open", async () => {
    const { a, b } = await twoPlaces();
    const el = document.createElement("inkognito-game");
    el.gameId = "moved-solo";
    el.seed = "moved";
    el.botDelay = 600000;
    a.append(el);
    await el.ready;
    expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
    const tab = await waitUntil(() => deepAll(el, "[role=tab]").find((t) => t.textContent!.trim() === "Notebook"), "no notebook tab", { timeout: 5000 })
      .then(() => deepAll(el, "[role=tab]").find((t) => t.textContent!.trim() === "Notebook") as HTMLElement);
    tab.click();
    await waitUntil(() => tab.getAttribute("aria-selected") === "true", "the tab did not open");
    const seen = record(el);
    const view = el.view;
    b.append(el); // a move: disconnected and connected again in one task
    await settle();
    expect(seen.filter((t) => t === "inkognito-game-start" || t === "inkognito-ready"), "a new start").to.deep.equal([]);
    expect(el.view, "the table was made anew").to.equal(view);
    expect(el.view!.log.map((e) => e.type)).to.deep.equal(["gameStarted", "turnStarted", "rolled"]);
    const now = deepAll(el, "[role=tab]").find((t) => t.textContent!.trim() === "Notebook")!;
    expect(now.getAttribute("aria-selected"), "the open tab").to.equal("true");
    // And it still plays.
    expect(el.submit({ type: "note", seat: "red", key: "yellow:identity:X", mark: "no" }).ok).to.equal(true);
  });

  it("a hosted table keeps its lobby and its invite: no new table, no second ready", async () => {
    const { a, b } = await twoPlaces();
    const el = document.createElement("inkognito-game");
    el.gameId = "moved-host";
    el.setAttribute("mode", "host");
    for (const [k, v] of Object.entries(nowhere)) el.setAttribute(k, v);
    a.append(el);
    expect(await el.ready).to.deep.equal({ mode: "host", showing: "lobby" });
    const lobby = el.shadowRoot!.querySelector("inkognito-lobby")!;
    const invite = (lobby as unknown as { invite?: string }).invite;
    const seen = record(el);
    b.prepend(el);
    await settle();
    expect(seen.filter((t) => t === "inkognito-game-start" || t === "inkognito-ready")).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector("inkognito-lobby"), "the lobby was made anew").to.equal(lobby);
    expect((lobby as unknown as { invite?: string }).invite).to.equal(invite);
    el.remove();
  });

  it("an element that stays out of the page closes its table: its bots stop", async () => {
    const { a } = await twoPlaces();
    const el = document.createElement("inkognito-game");
    el.gameId = "moved-out";
    el.seed = "moved-out";
    el.seat = "spectator";
    el.botDelay = 0;
    a.append(el);
    await el.ready;
    await waitUntil(() => el.view!.log.length > 10, "the bots did not play", { timeout: 15_000 });
    el.remove();
    await settle();
    const after = el.view!.log.length;
    await settle();
    expect(el.view!.log.length, "the bots played on in a removed element").to.equal(after);
  });
});

describe("<inkognito-game game=\"cards\"> moved within the page", () => {
  afterEach(() => localStorage.clear());

  const tableOf = (el: HTMLElement) => el.shadowRoot!.querySelector("inkognito-cards-table") as HTMLElement & { view: { log: unknown[] } | null };
  const inner = (t: HTMLElement) => (t as unknown as { table: object | null }).table;

  it("a solo card game plays on: the same table, no new start or ready", async () => {
    const { a, b } = await twoPlaces();
    const el = document.createElement("inkognito-game");
    for (const [k, v] of Object.entries({ game: "cards", players: "4", seed: "moved-cards", "bot-delay": "600000", "game-id": "moved-cards" })) el.setAttribute(k, v);
    a.append(el);
    await el.ready;
    const t = tableOf(el);
    await waitUntil(() => t.view !== null, "the card table did not start", { timeout: 5000 });
    const table = inner(t);
    const view = t.view;
    const seen = record(el);
    b.append(el);
    await settle();
    expect(seen.filter((e) => e === "inkognito-game-start" || e === "inkognito-ready"), "a new start").to.deep.equal([]);
    expect(tableOf(el), "the card table element").to.equal(t);
    expect(inner(t), "the card table was made anew").to.equal(table);
    expect(t.view).to.equal(view);
  });

  it("a hosted card table keeps its lobby and its invite", async () => {
    const { a, b } = await twoPlaces();
    const el = document.createElement("inkognito-game");
    for (const [k, v] of Object.entries({ game: "cards", mode: "host", players: "4", seat: "red", "bot-delay": "600000", "game-id": "moved-cards-host", ...nowhere })) el.setAttribute(k, v);
    a.append(el);
    expect(await el.ready).to.deep.equal({ mode: "host", showing: "lobby" });
    const t = tableOf(el);
    const lobby = await waitUntil(() => t.shadowRoot!.querySelector("inkognito-lobby"), "no lobby").then(() => t.shadowRoot!.querySelector("inkognito-lobby")!);
    const invite = (lobby as unknown as { invite?: string }).invite;
    expect(invite, "no invite").to.be.a("string");
    const seen = record(el);
    b.prepend(el);
    await settle();
    expect(seen.filter((e) => e === "inkognito-game-start" || e === "inkognito-ready")).to.deep.equal([]);
    expect(t.shadowRoot!.querySelector("inkognito-lobby"), "the lobby was made anew").to.equal(lobby);
    expect((lobby as unknown as { invite?: string }).invite).to.equal(invite);
    // It still holds its table's lock (one seat, one tab): let go at the move, another tab could open the table too.
    const held = (await navigator.locks.query()).held!.map((l) => l.name ?? "");
    expect(held.filter((n) => n.startsWith("inkognito:host:")), "the table's lock").to.have.length(1);
    // Taken out for good, it closes; put back later, it opens its table again (its saved lobby).
    el.remove();
    await settle();
    expect(inner(t), "the removed host's table is open").to.equal(null);
    a.append(el);
    await waitUntil(() => tableOf(el)?.shadowRoot?.querySelector("inkognito-lobby"), "no lobby once put back", { timeout: 10_000 });
    el.remove();
  });

  it("a card element that stays out of the page closes its table: its table is disposed", async () => {
    const { a } = await twoPlaces();
    const el = document.createElement("inkognito-game");
    for (const [k, v] of Object.entries({ game: "cards", players: "4", seed: "moved-cards-out", "bot-delay": "0", "game-id": "moved-cards-out" })) el.setAttribute(k, v);
    a.append(el);
    await el.ready;
    const t = tableOf(el);
    await waitUntil(() => inner(t) !== null, "the card table did not start", { timeout: 5000 });
    el.remove();
    await settle();
    expect(inner(t), "the removed element's table is open").to.equal(null);
  });
});

describe("<inkognito-answer-reveal> moved within the page", () => {
  it("a reveal that closes by itself still closes (its timer was dropped at the move)", async () => {
    const { InkognitoAnswerReveal } = await import("../../src/ui/controls/answer-reveal.js");
    const { en } = await import("../../src/ui/i18n/en.js");
    if (!customElements.get("inkognito-answer-reveal")) customElements.define("inkognito-answer-reveal", InkognitoAnswerReveal);
    const { a, b } = await twoPlaces();
    const el = document.createElement("inkognito-answer-reveal") as InstanceType<typeof InkognitoAnswerReveal>;
    el.messages = en;
    el.reveal = { seq: 7, asker: "red", answerer: "yellow", kind: "identity", via: "figure", count: 3, cards: null, role: "other" };
    a.append(el);
    await el.updateComplete;
    const done = new Promise<number>((resolve) => el.addEventListener("inkognito-reveal-done", (e) => resolve((e as CustomEvent).detail.seq)));
    b.append(el);
    const seq = await Promise.race([done, new Promise<null>((r) => setTimeout(() => r(null), 8000))]);
    expect(seq, "the reveal never closed").to.equal(7);
  });
});
