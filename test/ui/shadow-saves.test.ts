/**
 * Elements inside other components' shadow roots (a site's `<game-card>` wrapper, used twice on a
 * page): each keeps a save of its own, named after its host's place, and an older save of the one
 * such element a page had is taken over, not lost.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { Action } from "../../src/games/board/index.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";

/** `count` hosts, each with one element (no game-id) in its shadow root, on the page; resolves once all have a game. */
async function wrapped(box: HTMLElement, count: number): Promise<InkognitoGame[]> {
  box.replaceChildren();
  const els: InkognitoGame[] = [];
  for (let i = 0; i < count; i++) {
    const host = box.appendChild(document.createElement("div"));
    const el = host.attachShadow({ mode: "open" }).appendChild(document.createElement("inkognito-game"));
    el.seed = "wrapped";
    el.botDelay = 600000;
    els.push(el);
  }
  await waitUntil(() => els.every((el) => el.view), "the tables did not start", { timeout: 10_000 });
  return els;
}

const game = (el: InkognitoGame) => JSON.stringify({ positions: el.view!.positions, log: el.view!.log });

describe("<inkognito-game> inside shadow roots: saves", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("one element in each of two components: each resumes its own game after a reload", async () => {
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    let [a, b] = await wrapped(box, 2);
    for (const el of [a!, b!]) expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
    const moves = a!.view!.legal.filter((x): x is Extract<Action, { type: "move" }> => x.type === "move");
    expect(a!.submit(moves[0]!).ok).to.equal(true);
    expect(b!.submit(moves.find((m) => m.figure !== moves[0]!.figure)!).ok).to.equal(true);
    const before = [game(a!), game(b!)];
    expect(before[0]).to.not.equal(before[1]);
    [a, b] = await wrapped(box, 2);
    expect([game(a!), game(b!)]).to.deep.equal(before);
  });

  it("the game an older version saved for a page's one wrapped element (under its place in the shadow root) is taken over", async () => {
    // The document's first element goes by the name the wrapped one had before: `auto:<path>:0`.
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    const old = box.appendChild(document.createElement("inkognito-game"));
    old.seed = "wrapped";
    old.botDelay = 600000;
    await old.ready;
    expect(old.submit({ type: "note", seat: "red", key: "yellow:identity:X", mark: "no" }).ok).to.equal(true);
    const saved = game(old);
    const oldKeys = Object.keys(localStorage);
    expect(oldKeys.some((k) => k.startsWith(`inkognito:v2:auto:${location.pathname}:0:`))).to.equal(true);
    const [el] = await wrapped(box, 1);
    expect(game(el!)).to.equal(saved);
    expect(el!.view!.notebook?.marks).to.deep.equal({ "yellow:identity:X": "no" });
    for (const k of oldKeys) expect(localStorage.getItem(k), `${k} moved`).to.equal(null);
  });
});
