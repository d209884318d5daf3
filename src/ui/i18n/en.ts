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

  // ── board ───────────────────────────────────────────────────────────────
  boardLabel: "Map of Venice",
  spaceLabel: (n: string) => `Space ${n}`,
  numberedSpaceLabel: (n: number) => `Mission space ${n}`,
  embassyLabel: "The Embassy",
  startSpaceLabel: (seat: string) => `${seat} start space`,
  figureLabel: (seat: string, build: string) => `${seat} ${build} figure`,
  ambassadorFigure: "The Ambassador",

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

  // ── notebook ────────────────────────────────────────────────────────────
  notebookReceived: "Shown to you",
  notebookGiven: "Shown by you",
  notebookObserved: "Seen through the Ambassador",
  notebookMarks: "Your marks",

  // ── log ─────────────────────────────────────────────────────────────────
  emotes: "Mannerisms",
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

  // ── hot-seat ────────────────────────────────────────────────────────────
  passTo: (seat: string) => `Pass to ${seat}`,
  passToHint: (seat: string) => `Tap when only ${seat} is looking`,

  // ── engine refusals, by code ────────────────────────────────────────────
  error: {} as Partial<Record<ErrorCode, string>>,
};

export type Messages = typeof en;
