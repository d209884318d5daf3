/**
 * Seat letters (beside each seat's colour, so colour is never the only cue) come from the seat names
 * of the element's language, and tell every seat apart in each built-in language; the passport's
 * cover says "passport" in the language (the Italian edition's PASSAPORTO only in Italian).
 */
import { expect } from "@open-wc/testing";
import { en } from "../../src/ui/i18n/en.js";
import "../../src/ui/i18n/en-later.js";
import { BUILT_IN_LANGUAGES, loadPart } from "../../src/ui/i18n/languages.js";
import { registeredLanguage } from "../../src/ui/i18n/registry.js";
import { seatLetters, SEAT_LETTER } from "../../src/ui/theme.js";

async function board(lang: string) {
  if (lang === "en") return en;
  await loadPart(lang, "board");
  return registeredLanguage(lang)!.board!;
}

describe("seat letters and the passport's cover word", () => {
  it("English keeps R, Y, G, B, A", () => {
    expect(seatLetters(en)).to.deep.equal(SEAT_LETTER);
  });

  it("a language's letters are its own names' initials, longer where two names begin alike", async () => {
    expect(seatLetters(await board("de"))).to.deep.equal({ red: "R", yellow: "Ge", green: "Gr", blue: "Bl", ambassador: "Bo" });
    expect(seatLetters(await board("it"))).to.deep.equal({ red: "R", yellow: "G", green: "V", blue: "B", ambassador: "A" });
    expect(seatLetters(await board("es"))).to.deep.equal({ red: "R", yellow: "Am", green: "V", blue: "Az", ambassador: "E" });
    expect(seatLetters({ seat: { a: "Same", b: "Same", c: "Other" } })).to.deep.equal({ a: "Same", b: "Same", c: "O" });
  });

  for (const lang of BUILT_IN_LANGUAGES) {
    it(`${lang}: every seat has its own letter, and the passport its own word`, async () => {
      const m = await board(lang);
      const letters = Object.values(seatLetters(m));
      expect(new Set(letters.map((l) => l.toLowerCase())).size, letters.join(" ")).to.equal(letters.length);
      for (const [seat, letter] of Object.entries(seatLetters(m))) expect(m.seat[seat as "red"].toLowerCase().startsWith(letter.toLowerCase()), seat).to.equal(true);
      if (lang !== "it") expect(m.passportCrest).to.not.equal("PASSAPORTO");
      if (lang !== "en") expect(m.passportCrest).to.not.equal(en.passportCrest);
    });
  }
});
