/**
 * Deutsch: die Texte des Wiederholungs-Betrachters (`<inkognito-game replay>`), vollständig gegen die
 * englischen getypt (ein fehlender Schlüssel ist ein Typfehler). Begriffe wie in ./board.ts und ./cards.ts.
 */
import type { ReplayMessages } from "../replay.js";

const percent = new Intl.NumberFormat("de", { style: "percent", maximumFractionDigits: 0 });

const CERTAIN = "sicher";

export const replay = {
  label: "Wiederholung",
  title: (game: string) => `Wiederholung: ${game}`,
  gameBoard: "Inkognito",
  gameCards: "Inkognito: Das Kartenspiel",
  loading: "Die Aufzeichnung wird geöffnet …",
  follow: "Folgen",
  followAll: "Alle Geheimnisse",
  followSeat: (seat: string) => `${seat}: nur, was dieser Platz wusste`,
  deal: "Die Karten werden verteilt.",
  nothingNew: "Nichts geschah, das jemand sehen konnte.",
  timeline: "Entscheidende Momente",
  momentShown: "Karten gezeigt",
  momentDeclared: "die Erklärung",
  momentEnd: "das Ende",
  secretsTitle: "Alle Geheimnisse",
  shownTitle: "Bisher gezeigte Karten",
  shownNone: "Noch wurde keine Karte gezeigt.",
  seatHeading: "Platz",
  secretHeading: "Geheime Karten",
  chancesHeading: "Wahrscheinlichkeit der Wahrheit, aus Sicht dieses Platzes",
  chanceOf: (seat: string, what: string, p: string) => `${seat} ist ${what}: ${p}`,
  certain: CERTAIN,
  percent: (p: number) => percent.format(p),
  whyTitle: "Warum die Erklärung richtig oder falsch war",
  declaredPartner: (who: string, partner: string) => `${who} hat erklärt und ${partner} als Partner genannt.`,
  declaredAlone: (who: string) => `${who} hat erklärt, allein zu sein.`,
  declaredCards: (who: string, partner: string, combination: string) =>
    partner ? `${who} hat ${partner} als Partner und die Kombination ${combination} genannt.` : `${who} hat die Kombination ${combination} erklärt.`,
  wasRight: "Die Behauptung stimmte.",
  wasWrong: "Die Behauptung stimmte nicht.",
  winners: (who: string) => `Gewonnen: ${who}.`,
  noWinner: "Niemand hat gewonnen.",
  beliefIntro: "Kurz davor, nach den Tatsachen, die jeder Platz kannte:",
  belief: (seat: string, p: string) => (p === CERTAIN ? `${seat} war sich sicher.` : `${seat} schätzte es auf ${p}.`),
  beliefUnknown: (seat: string) => `${seat} konnte es nicht abschätzen.`,
  beliefCombination: "(das Kartenspiel: der Erklärende wägt Partner und Kombination ab, die anderen die Kombination)",
  noDeclaration: "Das Spiel endete ohne Erklärung.",
  notOver: "Diese Aufzeichnung endet vor dem Ende des Spiels.",
  signedBy: (fingerprint: string) => `Signiert mit dem Schlüssel des Gastgebers ${fingerprint}.`,
  errorTitle: "Diese Wiederholung kann nicht gezeigt werden",
  error: {
    RECORD_MALFORMED: "Das ist keine Spielaufzeichnung.",
    RECORD_TOO_LARGE: "Diese Aufzeichnung ist zu groß.",
    RECORD_WRONG_GAME: "Das ist die Aufzeichnung eines Spiels, das dieses Element nicht kennt.",
    RECORD_WRONG_VERSION: "Diese Aufzeichnung stammt aus einer anderen Version der Regeln.",
    RECORD_BAD_OPTIONS: "Das Spiel dieser Aufzeichnung lässt sich nicht aufbauen.",
    RECORD_DOES_NOT_REPLAY: "Diese Aufzeichnung lässt sich nicht abspielen: Eine ihrer Aktionen verbieten die Regeln.",
    RECORD_RESULT_MISMATCH: "Das Ergebnis, das diese Aufzeichnung angibt, ist nicht das, zu dem ihr Spiel führt.",
    RECORD_UNAVAILABLE: "Dieses Spiel führt keine Aufzeichnung.",
    RECORD_NOT_FOUND: "Die Aufzeichnung konnte nicht geladen werden.",
    RECORD_BAD_SIGNATURE: "Die Signatur der Aufzeichnung stammt nicht vom Gastgeber: Sie wurde verändert oder gefälscht.",
    RECORD_UNSIGNED: "Die Aufzeichnung ist nicht signiert, aber zur Prüfung wurde ein Schlüssel des Gastgebers angegeben.",
  },
} satisfies ReplayMessages;
