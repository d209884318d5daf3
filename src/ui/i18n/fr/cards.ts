/** French texts of the card game (`<inkognito-game game="cards">`). Locations keep their Venetian names. */
import type { Card, CardKind, EndReason, Identity, Location, Seat } from "../../../games/cards/types.js";
import type { ErrorCode } from "../../../games/cards/errors.js";
import type { CardsMessages } from "../cards.js";
import { record } from "./record.js";
import { listIn, pluralIn } from "../grammar.js";

const plural = pluralIn("fr");
const list = listIn("fr");

const SEAT: Record<Seat, string> = { red: "Rouge", blue: "Bleu", green: "Vert", yellow: "Jaune", ambassador: "Ambassadeur" };
const CHARACTER: Record<Identity, string> = { F: "Lord Fiddlebottom", B: "Colonel Bubble", Z: "Madame Zsa Zsa", X: "Agent X" };
const LOCATION: Record<Location, string> = {
  rialto: "Rialto", "san-marco": "San Marco", arsenale: "Arsenale", accademia: "Accademia", "santa-lucia": "Santa Lucia",
};
/** The viewer is named by `you` ("Toi"): the sentences below conjugate for it instead of gluing "Toi a …". */
const YOU = "Toi";
const n = (count: number, one: string, other: string) => `${count} ${plural(count, { one, other })}`;
/** "à" before a seat: "à Rouge", "à l'Ambassadeur". */
const a = (s: string) => (s === YOU ? "à toi" : s === SEAT.ambassador ? "à l'Ambassadeur" : `à ${s}`);
/** "de" before a seat: "de Rouge", "d'un joueur". */
/** The Ambassador player takes his article in a sentence ("L'Ambassadeur a passé."); a colour does not. */
const sujet = (s: string) => (s === SEAT.ambassador ? "L'Ambassadeur" : s);
const de = (s: string) => (s === SEAT.ambassador ? "de l'Ambassadeur" : /^[aeiouhé]/i.test(s) ? `d'${s}` : `de ${s}`);

export const cards = {
  seat: SEAT,
  character: CHARACTER,
  location: LOCATION,
  title: "Inkognito\u00a0: le jeu de cartes",
  cardName: (c: Card): string => (typeof c === "number" ? `code ${c}` : CHARACTER[c]),
  kindName: { identity: "carte identité", code: "carte code" } as Record<CardKind, string>,
  you: YOU,
  blind: "joueur aveugle",
  round: (r: number) => `Manche ${r}`,
  firstPlayer: (s: string) => (s === YOU ? "Tu poses en premier" : `${s} pose en premier`),
  seatMoved: (seat: string) => `Nouvelle partie, nouvelle place : tu joues maintenant ${seat}. Dans un match à cinq, chacun change de place après chaque partie et le rôle de l'Ambassadeur passe à gauche.`,
  // map
  mapLabel: "Venise\u00a0: où sont les tuiles cette manche",
  placeHere: (loc: string) => `Poser ta tuile sur ${loc}`,
  tilesHere: (loc: string, w: string) => (w ? `${loc}\u00a0: ${w}` : `${loc}\u00a0: aucune tuile`),
  ambassadorSealed: "L'Ambassadeur a posé sa tuile face cachée",
  ambassadorPile: "L'Ambassadeur",
  // seats
  seatsTitle: "Joueurs",
  tilesLeft: (t: number) => `${plural(t, { one: "Reste", other: "Restent" })} ${n(t, "tuile", "tuiles")}`,
  tileLeft: (loc: string) => `${loc}, pas encore jouée`,
  tilePlayed: (loc: string) => `${loc}, jouée`,
  waiting: "choisit",
  chosen: "a choisi",
  // hand
  handTitle: "Tes cartes",
  blackCards: "Tes cartes noires (secrètes)",
  colouredCards: "Tes cartes de couleur",
  trueCard: "vraie",
  falseCard: "fausse",
  ambassadorHand: "Tu es l'Ambassadeur\u00a0: tu n'as pas de cartes\u00a0; tu observes, tu écoutes et tu peux déclarer.",
  // guidance
  guidePlace: "Choisis un lieu pour ta tuile.",
  guideAmbassadorTile: "Choisis ta tuile face cachée.",
  guideWait: (s: string) => `En attente ${de(s)}…`,
  guideWaitMany: (s: string) => `En attente du choix de ${s}…`,
  guideGive: (s: string) => `Choisis deux cartes à montrer ${a(s)}\u00a0: exactement une vraie.`,
  guideAsk: "Tu es seul avec l'Ambassadeur\u00a0: demande à un joueur une de ses cartes noires, ou passe.",
  guideLook: (s: string) => `Tu rencontres ${s}, un joueur aveugle\u00a0: regarde une de ses cartes noires, ou passe.`,
  guideAnswer: (s: string) => `${s} t'interroge\u00a0: montre une de tes cartes noires.`,
  guideAmbassadorMeeting: "Des agents te rencontrent\u00a0: tu peux déclarer, ou passer.",
  guideChosen: "Ton choix est scellé. En attente des autres…",
  guideOver: "La partie est terminée.",
  // meeting
  meetingTitle: (loc: string) => `Rencontre à ${loc}`,
  meetingKind: { exchange: "échange", blind: "rencontre avec un aveugle", ambassador: "avec l'Ambassadeur", ambassadorTwo: "deux agents et l'Ambassadeur" } as Record<string, string>,
  noMeetings: "Pas encore de rencontre cette manche.",
  // exchange picker
  pickerTitle: (s: string) => `Ta paire de cartes pour ${s === SEAT.ambassador ? "l'Ambassadeur" : s}`,
  giveSet: "Montrer ces deux-là",
  clear: "Effacer",
  reasonShownBefore: (s: string) => `déjà montrée ${a(s)}`,
  reasonOneTrue: "il faut exactement une carte vraie",
  reasonPickTwo: "choisis deux cartes",
  refusedSet: (reason: string) => `Cette paire ne peut pas être montrée\u00a0: ${reason}.`,
  // ask, look, answer
  askWhom: "Interroger qui\u00a0?",
  askCardOf: (s: string, kind: string) => `Demander sa ${kind} ${a(s)}`,
  ask: (s: string) => `Interroger ${s}`,
  look: (kind: string) => `Regarder sa ${kind}`,
  pass: "Passer",
  showCard: (card: string) => `Montrer ta carte ${card}`,
  // declaration
  declare: "Déclarer…",
  declareTitle: "Ouvrir le coffre",
  declarePartner: "Ton partenaire",
  declareCombination: "La combinaison (F, B, Z, X)",
  declareCode: (id: string) => `Code ${de(id)}`,
  declareClaims: "Ajouter qui est qui (montré à tous, non évalué)",
  declareSend: "Déclarer",
  cancel: "Annuler",
  declareInvalid: "Choisis quatre codes différents et un partenaire.",
  declareChance: (p: string) => `D'après l'assistant, cette déclaration est juste à ${p}.`,
  // sheet
  sheetTitle: "Feuille d'enquête",
  sheetEmpty: "Rien de vu ni de montré pour l'instant.",
  sheetVia: { exchange: "échange", ambassador: "montrées à l'Ambassadeur", question: "carte noire montrée", look: "carte noire regardée" } as Record<string, string>,
  sheetLine: (from: string, to: string, cs: string, where: string, r: number, via: string) => `Manche ${r}, ${where}\u00a0: ${from} → ${to}, ${cs} (${via})`,
  assistantTitle: "Assistant",
  identityChances: "Identité",
  codeChances: "Code",
  partnerChance: "Partenaire",
  combinationTitle: "La combinaison jusqu'ici",
  combinationsLeft: (c: number) => `${n(c, "combinaison encore possible", "combinaisons encore possibles")}`,
  why: "Pourquoi\u00a0?",
  whyOwn: "Tes propres cartes noires le disent.",
  actsLabel: "Ce que tu peux faire",
  certain: "sûr",
  percent: (p: number) => `${Math.round(p * 100)}\u00a0%`,
  // log and announcements
  logTitle: "Journal",
  livePlaced: (s: string, loc: string) => `${s === YOU ? "Tu as posé" : `${s} a posé`} une tuile sur ${loc}.`,
  liveAmbassadorPlaced: "L'Ambassadeur a posé sa tuile face cachée.",
  liveRevealed: (meetings: string) => (meetings ? `Tuiles révélées. Rencontres\u00a0: ${meetings}.` : "Tuiles révélées. Aucune rencontre cette manche."),
  liveMeeting: (loc: string, w: string) => `${loc} (${w})`,
  liveCommitted: (s: string) => (s === YOU ? "Tu as choisi." : `${sujet(s)} a choisi.`),
  liveSet: (from: string, to: string, cs: string) =>
    from === YOU ? `Tu as montré ${cs || "deux cartes"} ${a(to)}.`
    : to === YOU ? `${from} t'a montré ${cs || "deux cartes"}.`
    : cs ? `${from} a montré ${a(to)}\u00a0: ${cs}.` : `${from} a montré deux cartes ${a(to)}.`,
  liveAsked: (x: string, t: string) =>
    x === YOU ? `Tu as demandé une carte noire ${a(t)}.` : t === YOU ? `${x} t'a demandé une carte noire.` : `${x} a demandé une carte noire ${a(t)}.`,
  liveShown: (from: string, to: string, card: string) => {
    const what = card ? `la carte noire ${card}` : "une carte noire";
    return from === YOU ? `Tu as montré ${what} ${a(to)}.` : to === YOU ? `${from} t'a montré ${what}.` : `${from} a montré ${what} ${a(to)}.`;
  },
  liveLooked: (w: string, blind: string, card: string) =>
    `${w === YOU ? "Tu as regardé" : `${w} a regardé`} ${card ? `la carte noire ${card}` : "une carte noire"} ${de(blind)}.`,
  livePassed: (s: string) => (s === YOU ? "Tu as passé." : `${sujet(s)} a passé.`),
  liveDeclared: (s: string, right: boolean) => `${s === YOU ? "Tu as déclaré" : `${sujet(s)} a déclaré`}\u00a0: ${right ? "juste" : "faux"}.`,
  liveRound: (r: number, first: string) => `Manche ${r}\u00a0: ${first === YOU ? "tu poses en premier" : `${first} pose en premier`}.`,
  liveReshuffled: "Chaque joueur reprend ses tuiles.",
  list,
  // end
  endTitle: "La partie est terminée",
  endWinners: (w: string) => `Gagnants\u00a0: ${w}`,
  endNoWinner: "Personne ne gagne.",
  endReason: {
    "right-declaration": "Une déclaration juste\u00a0: l'équipe du déclarant gagne.",
    "wrong-declaration": "Une déclaration fausse\u00a0: l'autre équipe gagne.",
    "ambassador-right": "La déclaration de l'Ambassadeur était juste\u00a0: il gagne seul.",
    "ambassador-wrong": "La déclaration de l'Ambassadeur était fausse\u00a0: les quatre agents gagnent.",
    "round-limit": "La limite de manches est atteinte\u00a0: personne ne gagne.",
  } as Record<EndReason, string>,
  endDeclaration: (w: string, partner: string, combo: string) =>
    w === YOU ? (partner ? `Tu as désigné ${partner} et la combinaison ${combo}.` : `Tu as déclaré la combinaison ${combo}.`)
    : partner === YOU ? `${w} t'a désigné, avec la combinaison ${combo}.`
    : partner ? `${w} a désigné ${partner} et la combinaison ${combo}.` : `${sujet(w)} a déclaré la combinaison ${combo}.`,
  endBlackCards: "Toutes les cartes noires",
  endCombination: (c: string) => `La combinaison était ${c}.`,
  matchScore: "Score du match (le premier à 3)",
  matchWon: (w: string) => `Vainqueurs du match\u00a0: ${w}\u00a0!`,
  nextGame: "Partie suivante du match",
  newMatch: "Nouveau match",
  waitingNextGame: "L'hôte décide\u00a0: en attente de la partie suivante qu'il lancera.",
  waitingNewMatch: "L'hôte décide\u00a0: en attente du nouveau match qu'il lancera.",
  // hot-seat
  passTo: (s: string) => `Passe l'appareil ${a(s)}`,
  passToHint: (s: string) => `Touche l'écran quand seul ${s} regarde`,
  // network
  networkLater: "Le jeu de cartes ne se joue pas encore en réseau\u00a0: choisis seul ou à plusieurs sur un même écran.",
  // scenario
  stepOf: (i: number, count: number) => `Étape ${i} sur ${count}`,
  prev: "Retour",
  next: "Suivant",
  playOn: "Continuer à jouer",
  tutorialCheck: "Pas tout à fait\u00a0: suis la légende.",
  tutorialPressNext: "Lis l'étape, puis appuie sur Suivant.",
  error: {
    BAD_OPTIONS: "Ces options de jeu ne sont pas valides.",
    MALFORMED_ACTION: "L'action est mal formée.",
    NOT_A_STATE: "Ce n'est pas un état du jeu de cartes (on ne joue pas sur la vue d'un joueur\u00a0: utilise l'état de l'arbitre).",
    UNKNOWN_SEAT: "Cette place n'est pas à cette table.",
    BLIND_SEAT: "Personne ne joue un joueur aveugle (C2.3).",
    GAME_OVER: "La partie est terminée.",
    NOT_YOUR_TURN: "Ce n'est pas à toi de poser (C4).",
    NOT_AN_ACTOR: "Tu n'agis pas à ce moment (C7).",
    ALREADY_CHOSEN: "Tu as déjà choisi\u00a0; un choix scellé est définitif (C9.2).",
    WRONG_ACT: "Cette action ne t'est pas ouverte à ce moment (C7).",
    UNKNOWN_LOCATION: "Ce lieu n'existe pas (C1.5).",
    TILE_PLAYED: "Cette tuile a déjà été jouée depuis le dernier remélange (C4.2).",
    UNKNOWN_CARD: "Tu n'as pas cette carte dans ta couleur (C1.3, C1.4).",
    SAME_CARD: "Une paire est faite de deux cartes différentes (C6.2).",
    NOT_ONE_TRUE: "Une paire a exactement une carte vraie et une fausse (C6.2).",
    REPEATED_SET: "Tu as déjà montré cette paire à ce joueur (C6.3, C6.4).",
    BAD_TARGET: "Désigne un autre agent (C6.5).",
    BAD_CARD_KIND: "Choisis la carte identité ou la carte code (C6.5–C6.7).",
    KIND_NEEDED: "Un joueur aveugle ne peut pas choisir\u00a0: dis laquelle de ses cartes noires tu demandes (C6.6).",
    KIND_NOT_YOURS: "Un agent choisit lui-même quelle carte noire il montre (C6.5).",
    BAD_COMBINATION: "La combinaison, ce sont les quatre codes, chacun une fois, dans l'ordre F, B, Z, X (C10.8).",
    BAD_PARTNER: "Désigne un autre agent comme partenaire (C10.8).",
    NO_DECLARATION_HERE: "Tu ne peux pas déclarer ici (C10.2).",
    NOT_A_VIEW: "Un bot décide à partir de la vue d'un joueur (viewFor(state, seat)), pas de l'état de l'arbitre.",
    NOT_AN_RNG: "Un bot a besoin d'un Rng (new Rng(seedRng(seed))), pas d'une graine ni d'un nombre.",
    UNKNOWN_LEVEL: "Ce niveau de bot n'existe pas.",
  } satisfies Record<ErrorCode, string>,
  couldNotStart: (e: string) => `Le jeu de cartes n'a pas pu démarrer\u00a0: ${e}`,
  ...record,
} satisfies CardsMessages;
