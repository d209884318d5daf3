/**
 * A language's board texts come in two files, as the English do: `<lang>/board.ts` (a solo game's
 * first paint) and `<lang>/board-later.ts` (what only parts loaded on demand show), loaded with the
 * first such part. In a page in German: the first paint loads only the first file; opening the
 * passport (a part loaded on demand) brings the later texts and shows them in German, with no
 * warning about missing keys. This file imports no module of the parts loaded on demand (nor
 * ../../src/ui/i18n/en-later.ts), as a solo page's first chunk has none. The test server holds the
 * later file back until the first paint has been seen (web-test-runner.config.mjs, "later-texts"),
 * with the page's HTTP cache off: the players' panel beside the board asks for it with the first
 * render, so on a slow run it could otherwise arrive (or come from the cache) before the first
 * frame, and only its being held tells that the first paint does not wait for it.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { executeServerCommand } from "@web/test-runner-commands";
import "../../src/bundle.js"; // the script-tag bundle: its parts loaded on demand
import { en } from "../../src/ui/i18n/en.js";
import { isFirstPaintOnly } from "../../src/ui/i18n/languages.js";
import { registeredLanguage } from "../../src/ui/i18n/registry.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { deepAll, shownText } from "./support/texts.js";

const fetched = (file: string) => performance.getEntriesByType("resource").some((r) => r.name.includes(file));

const deep = deepAll;

describe("a language's later texts", () => {
  it("load with the first part loaded on demand, not with the first paint, and show with no warning", async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...a: unknown[]) => void warnings.push(a.join(" "));
    await executeServerCommand("later-texts", "hold");
    try {
      expect("passportCrest" in en, "this page has not loaded the English later texts yet").to.equal(false);
      // What had loaded at the first frame that showed the German table (the later texts follow right
      // after it, with the parts loaded after the first paint, so only that frame tells).
      let atFirstPaint: { later: boolean; firstOnly: boolean } | null = null, paintedAt = 0;
      let el: InkognitoGame | null = null;
      const frame = () => {
        if (el && shownText(el).includes("Menetekel schütteln")) {
          atFirstPaint = { later: fetched("/de/board-later."), firstOnly: isFirstPaintOnly(registeredLanguage("de")!.board) };
          paintedAt = performance.now();
        } else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      el = await fixture<InkognitoGame>(html`<inkognito-game lang="de" game-id="later-de" seed="later" bot-delay="600000"></inkognito-game>`);
      await el.ready;
      await waitUntil(() => atFirstPaint, "no German first paint", { timeout: 5000 });
      expect(fetched("/de/board."), "the first paint's texts").to.equal(true);
      expect(atFirstPaint, "the first paint loads the first file only").to.deep.equal({ later: false, firstOnly: true });
      await executeServerCommand("later-texts", "release");
      // The passport: a part loaded on demand, with its texts.
      const tab = await waitUntil(() => deep(el, "[role=tab]").find((t) => t.textContent!.trim() === "Pass"), "no passport tab", { timeout: 5000 }).then(() => deep(el, "[role=tab]").find((t) => t.textContent!.trim() === "Pass")!);
      tab.click();
      await waitUntil(() => shownText(el).includes("REISEPASS") && shownText(el).includes("Pass öffnen"), "the passport is not in German", { timeout: 5000 }).catch((e) => { throw new Error(`${e}: ${shownText(el).slice(-600)} ${JSON.stringify(Object.keys(registeredLanguage("de")!.board!).length)}`); });
      expect(fetched("/de/board-later."), "the later texts came with it").to.equal(true);
      const held = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((r) => r.name.includes("/de/board-later."))!;
      expect(held.responseEnd, "the later texts arrived after the first paint, from the server").to.be.greaterThan(paintedAt);
      expect(isFirstPaintOnly(registeredLanguage("de")!.board)).to.equal(false);
      expect(shownText(el)).to.not.include("Open passport");
      expect(warnings.filter((w) => w.includes("lack")), warnings.join("\n")).to.deep.equal([]);
    } finally {
      console.warn = warn;
      await executeServerCommand("later-texts", "release");
    }
  });
});
