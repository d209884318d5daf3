/**
 * Italiano: i testi del visore dei replay (`<inkognito-game replay>`), completi e tipati contro quelli
 * inglesi (una chiave mancante è un errore di tipo). Termini come in ./board.ts e ./cards.ts.
 */
import type { ReplayMessages } from "../replay.js";

const percent = new Intl.NumberFormat("it", { style: "percent", maximumFractionDigits: 0 });

export const replay = {
  label: "Rivedi",
  title: (game: string) => `Rivedi la partita: ${game}`,
  gameBoard: "Inkognito",
  gameCards: "Inkognito: il gioco di carte",
  loading: "Apertura della registrazione…",
  follow: "Segui",
  followAll: "Tutti i segreti",
  followSeat: (seat: string) => `${seat}: solo ciò che sapeva questo giocatore`,
  deal: "Si distribuiscono le carte.",
  nothingNew: "Non è successo nulla che qualcuno potesse vedere.",
  timeline: "I momenti decisivi",
  momentShown: "carte mostrate",
  momentDeclared: "la dichiarazione",
  momentEnd: "la fine",
  secretsTitle: "Tutti i segreti",
  shownTitle: "Carte mostrate finora",
  shownNone: "Nessuna carta è ancora stata mostrata.",
  seatHeading: "Giocatore",
  secretHeading: "Carte segrete",
  chancesHeading: "Probabilità della verità, secondo questo giocatore",
  chanceOf: (seat: string, what: string, p: string) => `${seat} è ${what}: ${p}`,
  certain: "certo",
  percent: (p: number) => percent.format(p),
  whyTitle: "Perché la dichiarazione era giusta o sbagliata",
  declaredPartner: (who: string, partner: string) => `${who} ha dichiarato nominando ${partner} come partner.`,
  declaredAlone: (who: string) => `${who} ha dichiarato di non avere un partner.`,
  declaredCards: (who: string, partner: string, combination: string) =>
    partner ? `${who} ha nominato ${partner} come partner e la combinazione ${combination}.` : `${who} ha dichiarato la combinazione ${combination}.`,
  wasRight: "L'affermazione era giusta.",
  wasWrong: "L'affermazione era sbagliata.",
  winners: (who: string) => `Vincitori: ${who}.`,
  noWinner: "Non ha vinto nessuno.",
  beliefIntro: "Subito prima, in base ai fatti che ogni giocatore conosceva:",
  belief: (seat: string, p: string) => `Per ${seat}: ${p}.`,
  beliefUnknown: (seat: string) => `${seat} non poteva valutarlo.`,
  beliefCombination: "(il gioco di carte: chi dichiara valuta partner e combinazione, gli altri la combinazione)",
  noDeclaration: "La partita è finita senza una dichiarazione.",
  notOver: "Questa registrazione si ferma prima della fine della partita.",
  signedBy: (fingerprint: string) => `Firmata con la chiave dell'host ${fingerprint}.`,
  errorTitle: "Questo replay non si può mostrare",
  error: {
    RECORD_MALFORMED: "Questa non è la registrazione di una partita.",
    RECORD_TOO_LARGE: "Questa registrazione è troppo grande.",
    RECORD_WRONG_GAME: "È la registrazione di un gioco che questo elemento non conosce.",
    RECORD_WRONG_VERSION: "Questa registrazione è stata fatta con un'altra versione delle regole.",
    RECORD_BAD_OPTIONS: "La partita di questa registrazione non si può preparare.",
    RECORD_DOES_NOT_REPLAY: "Questa registrazione non si può riprodurre: le regole rifiutano una delle sue azioni.",
    RECORD_RESULT_MISMATCH: "Il risultato indicato dalla registrazione non è quello a cui arriva la sua partita.",
    RECORD_UNAVAILABLE: "Questa partita non tiene una registrazione.",
    RECORD_NOT_FOUND: "Non è stato possibile caricare la registrazione.",
    RECORD_BAD_SIGNATURE: "La firma della registrazione non è quella dell'host: è stata alterata o falsificata.",
    RECORD_UNSIGNED: "La registrazione non è firmata, ma è stata data una chiave dell'host per verificarla.",
  },
} satisfies ReplayMessages;
