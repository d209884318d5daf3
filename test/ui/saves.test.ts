/**
 * Saves that never lose a game, in a real Chromium's localStorage: a full store (play goes on, the
 * player is told once, finished games are pruned first), damaged and tampered saves (kept aside,
 * never loaded, the last good save offered), and saves of the format before this one (migrated).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import type { InkognitoErrorDetail } from "../../src/ui/events.js";
import { createGame } from "../../src/games/board/index.js";

let n = 0;
const uid = () => `saves-${Date.now()}-${n++}`;

/** Fills localStorage to its very last character (Chromium's quota); returns the filler keys. */
function fillStorage(): string[] {
  const keys: string[] = [];
  for (let size = 1 << 20; size >= 1; size >>= 1) {
    const chunk = "x".repeat(size);
    for (;;) {
      const key = `filler:${keys.length}`;
      try {
        localStorage.setItem(key, chunk);
        keys.push(key);
      } catch {
        break;
      }
    }
  }
  return keys;
}

/** Errors that reach the window (uncaught), while `run` runs. */
async function uncaught(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onError = (e: ErrorEvent) => seen.push(String(e.error?.name ?? e.message));
  const onRejection = (e: PromiseRejectionEvent) => seen.push(String(e.reason?.name ?? e.reason));
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  try {
    await run();
  } finally {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
  }
  return seen;
}

const saveKey = (id: string) => Object.keys(localStorage).find((k) => k.startsWith(`inkognito:v2:${id}:`) && !k.includes(":damaged:") && !k.endsWith(":previous"))!;
const banner = (el: InkognitoGame) => el.shadowRoot!.querySelector<HTMLElement>(".saves");
const errorsOf = (el: HTMLElement) => {
  const codes: string[] = [];
  el.addEventListener("inkognito-error", (e) => codes.push((e as CustomEvent<InkognitoErrorDetail>).detail.code));
  return codes;
};

/** An element that records its `inkognito-error` codes from its very first start. */
async function element(attrs: string): Promise<{ el: InkognitoGame; codes: string[] }> {
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  const el = document.createElement("inkognito-game") as InkognitoGame;
  for (const [k, v] of attrs.split(" ").filter(Boolean).map((a) => a.split("="))) el.setAttribute(k!, v ?? "");
  const codes = errorsOf(el);
  holder.append(el);
  return { el, codes };
}

describe("saves: a full store", () => {
  afterEach(() => localStorage.clear());

  it("hosting with localStorage full: no uncaught error, the lobby shows, the host is told once (SAVE_FULL)", async () => {
    localStorage.clear();
    fillStorage();
    let el!: InkognitoGame;
    let codes!: string[];
    const thrown = await uncaught(async () => {
      ({ el, codes } = await element(`mode=host game-id=${uid()} peer-host=127.0.0.1 peer-port=9 ice-servers=[] bot-delay=600000`));
      await waitUntil(() => el.shadowRoot?.querySelector("inkognito-lobby") || el.shadowRoot?.querySelector("[part=lobby]"), "no lobby", { timeout: 8000 });
      await new Promise((r) => setTimeout(r, 600)); // the table's first save is gathered over 250 ms
    });
    expect(thrown).to.deep.equal([]);
    expect(codes.filter((c) => c === "SAVE_FULL")).to.have.length(1);
    expect(banner(el)?.textContent).to.contain("storage is full");
    el.remove();
  });

  it("a solo game with the store full goes on: every move plays, the player is told once, and dismissing it keeps it gone", async () => {
    localStorage.clear();
    fillStorage();
    const { el, codes } = await element(`game-id=${uid()} bot-delay=600000 seed=full`);
    await waitUntil(() => el.view, "no game", { timeout: 5000 });
    for (let i = 0; i < 3; i++) expect(el.submit({ type: "note", seat: "red", key: `k${i}`, mark: "x" }).ok).to.equal(true);
    await el.updateComplete;
    expect(codes).to.deep.equal(["SAVE_FULL"]);
    banner(el)!.querySelector<HTMLButtonElement>("button")!.click();
    await el.updateComplete;
    expect(el.submit({ type: "note", seat: "red", key: "k9", mark: "x" }).ok).to.equal(true);
    await el.updateComplete;
    expect(banner(el)).to.equal(null);
    expect(codes).to.deep.equal(["SAVE_FULL"]);
  });

  it("older finished games are pruned first to make room; a game in progress elsewhere is never removed", async () => {
    localStorage.clear();
    // Two finished games and one in progress in other slots, written as the element writes them.
    const id = uid();
    const probe = await element(`game-id=${id}-probe bot-delay=600000 seed=probe`);
    await waitUntil(() => probe.el.view, "no game");
    const text = localStorage.getItem(saveKey(`${id}-probe`))!;
    probe.el.remove();
    localStorage.clear();
    const pad = "p".repeat(600_000);
    const finished = (at: number) => text.replace('"over":false', '"over":true').replace(/"at":\d+/, `"at":${at}`).replace('"body":{', `"body":{"pad":"${pad}",`);
    localStorage.setItem("inkognito:v2:old-finished:solo:0", finished(1000));
    localStorage.setItem("inkognito:v2:new-finished:solo:0", finished(2000));
    localStorage.setItem("inkognito:v2:in-progress:solo:0", text);
    fillStorage();
    const { el, codes } = await element(`game-id=${id} bot-delay=600000 seed=prune`);
    await waitUntil(() => el.view, "no game");
    expect(el.submit({ type: "note", seat: "red", key: "k", mark: "pruned" }).ok).to.equal(true);
    expect(codes).to.deep.equal([]);
    expect(localStorage.getItem("inkognito:v2:old-finished:solo:0")).to.equal(null);
    expect(localStorage.getItem("inkognito:v2:new-finished:solo:0")).to.not.equal(null);
    expect(localStorage.getItem("inkognito:v2:in-progress:solo:0")).to.equal(text);
    expect(localStorage.getItem(saveKey(id))).to.contain('"pruned"');
  });
});

describe("saves: damaged and tampered saves", () => {
  afterEach(() => localStorage.clear());

  /** A solo game with a few moves saved; returns its save key and the texts of its last two saves. */
  async function played(id: string): Promise<{ key: string; last: string; before: string; log: number }> {
    const { el } = await element(`game-id=${id} bot-delay=600000 seed=damage`);
    await waitUntil(() => el.view, "no game");
    expect(el.submit({ type: "roll", seat: "red" }).ok).to.equal(true);
    const key = saveKey(id);
    const before = localStorage.getItem(key)!;
    expect(el.submit({ type: "note", seat: "red", key: "yellow:identity:X", mark: "no" }).ok).to.equal(true);
    const log = el.view!.log.length;
    el.remove();
    return { key, last: localStorage.getItem(key)!, before, log };
  }

  it("swapped secrets in a solo save: not loaded, kept aside untouched, nothing thrown; the last good save is offered and loads", async () => {
    localStorage.clear();
    const id = uid();
    const { key, last } = await played(id);
    // Red's and yellow's secret cards swapped, the rest of the save as it was.
    const secrets = /"secrets":\{"red":(\{[^}]*\}),"yellow":(\{[^}]*\})/.exec(last)!;
    expect(secrets, "the save names red's and yellow's secrets").to.not.equal(null);
    const tampered = last.replace(secrets[0], `"secrets":{"red":${secrets[2]},"yellow":${secrets[1]}`);
    expect(tampered).to.not.equal(last);
    localStorage.setItem(key, tampered);
    let el!: InkognitoGame;
    let codes!: string[];
    const thrown = await uncaught(async () => {
      ({ el, codes } = await element(`game-id=${id} bot-delay=600000 seed=damage`));
      await waitUntil(() => banner(el), "the player is not told", { timeout: 5000 });
    });
    expect(thrown).to.deep.equal([]);
    expect(codes).to.deep.equal(["SAVE_DAMAGED"]);
    expect(el.view, "the damaged game is not shown").to.equal(undefined);
    const aside = Object.keys(localStorage).filter((k) => k.startsWith(`${key}:damaged:`));
    expect(aside).to.have.length(1);
    expect(localStorage.getItem(aside[0]!)).to.equal(tampered);
    banner(el)!.querySelector<HTMLButtonElement>("button.restore")!.click();
    await waitUntil(() => el.view, "the last good save did not load");
    // The last good save: the game one action before the tampered one (rolled, no mark yet).
    expect(el.view!.log.some((e) => e.type === "rolled")).to.equal(true);
    expect(el.view!.you!.secret).to.deep.equal(createGame({ players: 4, seed: "damage" }).secrets.red);
    expect(localStorage.getItem(aside[0]!)).to.equal(tampered);
  });

  it("a truncated save: told, offered a new game; the new game starts and the damaged copy stays aside", async () => {
    localStorage.clear();
    const id = uid();
    const { key, last } = await played(id);
    const truncated = last.slice(0, Math.floor(last.length / 2));
    localStorage.setItem(key, truncated);
    let el!: InkognitoGame;
    let codes!: string[];
    const thrown = await uncaught(async () => {
      ({ el, codes } = await element(`game-id=${id} bot-delay=600000 seed=damage`));
      await waitUntil(() => banner(el), "the player is not told", { timeout: 5000 });
    });
    expect(thrown).to.deep.equal([]);
    expect(codes).to.deep.equal(["SAVE_DAMAGED"]);
    // A reload before choosing asks again (the damaged save is neither used nor overwritten).
    el.remove();
    ({ el, codes } = await element(`game-id=${id} bot-delay=600000 seed=damage`));
    await waitUntil(() => banner(el), "not asked again");
    expect(localStorage.getItem(key)).to.equal(truncated);
    banner(el)!.querySelector<HTMLButtonElement>("button.fresh")!.click();
    await waitUntil(() => el.view, "no new game");
    expect(el.view!.log.some((e) => e.type === "rolled")).to.equal(false);
    const aside = Object.keys(localStorage).filter((k) => k.startsWith(`${key}:damaged:`));
    expect(aside.map((k) => localStorage.getItem(k))).to.deep.equal([truncated]);
  });
});

describe("saves: the format before this one", () => {
  afterEach(() => localStorage.clear());

  it("a solo save written in the old format ({ v: 1, state, humans }) resumes, and is written anew in format 2", async () => {
    localStorage.clear();
    const id = uid();
    const probe = await element(`game-id=${id} bot-delay=600000 seed=old`);
    await waitUntil(() => probe.el.view, "no game");
    const key = saveKey(id);
    probe.el.remove();
    // Exactly what the element wrote before format 2.
    const state = createGame({ players: 4, seed: "old-format" });
    localStorage.setItem(key, JSON.stringify({ v: 1, state, humans: ["red"] }));
    const { el, codes } = await element(`game-id=${id} bot-delay=600000 seed=old`);
    await waitUntil(() => el.view, "the old save did not load");
    expect(codes).to.deep.equal([]);
    expect(el.view!.you!.secret).to.deep.equal(state.secrets.red);
    expect(el.submit({ type: "note", seat: "red", key: "k", mark: "x" }).ok).to.equal(true);
    const now = JSON.parse(localStorage.getItem(key)!);
    expect([now.format, now.game, now.version, now.kind]).to.deep.equal([2, "board", 1, "local"]);
    expect(now.body.state.secrets).to.deep.equal(state.secrets);
  });
});
