/**
 * A refusal and a tutorial's hint at a phone's 360 px and a desktop's 1280 px, in each of the six languages, on
 * a page laid out as the demo's: the message shows on the screen the player is looking at (the table is taller
 * than the screen: not at its foot, below the fold) and as wide as its words need, not squeezed into half the
 * table.
 */
import { expect, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { q } from "./support/cards.js";
import { LANGS, SIZES, atViewport, box, demoTable } from "./support/cards-layout.js";
import type { InkognitoCardsTable } from "../../src/ui/cards/cards-table.js";

/** The alert shown now: on the screen, and of at most `lines` lines. */
function shown(t: InkognitoCardsTable, lines: number): string[] {
  const alert = q(t, "[role=alert]")[0];
  if (!alert) return ["no alert"];
  const b = box(alert), s = getComputedStyle(alert);
  const text = `"${alert.textContent!.trim()}" (${b.width.toFixed(0)} × ${b.height.toFixed(0)} at ${b.left.toFixed(0)}, ${b.top.toFixed(0)})`;
  const out: string[] = [];
  if (b.top < 0 || b.bottom > innerHeight || b.left < 0 || b.right > innerWidth) out.push(`${text} is off the ${innerWidth} × ${innerHeight} screen`);
  const lineHeight = parseFloat(s.lineHeight) || 1.2 * parseFloat(s.fontSize);
  const height = b.height - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
  if (height > lines * lineHeight + 1) out.push(`${text} takes ${Math.round(height / lineHeight)} lines`);
  return out;
}

for (const [name, width, height] of SIZES) describe(`a refusal and a hint on a ${name} (${width} px)`, () => {
  atViewport(width, height);

  for (const lang of LANGS) it(`${lang}: the tutorial's hint after a wrong move shows on the screen, on two lines at most`, async () => {
    const t = await demoTable(lang, "tutorial", 1);
    q(t, ".loc-arsenale")[0]!.click();
    await t.updateComplete;
    expect(t.step, "the wrong move is not taken").to.equal(1);
    expect(shown(t, 2)).to.deep.equal([]);
  });

  for (const lang of LANGS) it(`${lang}: a refused act's reason shows on the screen, on three lines at most`, async () => {
    const t = await demoTable(lang);
    // Red places again while the exchange is on: refused by the referee.
    const r = await t.send({ type: "place", seat: "red", location: "arsenale" });
    expect(r.ok).to.equal(false);
    await waitUntil(() => q(t, "[role=alert]").length, "no alert");
    expect(shown(t, 3)).to.deep.equal([]);
  });
});
