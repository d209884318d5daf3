/**
 * Deutsch: alle Texte des Kartenspiels (`game="cards"`), vollständig gegen die englischen getypt.
 * Die Namen der Personen wie in der deutschen Ausgabe; die Orte heißen, wie Venedig sie nennt.
 */
import type { AgentSeat, Card, CardKind, EndReason, Identity, Location, Seat } from "../../../games/cards/types.js";
import type { ErrorCode } from "../../../games/cards/errors.js";
import type { CardsMessages } from "../cards.js";
import { record } from "./record.js";
import { listIn, pluralIn } from "../grammar.js";

const plural = pluralIn("de");
const percent = new Intl.NumberFormat("de", { style: "percent", maximumFractionDigits: 0 });
const SEAT: Record<Seat | AgentSeat, string> = { red: "Rot", blue: "Blau", green: "Grün", yellow: "Gelb", ambassador: "Botschafter" };
const CHARACTER: Record<Identity, string> = { F: "Lord Fiddlebottom", B: "Colonel Bubble", Z: "Madame Zsa Zsa", X: "Agent X" };
const LOCATION: Record<Location, string> = {
  rialto: "Rialto", "san-marco": "San Marco", arsenale: "Arsenale", accademia: "Accademia", "santa-lucia": "Santa Lucia",
};

/**
 * The viewer is named by `you` ("Du"), the Ambassador by his seat ("Botschafter"): the sentences
 * below conjugate for the one ("Du hast …", not "Du hat …") and give the other his article ("Der
 * Botschafter hat …", "… dem Botschafter gezeigt"), as the French and Danish texts do for theirs.
 */
const YOU = "Du";
const subject = (s: string) => (s === SEAT.ambassador ? "Der Botschafter" : s);
const dative = (s: string) => (s === YOU ? "dir" : s === SEAT.ambassador ? "dem Botschafter" : s);
const accusative = (s: string) => (s === YOU ? "dich" : s === SEAT.ambassador ? "den Botschafter" : s);
/** "Du hast", "Der Botschafter hat", "Rot hat": a past sentence's start. */
const has = (s: string) => (s === YOU ? "Du hast" : `${subject(s)} hat`);
/** "Du legst zuerst", "Rot legt zuerst". */
const placesFirst = (s: string) => (s === YOU ? "Du legst zuerst" : `${subject(s)} legt zuerst`);

const error: Record<ErrorCode, string> = {
  BAD_OPTIONS: "Diese Spieloptionen sind ungültig.",
  MALFORMED_ACTION: "Die Aktion ist nicht richtig aufgebaut.",
  NOT_A_STATE: "Das ist kein Stand des Kartenspiels (auf der Sicht eines Platzes kann nicht gespielt werden; nimm den Stand des Schiedsrichters).",
  UNKNOWN_SEAT: "Diesen Platz gibt es an diesem Tisch nicht.",
  BLIND_SEAT: "Ein blinder Platz wird von niemandem gespielt (C2.3).",
  GAME_OVER: "Das Spiel ist vorbei.",
  NOT_YOUR_TURN: "Du bist mit dem Legen nicht dran (C4).",
  NOT_AN_ACTOR: "Du handelst an dieser Stelle nicht (C7).",
  ALREADY_CHOSEN: "Du hast schon gewählt; eine verdeckte Wahl gilt (C9.2).",
  WRONG_ACT: "Diese Handlung steht dir an dieser Stelle nicht zu (C7).",
  UNKNOWN_LOCATION: "Diesen Ort gibt es nicht (C1.5).",
  TILE_PLAYED: "Dieses Plättchen wurde seit dem letzten Mischen schon gespielt (C4.2).",
  UNKNOWN_CARD: "Diese Karte gibt es in deiner Farbe nicht (C1.3, C1.4).",
  SAME_CARD: "Ein Paar besteht aus zwei verschiedenen Karten (C6.2).",
  NOT_ONE_TRUE: "Ein Paar hat genau eine wahre und eine falsche Karte (C6.2).",
  REPEATED_SET: "Dieses Paar hast du diesem Platz schon gezeigt (C6.3, C6.4).",
  BAD_TARGET: "Nenne einen anderen Agentenplatz (C6.5).",
  BAD_CARD_KIND: "Wähle die Identitäts- oder die Nummernkarte (C6.5–C6.7).",
  KIND_NEEDED: "Ein blinder Platz kann nicht wählen: Sag, welche seiner schwarzen Karten du verlangst (C6.6).",
  KIND_NOT_YOURS: "Ein Agent wählt selbst, welche schwarze Karte er zeigt (C6.5).",
  BAD_COMBINATION: "Die Kombination sind die vier Nummern, jede einmal, in der Reihenfolge F, B, Z, X (C10.8).",
  BAD_PARTNER: "Nenne einen anderen Agentenplatz als deinen Partner (C10.8).",
  NO_DECLARATION_HERE: "Hier kannst du nicht erklären (C10.2).",
  NOT_A_VIEW: "Ein Bot entscheidet nach der Sicht eines Platzes (viewFor(state, seat)), nicht nach dem Stand des Schiedsrichters.",
  NOT_AN_RNG: "Ein Bot braucht einen Rng (new Rng(seedRng(seed))), keinen Startwert und keine Zahl.",
  UNKNOWN_LEVEL: "Diese Bot-Stufe gibt es nicht.",
};

export const cards = {
  seat: SEAT,
  character: CHARACTER,
  location: LOCATION,
  title: "Inkognito: Das Kartenspiel",
  cardName: (c: Card): string => (typeof c === "number" ? `Nummer ${c}` : CHARACTER[c]),
  // A soft hyphen (\u00ad) lets a narrow card break its name where German would.
  kindName: { identity: "Identitäts\u00adkarte", code: "Nummern\u00adkarte" } as Record<CardKind, string>,
  you: YOU,
  blind: "blinder Platz",
  round: (n: number) => `Runde ${n}`,
  firstPlayer: placesFirst,
  seatMoved: (seat: string) => `Neues Spiel, neuer Platz: Du spielst jetzt ${seat}. In einer Partie zu fünft rückt nach jedem Spiel jeder einen Platz weiter, und die Rolle des Botschafters geht nach links.`,
  mapLabel: "Venedig: wo die Plättchen in dieser Runde liegen",
  placeHere: (loc: string) => `Lege dein Plättchen auf ${loc}`,
  tilesHere: (loc: string, who: string) => (who ? `${loc}: ${who}` : `${loc}: kein Plättchen`),
  ambassadorSealed: "Der Botschafter hat sein Plättchen verdeckt gelegt",
  ambassadorPile: "Der Botschafter",
  seatsTitle: "Plätze",
  tilesLeft: (n: number) => plural(n, { one: "noch # Plättchen", other: "noch # Plättchen" }),
  tileLeft: (loc: string) => `${loc}, noch nicht gespielt`,
  tilePlayed: (loc: string) => `${loc}, gespielt`,
  waiting: "wählt",
  chosen: "hat gewählt",
  handTitle: "Deine Karten",
  blackCards: "Deine schwarzen Karten (geheim)",
  colouredCards: "Deine farbigen Karten",
  trueCard: "wahr",
  falseCard: "falsch",
  ambassadorHand: "Du bist der Botschafter: Du hast keine Karten; du schaust zu, hörst zu und darfst erklären.",
  guidePlace: "Wähle einen Ort für dein Plättchen.",
  guideAmbassadorTile: "Wähle dein verdecktes Plättchen.",
  guideWait: (s: string) => `Warten auf ${accusative(s)} …`,
  guideWaitMany: (s: string) => `Warten, bis ${s} gewählt haben …`,
  guideGive: (s: string) => `Wähle zwei Karten, die du ${dative(s)} zeigst: genau eine wahr.`,
  guideAsk: "Du bist allein mit dem Botschafter: Bitte einen Platz um eine seiner schwarzen Karten oder passe.",
  guideLook: (s: string) => `Du triffst ${s}, einen blinden Platz: Sieh dir eine seiner schwarzen Karten an oder passe.`,
  guideAnswer: (s: string) => `${subject(s)} fragt dich: Zeige eine deiner schwarzen Karten.`,
  guideAmbassadorMeeting: "Agenten treffen dich: Du darfst erklären oder passen.",
  guideChosen: "Deine Wahl ist verdeckt. Warten auf die anderen …",
  guideOver: "Das Spiel ist vorbei.",
  meetingTitle: (loc: string) => `Begegnung auf ${loc}`,
  meetingKind: { exchange: "Austausch", blind: "blinde Begegnung", ambassador: "mit dem Botschafter", ambassadorTwo: "zwei Agenten und der Botschafter" } as Record<string, string>,
  noMeetings: "In dieser Runde noch keine Begegnungen.",
  pickerTitle: (s: string) => `Dein Paar für ${accusative(s)}`,
  giveSet: "Diese zwei zeigen",
  clear: "Leeren",
  reasonShownBefore: (s: string) => `${dative(s)} schon gezeigt`,
  reasonOneTrue: "braucht genau eine wahre Karte",
  reasonPickTwo: "wähle zwei Karten",
  refusedSet: (reason: string) => `Dieses Paar kann nicht gezeigt werden: ${reason}.`,
  askWhom: "Wen fragen?",
  askCardOf: (s: string, kind: string) => `${accusative(s)} um die ${kind} bitten`,
  ask: (s: string) => `${accusative(s)} fragen`,
  look: (kind: string) => `Seine ${kind} ansehen`,
  pass: "Passen",
  showCard: (card: string) => `${card} zeigen`,
  declare: "Erklären …",
  declareTitle: "Den Tresor öffnen",
  declarePartner: "Dein Partner",
  declareCombination: "Die Kombination (F, B, Z, X)",
  declareCode: (id: string) => `Nummer von ${id}`,
  declareClaims: "Dazu sagen, wer wer ist (alle sehen es, es wird nicht gewertet)",
  declareSend: "Erklären",
  cancel: "Abbrechen",
  declareInvalid: "Wähle vier verschiedene Nummern und einen Partner.",
  declareChance: (p: string) => `Der Assistent hält diese Erklärung zu ${p} für richtig.`,
  sheetTitle: "Ermittlungszettel",
  sheetEmpty: "Noch nichts gesehen oder gezeigt.",
  sheetVia: { exchange: "Austausch", ambassador: "dem Botschafter gezeigt", question: "schwarze Karte gezeigt", look: "schwarze Karte angesehen" } as Record<string, string>,
  sheetLine: (from: string, to: string, shown: string, where: string, round: number, via: string) => `Runde ${round}, ${where}: ${from} → ${to}, ${shown} (${via})`,
  assistantTitle: "Assistent",
  identityChances: "Identität",
  codeChances: "Nummer",
  partnerChance: "Partner",
  combinationTitle: "Die Kombination bisher",
  combinationsLeft: (n: number) => plural(n, { one: "# Kombination noch möglich", other: "# Kombinationen noch möglich" }),
  why: "Warum?",
  whyOwn: "Das sagen deine eigenen schwarzen Karten.",
  actsLabel: "Was du tun kannst",
  certain: "sicher",
  percent: (p: number) => percent.format(p),
  logTitle: "Protokoll",
  livePlaced: (s: string, loc: string) => `${has(s)} ein Plättchen auf ${loc} gelegt.`,
  liveAmbassadorPlaced: "Der Botschafter hat sein Plättchen verdeckt gelegt.",
  liveRevealed: (meetings: string) => (meetings ? `Plättchen aufgedeckt. Begegnungen: ${meetings}.` : "Plättchen aufgedeckt. Keine Begegnungen in dieser Runde."),
  liveMeeting: (loc: string, who: string) => `${loc} (${who})`,
  liveCommitted: (s: string) => `${has(s)} gewählt.`,
  liveSet: (from: string, to: string, shown: string) => `${has(from)} ${dative(to)} ${shown || "ein Paar"} gezeigt.`,
  liveAsked: (a: string, t: string) => `${has(a)} ${accusative(t)} um eine schwarze Karte gebeten.`,
  liveShown: (from: string, to: string, card: string) => `${has(from)} ${dative(to)} ${card ? `die schwarze Karte ${card}` : "eine schwarze Karte"} gezeigt.`,
  liveLooked: (who: string, blind: string, card: string) =>
    `${has(who)} ${who === YOU ? "dir" : "sich"} ${card ? `die schwarze Karte ${card}` : "eine schwarze Karte"} von ${blind} angesehen.`,
  livePassed: (s: string) => `${has(s)} gepasst.`,
  liveDeclared: (s: string, right: boolean) => `${has(s)} erklärt: ${right ? "richtig" : "falsch"}.`,
  liveRound: (n: number, first: string) => `Runde ${n}: ${placesFirst(first)}.`,
  liveReshuffled: "Jeder Platz nimmt seine Plättchen zurück.",
  list: listIn("de"),
  endTitle: "Das Spiel ist vorbei",
  endWinners: (w: string) => `Gewinner: ${w}`,
  endNoWinner: "Niemand gewinnt.",
  endReason: {
    "right-declaration": "Eine richtige Erklärung: Das Team des Erklärenden gewinnt.",
    "wrong-declaration": "Eine falsche Erklärung: Das andere Team gewinnt.",
    "ambassador-right": "Die Erklärung des Botschafters war richtig: Er gewinnt allein.",
    "ambassador-wrong": "Die Erklärung des Botschafters war falsch: Alle vier Agenten gewinnen.",
    "round-limit": "Die Rundengrenze ist erreicht: Niemand gewinnt.",
  } as Record<EndReason, string>,
  endDeclaration: (who: string, partner: string, combo: string) => (partner ? `${has(who)} ${accusative(partner)} und ${combo} genannt.` : `${has(who)} ${combo} erklärt.`),
  endBlackCards: "Alle schwarzen Karten",
  endCombination: (c: string) => `Die Kombination war ${c}.`,
  matchScore: "Stand der Partie (wer zuerst 3 hat)",
  matchWon: (w: string, n = 1) => (n === 1 ? `${has(w)} die Partie gewonnen!` : `${w} haben die Partie gewonnen!`),
  nextGame: "Nächstes Spiel der Partie",
  newMatch: "Neue Partie",
  waitingNextGame: "Der Gastgeber entscheidet: Warten, bis er das nächste Spiel startet.",
  waitingNewMatch: "Der Gastgeber entscheidet: Warten, bis er eine neue Partie startet.",
  passTo: (s: string) => `Weitergeben an ${s}`,
  passToHint: (s: string) => `Tippen, wenn nur ${s} hinsieht`,
  networkLater: "Das Kartenspiel kann noch nicht über das Netz gespielt werden: Wähle Solo oder Hot-Seat.",
  stepOf: (i: number, n: number) => `Schritt ${i} von ${n}`,
  prev: "Zurück",
  next: "Weiter",
  playOn: "Weiterspielen",
  tutorialCheck: "Nicht ganz: Folge der Bildunterschrift.",
  tutorialPressNext: "Lies den Schritt und drücke dann Weiter.",
  error,
  couldNotStart: (e: string) => `Das Kartenspiel konnte nicht starten: ${e}`,
  ...record,
} satisfies CardsMessages;
