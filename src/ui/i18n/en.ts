/**
 * Every English text of the element. Other languages provide the same keys (missing ones fall back
 * to English). Sections belong to components; add keys in your component's section.
 */
import type { Build, ErrorCode, Identity, Seat } from "../../engine/index.js";

export const en = {
  // ── common ──────────────────────────────────────────────────────────────
  seat: { red: "Red", yellow: "Yellow", green: "Green", blue: "Blue", ambassador: "Ambassador" } as Record<Seat, string>,
  character: {
    F: "Lord Fiddlebottom", B: "Colonel Bubble", Z: "Madame Zsa Zsa", X: "Agent X",
  } as Record<Identity, string>,
  characterShort: { F: "Fiddlebottom", B: "Bubble", Z: "Zsa Zsa", X: "Agent X" } as Record<Identity, string>,
  build: { tall: "Tall", short: "Short", fat: "Fat", thin: "Thin" } as Record<Build, string>,
  spectator: "Spectator",
  close: "Close",
  cancel: "Cancel",
  confirm: "Confirm",
  you: "you",

  // ── shell / turn bar ────────────────────────────────────────────────────
  title: "Inkognito",
  turnOf: (seat: string) => `${seat}'s turn`,
  yourTurn: "Your turn",
  stepRoll: "Roll",
  stepMove: "Move",
  stepMeet: "Meet",
  stepDeclare: "Declare",
  rollPhantom: "Roll the Phantom",
  endMovement: "End movement",
  undo: "Undo step",
  endTurn: "End turn",
  waitingFor: (seat: string) => `Waiting for ${seat}…`,
  newGame: "New game",
  announceRoll: (who: string, balls: string) => `${who} rolls ${balls}.`,
  announceMovementEnded: (who: string) => `${who} ends movement.`,
  announceAsked: (asker: string, answerer: string, kind: string) => `${asker} asks ${answerer} about ${kind}.`,
  announceAnswered: (answerer: string, asker: string, count: number, cards?: string) =>
    `${answerer} shows ${asker} ${count} card${count === 1 ? "" : "s"}${cards ? `: ${cards}` : ""}.`,

  // ── board ───────────────────────────────────────────────────────────────
  boardLabel: "Map of Venice",
  zoomIn: "Zoom in",
  zoomOut: "Whole board",
  spaceLabel: (n: string) => `Space ${n}`,
  numberedSpaceLabel: (n: number) => `Mission space ${n}`,
  embassyLabel: "The Embassy",
  startSpaceLabel: (seat: string) => `${seat} start space`,
  figureLabel: (seat: string, build: string) => `${seat} ${build} figure`,
  ambassadorFigure: "The Ambassador",
  figureSelectable: "can move",
  figureSelected: "selected",
  targetSpace: "legal destination",
  boardHelp: "Arrow keys move between spaces along the routes. Enter chooses a highlighted space or the figure on a space. Escape cancels.",

  // ── Phantom ─────────────────────────────────────────────────────────────
  phantomLabel: "Phantom of Prophecy",
  ball: {
    white: "White: one own figure, land or water",
    orange: "Orange: one own figure by land",
    blue: "Light blue: one own figure by water",
    purple: "Purple: one opponent's figure",
    black: "Black: the Ambassador",
  } as Record<string, string>,
  ballUsed: "used",

  // ── meetings ────────────────────────────────────────────────────────────
  meetingsTitle: "Meetings",
  meetingWith: (who: string) => `Meeting with ${who}`,
  askIdentity: "Ask identity",
  askBuild: "Ask build",
  extraStep: "Extra step",
  askWhom: "Whom do you ask through the Ambassador?",
  expelPrompt: "Choose where to send the figure",
  expelAmbassadorPrompt: "The Embassy is occupied: choose a free start space for the Ambassador",

  // ── answering ───────────────────────────────────────────────────────────
  answerTitle: (asker: string, kind: string) => `${asker} asks your ${kind}`,
  answerCount: (n: number) => (n === 1 ? "Show your 1 true card" : `Show ${n} cards, at least one true`),
  show: "Show",
  kindIdentity: "identity",
  kindBuild: "build",
  trueCard: "true",
  viaAmbassador: "through the Ambassador",
  answerReason: {
    REPEATED_SET: (asker: string) => `You showed this set to ${asker} before.`,
    REPEATED_PAIR: (asker: string) => `${asker} has already seen these two cards together.`,
    NO_TRUE_CARD: () => "At least one card must be true (your mission card never counts).",
    NOT_TRUE_CARD: () => "Only your one true card of the asked kind can be shown now.",
    WRONG_CARD_KINDS: () => "This card does not fit the question.",
    WRONG_CARD_COUNT: () => "You have picked enough cards.",
  } as Partial<Record<ErrorCode, (asker: string) => string>>,

  // ── hand & passport ─────────────────────────────────────────────────────
  tabHand: "Hand",
  tabPassport: "Passport",
  tabNotebook: "Notebook",
  tabLog: "Log",
  secretCards: "Secret cards",
  colouredCards: "Your cards",
  passportHidden: "The passport is closed.",
  openPassport: "Open passport",
  closePassport: "Close passport",
  missionTable: "Missions",
  yourMissionCard: (letter: string) => `Your mission card: ${letter}`,
  passportYou: (character: string, letter: string) =>
    `You are ${character} with mission card ${letter}: your mission is one of the marked rows (your partner's card decides which).`,
  teamName: (a: string, b: string) => `${a} + ${b}`,
  missionText: {} as Record<string, string>,
  missionCard: (letter: string) => `Mission ${letter}`,
  cardKindIdentity: "Identity",
  cardKindBuild: "Build",
  cardKindSecretIdentity: "Secret identity",
  cardKindSecretBuild: "Secret build",
  cardKindMission: "Secret mission",
  ambassadorHand: "The Ambassador holds no cards: watch, ask, and seal your guesses.",
  noHand: "Spectators hold no cards.",
  panelLabel: "Your table",

  // ── notebook ────────────────────────────────────────────────────────────
  notebookReceived: "Shown to you",
  notebookGiven: "Shown by you",
  notebookObserved: "Seen through the Ambassador",
  notebookMarks: "Your marks",
  notebookEmpty: "Nothing seen yet.",
  notebookLegend: "× cards shown to you · ○ cards you showed · ⌂ through the Ambassador. Click a cell to mark ✗ ✓ ?",
  noNotebook: "Spectators keep no notebook.",
  turnShort: (n: number) => `T${n}`,
  markName: { "✗": "ruled out", "✓": "sure", "?": "maybe" } as Record<string, string>,

  // ── log ─────────────────────────────────────────────────────────────────
  emotes: "Mannerisms",
  ballName: { white: "white", orange: "orange", blue: "light blue", black: "black", purple: "purple" } as Record<string, string>,
  logGameStarted: (n: number) => `A game for ${n} players begins.`,
  logRolled: (who: string, balls: string) => `${who} rolls ${balls}.`,
  logMoved: (who: string, figure: string, from: string, to: string) => `${who} moves the ${figure} from ${from} to ${to}.`,
  logUndone: (who: string, figure: string) => `${who} takes back the step of the ${figure}.`,
  logExtraStep: (who: string, figure: string, to: string) => `${who} takes an extra step with the ${figure} to ${to}.`,
  logExpelled: (who: string, figure: string, to: string) => `${who} sends the ${figure} to ${to}.`,
  logDeclared: (who: string, partner: string) => `${who} declares "Mission accomplished!" and names ${partner}.`,
  logDeclaredAlone: (who: string) => `${who} declares to be alone.`,
  logHandshake: (who: string) => `${who} shakes hands.`,
  logHandshakeRefused: (who: string) => `${who} refuses the handshake.`,
  logSealed: "The Ambassador seals an envelope: \"I know who you are\".",
  logSealOpened: (correct: boolean) => `The Ambassador's envelope is opened: ${correct ? "every guess is right" : "not every guess is right"}.`,
  mannerismButton: {
    "twitch-right-eye": "Twitch right eye",
    "tug-left-earlobe": "Tug left earlobe",
    frown: "Frown",
    "turn-up-nose": "Turn up nose",
  } as Record<string, string>,
  mannerism: {
    "twitch-right-eye": "twitches the right eye",
    "tug-left-earlobe": "tugs the left earlobe",
    frown: "frowns",
    "turn-up-nose": "turns up the nose",
  } as Record<string, string>,

  // ── endgame ─────────────────────────────────────────────────────────────
  declare: "Mission accomplished!",
  declareAlone: "I am alone",
  namePartner: "Name your partner",
  handshakePrompt: (seat: string) => `${seat} declares "Mission accomplished!" and names you as partner. Shake hands?`,
  accept: "Shake hands",
  refuse: "Refuse",
  winners: (names: string) => `${names} win`,
  gameOver: "Game over",
  seal: "I know who you are",
  revealTitle: "Who was who",
  seatHeading: "Seat",
  identityHeading: "Character",
  buildHeading: "Build",
  missionHeading: "Mission card",
  showLog: "Read the log",
  arrested: (who: string) => `Arrested: ${who}`,
  reason: {
    "mission-accomplished": "Mission accomplished!",
    "wrong-partner": "The declarer named the wrong partner.",
    "handshake-refused": "The handshake was refused.",
    "mission-not-held": "The mission was not accomplished on the board.",
    escaped: "The lone agent escaped Venice.",
    "not-escaped": "The lone agent had not reached the escape space.",
    "not-alone": "The declarer was not alone.",
    "ambassador-knew": "The Ambassador knew who everyone was.",
  } as Record<string, string>,

  // ── hot-seat ────────────────────────────────────────────────────────────
  passTo: (seat: string) => `Pass to ${seat}`,
  passToHint: (seat: string) => `Tap when only ${seat} is looking`,

  // ── engine refusals, by code ────────────────────────────────────────────
  error: {} as Partial<Record<ErrorCode, string>>,
};

export type Messages = typeof en;
