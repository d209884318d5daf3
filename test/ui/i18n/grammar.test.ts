/**
 * The texts' grammar (src/ui/i18n/grammar.ts): lists and plurals by the browser's `Intl`, each
 * `Intl` object made the first time a text uses it, not when the texts' module loads (the first
 * `Intl` object a page makes loads the browser's locale data: a long pause before a phone's first
 * paint, when every language's texts made theirs at load).
 */
import { expect } from "@open-wc/testing";
import { listIn, pluralIn } from "../../../src/ui/i18n/grammar.js";

/** Counts the `Intl.ListFormat` and `Intl.PluralRules` made while `f` runs. */
function counting<T>(f: (made: { lists: number; plurals: number }) => T): T {
  const made = { lists: 0, plurals: 0 };
  const { ListFormat, PluralRules } = Intl;
  // Intl's members are writable at run time; TypeScript's lib declares them read-only.
  const intl = Intl as { -readonly [K in keyof typeof Intl]: (typeof Intl)[K] };
  intl.ListFormat = class extends ListFormat {
    constructor(...args: ConstructorParameters<typeof ListFormat>) {
      super(...args);
      made.lists++;
    }
  } as typeof ListFormat;
  intl.PluralRules = class extends PluralRules {
    constructor(...args: ConstructorParameters<typeof PluralRules>) {
      super(...args);
      made.plurals++;
    }
  } as typeof PluralRules;
  try {
    return f(made);
  } finally {
    intl.ListFormat = ListFormat;
    intl.PluralRules = PluralRules;
  }
}

describe("grammar: lists and plurals", () => {
  it("a list of the language, its ListFormat made at the first list and kept", () => {
    counting((made) => {
      const list = listIn("de"), units = listIn("en-GB", "unit");
      expect(made.lists, "none made before a list is asked for").to.equal(0);
      expect(list(["Rot", "Blau", "Grün"])).to.equal("Rot, Blau und Grün");
      expect(list(["Rot", "Blau"])).to.equal("Rot und Blau");
      expect(made.lists, "one, kept for the next list").to.equal(1);
      expect(units(["2 white", "1 black"])).to.equal("2 white, 1 black");
      expect(made.lists).to.equal(2);
    });
  });

  it("a plural form by the language's rules, its PluralRules made at the first use and kept", () => {
    counting((made) => {
      const en = pluralIn("en"), fr = pluralIn("fr");
      expect(made.plurals, "none made before a plural is asked for").to.equal(0);
      expect(en(1, { one: "# card", other: "# cards" })).to.equal("1 card");
      expect(en(2, { one: "# card", other: "# cards" })).to.equal("2 cards");
      expect(made.plurals).to.equal(1);
      // French counts 0 as singular.
      expect(fr(0, { one: "# carte", other: "# cartes" })).to.equal("0 carte");
      expect(made.plurals).to.equal(2);
    });
  });
});
