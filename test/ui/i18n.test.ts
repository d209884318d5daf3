/**
 * The element's language: its `lang`, else the nearest ancestor's (a page's `<html lang>`), else the
 * browser's, else English; a live change re-renders at once; two elements in two languages side by
 * side; a language a site registers (with its writing direction); a key missing from it falls back
 * to English with one console warning. Real Chromium, the German texts loaded on demand.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { registerMessages, type Messages } from "../../src/index.js";
import { en } from "../../src/ui/i18n/en.js";
import "../../src/ui/i18n/en-later.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { shownText } from "./support/texts.js";
import { board } from "../../src/ui/i18n/de/board.js";
import { ERROR_CODES, type ErrorCode } from "../../src/games/board/index.js";

const GERMAN = "Menetekel schütteln";
const ENGLISH = "Roll the Phantom";

async function game(attrs = "", parent?: HTMLElement): Promise<InkognitoGame> {
  const host = parent ?? (await fixture<HTMLDivElement>(html`<div></div>`));
  host.insertAdjacentHTML("beforeend", `<inkognito-game game-id="i18n-${Math.random()}" bot-delay="600000" seed="i18n" ${attrs}></inkognito-game>`);
  const el = host.lastElementChild as InkognitoGame;
  await el.ready;
  return el;
}
const shows = (el: Element, text: string) => waitUntil(() => shownText(el).includes(text), `shows "${text}"`, { timeout: 5000 });

describe("<inkognito-game> language", () => {
  afterEach(() => {
    document.documentElement.removeAttribute("lang");
    localStorage.clear();
  });

  it("takes the page's <html lang> when it has none of its own", async () => {
    document.documentElement.lang = "de";
    const el = await game();
    await shows(el, GERMAN);
    expect(shownText(el)).not.to.contain(ENGLISH);
    expect(el.hasAttribute("lang"), "the element sets no lang of its own").to.equal(false);
  });

  it("takes the nearest ancestor's lang, across a shadow root, and a region tag's language (de-AT → de)", async () => {
    const outer = await fixture<HTMLDivElement>(html`<div lang="fr"><section lang="de-AT"></section></div>`);
    const shadowHost = document.createElement("div");
    outer.querySelector("section")!.append(shadowHost);
    const inner = document.createElement("div");
    shadowHost.attachShadow({ mode: "open" }).append(inner);
    const el = await game("", inner);
    await shows(el, GERMAN);
  });

  it("its own lang wins over the page's, and a live change of either re-renders at once", async () => {
    document.documentElement.lang = "de";
    const el = await game('lang="en"');
    await el.updateComplete;
    expect(shownText(el)).to.contain(ENGLISH);
    el.setAttribute("lang", "de");
    await shows(el, GERMAN);
    el.removeAttribute("lang"); // the page's German still
    await new Promise((r) => setTimeout(r, 50));
    expect(shownText(el)).to.contain(GERMAN);
    document.documentElement.lang = "en";
    await shows(el, ENGLISH);
    expect(shownText(el)).not.to.contain(GERMAN);
  });

  it("two elements on one page show two languages", async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div></div>`);
    const de = await game('lang="de"', wrap);
    const en = await game('lang="en"', wrap);
    await shows(de, GERMAN);
    expect(shownText(en)).to.contain(ENGLISH);
    expect(shownText(en)).not.to.contain(GERMAN);
    expect(shownText(de)).not.to.contain(ENGLISH);
  });

  it("a language a site registers is shown, right to left when it is written so, and re-renders when registered later", async () => {
    const el = await game('lang="x-rtl-test"');
    const texts = { ...(en as Messages), rollPhantom: "ⵙⵙⵓⴷⵓ" } as Messages; // every key: a complete catalogue
    registerMessages("x-rtl-test", { board: texts, dir: "rtl" });
    await shows(el, "ⵙⵙⵓⴷⵓ");
    expect(el.getAttribute("dir")).to.equal("rtl");
    el.setAttribute("lang", "en");
    await shows(el, ENGLISH);
    expect(el.getAttribute("dir")).to.equal("ltr");
  });

  it("a language written right to left by its tag (Hebrew) gets dir=rtl without saying so", async () => {
    registerMessages("he", { board: { ...(en as Messages), rollPhantom: "הטל את הפנטום" } });
    const el = await game('lang="he"');
    await shows(el, "הטל את הפנטום");
    expect(el.getAttribute("dir")).to.equal("rtl");
  });

  it("a key missing from a registered language shows in English, with one console warning naming it", async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...a: unknown[]) => void warnings.push(a.join(" "));
    try {
      const { rollPhantom: _dropped, ...rest } = { ...(en as Messages), tabNotebook: "Notizen (Test)" };
      registerMessages("x-missing", { board: rest as Messages });
      const a = await game('lang="x-missing"');
      const b = await game('lang="x-missing"');
      await shows(a, "Notizen (Test)");
      await shows(b, "Notizen (Test)");
      expect(shownText(a)).to.contain(ENGLISH);
      a.setAttribute("lang", "en");
      a.setAttribute("lang", "x-missing");
      await shows(a, "Notizen (Test)");
      const about = warnings.filter((w) => w.includes("x-missing"));
      expect(about, about.join("\n")).to.have.length(1);
      expect(about[0]).to.contain("rollPhantom");
    } finally {
      console.warn = warn;
    }
  });

  it("a refusal is shown from its code in the element's language, not the rules' English sentence", async () => {
    const el = await game('lang="de"');
    await shows(el, GERMAN);
    const r = await (el as unknown as { send(a: unknown): Promise<{ ok: boolean; error?: { code: ErrorCode } }> }).send({ type: "endTurn", seat: "red" });
    expect(r.ok).to.equal(false);
    const code = r.error!.code;
    await shows(el, board.error[code]);
    expect(shownText(el)).not.to.contain(ERROR_CODES[code]);
  });
});
