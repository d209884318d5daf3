/**
 * The 5-player Ambassador player in the card game's sentences, in six languages: named in a sentence he takes
 * the article his language gives him ("Waiting for the Ambassador…", "Warten auf den Botschafter …", "L'Ambassadeur a
 * passé.", "Scegli due carte da mostrare all'Ambasciatore", "Embajador ha elegido." → "El Embajador ha elegido.").
 * The guide line, the picker's title and refusal, the live region and the end screen said "Waiting for Ambassador…",
 * "Your set for Ambassador", "Ambassador declared 13-24-36-47." (English), "Warten auf Botschafter …" (German),
 * "Ambassadeur a choisi." (French), "a Ambasciatore" (Italian), "Embajador ha pasado." (Spanish); Danish names him
 * "Ambassadøren", with its article, already. The seats' panels and score tables keep the bare name as a label.
 */
import { expect } from "@open-wc/testing";
import { cardsEn, type CardsMessages } from "../../../src/ui/i18n/cards.js";
import { cards as de } from "../../../src/ui/i18n/de/cards.js";
import { cards as fr } from "../../../src/ui/i18n/fr/cards.js";
import { cards as it_ } from "../../../src/ui/i18n/it/cards.js";
import { cards as es } from "../../../src/ui/i18n/es/cards.js";
import { cards as da } from "../../../src/ui/i18n/da/cards.js";

/** Each language's Ambassador with an article (or, in Danish, the definite form), anywhere in a sentence. */
const WITH_ARTICLE: Record<string, [Partial<CardsMessages>, RegExp]> = {
  en: [cardsEn, /\b[Tt]he Ambassador\b/],
  de: [de, /\b([Dd]e[rmn]|des) Botschafters?\b/],
  fr: [fr, /\b([lL]'|[dD]e l'|à l')Ambassadeur\b/],
  it: [it_, /(\b[lL]'|\b[aA]ll'|\b[dD]ell'|\b[dD]all')Ambasciatore\b/],
  es: [es, /\b([Ee]l|al|del) Embajador\b/],
  da: [da, /\bAmbassadøren\b/],
};

describe("card game texts: the Ambassador player named in a sentence", () => {
  for (const [lang, [m0, article]] of Object.entries(WITH_ARTICLE)) it(`${lang}: every sentence naming him gives him his article`, () => {
    const m = m0 as CardsMessages;
    const amb = m.seat.ambassador, agent = m.seat.blue;
    const sentences = {
      guideWait: m.guideWait(amb),
      guideGive: m.guideGive(amb),
      pickerTitle: m.pickerTitle(amb),
      reasonShownBefore: m.reasonShownBefore(amb),
      liveSet: m.liveSet(agent, amb, ""),
      liveSetCards: m.liveSet(m.you, amb, "F, 13"),
      liveCommitted: m.liveCommitted(amb),
      livePassed: m.livePassed(amb),
      liveDeclared: m.liveDeclared(amb, true),
      endDeclaration: m.endDeclaration(amb, "", "13-24-36-47"),
    };
    const bare = Object.entries(sentences).filter(([, s]) => !article.test(s)).map(([k, s]) => `${k}: "${s}"`);
    expect(bare, `${lang}: the Ambassador without his article`).to.deep.equal([]);
    // English and German say who won the match in a sentence ("The Ambassador won the match!"); the others as a label ("Vainqueurs du match : Ambassadeur !").
    if (lang === "en" || lang === "de") expect(m.matchWon(amb, 1)).to.match(article);
    // An agent seat keeps its bare colour.
    expect(m.guideWait(agent)).to.contain(agent);
  });
});
