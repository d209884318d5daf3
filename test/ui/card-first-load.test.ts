/**
 * What a card table's page downloads from the script-tag bundle: the card game's chunks, never the
 * board game's rules or their English refusals (they come with the board's UI: src/ui/board/error-texts.ts),
 * while a board table still shows those refusals in English.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { ERROR_CODES } from "../../src/games/board/index.js";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { shownText } from "./support/texts.js";

/** The scripts a page in the frame loaded, by URL, with their text. */
async function scriptsOf(frame: HTMLIFrameElement): Promise<{ url: string; text: string }[]> {
  const urls = frame.contentWindow!.performance.getEntriesByType("resource").map((e) => e.name).filter((u) => u.endsWith(".js"));
  return Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
}

describe("a card table's first load", () => {
  afterEach(() => localStorage.clear());

  it("downloads neither the board game's table nor its rules' English refusals", async () => {
    const frame = await fixture<HTMLIFrameElement>(html`<iframe style="width:1000px;height:800px"></iframe>`);
    await new Promise((r) => {
      frame.addEventListener("load", r, { once: true });
      frame.src = "/test/ui/pages/card-table.html";
    });
    const el = frame.contentDocument!.querySelector("inkognito-game") as InkognitoGame;
    await waitUntil(() => frame.contentWindow!.customElements.get("inkognito-game"), "never defined", { timeout: 10_000 });
    await el.ready;
    const scripts = await scriptsOf(frame);
    expect(scripts.some((s) => s.url.includes("/dist/bundle/inkognito-game.min.js"))).to.equal(true);
    expect(scripts.filter((s) => s.url.includes("board-ui")).map((s) => s.url)).to.deep.equal([]);
    for (const code of ["PURPLE_BLOCKED", "ALREADY_ROLLED", "DOUBLE_MEETING"] as const) {
      expect(scripts.filter((s) => s.text.includes(ERROR_CODES[code])).map((s) => s.url), code).to.deep.equal([]);
    }
  });

  it("a board table still shows its rules' refusals in English", async () => {
    const el = await fixture<InkognitoGame>(html`<inkognito-game game-id="board-refusal" bot-delay="600000"></inkognito-game>`);
    await el.ready;
    const r = await (el as unknown as { send(a: unknown): Promise<{ ok: boolean; error?: { code: keyof typeof ERROR_CODES } }> }).send({ type: "endTurn", seat: "red" });
    expect(r.ok).to.equal(false);
    const sentence = ERROR_CODES[r.error!.code];
    await waitUntil(() => shownText(el).includes(sentence), `"${sentence}" not shown`, { timeout: 5000 });
  });
});
