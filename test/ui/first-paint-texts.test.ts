/**
 * The turn bar is part of a solo page's first paint; the texts of the parts loaded on demand
 * (src/ui/i18n/en-later.ts) arrive with the first of them, maybe after the bar has rendered, and a
 * finished game brought back by a reload changes nothing more to render it again: its "Show result"
 * button stayed blank, with no accessible name. This file imports the bar and the first paint's
 * messages only (never en-later), as the script-tag bundle's first chunk has them.
 */
import { expect } from "@open-wc/testing";
import "../../src/ui/controls/turn-bar.js";
import { en } from "../../src/ui/i18n/en.js";

describe("first paint texts", () => {
  it("every text the turn bar shows for a finished game is there without the parts loaded on demand", () => {
    const m = en as Partial<typeof en>;
    for (const key of ["menuShowResult", "newGame", "gameOver", "rollPhantom", "undo", "endMovement", "endTurn", "declare"] as const) {
      expect(m[key], key).to.be.a("string").and.not.equal("");
    }
  });
});
