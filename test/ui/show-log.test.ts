/**
 * "Read the log" (the inkognito-show-log event) on a wide table, where the log is always in view
 * beside the board: the log is shown once, not a second time inside the side panel's Log tab; on a
 * phone, the Log tab opens (the log is one tap away there).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { applyAction, createGame, type Action, type GameState } from "../../src/games/board/index.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { storageKey, type SaveOwner } from "../../src/ui/saves.js";

function play(s: GameState, actions: Action[]): GameState {
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code}`);
    s = r.state;
  }
  return s;
}

/** Every <inkognito-log> under a root, through shadow roots. */
function logs(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const e of root.querySelectorAll<HTMLElement>("*")) {
    if (e.localName === "inkognito-log") found.push(e);
    if (e.shadowRoot) found.push(...logs(e.shadowRoot));
  }
  return found;
}
const shown = (e: HTMLElement) => e.getClientRects().length > 0 && e.getBoundingClientRect().height > 0;

async function finishedTable(width: number) {
  const gameId = `show-log-${width}-${Date.now()}`;
  const over = play(createGame({ players: 4, seed: "show-log", first: "red", rolls: [["white", "white", "white"]] }), [
    { type: "roll", seat: "red" },
    { type: "endMovement", seat: "red" },
    { type: "declare", seat: "red", partner: "green" },
    { type: "handshake", seat: "green", accept: false },
  ]);
  localStorage.setItem(storageKey({ gameId, mode: "hotseat", scenario: null } as unknown as SaveOwner), JSON.stringify({ v: 1, state: over, humans: over.seats }));
  const wrap = await fixture<HTMLDivElement>(html`<div style="width:${width}px"><inkognito-game mode="hotseat" no-privacy-screen game-id=${gameId}></inkognito-game></div>`);
  const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
  await waitUntil(() => el.view?.result, "the finished game did not come back", { timeout: 5000 });
  const end = () => el.shadowRoot!.querySelector("inkognito-end-screen")?.shadowRoot;
  await waitUntil(() => [...end()?.querySelectorAll("button") ?? []].some((b) => b.textContent!.trim() === "Read the log"), "no Read the log button", { timeout: 5000 });
  [...end()!.querySelectorAll<HTMLButtonElement>("button")].find((b) => b.textContent!.trim() === "Read the log")!.click();
  await el.updateComplete;
  const panel = el.shadowRoot!.querySelector("inkognito-side-panel") as HTMLElement & { tab: string; updateComplete: Promise<unknown> };
  await panel.updateComplete;
  await new Promise((r) => setTimeout(r, 300));
  return { el, panel };
}

describe("Read the log (inkognito-show-log)", () => {
  afterEach(() => localStorage.clear());

  it("on a wide table shows the log once", async () => {
    const { el } = await finishedTable(1280);
    await waitUntil(() => logs(el.shadowRoot!).some(shown), "no log in view", { timeout: 5000 });
    expect(logs(el.shadowRoot!).filter(shown).length).to.equal(1);
  });

  it("on a phone opens the Log tab", async () => {
    const { el, panel } = await finishedTable(360);
    expect(panel.tab).to.equal("log");
    await waitUntil(() => logs(el.shadowRoot!).some(shown), "no log in view", { timeout: 5000 });
    expect(logs(el.shadowRoot!).filter(shown).length).to.equal(1);
  });
});
