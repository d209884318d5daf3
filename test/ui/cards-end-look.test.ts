/**
 * The card game's end screen and a narrated scenario's steps at a phone's 360 px and a desktop's 1280 px, in each
 * of the six languages, on a page laid out as the demo's: their buttons lie inside their parchment and, on a
 * phone, are a finger's size; on parchment a secondary button (Download record, Copy replay link, Back) is drawn
 * as the declaration form's Cancel, outlined in ink, not as a dark slab of the table's panel.
 */
import { expect, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { q, rialtoExchange } from "./support/cards.js";
import { LANGS, SIZES, atViewport, box, demoTable, inside, workedExampleEnd } from "./support/cards-layout.js";

/** Red declares Blue and the right combination at the Rialto exchange; Blue gives his set: the meeting resolves and Red's team wins. */
const WON = rialtoExchange("end-look", [
  { type: "declare", seat: "red", partner: "blue", combination: [36, 13, 24, 47] },
  { type: "give", seat: "blue", cards: ["F", 13] },
]);

/** Whether a secondary button is drawn in ink on the parchment it sits on (its own background transparent). */
function inInk(button: Element, parchment: Element): string | null {
  const b = getComputedStyle(button), p = getComputedStyle(parchment);
  const clear = b.backgroundColor === "rgba(0, 0, 0, 0)" || b.backgroundColor === "transparent";
  return clear && b.color === p.color ? null : `"${button.textContent!.trim()}" is ${b.color} on ${b.backgroundColor}, on parchment of ${p.backgroundColor}`;
}

for (const [name, width, height] of SIZES) describe(`the end screen and the steps on a ${name} (${width} px)`, () => {
  atViewport(width, height);

  for (const lang of LANGS) it(`${lang}: the end screen's buttons lie inside it, a finger's size on a phone, the secondary ones in ink`, async () => {
    const t = await demoTable(lang, WON, null, false);
    await waitUntil(() => q(t, "[part=cards-end] .act").length >= 3, "no end screen with its buttons", { timeout: 5000 });
    const end = q(t, "[part=cards-end]")[0]!;
    const buttons = [...end.querySelectorAll(".act")];
    for (const b of buttons) {
      expect(inside(box(b), box(end)), `${lang}: "${b.textContent!.trim()}" spills out of the end screen`).to.equal(true);
      if (name === "phone") expect(Math.min(box(b).width, box(b).height), `${lang}: "${b.textContent!.trim()}" is smaller than a finger`).to.be.at.least(44);
    }
    const secondary = buttons.filter((b) => !b.classList.contains("primary"));
    expect(secondary.length, "Download record and Copy replay link").to.equal(2);
    expect(secondary.map((b) => inInk(b, end)).filter(Boolean)).to.deep.equal([]);
  });

  for (const lang of LANGS) it(`${lang}: a narrated scenario's Back is drawn in ink on its parchment`, async () => {
    const t = await workedExampleEnd(lang);
    const steps = q(t, ".steps")[0]!;
    const back = [...steps.querySelectorAll(".act")].filter((b) => !b.classList.contains("primary"));
    expect(back.length).to.equal(1);
    expect(back.map((b) => inInk(b, steps)).filter(Boolean)).to.deep.equal([]);
  });
});
