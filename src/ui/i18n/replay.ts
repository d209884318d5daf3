/**
 * The texts of the replay viewer (`<inkognito-game replay>`, ../replay/), both games. Loaded with
 * the replay's chunk only. The games' own texts (events, cards, reasons) come from `en`/`enLater`
 * and `cardsEn`. The other languages' are `./<lang>/replay.ts`, each typed against these.
 */
import type { RecordCode } from "../../games/kernel/record.js";
import { registeredLanguage, tagOf } from "./registry.js";

export type ReplayErrorCode = RecordCode | "RECORD_NOT_FOUND" | "RECORD_BAD_SIGNATURE" | "RECORD_UNSIGNED";

export const replayEn = {
  label: "Replay",
  title: (game: string) => `Replay of ${game}`,
  gameBoard: "Inkognito",
  gameCards: "Inkognito: The Card Game",
  loading: "Opening the record…",
  follow: "Follow",
  followAll: "All secrets",
  followSeat: (seat: string) => `${seat}: only what this seat knew`,
  deal: "The cards are dealt.",
  nothingNew: "Nothing anyone could see happened.",
  timeline: "Moments that mattered",
  momentShown: "cards shown",
  momentDeclared: "the declaration",
  momentEnd: "the end",
  secretsTitle: "Every secret",
  shownTitle: "Cards shown so far",
  shownNone: "No card has been shown yet.",
  seatHeading: "Seat",
  secretHeading: "Secret cards",
  chancesHeading: "Chances of the truth, as this seat saw it",
  chanceOf: (seat: string, what: string, p: string) => `${seat} is ${what}: ${p}`,
  certain: "certain",
  percent: (p: number) => `${Math.round(p * 100)}%`,
  whyTitle: "Why the declaration was right or wrong",
  declaredPartner: (who: string, partner: string) => `${who} declared ${partner} as partner.`,
  declaredAlone: (who: string) => `${who} declared to be alone.`,
  declaredCards: (who: string, partner: string, combination: string) =>
    partner ? `${who} declared ${partner} as partner and the combination ${combination}.` : `${who} declared the combination ${combination}.`,
  wasRight: "The claim was right.",
  wasWrong: "The claim was wrong.",
  winners: (who: string) => `Winners: ${who}.`,
  noWinner: "Nobody won.",
  beliefIntro: "Just before, from the facts each seat had:",
  belief: (seat: string, p: string) => `${seat} gave it ${p}.`,
  beliefUnknown: (seat: string) => `${seat} could not weigh it.`,
  beliefCombination: "(the card game: the declarer weighs partner and combination, the others the combination)",
  noDeclaration: "The game ended without a declaration.",
  notOver: "This record stops before the end of the game.",
  signedBy: (fingerprint: string) => `Signed by the host's key ${fingerprint}.`,
  errorTitle: "This replay cannot be shown",
  error: {
    RECORD_MALFORMED: "That is not a game record.",
    RECORD_TOO_LARGE: "That record is too large.",
    RECORD_WRONG_GAME: "That is a record of a game this element does not know.",
    RECORD_WRONG_VERSION: "That record was made by another version of the rules.",
    RECORD_BAD_OPTIONS: "The game of that record cannot be set up.",
    RECORD_DOES_NOT_REPLAY: "That record does not replay: one of its actions is refused by the rules.",
    RECORD_RESULT_MISMATCH: "The result that record states is not the one its game reaches.",
    RECORD_UNAVAILABLE: "This game keeps no record.",
    RECORD_NOT_FOUND: "The record could not be loaded.",
    RECORD_BAD_SIGNATURE: "The record's signature is not the host's: it was altered or forged.",
    RECORD_UNSIGNED: "The record is not signed, but a host's key was given to check it.",
  } satisfies Record<ReplayErrorCode, string>,
};

export type ReplayMessages = typeof replayEn;

/**
 * The replay texts of a language: its registered or built-in file (`./<lang>/replay.ts`, loaded with
 * the language's other parts, ./languages.ts), else its primary language's, else English.
 */
export function replayMessagesFor(lang: string | null | undefined): ReplayMessages {
  const tag = tagOf(lang ?? "en");
  return registeredLanguage(tag)?.replay ?? registeredLanguage(tag.split("-")[0]!)?.replay ?? replayEn;
}
