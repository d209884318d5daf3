/**
 * The card game's card faces at a phone's 360 px and a desktop's 1280 px, in each of the six languages,
 * on a page laid out as the demo's (no body margin, 12 px either side): every coloured card's true/false
 * marker reads at 11 px or more, lies inside its card, and its word is whole on one line inside it (on a
 * narrow card the word wraps under the symbol instead of shrinking); a card's name breaks only between
 * words or at a soft hyphen, never inside a word.
 */
import { expect } from "@open-wc/testing";
import "../../src/register.js";
import { q } from "./support/cards.js";
import { LANGS, SIZES, atViewport, box, brokenWords, demoTable, inner, inside, lineBoxes, texts } from "./support/cards-layout.js";

for (const [label, width, height] of SIZES) describe(`the card faces on a ${label} (${width} px)`, () => {
  atViewport(width, height);

  for (const lang of LANGS) it(`${lang}: each coloured card's true/false marker reads at 11 px or more, inside its card, its word whole on one line`, async () => {
    const t = await demoTable(lang);
    const cards = q(t, "[part=cards-picker] button.card");
    expect(cards.length).to.equal(8);
    for (const card of cards) {
      const marker = card.querySelector(".tf")!;
      const where = `${lang}, card ${card.firstElementChild!.textContent}: "${(marker as HTMLElement).innerText.replace(/\s+/g, " ")}"`;
      const size = parseFloat(getComputedStyle(marker).fontSize);
      expect(size, `${where}: the marker's text is ${size.toFixed(1)} px`).to.be.at.least(11);
      expect(inside(box(marker), inner(card)), `${where}: the marker is not inside its card`).to.equal(true);
      for (const text of texts(marker)) {
        const lines = lineBoxes(text);
        expect(lines.length, `${where}: "${text.textContent}" is broken over ${lines.length} lines`).to.equal(1);
        expect(inside(lines[0]!, box(marker)), `${where}: "${text.textContent}" spills out of its marker`).to.equal(true);
      }
    }
  });

  for (const lang of LANGS) it(`${lang}: each card's name breaks only between words, inside its card`, async () => {
    const t = await demoTable(lang);
    const cards = [...q(t, "[part=cards-picker] button.card"), ...q(t, ".card.black")];
    expect(cards.length).to.equal(10);
    for (const card of cards) {
      const name = card.querySelector(".nm")!;
      for (const text of texts(name)) {
        const where = `${lang}, card ${card.firstElementChild!.textContent}: "${text.textContent}"`;
        expect(brokenWords(text), `${where}: broken inside a word`).to.deep.equal([]);
        for (const line of lineBoxes(text)) expect(inside(line, inner(card)), `${where}: spills out of its card`).to.equal(true);
      }
    }
  });
});
