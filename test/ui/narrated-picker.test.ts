/**
 * A narrated scenario that stops with an answer pending (the repeated-cards demo: Leo's answer picker open) keeps its
 * caption readable: beside the board on a wide table the picker keeps clear of the caption's column (it ran 15 px under
 * it at 1280 px); on a phone the caption is shown above the picker (under the board, it was behind the picker, its
 * heading and first lines covered). In English and German.
 */
import { expect, fixture, html, waitUntil } from "@open-wc/testing";
import { setViewport } from "@web/test-runner-commands";
import "../../src/register.js";
import { loadAllParts } from "../../src/ui/define.js";
import type { InkognitoGame } from "../../src/ui/inkognito-game.js";
import { settleAndPaint as settle, findAll } from "./support/shadow.js";

let n = 0;

/** The repeated-cards demo at its last step, in `lang`: Green (Leo) to answer. */
async function demo(lang: string): Promise<InkognitoGame> {
  const text = await (await fetch("/demo/scenarios/repeated-cards.json")).text();
  const el = await fixture<InkognitoGame>(html`<inkognito-game game-id=${`narrated-picker-${Date.now()}-${n++}`} lang=${lang}
    bot-delay="600000" step="5" .scenario=${text}></inkognito-game>`);
  await waitUntil(() => el.view?.answerPrompt, "no answer pending", { timeout: 8000 });
  await waitUntil(() => picker(el), "no answer picker", { timeout: 8000 });
  await settle(el);
  el.scrollIntoView({ block: "start" });
  await settle(el);
  return el;
}

/** The picker's dialog box. */
function picker(el: InkognitoGame): HTMLElement | undefined {
  return findAll(el.shadowRoot!, "[part=picker]").find((d) => d.getBoundingClientRect().height > 0) as HTMLElement | undefined;
}

/** The caption's box on screen (the scenario's steps whose caption is visible). */
function shownCaption(el: InkognitoGame): HTMLElement {
  const shown = findAll(el.shadowRoot!, "inkognito-scenario-steps").filter((s) => s.getBoundingClientRect().height > 0 && getComputedStyle(s).visibility === "visible");
  expect(shown, "one caption on screen").to.have.length(1);
  return shown[0] as HTMLElement;
}

/** The element at a point, through shadow roots. */
function deepAt(x: number, y: number): Element | null {
  let root: Document | ShadowRoot = document, hit: Element | null = null;
  for (;;) {
    const e: Element | null = root.elementFromPoint(x, y);
    if (!e || e === hit) return hit;
    hit = e;
    if (!e.shadowRoot) return e;
    root = e.shadowRoot;
  }
}

/** Whether `inner` is `outer` or inside it, across shadow roots. */
function within(inner: Element | null, outer: Element): boolean {
  for (let e: Node | null = inner; e; e = (e as Element).parentElement ?? ((e.getRootNode() as ShadowRoot).host ?? null)) if (e === outer) return true;
  return false;
}

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

before(() => loadAllParts());
afterEach(() => localStorage.clear());

describe("a narrated scenario's pending answer and its caption", () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const lang of ["en", "de"]) {
    it(`at 1280 × 800 (${lang}), the picker keeps clear of the caption beside the board`, async () => {
      await setViewport({ width: 1280, height: 800 });
      const el = await demo(lang);
      const dialog = picker(el)!.getBoundingClientRect(), caption = shownCaption(el).getBoundingClientRect();
      expect(overlap(dialog, caption), `dialog ${Math.round(dialog.left)}–${Math.round(dialog.right)}, caption from ${Math.round(caption.left)}`).to.equal(false);
      expect(caption.left - dialog.right).to.be.greaterThan(0);
    });

    it(`at 360 × 640 (${lang}), the caption's heading and first line are in view, not behind the picker`, async () => {
      await setViewport({ width: 360, height: 640 });
      const el = await demo(lang);
      const steps = shownCaption(el);
      const text = steps.shadowRoot!.querySelector(".caption") as HTMLElement;
      expect(text.textContent!.trim().length).to.be.greaterThan(20);
      const dialog = picker(el)!.getBoundingClientRect();
      for (const part of [steps.shadowRoot!.querySelector("[part=steps]") ?? steps, text] as HTMLElement[]) {
        const r = part.getBoundingClientRect();
        const y = r.top + 8;
        expect(y, "in the first screen").to.be.lessThan(640);
        expect(within(deepAt(r.left + r.width / 2, y), steps), `what is at the caption's ${part === text ? "text" : "heading"}`).to.equal(true);
      }
      expect(overlap(dialog, steps.getBoundingClientRect())).to.equal(false);
    });
  }
});
