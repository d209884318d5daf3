/**
 * Danish texts of the card game (`<inkognito-game game="cards">`), in the words of the Danish rulebook
 * (placeringsbrikker, identitetskort, kodekort, sorte kort, opklaringsark, boksen, blind spiller).
 * Locations keep their Venetian names.
 */
import type { Card, CardKind, EndReason, Identity, Location, Seat } from "../../../games/cards/types.js";
import type { ErrorCode } from "../../../games/cards/errors.js";
import type { CardsMessages } from "../cards.js";
import { record } from "./record.js";
import { listIn, pluralIn } from "../grammar.js";

const plural = pluralIn("da");
const list = listIn("da");
const SEAT: Record<Seat, string> = { red: "Rød", blue: "Blå", green: "Grøn", yellow: "Gul", ambassador: "Ambassadøren" };
const CHARACTER: Record<Identity, string> = { F: "Lord Fiddlebottom", B: "Colonel Bubble", Z: "Madame Zsa Zsa", X: "Agent X" };
const LOCATION: Record<Location, string> = {
  rialto: "Rialto", "san-marco": "San Marco", arsenale: "Arsenale", accademia: "Accademia", "santa-lucia": "Santa Lucia",
};
/** The viewer is named by `you` ("Du"); as an object it is "dig". */
const YOU = "Du";
const obj = (s: string) => (s === YOU ? "dig" : s);
const n = (count: number, one: string, other: string) => `${count} ${plural(count, { one, other })}`;

export const cards = {
  seat: SEAT,
  character: CHARACTER,
  location: LOCATION,
  title: "Inkognito: Kortspillet",
  cardName: (c: Card): string => (typeof c === "number" ? `kode ${c}` : CHARACTER[c]),
  kindName: { identity: "identitetskort", code: "kodekort" } as Record<CardKind, string>,
  you: YOU,
  blind: "blind spiller",
  round: (r: number) => `Runde ${r}`,
  firstPlayer: (s: string) => `${s} lægger først`,
  seatMoved: (seat: string) => `Nyt spil, ny plads: Du spiller nu ${seat}. I et parti med fem flytter alle én plads efter hvert spil, og ambassadørens rolle går til venstre.`,
  // map
  mapLabel: "Venedig: hvor brikkerne ligger i denne runde",
  placeHere: (loc: string) => `Læg din brik på ${loc}`,
  tilesHere: (loc: string, w: string) => (w ? `${loc}: ${w}` : `${loc}: ingen brik`),
  ambassadorSealed: "Ambassadøren har lagt sin brik med forsiden nedad",
  ambassadorPile: "Ambassadøren",
  // seats
  seatsTitle: "Spillere",
  tilesLeft: (t: number) => `${n(t, "brik", "brikker")} tilbage`,
  tileLeft: (loc: string) => `${loc}, ikke spillet endnu`,
  tilePlayed: (loc: string) => `${loc}, spillet`,
  waiting: "vælger",
  chosen: "har valgt",
  // hand
  handTitle: "Dine kort",
  blackCards: "Dine sorte kort (hemmelige)",
  colouredCards: "Dine farvede kort",
  trueCard: "sandt",
  falseCard: "falsk",
  ambassadorHand: "Du er Ambassadøren: du har ingen kort; du ser, lytter og kan erklære.",
  // guidance
  guidePlace: "Vælg en placering til din brik.",
  guideAmbassadorTile: "Vælg din brik med forsiden nedad.",
  guideWait: (s: string) => `Venter på ${s}…`,
  guideWaitMany: (s: string) => `Venter på, at ${s} vælger…`,
  guideGive: (s: string) => `Vælg to kort at vise ${s}: præcis ét sandt.`,
  guideAsk: "Du er alene med Ambassadøren: bed en spiller om at vise et af sine sorte kort, eller meld pas.",
  guideLook: (s: string) => `Du mødes med ${s}, en blind spiller: kig på et af dens sorte kort, eller meld pas.`,
  guideAnswer: (s: string) => `${s} spørger dig: vis et af dine sorte kort.`,
  guideAmbassadorMeeting: "Agenter mødes med dig: du kan erklære eller melde pas.",
  guideChosen: "Dit valg er forseglet. Venter på de andre…",
  guideOver: "Spillet er slut.",
  // meeting
  meetingTitle: (loc: string) => `Møde på ${loc}`,
  meetingKind: { exchange: "udveksling", blind: "møde med en blind spiller", ambassador: "med Ambassadøren", ambassadorTwo: "to agenter og Ambassadøren" } as Record<string, string>,
  noMeetings: "Ingen møder endnu i denne runde.",
  // exchange picker
  pickerTitle: (s: string) => `Dit kortpar til ${s}`,
  giveSet: "Vis disse to",
  clear: "Ryd",
  reasonShownBefore: (s: string) => `vist til ${s} før`,
  reasonOneTrue: "kræver præcis ét sandt kort",
  reasonPickTwo: "vælg to kort",
  refusedSet: (reason: string) => `Dette par kan ikke vises: ${reason}.`,
  // ask, look, answer
  askWhom: "Hvem spørger du?",
  askCardOf: (s: string, kind: string) => `Bed ${s} om det sorte ${kind}`,
  ask: (s: string) => `Spørg ${s}`,
  look: (kind: string) => `Kig på dens sorte ${kind}`,
  pass: "Pas",
  showCard: (card: string) => `Vis dit sorte kort: ${card}`,
  // declaration
  declare: "Erklær…",
  declareTitle: "Åbn boksen",
  declarePartner: "Din partner",
  declareCombination: "Kombinationen (F, B, Z, X)",
  declareCode: (id: string) => `Koden for ${id}`,
  declareClaims: "Tilføj, hvem der er hvem (vises for alle, bedømmes ikke)",
  declareSend: "Erklær",
  cancel: "Annuller",
  declareInvalid: "Vælg fire forskellige koder og en partner.",
  declareChance: (p: string) => `Assistenten vurderer, at denne erklæring er ${p} sandsynlig.`,
  // sheet
  sheetTitle: "Opklaringsark",
  sheetEmpty: "Intet set eller vist endnu.",
  sheetVia: { exchange: "udveksling", ambassador: "vist til Ambassadøren", question: "sort kort vist", look: "sort kort kigget på" } as Record<string, string>,
  sheetLine: (from: string, to: string, cs: string, where: string, r: number, via: string) => `Runde ${r}, ${where}: ${from} → ${to}, ${cs} (${via})`,
  assistantTitle: "Assistent",
  identityChances: "Identitet",
  codeChances: "Kode",
  partnerChance: "Partner",
  combinationTitle: "Kombinationen indtil videre",
  combinationsLeft: (c: number) => `${n(c, "kombination", "kombinationer")} stadig mulige`,
  why: "Hvorfor?",
  whyOwn: "Det siger dine egne sorte kort.",
  actsLabel: "Hvad du kan gøre",
  certain: "sikkert",
  percent: (p: number) => `${Math.round(p * 100)} %`,
  // log and announcements
  logTitle: "Logbog",
  livePlaced: (s: string, loc: string) => `${s} lagde en brik på ${loc}.`,
  liveAmbassadorPlaced: "Ambassadøren lagde sin brik med forsiden nedad.",
  liveRevealed: (meetings: string) => (meetings ? `Brikkerne er afsløret. Møder: ${meetings}.` : "Brikkerne er afsløret. Ingen møder i denne runde."),
  liveMeeting: (loc: string, w: string) => `${loc} (${w})`,
  liveCommitted: (s: string) => `${s} har valgt.`,
  liveSet: (from: string, to: string, cs: string) => (cs ? `${from} viste ${obj(to)} ${cs}.` : `${from} viste ${obj(to)} to kort.`),
  liveAsked: (x: string, t: string) => `${x} bad ${obj(t)} om et sort kort.`,
  liveShown: (from: string, to: string, card: string) => (card ? `${from} viste ${obj(to)} det sorte kort »${card}«.` : `${from} viste ${obj(to)} et sort kort.`),
  liveLooked: (w: string, blind: string, card: string) => (card ? `${w} kiggede på det sorte kort »${card}« hos ${blind}.` : `${w} kiggede på et sort kort hos ${blind}.`),
  livePassed: (s: string) => `${s} meldte pas.`,
  liveDeclared: (s: string, right: boolean) => `${s} erklærede: ${right ? "rigtigt" : "forkert"}.`,
  liveRound: (r: number, first: string) => `Runde ${r}: ${first} lægger først.`,
  liveReshuffled: "Alle spillere tager deres brikker tilbage.",
  list,
  // end
  endTitle: "Spillet er slut",
  endWinners: (w: string) => `Vindere: ${w}`,
  endNoWinner: "Ingen vinder.",
  endReason: {
    "right-declaration": "En rigtig erklæring: holdet, der erklærede, vinder.",
    "wrong-declaration": "En forkert erklæring: det andet hold vinder.",
    "ambassador-right": "Ambassadørens erklæring var rigtig: han vinder alene.",
    "ambassador-wrong": "Ambassadørens erklæring var forkert: alle fire agenter vinder.",
    "round-limit": "Grænsen for antal runder er nået: ingen vinder.",
  } as Record<EndReason, string>,
  endDeclaration: (w: string, partner: string, combo: string) =>
    partner ? `${w} udpegede ${obj(partner)} og kombinationen ${combo}.` : `${w} erklærede kombinationen ${combo}.`,
  endBlackCards: "Alle sorte kort",
  endCombination: (c: string) => `Kombinationen var ${c}.`,
  matchScore: "Samlet stilling (først til 3 point)",
  matchWon: (w: string) => `Samlet vinder: ${w}!`,
  nextGame: "Næste spil i serien",
  newMatch: "Ny serie",
  waitingNextGame: "Værten bestemmer: venter på, at værten starter næste spil.",
  waitingNewMatch: "Værten bestemmer: venter på, at værten starter en ny serie.",
  // hot-seat
  passTo: (s: string) => `Giv videre til ${s}`,
  passToHint: (s: string) => `Tryk, når kun ${s} kigger`,
  // network
  networkLater: "Kortspillet kan endnu ikke spilles over netværket: vælg alene eller på skift ved samme skærm.",
  // scenario
  stepOf: (i: number, count: number) => `Trin ${i} af ${count}`,
  prev: "Tilbage",
  next: "Næste",
  playOn: "Spil videre",
  tutorialCheck: "Ikke helt: følg teksten.",
  tutorialPressNext: "Læs trinnet, og tryk så på Næste.",
  error: {
    BAD_OPTIONS: "Disse spilindstillinger er ikke gyldige.",
    MALFORMED_ACTION: "Handlingen er ikke korrekt udformet.",
    NOT_A_STATE: "Det er ikke en tilstand i kortspillet (man kan ikke spille på en spillers visning: brug dommerens tilstand).",
    UNKNOWN_SEAT: "Den plads findes ikke ved dette bord.",
    BLIND_SEAT: "En blind spiller spilles ikke af nogen (C2.3).",
    GAME_OVER: "Spillet er slut.",
    NOT_YOUR_TURN: "Det er ikke din tur til at lægge (C4).",
    NOT_AN_ACTOR: "Du skal ikke handle nu (C7).",
    ALREADY_CHOSEN: "Du har allerede valgt; et forseglet valg er endeligt (C9.2).",
    WRONG_ACT: "Den handling har du ikke på dette tidspunkt (C7).",
    UNKNOWN_LOCATION: "Den placering findes ikke (C1.5).",
    TILE_PLAYED: "Den brik er spillet siden sidste gang, brikkerne blev samlet op (C4.2).",
    UNKNOWN_CARD: "Der er ikke et sådant kort i din farve (C1.3, C1.4).",
    SAME_CARD: "Et par er to forskellige kort (C6.2).",
    NOT_ONE_TRUE: "Et par har præcis ét sandt og ét falsk kort (C6.2).",
    REPEATED_SET: "Du har allerede vist dette par til denne spiller (C6.3, C6.4).",
    BAD_TARGET: "Udpeg en anden agent (C6.5).",
    BAD_CARD_KIND: "Vælg identitetskortet eller kodekortet (C6.5–C6.7).",
    KIND_NEEDED: "En blind spiller kan ikke vælge: sig, hvilket af dens sorte kort du beder om (C6.6).",
    KIND_NOT_YOURS: "En agent vælger selv, hvilket sort kort han viser (C6.5).",
    BAD_COMBINATION: "Kombinationen er de fire koder, hver én gang, i rækkefølgen F, B, Z, X (C10.8).",
    BAD_PARTNER: "Udpeg en anden agent som din partner (C10.8).",
    NO_DECLARATION_HERE: "Du kan ikke erklære her (C10.2).",
    NOT_A_VIEW: "En robot beslutter ud fra en spillers visning (viewFor(state, seat)), ikke ud fra dommerens tilstand.",
    NOT_AN_RNG: "En robot skal have en Rng (new Rng(seedRng(seed))), ikke et frø eller et tal.",
    UNKNOWN_LEVEL: "Det robotniveau findes ikke.",
  } satisfies Record<ErrorCode, string>,
  couldNotStart: (e: string) => `Kortspillet kunne ikke starte: ${e}`,
  ...record,
} satisfies CardsMessages;
