/** Italian texts of the card game (`<inkognito-game game="cards">`). Locations keep their Venetian names. */
import type { Card, CardKind, EndReason, Identity, Location, Seat } from "../../../games/cards/types.js";
import type { ErrorCode } from "../../../games/cards/errors.js";
import type { CardsMessages } from "../cards.js";
import { record } from "./record.js";
import { listIn, pluralIn } from "../grammar.js";

const plural = pluralIn("it");
const list = listIn("it");

const SEAT: Record<Seat, string> = { red: "Rosso", blue: "Blu", green: "Verde", yellow: "Giallo", ambassador: "Ambasciatore" };
const CHARACTER: Record<Identity, string> = { F: "Lord Fiddlebottom", B: "Colonel Bubble", Z: "Madame Zsa Zsa", X: "Agent X" };
const LOCATION: Record<Location, string> = {
  rialto: "Rialto", "san-marco": "San Marco", arsenale: "Arsenale", accademia: "Accademia", "santa-lucia": "Santa Lucia",
};
/** The viewer is named by `you` ("Tu"): the sentences below conjugate for it instead of gluing "Tu ha …". */
const YOU = "Tu";
/** The Ambassador player takes his article in a sentence ("L'Ambasciatore ha passato.", "all'Ambasciatore"); a colour does not. */
const soggetto = (s: string) => (s === SEAT.ambassador ? "L'Ambasciatore" : s);
const a = (s: string) => (s === SEAT.ambassador ? "all'Ambasciatore" : `a ${s}`);
const n = (count: number, one: string, other: string) => `${count} ${plural(count, { one, other })}`;

export const cards = {
  seat: SEAT,
  character: CHARACTER,
  location: LOCATION,
  title: "Inkognito: il gioco di carte",
  cardName: (c: Card): string => (typeof c === "number" ? `codice ${c}` : CHARACTER[c]),
  kindName: { identity: "carta identità", code: "carta codice" } as Record<CardKind, string>,
  you: YOU,
  blind: "giocatore cieco",
  round: (r: number) => `Turno ${r}`,
  firstPlayer: (s: string) => (s === YOU ? "Piazzi per primo" : `${s} piazza per primo`),
  seatMoved: (seat: string) => `Nuova partita, nuovo posto: ora giochi ${seat}. In un incontro a cinque, dopo ogni partita tutti si spostano di un posto e il ruolo dell'Ambasciatore passa a sinistra.`,
  // map
  mapLabel: "Venezia: dove si trovano le tessere in questo turno",
  placeHere: (loc: string) => `Piazza la tua tessera su ${loc}`,
  tilesHere: (loc: string, w: string) => (w ? `${loc}: ${w}` : `${loc}: nessuna tessera`),
  ambassadorSealed: "L'Ambasciatore ha piazzato la sua tessera coperta",
  ambassadorPile: "L'Ambasciatore",
  // seats
  seatsTitle: "Giocatori",
  tilesLeft: (t: number) => `${plural(t, { one: "Resta", other: "Restano" })} ${n(t, "tessera", "tessere")}`,
  tileLeft: (loc: string) => `${loc}, non ancora giocata`,
  tilePlayed: (loc: string) => `${loc}, giocata`,
  waiting: "sta scegliendo",
  chosen: "ha scelto",
  // hand
  handTitle: "Le tue carte",
  blackCards: "Le tue carte nere (segrete)",
  colouredCards: "Le tue carte colorate",
  trueCard: "vera",
  falseCard: "falsa",
  ambassadorHand: "Sei l'Ambasciatore: non hai carte; osservi, ascolti e puoi dichiarare.",
  // guidance
  guidePlace: "Scegli un luogo per la tua tessera.",
  guideAmbassadorTile: "Scegli la tua tessera coperta.",
  guideWait: (s: string) => (s === SEAT.ambassador ? "In attesa dell'Ambasciatore…" : `In attesa di ${s}…`),
  guideWaitMany: (s: string) => `In attesa che ${s} scelgano…`,
  guideGive: (s: string) => `Scegli due carte da mostrare ${a(s)}: esattamente una vera.`,
  guideAsk: "Sei solo con l'Ambasciatore: chiedi a un giocatore una delle sue carte nere, oppure passa.",
  guideLook: (s: string) => `Incontri ${s}, un giocatore cieco: guarda una delle sue carte nere, oppure passa.`,
  guideAnswer: (s: string) => `${s} ti fa una domanda: mostra una delle tue carte nere.`,
  guideAmbassadorMeeting: "Degli agenti ti incontrano: puoi dichiarare, oppure passare.",
  guideChosen: "La tua scelta è sigillata. In attesa degli altri…",
  guideOver: "La partita è finita.",
  // meeting
  meetingTitle: (loc: string) => `Incontro a ${loc}`,
  meetingKind: { exchange: "scambio", blind: "incontro con un cieco", ambassador: "con l'Ambasciatore", ambassadorTwo: "due agenti e l'Ambasciatore" } as Record<string, string>,
  noMeetings: "Ancora nessun incontro in questo turno.",
  // exchange picker
  pickerTitle: (s: string) => `La tua coppia di carte per ${s === SEAT.ambassador ? "l'Ambasciatore" : s}`,
  giveSet: "Mostra queste due",
  clear: "Azzera",
  reasonShownBefore: (s: string) => `già mostrata ${a(s)}`,
  reasonOneTrue: "serve esattamente una carta vera",
  reasonPickTwo: "scegli due carte",
  refusedSet: (reason: string) => `Questa coppia non si può mostrare: ${reason}.`,
  // ask, look, answer
  askWhom: "A chi chiedi?",
  askCardOf: (s: string, kind: string) => `Chiedi a ${s} la ${kind}`,
  ask: (s: string) => `Chiedi a ${s}`,
  look: (kind: string) => `Guarda la sua ${kind}`,
  pass: "Passa",
  showCard: (card: string) => `Mostra la tua carta ${card}`,
  // declaration
  declare: "Dichiara…",
  declareTitle: "Apri la cassaforte",
  declarePartner: "Il tuo partner",
  declareCombination: "La combinazione (F, B, Z, X)",
  declareCode: (id: string) => `Codice di ${id}`,
  declareClaims: "Aggiungi chi è chi (mostrato a tutti, non valutato)",
  declareSend: "Dichiara",
  cancel: "Annulla",
  declareInvalid: "Scegli quattro codici diversi e un partner.",
  declareChance: (p: string) => `Secondo l'assistente questa dichiarazione è giusta al ${p}.`,
  // sheet
  sheetTitle: "Foglio degli indizi",
  sheetEmpty: "Ancora niente di visto o mostrato.",
  sheetVia: { exchange: "scambio", ambassador: "mostrate all'Ambasciatore", question: "carta nera mostrata", look: "carta nera guardata" } as Record<string, string>,
  sheetLine: (from: string, to: string, cs: string, where: string, r: number, via: string) => `Turno ${r}, ${where}: ${from} → ${to}, ${cs} (${via})`,
  assistantTitle: "Assistente",
  identityChances: "Identità",
  codeChances: "Codice",
  partnerChance: "Partner",
  combinationTitle: "La combinazione finora",
  combinationsLeft: (c: number) => `${n(c, "combinazione ancora possibile", "combinazioni ancora possibili")}`,
  why: "Perché?",
  whyOwn: "Lo dicono le tue carte nere.",
  actsLabel: "Cosa puoi fare",
  certain: "certo",
  percent: (p: number) => `${Math.round(p * 100)}%`,
  // log and announcements
  logTitle: "Registro",
  livePlaced: (s: string, loc: string) => (s === YOU ? `Hai piazzato una tessera su ${loc}.` : `${s} ha piazzato una tessera su ${loc}.`),
  liveAmbassadorPlaced: "L'Ambasciatore ha piazzato la sua tessera coperta.",
  liveRevealed: (meetings: string) => (meetings ? `Tessere rivelate. Incontri: ${meetings}.` : "Tessere rivelate. Nessun incontro in questo turno."),
  liveMeeting: (loc: string, w: string) => `${loc} (${w})`,
  liveCommitted: (s: string) => (s === YOU ? "Hai scelto." : `${soggetto(s)} ha scelto.`),
  liveSet: (from: string, to: string, cs: string) =>
    from === YOU ? `Hai mostrato ${a(to)} ${cs || "due carte"}.`
    : to === YOU ? `${from} ti ha mostrato ${cs || "due carte"}.`
    : cs ? `${from} ha mostrato ${a(to)}: ${cs}.` : `${from} ha mostrato due carte ${a(to)}.`,
  liveAsked: (a: string, t: string) =>
    a === YOU ? `Hai chiesto a ${t} una carta nera.` : t === YOU ? `${a} ti ha chiesto una carta nera.` : `${a} ha chiesto a ${t} una carta nera.`,
  liveShown: (from: string, to: string, card: string) => {
    const what = card ? `la carta nera ${card}` : "una carta nera";
    return from === YOU ? `Hai mostrato a ${to} ${what}.` : to === YOU ? `${from} ti ha mostrato ${what}.` : `${from} ha mostrato a ${to} ${what}.`;
  },
  liveLooked: (w: string, blind: string, card: string) => {
    const what = card ? `la carta nera ${card} di ${blind}` : `una carta nera di ${blind}`;
    return w === YOU ? `Hai guardato ${what}.` : `${w} ha guardato ${what}.`;
  },
  livePassed: (s: string) => (s === YOU ? "Hai passato." : `${soggetto(s)} ha passato.`),
  liveDeclared: (s: string, right: boolean) => `${s === YOU ? "Hai dichiarato" : `${soggetto(s)} ha dichiarato`}: ${right ? "giusto" : "sbagliato"}.`,
  liveRound: (r: number, first: string) => `Turno ${r}: ${first === YOU ? "piazzi per primo" : `${first} piazza per primo`}.`,
  liveReshuffled: "Ogni giocatore riprende le sue tessere.",
  list,
  // end
  endTitle: "La partita è finita",
  endWinners: (w: string) => `Vincitori: ${w}`,
  endNoWinner: "Non vince nessuno.",
  endReason: {
    "right-declaration": "Una dichiarazione giusta: vince la squadra di chi ha dichiarato.",
    "wrong-declaration": "Una dichiarazione sbagliata: vince l'altra squadra.",
    "ambassador-right": "La dichiarazione dell'Ambasciatore era giusta: vince da solo.",
    "ambassador-wrong": "La dichiarazione dell'Ambasciatore era sbagliata: vincono tutti e quattro gli agenti.",
    "round-limit": "È stato raggiunto il limite di turni: non vince nessuno.",
  } as Record<EndReason, string>,
  endDeclaration: (w: string, partner: string, combo: string) =>
    w === YOU ? (partner ? `Hai nominato ${partner} e la combinazione ${combo}.` : `Hai dichiarato la combinazione ${combo}.`)
    : partner === YOU ? `${w} ti ha nominato, con la combinazione ${combo}.`
    : partner ? `${w} ha nominato ${partner} e la combinazione ${combo}.` : `${soggetto(w)} ha dichiarato la combinazione ${combo}.`,
  endBlackCards: "Tutte le carte nere",
  endCombination: (c: string) => `La combinazione era ${c}.`,
  matchScore: "Punteggio della sfida (vince chi arriva a 3)",
  matchWon: (w: string) => `Vincitori della sfida: ${w}!`,
  nextGame: "Prossima partita della sfida",
  newMatch: "Nuova sfida",
  waitingNextGame: "Decide l'host: in attesa che avvii la prossima partita.",
  waitingNewMatch: "Decide l'host: in attesa che avvii una nuova sfida.",
  // hot-seat
  passTo: (s: string) => `Passa a ${s}`,
  passToHint: (s: string) => `Tocca lo schermo quando guarda solo ${s}`,
  // network
  networkLater: "Il gioco di carte non si può ancora giocare in rete: scegli da solo o a turno sullo stesso schermo.",
  // scenario
  stepOf: (i: number, count: number) => `Passaggio ${i} di ${count}`,
  prev: "Indietro",
  next: "Avanti",
  playOn: "Continua a giocare",
  tutorialCheck: "Non proprio: segui la didascalia.",
  tutorialPressNext: "Leggi il passaggio, poi premi Avanti.",
  error: {
    BAD_OPTIONS: "Queste opzioni di gioco non sono valide.",
    MALFORMED_ACTION: "L'azione non è ben formata.",
    NOT_A_STATE: "Questo non è lo stato di una partita a carte (non si gioca sulla vista di un giocatore: usa lo stato dell'arbitro).",
    UNKNOWN_SEAT: "Questo posto non è a questo tavolo.",
    BLIND_SEAT: "Un giocatore cieco non è giocato da nessuno (C2.3).",
    GAME_OVER: "La partita è finita.",
    NOT_YOUR_TURN: "Non tocca a te piazzare (C4).",
    NOT_AN_ACTOR: "In questo momento non agisci tu (C7).",
    ALREADY_CHOSEN: "Hai già scelto; una scelta sigillata è definitiva (C9.2).",
    WRONG_ACT: "In questo momento non puoi fare questa azione (C7).",
    UNKNOWN_LOCATION: "Quel luogo non esiste (C1.5).",
    TILE_PLAYED: "Quella tessera è già stata giocata dall'ultimo rimescolamento (C4.2).",
    UNKNOWN_CARD: "Non c'è una carta del genere del tuo colore (C1.3, C1.4).",
    SAME_CARD: "Una coppia è fatta di due carte diverse (C6.2).",
    NOT_ONE_TRUE: "Una coppia ha esattamente una carta vera e una falsa (C6.2).",
    REPEATED_SET: "Hai già mostrato questa coppia a questo giocatore (C6.3, C6.4).",
    BAD_TARGET: "Nomina un altro agente (C6.5).",
    BAD_CARD_KIND: "Scegli la carta identità o la carta codice (C6.5–C6.7).",
    KIND_NEEDED: "Un giocatore cieco non può scegliere: di' quale delle sue carte nere chiedi (C6.6).",
    KIND_NOT_YOURS: "Un agente sceglie da sé quale carta nera mostrare (C6.5).",
    BAD_COMBINATION: "La combinazione è formata dai quattro codici, ciascuno una volta, nell'ordine F, B, Z, X (C10.8).",
    BAD_PARTNER: "Nomina come partner un altro agente (C10.8).",
    NO_DECLARATION_HERE: "Qui non puoi dichiarare (C10.2).",
    NOT_A_VIEW: "Un bot decide dalla vista di un giocatore (viewFor(state, seat)), non dallo stato dell'arbitro.",
    NOT_AN_RNG: "Un bot ha bisogno di un Rng (new Rng(seedRng(seed))), non di un seme o di un numero.",
    UNKNOWN_LEVEL: "Questo livello dei bot non esiste.",
  } satisfies Record<ErrorCode, string>,
  couldNotStart: (e: string) => `Il gioco di carte non è potuto partire: ${e}`,
  ...record,
} satisfies CardsMessages;
