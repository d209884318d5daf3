/**
 * The card game's clue sheet (the assistant's chances) at a phone's 360 px and a desktop's 1280 px, in each
 * of the six languages, on a page laid out as the demo's: each chance ("13 25 %") reads as one, on one line
 * and well apart from the next on its line, so a row of codes and percentages never runs together
 * ("13 25 % 24 25 %"); a seat's partner chance keeps its percentage whole.
 */
import { expect, waitUntil } from "@open-wc/testing";
import "../../src/register.js";
import { q } from "./support/cards.js";
import { LANGS, SIZES, atViewport, box, demoTable, lineBoxes, texts } from "./support/cards-layout.js";

/** A 5-player game at its start: every other agent's identity and code still open, three or four chances a cell. */
const FIVE = JSON.stringify({ players: 5, seed: "sheet-look", actions: [] });

for (const [name, width, height] of SIZES) describe(`the clue sheet's chances on a ${name} (${width} px)`, () => {
  atViewport(width, height);

  for (const lang of LANGS) it(`${lang}: each chance is whole on one line, at least 0.5 em from the next beside it`, async () => {
    const t = await demoTable(lang, FIVE, null, false);
    await waitUntil(() => q(t, "[part=cards-sheet] .p").length, "no chances");
    const cells = q(t, "[part=cards-sheet] tbody td");
    expect(cells.length).to.equal(8);
    expect(cells.filter((c) => c.querySelectorAll(".p").length >= 3).length, "cells of three chances or more").to.be.at.least(6);
    for (const cell of cells) {
      const chances = [...cell.querySelectorAll(".p")];
      expect(chances.length, "a chance at least").to.be.at.least(1);
      for (const c of chances) {
        const tops = texts(c).flatMap((x) => lineBoxes(x).map((l) => Math.round(l.top)));
        expect(new Set(tops).size, `${lang}: "${c.textContent}" is broken over lines`).to.equal(1);
      }
      for (let i = 1; i < chances.length; i++) {
        const [a, b] = [box(chances[i - 1]!), box(chances[i]!)];
        if (Math.abs(a.top - b.top) > 1) continue;
        const em = parseFloat(getComputedStyle(chances[i]!).fontSize);
        expect(b.left - a.right, `${lang}: "${chances[i - 1]!.textContent}" and "${chances[i]!.textContent}" run together`).to.be.at.least(0.5 * em);
      }
    }
    for (const th of q(t, "[part=cards-sheet] tbody th small")) {
      const tops = texts(th).flatMap((x) => lineBoxes(x).map((l) => Math.round(l.top)));
      const last = texts(th).pop()!;
      expect(new Set(lineBoxes(last).map((l) => Math.round(l.top))).size, `${lang}: "${th.textContent}" breaks its percentage`).to.equal(1);
      expect(tops.length).to.be.at.least(1);
    }
  });
});
