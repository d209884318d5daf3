/**
 * The hot-seat privacy screen ("Pass to Green", "Tap when only Green is looking"), of both games, on a 360 px phone in
 * six languages: the seat's name is never alone on a line (Spanish "Pásale el dispositivo a / Verde" left it alone).
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import "../../src/register.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { findAll } from "./support/shadow.js";

const LANGS = ["en", "de", "fr", "es", "da", "it"] as const;
let n = 0;

/** The words of the texts under `e`, each with the top of the line it stands on. */
function wordsByLine(e: Element): { word: string; top: number }[] {
  const out: { word: string; top: number }[] = [];
  const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode() as Text | null; t; t = walker.nextNode() as Text | null) {
    for (const m of t.data.matchAll(/\S+/g)) {
      const r = document.createRange();
      r.setStart(t, m.index!);
      r.setEnd(t, m.index! + m[0].length);
      const rect = [...r.getClientRects()].find((x) => x.width > 0);
      if (rect) out.push({ word: m[0], top: Math.round(rect.top) });
    }
  }
  return out;
}

/** The lines of `e` on which a word of `name` stands with no other word. */
function aloneLines(e: Element, name: string): string[] {
  const words = wordsByLine(e);
  const named = new Set(name.split(/\s+/));
  const tops = new Set(words.filter((w) => named.has(w.word.replace(/[.,:;!?¡¿«»"“”]/g, ""))).map((w) => w.top));
  return [...tops].filter((top) => words.filter((w) => w.top === top).every((w) => named.has(w.word.replace(/[.,:;!?¡¿«»"“”]/g, ""))))
    .map((top) => words.filter((w) => w.top === top).map((w) => w.word).join(" "));
}

describe("the hot-seat privacy screen on a phone", () => {
  before(() => setViewport({ width: 360, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => localStorage.clear());

  for (const game of ["board", "cards"] as const) for (const lang of LANGS) {
    it(`${game}, ${lang}: the seat's name is never alone on a line`, async () => {
      const wrap = await fixture<HTMLElement>(html`<div style="padding: 0 12px"><inkognito-game game=${game} mode="hotseat" players="3" lang=${lang}
        bot-delay="600000" game-id=${`privacy-wrap-${Date.now()}-${n++}`}></inkognito-game></div>`);
      const el = wrap.querySelector<InkognitoGame>("inkognito-game")!;
      let button: HTMLElement | undefined;
      await waitUntil(() => (button = findAll(el.shadowRoot!, ".privacy button")[0] as HTMLElement | undefined)?.getBoundingClientRect().height, "no privacy screen", { timeout: 8000 });
      const chip = button!.querySelector(".chip")?.textContent ?? "", small = button!.querySelector("small")?.textContent ?? "";
      const name = button!.textContent!.replace(small, "").replace(chip, "").replace(/\s+/g, " ").trim();
      expect(name.length, "the sentence").to.be.greaterThan(3);
      // The seat's name as the screen says it: the word that the hint repeats at its end.
      const hint = button!.querySelector("small")!.textContent!.trim();
      const seat = ["Red", "Blue", "Green", "Yellow", "Rot", "Blau", "Grün", "Gelb", "Rouge", "Bleu", "Vert", "Jaune", "Rojo", "Azul", "Verde", "Amarillo",
        "Rød", "Blå", "Grøn", "Gul", "Rosso", "Blu", "Giallo"].find((s) => name.includes(s) && hint.includes(s));
      expect(seat, `${name} / ${hint}`).to.be.a("string");
      expect(aloneLines(button!, seat!), `${lang}: "${name}" / "${hint}"`).to.deep.equal([]);
    });
  }
});
