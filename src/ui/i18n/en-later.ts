/**
 * The English texts that only parts loaded on demand show: the game menu's pages, the answer picker,
 * the passport, the answer reveal, the notebook (with its deduction assistant), the log, the
 * declaring prompts and the end screen, the network lobby and status line, the narrated scenarios
 * and the tutorial. Importing this module adds them to `en` (./en.ts); every
 * module that renders them imports it, so in the script-tag bundle they come in a chunk with the
 * first such part, before it renders, and never with a solo page's first paint.
 */
import type { ProtocolErrorCode } from "../../net/protocol.js";
import type { ErrorCode } from "../../games/board/index.js";
import { MISSIONS } from "../../games/board/missions.js";

/** The 24 missions, by team and the two letters (first character's, second's). */
export type MissionKey =
  | "FBAB" | "FBAC" | "FBAD" | "FBBA" | "FBBC" | "FBBD" | "FBCA" | "FBCB" | "FBCD" | "FBDA" | "FBDB" | "FBDC"
  | "ZXAB" | "ZXAC" | "ZXAD" | "ZXBA" | "ZXBC" | "ZXBD" | "ZXCA" | "ZXCB" | "ZXCD" | "ZXDA" | "ZXDB" | "ZXDC";
import { en } from "./en.js";
import { recordEn } from "./record-texts.js";
import { laterTextsWanted } from "./languages.js";
import { pluralIn } from "./grammar.js";

const plural = pluralIn("en");
const cards = (n: number) => plural(n, { one: "# card", other: "# cards" });

export const enLater = {
  // ── meetings (../controls/meetings.ts, a part loaded at the first meeting) ──
  meetingsTitle: "Meetings",
  meetingWith: (who: string) => `Meeting with ${who}`,
  askIdentity: "Ask identity",
  askBuild: "Ask build",

  // ── one seat, one tab (../tab-seat.ts, network tables only) ──────────────────────────────
  tabElsewhere: "This table is open in another tab of this browser, which plays it. Play it here instead? The other tab then lets it go, with nothing lost.",
  tabMoved: "This table is now played in another tab of this browser.",
  tabPlayHere: "Play here instead",

  // ── configuration errors of the scenario mode and network tables (../config-errors.ts) ──
  configErrorLater: {
    SCENARIO_NOT_FOUND: (value: string) => `The scenario "${value}" could not be loaded (${"{status}"}).`,
    SCENARIO_NOT_JSON: (value: string) => `The scenario "${value}" is not a scenario file: it is not JSON.`,
    SCENARIO_INVALID: (value: string) => `The scenario "${value}" cannot be played: its position is not a valid game.`,
    BAD_ICE_SERVERS: (value: string) => `ice-servers="${value}" is not a list of ICE servers: give JSON such as [{"urls":"stun:stun.example.org"}].`,
  },
  // ── game menu (its pages: ../controls/game-menu-pages.ts) ────────────────
  menuTitle: "Game",
  menuNewGame: "New game",
  menuRestart: "Restart (same deal)",
  menuReplay: "Replay the scenario",
  menuRules: "Rules in brief",
  menuSeat: "Your seat",
  menuBotSpeed: "Bots' speed",
  menuBots: "Bots' level",
  botLevelName: { easy: "Easy", normal: "Normal", strong: "Strong" } as Record<string, string>,
  /** One line each: what a level means. */
  botLevelHint: {
    easy: "plays plausibly but slips like a beginner: for a first game.",
    normal: "plans its moves and reads the answers it gets: a fair match.",
    strong: "works out exact odds and searches ahead: hard to beat.",
  } as Record<string, string>,
  botSpeedName: { slow: "Slow", normal: "Normal", fast: "Fast" } as Record<string, string>,
  menuConfirmRestart: "The game in progress will be lost. Start this deal again from the beginning?",
  menuStart: "Start",
  menuKeepPlaying: "Keep playing",
  menuConfirmTitle: "Leave this game?",
  menuConfirmNew: "The game in progress will be lost. Start a new game?",
  menuConfirmPlayers: (n: number) => `The game in progress will be lost. Start a new ${n}-player game?`,
  rulesSummary: [
    ["Your goal", "You are one of four spies at the carnival: Lord Fiddlebottom and Colonel Bubble against Madame Zsa Zsa and Agent X. Find your partner, learn your joint mission from your two mission cards, accomplish it on the board, then declare \"Mission accomplished!\"."],
    ["A turn", "Roll the Phantom, move with its three balls, then resolve every meeting. You may declare once your movement has ended."],
    ["The balls", "White: one of your figures one step by land or water. Orange: by land. Light blue: by water. Purple: an opponent's figure one step. Black: the Ambassador one step. Use each ball once, in any order, or not at all. Only one of your four figures — the one of your secret build — is your true figure."],
    ["Meetings and questions", "Ending on a space with another seat's figure is a meeting: ask its owner's identity or build, or take an extra step instead. Asked for identity, the owner shows 2 identity cards and 1 build card (for build, the reverse), at least one true. Meeting the Ambassador, ask any seat: it shows 2 cards of the asked kind. Only you see the cards; your notebook keeps them."],
    ["Expulsion", "After a question the met figure is sent away: an agent figure to any free unnumbered space, the Ambassador back to the Embassy (or, if it is taken, to a free start space)."],
    ["Missions and the end", "Each team's mission comes from the pair of its mission cards (see the passport). Declare naming your partner: if you named the right seat, it shakes hands and the mission stands on the board, your team wins; otherwise the other team wins. With 3 players, the lone agent must escape Venice and declare \"I am alone\"."],
  ] as [string, string][],
  // ── answering (the answer picker) ───────────────────────────────────────
  expelPrompt: "Choose where to send the figure",
  answerTitle: (asker: string, kind: string) => `${asker} asks your ${kind}`,
  answerCount: (n: number, kind: string, other: string) =>
    n === 1 ? `Show your 1 true ${kind} card`
    : n === 2 ? `Show 2 ${kind} cards — at least one true (your mission card may stand in for one)`
    : `Show 2 ${kind} cards and 1 ${other} card — at least one true (your mission card may stand in for any one)`,
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
  // ── passport ────────────────────────────────────────────────────────────
  ambassadorFigure: "The Ambassador",
  passportCrest: "PASSPORT", // the word on the closed passport's cover (the Italian edition prints PASSAPORTO)
  passportHidden: "The passport is closed.",
  openPassport: "Open passport",
  closePassport: "Close passport",
  missionTable: "Missions",
  yourMissionCard: (letter: string) => `Your mission card: ${letter}`,
  passportYou: (character: string, letter: string) =>
    `You are ${character} with mission card ${letter}: your mission is one of the marked rows (your partner's card decides which).`,
  teamName: (a: string, b: string) => `${a} + ${b}`,
  /** Each mission, by team and letters (the passport's rows, the end screen). */
  missionText: Object.fromEntries(MISSIONS.map((x) => [`${x.team}${x.letters.join("")}`, x.text])) as Record<MissionKey, string>,
  // ── notebook ────────────────────────────────────────────────────────────
  notebookReceived: "Shown to you",
  notebookGiven: "Shown by you",
  notebookObserved: "Seen through the Ambassador",
  notebookMarks: "Your marks",
  notebookEmpty: "Nothing seen yet.",
  notebookLegend: "× cards shown to you · ○ cards you showed · ⌂ through the Ambassador. Click a cell to mark ✗ ✓ ?",
  noNotebook: "Spectators keep no notebook.",
  // ── answer reveal ───────────────────────────────────────────────────────
  revealAsker: (answerer: string, n: number, kind: string) => `${answerer} shows you ${cards(n)} (${kind})`,
  revealAnswerer: (asker: string, n: number) => `You showed ${asker} ${cards(n)}`,
  revealObserver: (answerer: string, asker: string, n: number) => `${answerer} shows ${asker} ${cards(n)}`,
  revealOthers: (answerer: string, asker: string, n: number) => `${answerer} showed ${asker} ${cards(n)}`,
  revealAskerHint: "At least one of them is true. They go into your notebook.",
  revealAnswererHint: "Your notebook remembers what you showed.",
  revealToNotebook: "Into the notebook",
  revealOk: "OK",
  revealDismiss: "OK",
  // ── notebook: the deduction assistant (probabilities beside the marks) ──
  assistLegend: "The percentage (and shading) in each cell: how likely that character or build is, from everything you have seen · ✓ certain · × ruled out · Why? explains",
  assistPercent: (percent: number) => `${percent}%`,
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
  announceRoll: (who: string, balls: string) => `${who} rolls ${balls}.`,
  announceMovementEnded: (who: string) => `${who} ends movement.`,
  announceAsked: (asker: string, answerer: string, kind: string) => `${asker} asks ${answerer} about ${kind}.`,
  announceAnswered: (answerer: string, asker: string, count: number, cards?: string) =>
    `${answerer} shows ${asker} ${plural(count, { one: "# card", other: "# cards" })}${cards ? `: ${cards}` : ""}.`,
  emotes: "Mannerisms",
  /** The one line under the mannerism buttons: what they are for. */
  emotesCaption: "Silent signals for your partner: every seat sees them in the log. Agree on a meaning without words (3 a turn).",
  /** Each mannerism button's tooltip. */
  mannerismTitle: (gesture: string) => `${gesture}: a signal every seat sees in the log; only your partner may know what it means.`,
  logHelp: "Point at or focus a line to see on the board the spaces and figures it names.",
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
  logEmote: (who: string, mannerism: string) => `${who} ${enLater.mannerism[mannerism] ?? "makes a sign"}.`,
  logGameOver: (winners: string, count: number, reason: string) => `Game over: ${winners} ${plural(count, { one: "wins", other: "win" })}. ${reason}`,
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
  declareAlone: "I am alone",
  namePartner: "Name your partner",
  declareMission: (letter: string) => `Your mission card is ${letter}. Your mission is one of these rows (your partner's card decides which):`,
  declareConfirm: (partner: string) =>
    `Name ${partner} as your partner? The game ends now: you win together only if ${partner} is your partner, shakes hands and your mission stands on the board.`,
  declareAloneConfirm: "Declare that you are alone? The game ends now: you win only if you are alone and your figure has escaped.",
  conditionNow: { met: "on the board now", "not-met": "not on the board now", unknown: "can't tell from your cards" } as Record<string, string>,
  handshakePrompt: (seat: string) => `${seat} declares "Mission accomplished!" and names you as partner. Shake hands?`,
  refuse: "Refuse",
  resultYouWin: (others: string) => (others ? `You and ${others} win` : "You win"),
  resultYouLose: (winners: string, n = 2) => `${winners} ${plural(n, { one: "wins", other: "win" })} — you lose`,
  revealTitle: "Who was who",
  seatHeading: "Seat",
  identityHeading: "Character",
  buildHeading: "Build",
  missionHeading: "Mission card",
  arrested: (who: string) => `Arrested: ${who}`,
  // the game's record (../replay/share.ts)
  ...recordEn,
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
  lobbyNoName: "a player",
  lobbyConnected: "connected",
  lobbyAway: "away",
  lobbyHandToBot: "Hand to a bot",
  /** After a game at a network table: the host deals the next one there; a guest waits for it. */
  playAgain: "Play again at this table",
  waitingPlayAgain: "Waiting for the host to deal a new game at this table.",
  guideOverAgain: "The game is over: see the result again, or play again at this table.",
  statusOpening: "Opening the table…",
  statusOpen: "The table is open.",
  statusOffline: "The signalling server cannot be reached; trying again…",
  statusFailed: "The table cannot open (the browser's console says why).",
  statusConnecting: "Connecting to the host…",
  statusConnected: "Connected.",
  statusReconnecting: "Connection lost; reconnecting…",
  statusNotTheTable: "This is not the table you were invited to — not connecting.",
  statusHostInvalid: "The host sent something invalid, which was not shown: the host's page may be of another version, or tampered with. What you see is the last valid view.",
  serverRefused: (server: string) => `The invite link names a signalling server this page does not use ("${server}"): not joining. Open the invite link the host gave, on this site.`,
  turnCredentialsFailed: "Could not get the TURN relay's credentials from this site: players on networks that need the relay cannot connect. Trying again…",
  statusHostAway: "This table is not open: the host has not opened it yet, or has left. Trying again…",
  // ── links and connection diagnostics (src/net/heartbeat.ts) ──────────────
  statusStalled: "No answer from the host for a few seconds: reconnecting… (play resumes by itself when the link comes back)",
  seatReconnecting: (seats: string, gone: number) => `${seats}: link lost, reconnecting… (a seat away ${gone} s can go to a bot)`,
  seatGone: (seats: string, gone: number) => `${seats}: away for over ${gone} s; you may hand the seat to a bot.`,
  joinStuck: {
    signalling: "Cannot reach the signalling server that introduces the players. Check your internet connection (or whether this site blocks WebSockets), then reload; if it persists, the site's PeerJS server is down. Still trying…",
    table: "This table is not open: check that the link is complete, and ask the host to open the table (the host's page must stay open while you play). Still trying…",
    proof: "Something answered under this table's id but did not prove it is the host of your invite link (no valid proof of its key in time): it is not the table you were invited to, or the host's page is of another version. Nothing was sent to it. Ask the host for a fresh link. Still trying…",
    turn: "The TURN relay refused this page's credentials (they are wrong or have expired): ask the site owner to check the relay's credentials (the element's ice-servers or turn-credentials-url). Still trying…",
    ice: "The host's table was found, but no connection could be made between your two networks: your networks need a TURN relay. Try another network (a phone's hotspot), or ask the site owner to add a TURN server (the element's ice-servers). Still trying…",
  } as Record<"signalling" | "table" | "proof" | "turn" | "ice", string>,
  hostRefused: (code: string) => `The host refused that (${code}).`,
  protocolError: {
    MALFORMED: "The host could not read a message from this page.",
    TOO_BIG: "The host refused a message from this page as too big.",
    WRONG_VERSION: "The host's page speaks another version of this game's protocol: load both pages from the same version.",
    WRONG_GAME: "This table plays another game, or another version of it, than this page: open the host's invite link in a page of the same game and version (ask the host which).",
    NOT_JOINED: "The host has not seated this page yet.",
    SEAT_TAKEN: "That seat is taken.",
    BAD_TOKEN: "This page's seat token is not valid at this table.",
    STARTED: "The game has already started.",
    NOT_STARTED: "The game has not started yet.",
    TABLE_FULL: "This table is full: too many connections. Try again later.",
    TOO_FAST: "Too many messages: slow down.",
    NOT_THE_TABLE: "This is not the table you were invited to — not connecting.",
    COMMIT_CHANGED: "The host changed its secret deal commitment without starting a new game: refused, and the fair-play check will fail.",
    GAME_BACKWARDS: "The host sent an earlier game number than this table has reached: refused.",
    SEAT_MOVED: "The host moved you to a seat the re-seating between games does not give: refused.",
  } satisfies Record<ProtocolErrorCode, string>,
  fairOk: "Fair play verified: the deal and every roll match the host's commitment.",
  fairBad: "Fair play check FAILED: the deal or a roll does not match the host's commitment (the browser's console lists what).",
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
  lobbyReady: "ready",
  lobbyNotReady: "not ready",
  lobbySpectators: (n: number) => `${n} watching`,
  lobbyCommit: "Seed commitment",
  lobbyStart: "Start the game",
  lobbyReadyButton: "I'm ready",
  lobbyNotReadyButton: "Not ready",
  lobbyYourName: "Your name",
  lobbySitHere: "Sit here",
  lobbyWatch: "Watch instead",
  lobbyWatching: "You are watching. Pick an open seat to play.",
  lobbyPlayersHint: "Seats still open when you start are played by bots.",
  // the deduction assistant as a table setting (the host chooses, everyone sees it)
  lobbyAssistant: "Notebook assistant",
  lobbyAssistantOn: "On",
  lobbyAssistantOff: "Off",
  lobbyAssistantHint: "Everyone's notebook shows how likely each identity and build is, from what their own seat has seen.",
  lobbyAssistantIs: (on: boolean) => `Notebook assistant: ${on ? "on" : "off"}`,
  // ── narrated scenarios & tutorial ───────────────────────────────────────
  scenarioTryIt: "Your move: try it on the board.",
  scenarioLabel: "Rule demonstration",
  scenarioStepOf: (n: number, count: number) => `Step ${n} of ${count}`,
  playersTitle: "Players",
  playerHuman: "player",
  playerOpen: "open seat",
  playerTurn: "playing now",
  playerCounts: (asked: number, answered: number, shown: number) =>
    `${asked} asked · ${answered} answered · ${cards(shown)} seen`,
  /**
   * The sign of each count in their short form beside each seat ("?1 !0 ▮3", the signs before the numbers: the full
   * sentence is what a screen reader reads) and in their key: the one place they are written.
   */
  playerCountsSigns: { asked: "?", answered: "!", shown: "▮" },
  /** What each sign of the counts in short means (the key a tap on them opens, with the seat's numbers). */
  playerCountsKey: { asked: "Questions asked", answered: "Questions answered", shown: "Cards seen" },
  /** How a keyboard moves between the seats' counts (one tab stop for them all), their buttons' description. */
  playerCountsHelp: "Arrow keys move to the other players' counts.",
  linkReconnecting: "reconnecting",
  linkGone: "gone",
  scenarioStepShort: (n: number, count: number) => `${n}/${count}`,
  scenarioBack: "Back",
  scenarioNext: "Next",
  scenarioPlay: "Play",
  scenarioPause: "Pause",
  scenarioPlayOn: "Play on from here",
  scenarioReplay: "Replay",
  scenarioPlayingOn: "Playing on from the demonstration.",
  tutorialLabel: "Tutorial",
  tutorialDone: "Step done!",
  tutorialNotYet: "Not yet:",
  tutorialWaitNext: "Read the step, then press Next.",

  // ── shared by several of these parts (menu pages, reveal, prompts, lobby) ──
  back: "Back",
  lobbyPlayers: "Players",
};

/** The texts only parts loaded on demand show (what a language's `<lang>/board-later.ts` gives). */
export type LaterMessages = typeof enLater;

Object.assign(en, enLater);
// The languages shown so far load their own texts of these parts now (./languages.ts).
laterTextsWanted();
