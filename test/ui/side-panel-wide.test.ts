/**
 * A wide table shows the players and the log beside the side panel's tabs, so it has no Log tab. A Log
 * tab opened while the table was narrow (a phone, a tablet held upright) gives way when the table
 * grows wide (turned, a window widened), rather than showing the players and the log a second time
 * under the ones beside the board (../../src/ui/panels/side-panel.ts).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { settleAndPaint as settle, findAll } from "./support/shadow.js";

/** The elements of `sel` under the element that have a box on screen. */
const shown = (el: InkognitoGame, sel: string) => findAll(el.shadowRoot!, sel).filter((e) => e.getClientRects().length > 0 && e.getBoundingClientRect().height > 0);

async function table(width: number): Promise<{ box: HTMLElement; el: InkognitoGame; panel: HTMLElement & { tab: string } }> {
  const box = await fixture<HTMLElement>(html`<div style=${`width:${width}px`}><inkognito-game game-id=${`wide-log-${Date.now()}`} bot-delay="600000"></inkognito-game></div>`);
  const el = box.querySelector<InkognitoGame>("inkognito-game")!;
  await el.ready;
  let panel: (HTMLElement & { tab: string }) | undefined;
  await waitUntil(() => (panel = findAll(el.shadowRoot!, "inkognito-side-panel")[0] as typeof panel)?.shadowRoot?.querySelector("#tab-log"), "no side panel", { timeout: 8000 });
  await settle(el);
  return { box, el, panel: panel! };
}

describe("the side panel's Log tab on a table that grows wide", () => {
  afterEach(() => localStorage.clear());

  it("a Log tab opened on a narrow table gives way when it grows wide: one log, one players' list on screen", async () => {
    const { box, el, panel } = await table(420);
    panel.shadowRoot!.querySelector<HTMLButtonElement>("#tab-log")!.click();
    await waitUntil(() => shown(el, "inkognito-log").length === 1, "no log in the Log tab", { timeout: 8000 });
    expect(panel.tab).to.equal("log");
    box.style.width = "1280px";
    await waitUntil(() => panel.tab !== "log", "the Log tab stayed open beside the log", { timeout: 5000 });
    await settle(el);
    expect(panel.tab).to.equal("hand");
    expect(shown(el, "inkognito-log"), "logs on screen").to.have.length(1);
    expect(shown(el, "inkognito-players"), "players' lists on screen").to.have.length(1);
    expect(shown(el, "[role=tab]").map((t) => t.textContent!.trim())).to.not.include("Log");
  });

  it("on a wide table, the Log tab set by script gives way too; on a narrow one it stays", async () => {
    const wide = await table(1280);
    wide.panel.tab = "log";
    await waitUntil(() => wide.panel.tab !== "log", "the Log tab opened beside the log", { timeout: 5000 });
    expect(shown(wide.el, "inkognito-log")).to.have.length(1);
    const narrow = await table(420);
    narrow.panel.tab = "log";
    await settle(narrow.el);
    await new Promise((r) => setTimeout(r, 200));
    expect(narrow.panel.tab).to.equal("log");
  });
});
