/**
 * The card table's controls and small parts at a phone's 360 px and a desktop's 1280 px, in each of the six
 * languages, on a page laid out as the demo's: every button a player taps on a phone is at least 44 × 44 px
 * ("Why?" on one line); the declaration form fits the screen with a margin, its controls a finger's size and
 * the four codes' lists in one column; a seat's letter sits in the middle of its tile on the map; a chosen
 * card, lifted and outlined, stays under the picker's heading.
 */
import { expect, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { q } from "./support/cards.js";
import { LANGS, SIZES, atViewport, box, demoTable, inner, inside, lineBoxes, texts, workedExampleEnd } from "./support/cards-layout.js";

const TOUCH = 44;
const size = (e: Element) => `${box(e).width.toFixed(1)} × ${box(e).height.toFixed(1)}`;
const label = (e: Element) => (e as HTMLElement).innerText?.replace(/\s+/g, " ").trim() || e.getAttribute("aria-label") || e.tagName;
/** What of `controls` is smaller than a finger, as sentences. */
const small = (controls: Element[]) => controls.filter((c) => box(c).width < TOUCH - 0.01 || box(c).height < TOUCH - 0.01).map((c) => `"${label(c)}" is ${size(c)}`);
const settle = () => new Promise((r) => setTimeout(r, 300));

describe("the card table's controls on a phone (360 px)", () => {
  atViewport(360, 740);

  for (const lang of LANGS) it(`${lang}: the acts' buttons and the steps' are at least 44 × 44`, async () => {
    let t = await demoTable(lang);
    const acts = q(t, ".act");
    expect(acts.length, "the picker's buttons and Declare").to.be.at.least(3);
    expect(small(acts), `${lang}: the acts`).to.deep.equal([]);
    t = await workedExampleEnd(lang);
    expect(small(q(t, ".steps .act")), `${lang}: the steps`).to.deep.equal([]);
  });

  for (const lang of LANGS) it(`${lang}: each "Why?" of the clue sheet is at least 44 × 44, on one line`, async () => {
    const t = await workedExampleEnd(lang);
    const why = q(t, "button.why");
    expect(why.length, "a Why? for each certain fact").to.be.at.least(6);
    expect(small(why), `${lang}: the sheet's Why?`).to.deep.equal([]);
    for (const b of why) expect(texts(b).every((x) => lineBoxes(x).length === 1), `${lang}: "${label(b)}" is broken over lines (${size(b)})`).to.equal(true);
    // None pushes the sheet out of its panel.
    const panel = inner(q(t, ".notes")[0]!);
    for (const e of [q(t, "[part=cards-sheet] table")[0]!, ...why]) expect(inside(box(e), panel), `${lang}: ${e.tagName === "TABLE" ? "the assistant's table" : `"${label(e)}"`} spills out of the clue sheet's panel`).to.equal(true);
  });
});

for (const [name, width, height] of SIZES) describe(`the card table's declaration form and small parts on a ${name} (${width} px)`, () => {
  atViewport(width, height);

  /** The declaration form, opened by the last of the acts (Declare…). */
  async function declareForm(lang: string): Promise<Element> {
    const t = await demoTable(lang);
    q(t, ".row[role=group] .act").pop()!.click();
    await waitUntil(() => q(t, ".dialog").length, "no declaration form");
    await t.updateComplete;
    return q(t, ".dialog")[0]!;
  }

  for (const lang of LANGS) it(`${lang}: the declaration form fits the screen with a margin either side`, async () => {
    const d = box(await declareForm(lang));
    expect(d.left >= 8 && d.right <= innerWidth - 8, `${lang}: the form spans ${d.left.toFixed(1)}–${d.right.toFixed(1)} of ${innerWidth} px`).to.equal(true);
  });

  for (const lang of LANGS) it(`${lang}: the declaration form's controls are a finger's size, the codes' lists in one column inside it`, async () => {
    const dialog = await declareForm(lang);
    const controls = [...dialog.querySelectorAll("select, button"), dialog.querySelector("input[type=checkbox]")!.closest("label")!];
    expect(small(controls), `${lang}: the form's controls`).to.deep.equal([]);
    const codes = [...dialog.querySelectorAll("select.declare-code")];
    expect(codes.length).to.equal(4);
    const lefts = codes.map((c) => Math.round(box(c).left));
    expect(Math.max(...lefts) - Math.min(...lefts), `${lang}: the codes' lists start at ${lefts.join(", ")}`).to.be.at.most(1);
    for (const c of codes) expect(inside(box(c), box(dialog)), `${lang}: a code's list spills out of the form`).to.equal(true);
  });

  for (const lang of LANGS) it(`${lang}: each seat's letter sits in the middle of its tile on the map, inside it`, async () => {
    const t = await demoTable(lang);
    const tiles = q(t, "[part=cards-map] .tile");
    expect(tiles.length, "Red and Blue at Rialto, Green, Yellow and the Ambassador at San Marco").to.equal(5);
    for (const tile of tiles) {
      const r = document.createRange();
      r.selectNodeContents(tile);
      const text = r.getBoundingClientRect(), b = box(tile);
      const dy = (text.top + text.bottom - b.top - b.bottom) / 2, dx = (text.left + text.right - b.left - b.right) / 2;
      expect(Math.abs(dy) <= 1 && Math.abs(dx) <= 1, `${lang}: "${tile.textContent}" is off the middle of its tile by ${dx.toFixed(1)}, ${dy.toFixed(1)} px`).to.equal(true);
      expect(inside(text, b), `${lang}: "${tile.textContent}" spills out of its tile`).to.equal(true);
    }
  });

  it("a chosen card, lifted and outlined, stays under the picker's heading", async () => {
    const t = await demoTable("en");
    q(t, "[part=cards-picker] button.card")[1]!.click();
    await t.updateComplete;
    await settle();
    const card = q(t, "[part=cards-picker] button.card")[1]!;
    expect(card.getAttribute("aria-pressed")).to.equal("true");
    const s = getComputedStyle(card);
    const top = box(card).top - parseFloat(s.outlineOffset) - parseFloat(s.outlineWidth);
    const heading = q(t, "#picker-title")[0]!;
    const r = document.createRange();
    r.selectNodeContents(heading);
    const bottom = Math.max(...[...r.getClientRects()].map((x) => x.bottom));
    expect(top, `the outline's top (${top.toFixed(1)}) is over the heading's words (to ${bottom.toFixed(1)})`).to.be.at.least(bottom);
  });
});
