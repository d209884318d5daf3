/**
 * Italian texts of the board game. Character names as the Italian editions print them (the English
 * names: Lord Fiddlebottom, Colonel Bubble, Madame Zsa Zsa, Agent X); informal "tu" as the rules do.
 *
 * The texts of a solo game's first paint (the keys of ../en.ts); the rest, which only parts loaded on
 * demand show, are in ./board-later.ts (the keys of ../en-later.ts), loaded with the first of them.
 */
import type { Build, ErrorCode, Identity, Seat } from "../../../games/board/index.js";
import { listIn, pluralIn } from "../grammar.js";
import type { FirstPaintMessages } from "../en.js";

export const plural = pluralIn("it");

const list = listIn("it");

export const n = (count: number, one: string, other: string) => `${count} ${plural(count, { one, other })}`;

/** Italian articulated prepositions: "a" + "la casella 3" → "alla casella 3", "da" + "l'Ambasciata" → "dall'Ambasciata". */
const ARTICLES: [RegExp, string][] = [[/^il /, "l"], [/^lo /, "llo"], [/^la /, "lla"], [/^l'/, "ll'"], [/^i /, "i"], [/^gli /, "gli"], [/^le /, "lle"]];

export function prep(p: "a" | "da" | "di" | "su" | "in", phrase: string): string {
  const base = p === "di" ? "de" : p === "in" ? "ne" : p;
  for (const [re, tail] of ARTICLES) {
    if (re.test(phrase)) {
      const rest = phrase.replace(re, "");
      const joined = tail === "l" ? `${base}l ` : tail === "i" ? `${base}i ` : tail === "gli" ? `${base}gli ` : tail.endsWith("'") ? `${base}${tail}` : `${base}${tail} `;
      return `${joined}${rest}`;
    }
  }
  return `${p} ${phrase}`;
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "identità" → "l'identità", "corporatura" → "la corporatura". */
export const the = (noun: string) => (/^[aeiouàèéìòù]/i.test(noun) ? `l'${noun}` : `la ${noun}`);

const character = { F: "Lord Fiddlebottom", B: "Colonel Bubble", Z: "Madame Zsa Zsa", X: "Agent X" } as Record<Identity, string>;

export const board = {
  // ── common ──────────────────────────────────────────────────────────────
  seat: { red: "Rosso", yellow: "Giallo", green: "Verde", blue: "Blu", ambassador: "Ambasciatore" } as Record<Seat, string>,
  character,
  characterShort: { F: "Fiddle\u00adbottom", B: "Bubble", Z: "Zsa Zsa", X: "Agent X" } as Record<Identity, string>,
  build: { tall: "Alto", short: "Basso", fat: "Grasso", thin: "Magro" } as Record<Build, string>,
  spectator: "Spettatore",
  close: "Chiudi",
  cancel: "Annulla",
  confirm: "Conferma",
  you: "tu",

  // ── shell / turn bar ────────────────────────────────────────────────────
  title: "Inkognito",
  turnOf: (seat: string) => `Tocca a ${seat}`,
  yourTurn: "Tocca a te",
  stepRoll: "Agita",
  stepMove: "Muovi",
  stepMeet: "Incontra",
  stepDeclare: "Dichiara",
  rollPhantom: "Agita il Fantasma",
  endMovement: "Fine movimento",
  undo: "Annulla passo",
  endTurn: "Fine turno",
  waitingFor: (seat: string) => `In attesa di ${seat}…`,
  newGame: "Nuova partita",
  menuShowResult: "Mostra il risultato",
  menuButton: "Menu",

  // ── tutorial offer ──────────────────────────────────────────────────────
  tutorialOfferLabel: "Tutorial",
  tutorialOfferText: "Non conosci ancora Inkognito? Una breve partita guidata ti mostra come si gioca.",
  tutorialOfferStart: "Gioca il tutorial",
  tutorialOfferDismiss: "No, grazie",
  tutorialOfferDismissLabel: "No, grazie: nascondi la proposta del tutorial",

  // ── guidance ────────────────────────────────────────────────────────────
  guideRoll: "Agita il Fantasma per iniziare il tuo turno.",
  guideMove: "Scegli una delle tue pedine, poi una casella illuminata. Oppure scegli prima una pallina.",
  guideMoveMore: (balls: string) => `Restano: ${balls}. Scegli una pedina, poi una casella illuminata — o termina il movimento.`,
  guideBall: {
    white: "Pallina bianca: scegli una delle tue pedine, poi una casella illuminata (via terra o via acqua).",
    orange: "Pallina arancione: scegli una delle tue pedine, poi una casella illuminata via terra.",
    blue: "Pallina azzurra: scegli una delle tue pedine, poi una casella illuminata via acqua.",
    purple: "Pallina viola: scegli una pedina di un avversario, poi una casella illuminata.",
    black: "Pallina nera: scegli l'Ambasciatore, poi una casella illuminata.",
  } as Record<string, string>,
  guidePickSpace: (figure: string) => `Scegli una casella illuminata per ${figure} — o un'altra pedina.`,
  guidePickSpaceMore: (figure: string, balls: string) => `Restano: ${balls}. Una casella illuminata per ${figure} — o termina il movimento.`,
  guideEndMovement: "Termina il movimento quando hai finito.",
  guideBlocked: {
    PURPLE_BLOCKED: (figure: string) => `${cap(figure)} può attraversare questa casella, ma non fermarsi con una pedina di un altro giocatore o con l'Ambasciatore: allontana l'Ambasciatore con la nera, oppure annulla il passo.`,
    BLACK_BLOCKED: () => "L'Ambasciatore può attraversare questa casella, ma non fermarsi con una pedina di un altro giocatore: fallo proseguire, allontana quella pedina con la viola, oppure annulla il passo.",
    OWN_FIGURES_STACKED: (figure: string) => `Due delle tue pedine sono sulla stessa casella: sposta ${figure} o l'altra con una pallina rimasta, oppure annulla il passo.`,
    DOUBLE_MEETING: (figure: string) => `${cap(figure)} incontrerebbe una seconda pedina dello stesso giocatore: spostane una con una pallina rimasta, oppure annulla il passo.`,
  } as Record<string, (figure: string) => string>,
  guideMeet: (count: number) => `${plural(count, { one: "Ti resta", other: "Ti restano" })} ${n(count, "incontro", "incontri")}: fai una domanda o fai il passo extra.`,
  guideExtraStep: (figure: string) => `Passo extra: scegli una casella illuminata per ${figure}.`,
  guideExpel: (figure: string) => `Allontana ${figure}: scegli una casella illuminata.`,
  guideOthersExpel: (seat: string, figure: string) => `${seat} allontana ${figure}…`,
  guideAnswer: (asker: string) => `Scegli le carte da mostrare a ${asker}.`,
  guideWaitAnswer: (answerer: string) => `In attesa che ${answerer} risponda alla tua domanda…`,
  guideOthersAnswer: (answerer: string, asker: string) => `${answerer} risponde alla domanda di ${asker}…`,
  guideHandshake: (declarer: string) => `${declarer} ti nomina suo partner: stringi la mano o rifiuta.`,
  guideWaitHandshake: (partner: string) => `In attesa che ${partner} ti stringa la mano…`,
  guideAmbassador: (steps: number) => `Muovi l'Ambasciatore: ${plural(steps, { one: "resta", other: "restano" })} ${n(steps, "passo", "passi")}, poi termina il turno.`,
  guideEndTurn: "Termina il tuo turno.",
  guideEndOrDeclare: "Termina il tuo turno, oppure dichiara se la tua missione è compiuta.",
  guideOver: "La partita è finita: rivedi il risultato o inizia una nuova partita.",

  // ── live announcements ──────────────────────────────────────────────────
  list,
  /** A roll's balls ("bianca, arancione, nera"): Intl.ListFormat's unit list. */
  ballList: listIn("it", "unit"),
  liveTurn: (w: string | null) => (w ? `Tocca a ${w}.` : "Tocca a te."),
  liveRoll: (w: string | null, balls: string) => (w ? `${w} agita il Fantasma: ${balls}.` : `Agiti il Fantasma: ${balls}.`),
  liveMoved: (w: string | null, figure: string, from: string, to: string) =>
    w ? `${w} sposta ${figure} ${prep("da", from)} ${prep("a", to)}.` : `Sposti ${figure} ${prep("da", from)} ${prep("a", to)}.`,
  liveAmbassadorMoved: (w: string | null, from: string, to: string) =>
    w ? `${w} sposta l'Ambasciatore ${prep("da", from)} ${prep("a", to)}.` : `Sposti l'Ambasciatore ${prep("da", from)} ${prep("a", to)}.`,
  liveExtraStep: (w: string | null, figure: string, to: string) =>
    w ? `${w} fa un passo extra con ${figure} ${prep("a", to)}.` : `Fai un passo extra con ${figure} ${prep("a", to)}.`,
  liveUndone: (w: string | null, figure: string) => (w ? `${w} annulla il passo ${prep("di", figure)}.` : `Annulli il passo ${prep("di", figure)}.`),
  liveExpelled: (w: string | null, figure: string, to: string) => (w ? `${w} manda ${figure} ${prep("a", to)}.` : `Mandi ${figure} ${prep("a", to)}.`),
  liveMovementEnded: (w: string | null) => (w ? `${w} termina il movimento.` : "Termini il movimento."),
  liveAsked: (asker: string | null, answerer: string | null, kind: string) =>
    asker ? (answerer ? `${asker} chiede ${prep("a", answerer)} ${the(kind)}.` : `${asker} ti chiede ${the(kind)}.`) : `Chiedi ${prep("a", answerer ?? "te")} ${the(kind)}.`,
  liveAnswered: (answerer: string | null, asker: string | null, count: number, cards?: string) =>
    `${answerer ? (asker ? `${answerer} mostra ${prep("a", asker)}` : `${answerer} ti mostra`) : `Mostri ${prep("a", asker ?? "te")}`} ${n(count, "carta", "carte")}${cards ? `: ${cards}` : ""}.`,
  liveDeclared: (w: string | null, partner: string | null) =>
    w ? `${w} dichiara «Missione compiuta!» e ${partner ? `nomina ${partner}` : "ti nomina"}.` : `Dichiari «Missione compiuta!» e nomini ${partner ?? "te"}.`,
  liveDeclaredAlone: (w: string | null) => (w ? `${w} dichiara: «Sono solo!»` : "Dichiari di essere solo."),
  liveHandshake: (w: string | null, accept: boolean) =>
    w ? `${w} ${accept ? "stringe la mano" : "rifiuta la stretta di mano"}.` : accept ? "Stringi la mano." : "Rifiuti la stretta di mano.",
  liveGameOver: (winners: string, count: number) => `La partita è finita. ${plural(count, { one: "Vince", other: "Vincono" })} ${winners}.`,

  // ── board ───────────────────────────────────────────────────────────────
  boardLabel: "Mappa di Venezia",
  zoomIn: "Ingrandisci",
  zoomOut: "Tutto il tabellone",
  spaceNearLabel: (landmark: string) => `Casella vicino ${prep("a", landmark)}`,
  numberedSpaceLabel: (num: number) => `Casella missione ${num}`,
  embassyLabel: "L'Ambasciata",
  startSpaceLabel: (seat: string) => `Casella di partenza di ${seat}`,
  figureLabel: (seat: string, build: string) => `la pedina ${build} di ${seat}`,
  figureSelectable: "può muoversi",
  figureSelected: "selezionata",
  targetSpace: "destinazione possibile",
  someSpace: "una casella",
  textNumberedSpace: (num: number) => `la casella ${num}`,
  textEmbassy: "l'Ambasciata",
  textStartSpace: (seat: string) => `una casella di partenza di ${seat}`,
  textSpaceNear: (landmark: string) => `una casella vicino ${prep("a", landmark)}`,
  buildInText: { tall: "alta", short: "bassa", fat: "grassa", thin: "magra" } as Record<Build, string>,
  ambassadorInText: "l'Ambasciatore",
  namedSeat: (name: string, colour: string, you: boolean) => `${name} (${colour}${you ? ", tu" : ""})`,
  seatYou: (colour: string) => `${colour} (tu)`,
  boardHelp: "Le frecce si spostano tra le caselle lungo i percorsi. Invio sceglie una casella evidenziata o la pedina su una casella. Esc annulla.",

  // ── Phantom ─────────────────────────────────────────────────────────────
  phantomLabel: "Fantasma della Profezia",
  ball: {
    white: "Bianca: una tua pedina, via terra o via acqua",
    orange: "Arancione: una tua pedina via terra",
    lightBlue: "Azzurra: una tua pedina via acqua",
    purple: "Viola: una pedina di un avversario",
    black: "Nera: l'Ambasciatore",
  } as Record<string, string>,
  ballUsed: "usata",

  // ── meetings ────────────────────────────────────────────────────────────
  extraStep: "Passo extra",
  askWhom: "A chi fai la domanda tramite l'Ambasciatore?",
  expelAmbassadorPrompt: "L'Ambasciata è occupata: scegli una casella di partenza libera per l'Ambasciatore",

  // ── answering ───────────────────────────────────────────────────────────
  show: "Mostra",
  kindIdentity: "identità",
  kindBuild: "corporatura",

  // ── hand & passport ─────────────────────────────────────────────────────
  tabHand: "Mano",
  tabPassport: "Passaporto",
  tabNotebook: "Taccuino",
  tabLog: "Registro",
  secretCards: "Carte segrete",
  colouredCards: "Le tue carte",
  missionCard: (letter: string) => `Missione ${letter}`,
  cardKindIdentity: "Identità",
  cardKindBuild: "Corpo\u00adratura",
  cardKindSecretIdentity: "Identità segreta",
  cardKindSecretBuild: "Corpo\u00adratura segreta",
  cardKindMission: "Missione segreta",
  ambassadorHand: "L'Ambasciatore non ha carte: osserva, fa domande e sigilla le sue ipotesi.",
  noHand: "Gli spettatori non hanno carte.",
  panelLabel: "Il tuo tavolo",

  // ── log ─────────────────────────────────────────────────────────────────
  ballName: { white: "bianca", orange: "arancione", lightBlue: "azzurra", blue: "azzurra", black: "nera", purple: "viola" } as Record<string, string>,

  // ── endgame ─────────────────────────────────────────────────────────────
  declare: "Missione compiuta!",
  accept: "Stringi la mano",
  winners: (names: string, count = 2) => `${plural(count, { one: "Vince", other: "Vincono" })} ${names}`,
  gameOver: "Partita finita",
  seal: "So chi siete",
  showLog: "Leggi il registro",

  // ── narrated scenarios & tutorial ───────────────────────────────────────
  scenarioMarked: "evidenziato in questo passaggio",

  // ── saves ───────────────────────────────────────────────────────────────
  saveFull: "La memoria di questo browser è piena, quindi questa partita non viene salvata: continua, ma ricaricando la pagina andrebbe persa. Libera spazio eliminando i dati di questo sito che non ti servono più (impostazioni del browser → dati dei siti) o finendo le partite in corso.",
  saveUnavailable: "Questa pagina non può conservare dati in questo browser (le sue impostazioni bloccano la memoria qui), quindi questa partita non viene salvata: continua, ma ricaricando la pagina andrebbe persa. Aprendo il gioco in una pagina a sé, o permettendo a questo sito di salvare dati, la si conserva.",
  saveDamaged: (why: string) => `La partita salvata qui è danneggiata (${why}) e non è stata caricata. È conservata a parte, intatta.`,
  saveRestore: "Carica l'ultimo salvataggio valido",
  saveNewGame: "Inizia una nuova partita",
  saveKeepNew: "Continua con questo nuovo tavolo",
  saveDismiss: "OK",

  // ── hot-seat ────────────────────────────────────────────────────────────
  passTo: (seat: string) => `Passa a ${seat}`,
  passToHint: (seat: string) => `Tocca lo schermo quando guarda solo ${seat}`,

  // ── configuration errors ────────────────────────────────────────────────
  configError: {
    BAD_PLAYERS: (value: string) => `players="${value}" non è un numero di giocatori: Inkognito si gioca in 3, 4 o 5.`,
    BAD_CARD_PLAYERS: (value: string) => `players="${value}" non è un numero di giocatori: il gioco di carte si gioca in 2, 3, 4 o 5.`,
    BAD_MODE: (value: string) => `mode="${value}" non è una modalità: solo, hotseat, host o join.`,
    BAD_GAME: (value: string) => `game="${value}" non è un gioco: board (Inkognito) o cards (il gioco di carte).`,
    BAD_SEAT: (value: string) => `seat="${value}" non è un posto: red, yellow, green, blue, ambassador (in 5 giocatori) o spectator.`,
  },
  warnUnknownBots: (value: string) => `<inkognito-game>: bots="${value}" non è un livello (easy, normal o strong): i bot giocano a livello normale.`,
  couldNotStart: (why: string) => `Non è stato possibile avviare la partita: ${why}`,
  failure: { load: "una sua parte non si è potuta scaricare (controlla la connessione, poi ricarica)", internal: "un errore imprevisto (i dettagli sono nella console del browser)" } as Record<"load" | "internal", string>,
  warnUnknownLang: (value: string) => `<inkognito-game>: lang="${value}" non ha testi: vengono mostrati in inglese.`,

  // ── engine refusals, by code ────────────────────────────────────────────
  error: {
    BAD_OPTIONS: "Queste opzioni di gioco non sono valide.",
    MALFORMED_ACTION: "L'azione non è ben formata.",
    UNKNOWN_SEAT: "Questo posto non è a questo tavolo.",
    NOT_YOUR_SEAT: "Non controlli quel posto.",
    GAME_OVER: "La partita è finita.",
    NOT_YOUR_TURN: "Non è il tuo turno.",
    WAITING_FOR_OTHER: "La partita sta aspettando un altro giocatore.",
    WRONG_STAGE: "Non si può fare in questo momento del turno.",
    ALREADY_ROLLED: "Il Fantasma è già stato agitato in questo turno.",
    BAD_BALL: "Questo lancio non ha una pallina del genere.",
    BALL_USED: "Quella pallina è già stata usata.",
    NOT_YOUR_FIGURE: "Quella pallina muove una delle tue pedine.",
    NOT_OPPONENT_FIGURE: "La pallina viola muove una pedina di un altro giocatore.",
    NOT_AMBASSADOR: "La pallina nera muove l'Ambasciatore.",
    UNKNOWN_FIGURE: "In questa partita non c'è una pedina del genere.",
    UNKNOWN_SPACE: "Quella casella non esiste.",
    NO_ROUTE: "Nessun percorso di quel tipo collega quelle caselle.",
    PURPLE_BLOCKED: "Una pedina mossa con la pallina viola può fermarsi solo su una casella vuota o su una delle tue pedine.",
    BLACK_BLOCKED: "L'Ambasciatore può essere mosso solo su una casella vuota o su una delle tue pedine.",
    DEAD_END: "Dopo quel passo il tuo movimento non potrebbe finire in modo regolare con le palline rimaste.",
    NOTHING_TO_UNDO: "Non c'è nessun passo da annullare.",
    OWN_FIGURES_STACKED: "Due delle tue pedine finirebbero sulla stessa casella.",
    DOUBLE_MEETING: "Incontreresti più di una pedina dello stesso giocatore.",
    NO_SUCH_MEETING: "Quell'incontro non esiste.",
    MEETINGS_OPEN: "Prima di finire il turno devi risolvere tutti gli incontri.",
    BAD_TARGET: "Nomina un altro agente a cui fare la domanda tramite l'Ambasciatore.",
    TARGET_NOT_ALLOWED: "Solo una domanda tramite l'Ambasciatore nomina un giocatore.",
    SPACE_OCCUPIED: "Quella casella è occupata.",
    NUMBERED_SPACE: "Una pedina non può essere allontanata su una casella numerata.",
    EMBASSY_FREE: "L'Ambasciata è libera: l'Ambasciatore torna lì.",
    NOT_START_SPACE: "L'Ambasciatore torna all'Ambasciata o, se è occupata, su una casella di partenza libera.",
    NOT_ANSWERER: "Risponde solo il giocatore interrogato.",
    WRONG_CARD_COUNT: "Questa risposta richiede un altro numero di carte.",
    UNKNOWN_CARD: "Quella carta non esiste.",
    DUPLICATE_CARD: "La stessa carta non può essere mostrata due volte.",
    WRONG_CARD_KINDS: "Queste carte non corrispondono alla domanda.",
    NO_TRUE_CARD: "Almeno una delle carte mostrate deve essere vera (la carta missione non conta mai).",
    NOT_TRUE_CARD: "Ora puoi mostrare solo la tua unica carta vera del tipo richiesto.",
    REPEATED_SET: "Hai già mostrato queste carte a questo giocatore.",
    REPEATED_PAIR: "Questo giocatore ha già visto queste due carte insieme.",
    NOT_DECLARER_TURN: "Puoi dichiarare solo nel tuo turno, dopo il movimento.",
    BAD_PARTNER: "Nomina come partner un altro agente.",
    NOT_THREE_PLAYERS: "Solo la partita a 3 giocatori ha un agente solitario.",
    NOT_NAMED: "Solo il giocatore nominato può rispondere alla stretta di mano.",
    NOT_AMBASSADOR_SEAT: "Solo l'Ambasciatore può farlo.",
    ALREADY_SEALED: "L'Ambasciatore ha già sigillato una dichiarazione.",
    BAD_SEAL: "La busta sigillata deve indicare un'identità e una corporatura per ogni agente.",
    AMBASSADOR_STEPS_DONE: "L'Ambasciatore ha già fatto entrambi i passi.",
    MUST_MOVE_AMBASSADOR: "L'Ambasciatore deve fare almeno un passo.",
    BAD_MANNERISM: "Quel tic non esiste.",
    BAD_NOTE: "Un appunto richiede una chiave breve e un segno breve.",
    TOO_MANY_MANNERISMS: "Un giocatore può fare al massimo 3 tic per turno.",
    NOT_A_STATE: "Questo non è lo stato di una partita (non si gioca sulla vista di un giocatore: usa lo stato dell'arbitro).",
    NOT_A_VIEW: "Un bot decide dalla vista di un giocatore (viewFor(state, seat)), non dallo stato dell'arbitro.",
    NOT_AN_RNG: "Un bot ha bisogno di un Rng (new Rng(seedRng(seed))), non di un seme o di un numero.",
    UNKNOWN_LEVEL: "Questo livello dei bot non esiste (easy, normal o strong).",
  } satisfies Record<ErrorCode, string>,
} satisfies FirstPaintMessages;
