/**
 * The card game's texts (`<inkognito-game game="cards">`). They load with the card table's chunk,
 * never with the board game. Other languages: `./de/cards.ts` and the like, or a site's own through
 * `registerMessages(lang, { cards })` (./registry.ts); missing keys fall back to English.
 */
import { ERROR_CODES, type ErrorCode } from "../../games/cards/errors.js";
import { listIn, pluralIn } from "./grammar.js";
import { knownTag } from "./languages.js";
import { overEnglish } from "./merge.js";
import { registeredLanguage } from "./registry.js";
import { recordEn } from "./record-texts.js";
import type { AgentSeat, Card, CardKind, EndReason, Identity, Location, Seat } from "../../games/cards/types.js";

const plural = pluralIn("en");
const SEAT: Record<Seat, string> = { red: "Red", blue: "Blue", green: "Green", yellow: "Yellow", ambassador: "Ambassador" };
const CHARACTER: Record<Identity, string> = { F: "Lord Fiddlebottom", B: "Colonel Bubble", Z: "Madame Zsa Zsa", X: "Agent X" };
const LOCATION: Record<Location, string> = {
  rialto: "Rialto", "san-marco": "San Marco", arsenale: "Arsenale", accademia: "Accademia", "santa-lucia": "Santa Lucia",
};

/** The viewer is named by `you` ("You"): "You place first", "You have chosen", "Blue showed you …". */
const YOU = "You";
const object = (s: string) => (s === YOU ? "you" : s === SEAT.ambassador ? "the Ambassador" : s);
/** The Ambassador player takes his article in a sentence ("The Ambassador passed."); a colour does not. */
const subject = (s: string) => (s === SEAT.ambassador ? "The Ambassador" : s);
const placesFirst = (s: string) => `${s} ${s === YOU ? "place" : "places"} first`;

export const cardsEn = {
  seat: SEAT,
  character: CHARACTER,
  location: LOCATION,
  title: "Inkognito: The Card Game",
  cardName: (c: Card): string => (typeof c === "number" ? `code ${c}` : CHARACTER[c]),
  kindName: { identity: "identity card", code: "code card" } as Record<CardKind, string>,
  you: YOU,
  blind: "blind seat",
  round: (n: number) => `Round ${n}`,
  firstPlayer: placesFirst,
  /** A 5-player network match's next game: this screen's player moved seat (C12.5). */
  seatMoved: (seat: string) => `New game, new seat: you play ${seat} now. In a 5-player match everyone moves one seat after each game, and the Ambassador role passes to the left.`,
  // map
  mapLabel: "Venice: where the tiles lie this round",
  placeHere: (loc: string) => `Place your tile on ${loc}`,
  tilesHere: (loc: string, who: string) => (who ? `${loc}: ${who}` : `${loc}: no tile`),
  ambassadorSealed: "The Ambassador has placed his tile face down",
  ambassadorPile: "The Ambassador",
  // seats
  seatsTitle: "Seats",
  tilesLeft: (n: number) => plural(n, { one: "# tile left", other: "# tiles left" }),
  /** A seat's location tile, its full name and whether it is played since the reshuffle (C4.4): the seat panels' tiles, read aloud and on hover. */
  tileLeft: (loc: string) => `${loc}, not played yet`,
  tilePlayed: (loc: string) => `${loc}, played`,
  waiting: "is choosing",
  chosen: "has chosen",
  // hand
  handTitle: "Your cards",
  blackCards: "Your black cards (secret)",
  colouredCards: "Your coloured cards",
  trueCard: "true",
  falseCard: "false",
  ambassadorHand: "You are the Ambassador: you have no cards; you watch, listen and may declare.",
  // guidance
  guidePlace: "Choose a location for your tile.",
  guideAmbassadorTile: "Choose your face-down tile.",
  guideWait: (s: string) => `Waiting for ${object(s)}…`,
  guideWaitMany: (s: string) => `Waiting for ${s} to choose…`,
  guideGive: (s: string) => `Choose two cards to show ${object(s)}: exactly one true.`,
  guideAsk: "You are alone with the Ambassador: ask a seat for one of its black cards, or pass.",
  guideLook: (s: string) => `You meet ${s}, a blind seat: look at one of its black cards, or pass.`,
  guideAnswer: (s: string) => `${s} asks you: show one of your black cards.`,
  guideAmbassadorMeeting: "Agents meet you: you may declare, or pass.",
  guideChosen: "Your choice is sealed. Waiting for the others…",
  guideOver: "The game is over.",
  // meeting
  meetingTitle: (loc: string) => `Meeting at ${loc}`,
  meetingKind: { exchange: "exchange", blind: "blind meeting", ambassador: "with the Ambassador", ambassadorTwo: "two agents and the Ambassador" } as Record<string, string>,
  noMeetings: "No meetings yet this round.",
  // exchange picker
  pickerTitle: (s: string) => `Your set for ${object(s)}`,
  giveSet: "Show these two",
  clear: "Clear",
  reasonShownBefore: (s: string) => `shown to ${object(s)} before`,
  reasonOneTrue: "needs exactly one true card",
  reasonPickTwo: "choose two cards",
  refusedSet: (reason: string) => `This set cannot be shown: ${reason}.`,
  // ask, look, answer
  askWhom: "Ask whom?",
  askCardOf: (s: string, kind: string) => `Ask ${s} for the ${kind}`,
  ask: (s: string) => `Ask ${s}`,
  look: (kind: string) => `Look at its ${kind}`,
  pass: "Pass",
  showCard: (card: string) => `Show your ${card}`,
  // declaration
  declare: "Declare…",
  declareTitle: "Open the safe",
  declarePartner: "Your partner",
  declareCombination: "The combination (F, B, Z, X)",
  declareCode: (id: string) => `Code of ${id}`,
  declareClaims: "Add who is who (shown to all, not judged)",
  declareSend: "Declare",
  cancel: "Cancel",
  declareInvalid: "Choose four different codes and a partner.",
  declareChance: (p: string) => `The assistant rates this declaration ${p} likely.`,
  // sheet
  sheetTitle: "Clue sheet",
  sheetEmpty: "Nothing seen or shown yet.",
  sheetVia: { exchange: "exchange", ambassador: "shown to the Ambassador", question: "black card shown", look: "black card looked at" } as Record<string, string>,
  sheetLine: (from: string, to: string, cards: string, where: string, round: number, via: string) => `Round ${round}, ${where}: ${from} → ${to}, ${cards} (${via})`,
  assistantTitle: "Assistant",
  identityChances: "Identity",
  codeChances: "Code",
  partnerChance: "Partner",
  combinationTitle: "The combination so far",
  combinationsLeft: (n: number) => plural(n, { one: "# combination still possible", other: "# combinations still possible" }),
  why: "Why?",
  whyOwn: "Your own black cards say so.",
  actsLabel: "What you may do",
  certain: "certain",
  percent: (p: number) => `${Math.round(p * 100)}%`,
  // log and announcements
  logTitle: "Log",
  livePlaced: (s: string, loc: string) => `${s} placed a tile on ${loc}.`,
  liveAmbassadorPlaced: "The Ambassador placed his tile face down.",
  liveRevealed: (meetings: string) => (meetings ? `Tiles revealed. Meetings: ${meetings}.` : "Tiles revealed. No meetings this round."),
  liveMeeting: (loc: string, who: string) => `${loc} (${who})`,
  liveCommitted: (s: string) => `${subject(s)} ${s === YOU ? "have" : "has"} chosen.`,
  liveSet: (from: string, to: string, cards: string) => `${from} showed ${object(to)} ${cards || "a set"}.`,
  liveAsked: (a: string, t: string) => `${a} asked ${object(t)} for a black card.`,
  liveShown: (from: string, to: string, card: string) => `${from} showed ${object(to)} ${card ? `the black ${card}` : "a black card"}.`,
  liveLooked: (who: string, blind: string, card: string) => (card ? `${who} looked at ${blind}'s black ${card}.` : `${who} looked at a black card of ${blind}.`),
  livePassed: (s: string) => `${subject(s)} passed.`,
  liveDeclared: (s: string, right: boolean) => `${subject(s)} declared: ${right ? "right" : "wrong"}.`,
  liveRound: (n: number, first: string) => `Round ${n}: ${object(first)} ${first === YOU ? "place" : "places"} first.`,
  liveReshuffled: "Every seat takes its tiles back.",
  /** Names as a list of the language ("Red, Blue and Green"): Intl.ListFormat. */
  list: listIn("en-GB"),
  // end
  ...recordEn,
  endTitle: "The game is over",
  endWinners: (w: string) => `Winners: ${w}`,
  endNoWinner: "No one wins.",
  endReason: {
    "right-declaration": "A right declaration: the declarer's team wins.",
    "wrong-declaration": "A wrong declaration: the other team wins.",
    "ambassador-right": "The Ambassador's declaration was right: he wins alone.",
    "ambassador-wrong": "The Ambassador's declaration was wrong: all four agents win.",
    "round-limit": "The round limit was reached: no one wins.",
  } as Record<EndReason, string>,
  endDeclaration: (who: string, partner: string, combo: string) => (partner ? `${who} named ${object(partner)} and ${combo}.` : `${subject(who)} declared ${combo}.`),
  endBlackCards: "Every black card",
  endCombination: (c: string) => `The combination was ${c}.`,
  matchScore: "Match score (first to 3)",
  matchWon: (w: string, _count = 1) => `${subject(w)} won the match!`,
  nextGame: "Next game of the match",
  newMatch: "New match",
  waitingNextGame: "The host chooses: waiting for the host to start the next game.",
  waitingNewMatch: "The host chooses: waiting for the host to start a new match.",
  // hot-seat
  passTo: (s: string) => `Pass to ${s}`,
  passToHint: (s: string) => `Tap when only ${s} is looking`,
  // network
  networkLater: "The card game cannot be played over the network yet: choose solo or hot-seat.",
  // scenario
  stepOf: (i: number, n: number) => `Step ${i} of ${n}`,
  prev: "Back",
  next: "Next",
  playOn: "Play on",
  tutorialCheck: "Not quite: follow the caption.",
  /** An act on a tutorial step that asks only to read (its Next goes on). */
  tutorialPressNext: "Read the step, then press Next.",
  /** Refusals, by code (the rules' own English sentences; every language gives every code). */
  error: ERROR_CODES as Record<ErrorCode, string>,
  couldNotStart: (e: string) => `The card game could not start: ${e}`,
};

export type CardsMessages = typeof cardsEn;

/** The card game's texts in a language (a tag such as `de` or `de-CH`), English where it has none. */
export function cardsMessagesFor(lang: string | null | undefined): CardsMessages {
  const tag = knownTag(lang);
  const found = tag ? registeredLanguage(tag)?.cards : undefined;
  return found && found !== cardsEn ? overEnglish(cardsEn, found, tag!, "cards") : cardsEn;
}

/** A seat's name, "You" for the viewer. */
export function cardsSeatName(m: CardsMessages, s: Seat | AgentSeat, viewer?: string): string {
  return s === viewer ? m.you : m.seat[s];
}
