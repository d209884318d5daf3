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
  // On cards: short names; a soft hyphen (\u00ad) lets a long one break where a narrow card needs it.
  characterShort: { F: "Fiddle\u00adbottom", B: "Bubble", Z: "Zsa Zsa", X: "Agent X" } as Record<Identity, string>,
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

  // ── live announcements (screen readers): whole sentences; `who` is null for the player here ──
  liveList: (items: readonly string[]) =>
    items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`,
  liveTurn: (who: string | null) => (who ? `${who}'s turn.` : "Your turn."),
  liveRoll: (who: string | null, balls: string) => (who ? `${who} rolls ${balls}.` : `You roll ${balls}.`),
  liveMoved: (who: string | null, figure: string, from: string, to: string) =>
    `${who ?? "You"} ${who ? "moves" : "move"} ${figure} from ${from} to ${to}.`,
  liveAmbassadorMoved: (who: string | null, from: string, to: string) =>
    `${who ?? "You"} ${who ? "moves" : "move"} the Ambassador from ${from} to ${to}.`,
  liveExtraStep: (who: string | null, figure: string, to: string) =>
    `${who ?? "You"} ${who ? "takes" : "take"} an extra step with ${figure} to ${to}.`,
  liveUndone: (who: string | null, figure: string) => `${who ?? "You"} ${who ? "takes" : "take"} back the step of ${figure}.`,
  liveExpelled: (who: string | null, figure: string, to: string) => `${who ?? "You"} ${who ? "sends" : "send"} ${figure} to ${to}.`,
  liveMovementEnded: (who: string | null) => (who ? `${who} ends movement.` : "You end movement."),
  liveAsked: (asker: string | null, answerer: string | null, kind: string) =>
    `${asker ?? "You"} ${asker ? "asks" : "ask"} ${answerer ?? "you"} about ${kind}.`,
  liveAnswered: (answerer: string | null, asker: string | null, count: number, cards?: string) =>
    `${answerer ?? "You"} ${answerer ? "shows" : "show"} ${asker ?? "you"} ${count} card${count === 1 ? "" : "s"}${cards ? `: ${cards}` : ""}.`,
  liveDeclared: (who: string | null, partner: string | null) =>
    `${who ?? "You"} ${who ? "declares" : "declare"} "Mission accomplished!" and ${who ? "names" : "name"} ${partner ?? "you"}.`,
  liveDeclaredAlone: (who: string | null) => (who ? `${who} declares: "I am alone!"` : "You declare that you are alone."),
  liveHandshake: (who: string | null, accept: boolean) =>
    `${who ?? "You"} ${accept ? (who ? "shakes hands" : "shake hands") : who ? "refuses the handshake" : "refuse the handshake"}.`,
  liveGameOver: (winners: string, count: number) => `The game is over. ${winners} ${count === 1 ? "wins" : "win"}.`,

  // ── board ───────────────────────────────────────────────────────────────
  boardLabel: "Map of Venice",
  zoomIn: "Zoom in",
  zoomOut: "Whole board",
  spaceNearLabel: (landmark: string) => `Space near ${landmark}`,
  numberedSpaceLabel: (n: number) => `Mission space ${n}`,
  embassyLabel: "The Embassy",
  startSpaceLabel: (seat: string) => `${seat} start space`,
  figureLabel: (seat: string, build: string) => `${seat}'s ${build} figure`,
  ambassadorFigure: "The Ambassador",
  figureSelectable: "can move",
  figureSelected: "selected",
  targetSpace: "legal destination",
  // Texts that name the board (log, announcements): only what the board shows, never an id.
  someSpace: "a space",
  textNumberedSpace: (n: number) => `space ${n}`,
  textEmbassy: "the Embassy",
  textStartSpace: (seat: string) => `a ${seat} start space`,
  textSpaceNear: (landmark: string) => `a space near ${landmark}`,
  buildInText: { tall: "tall", short: "short", fat: "fat", thin: "thin" } as Record<Build, string>,
  ambassadorInText: "the Ambassador",
  namedSeat: (name: string, colour: string, you: boolean) => `${name} (${colour}${you ? ", you" : ""})`,
  seatYou: (colour: string) => `${colour} (you)`,
  boardHelp: "Arrow keys move between spaces along the routes. Enter chooses a highlighted space or the figure on a space. Escape cancels.",

  // ── Phantom ─────────────────────────────────────────────────────────────
  phantomLabel: "Phantom of Prophecy",
  ball: {
    white: "White: one own figure, land or water",
    orange: "Orange: one own figure by land",
    lightBlue: "Light blue: one own figure by water",
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

  // ── notebook: the deduction assistant (probabilities beside the marks) ──
  assistLegend: "Shading: how likely each one is, from everything you have seen · ✓ certain · × ruled out · Why? explains",
  assistChance: (name: string, percent: number) => `${name}: ${percent}% likely`,
  assistCertain: "certain",
  assistExcluded: "ruled out",
  assistPartner: (percent: number) => `your partner: ${percent}%`,
  assistWhy: "Why?",
  assistWhyNone: "Nothing is certain about this seat yet.",
  assistOwn: (seat: string, verdict: "certain" | "excluded", value: string, own: string) =>
    verdict === "excluded" ? `${seat} cannot be ${value}: you are ${own}.` : `${seat} is ${value}: your own cards leave nothing else.`,
  assistShown: (seat: string, cards: string) => `${seat} showed {${cards}}: one is true.`,
  assistVerdict: (seat: string, verdict: "certain" | "excluded", value: string) =>
    verdict === "excluded" ? `${seat} cannot be ${value}, because:` : `${seat} is ${value}, because:`,
  turnShort: (n: number) => `T${n}`,
  markName: { "✗": "ruled out", "✓": "sure", "?": "maybe" } as Record<string, string>,

  // ── log ─────────────────────────────────────────────────────────────────
  emotes: "Mannerisms",
  logHelp: "Point at or focus a line to see on the board the spaces and figures it names.",
  ballName: { white: "white", orange: "orange", lightBlue: "light blue", blue: "light blue", black: "black", purple: "purple" } as Record<string, string>,
  logGameStarted: (n: number) => `A game for ${n} players begins.`,
  logRolled: (who: string, balls: string) => `${who} rolls ${balls}.`,
  logMoved: (who: string, figure: string, from: string, to: string) => `${who} moves ${figure} from ${from} to ${to}.`,
  logUndone: (who: string, figure: string) => `${who} takes back the step of ${figure}.`,
  logExtraStep: (who: string, figure: string, to: string) => `${who} takes an extra step with ${figure} to ${to}.`,
  logExpelled: (who: string, figure: string, to: string) => `${who} sends ${figure} to ${to}.`,
  logDeclared: (who: string, partner: string) => `${who} declares "Mission accomplished!" and names ${partner}.`,
  logDeclaredAlone: (who: string) => `${who} declares: "I am alone!"`,
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

  // ── network lobby ───────────────────────────────────────────────────────
  lobbyHostTitle: "Your table",
  lobbyGuestTitle: "Joining the table",
  lobbyInvite: "Send this link to your friends: opening it joins this table.",
  lobbyInviteLink: "Invite link",
  lobbyCopy: "Copy",
  lobbyCopied: "Copied",
  lobbyQr: "QR code of the invite link",
  lobbySeats: "Seats",
  lobbyOpen: "open",
  lobbyBot: "bot",
  lobbyNoName: "a player",
  lobbyReady: "ready",
  lobbyNotReady: "not ready",
  lobbyConnected: "connected",
  lobbyAway: "away",
  lobbyHandToBot: "Hand to a bot",
  lobbySpectators: (n: number) => `${n} watching`,
  lobbyCommit: "Seed commitment",
  lobbyStart: "Start the game",
  lobbyReadyButton: "I'm ready",
  lobbyNotReadyButton: "Not ready",
  lobbyYourName: "Your name",
  lobbySitHere: "Sit here",
  lobbyWatch: "Watch instead",
  lobbyWatching: "You are watching. Pick an open seat to play.",
  lobbyPlayers: "Players",
  lobbyPlayersHint: "Seats still open when you start are played by bots.",
  statusOpening: "Opening the table…",
  statusOpen: "The table is open.",
  statusOffline: "The signalling server cannot be reached; trying again…",
  statusFailed: (why: string) => `The table cannot open: ${why}`,
  statusConnecting: "Connecting to the host…",
  statusConnected: "Connected.",
  statusReconnecting: "Connection lost; reconnecting…",
  statusHostAway: "This table is not open: the host has not opened it yet, or has left. Trying again…",
  fairOk: "Fair play verified: the deal and every roll match the host's commitment.",
  fairBad: (why: string) => `Fair play check FAILED: ${why}.`,

  // ── narrated scenarios & tutorial ───────────────────────────────────────
  scenarioLabel: "Rule demonstration",
  scenarioStepOf: (n: number, count: number) => `Step ${n} of ${count}`,
  scenarioBack: "Back",
  scenarioNext: "Next",
  scenarioPlay: "Play",
  scenarioPause: "Pause",
  scenarioPlayOn: "Play on from here",
  scenarioReplay: "Replay",
  scenarioPlayingOn: "Playing on from the demonstration.",
  scenarioMarked: "marked in this step",
  scenarioTryIt: "Your move: try it on the board.",
  tutorialLabel: "Tutorial",
  tutorialDone: "Step done!",
  tutorialNotYet: "Not yet:",
  tutorialWaitNext: "Read the step, then press Next.",

  // ── hot-seat ────────────────────────────────────────────────────────────
  passTo: (seat: string) => `Pass to ${seat}`,
  passToHint: (seat: string) => `Tap when only ${seat} is looking`,

  // ── engine refusals, by code ────────────────────────────────────────────
  error: {} as Partial<Record<ErrorCode, string>>,
};

export type Messages = typeof en;
