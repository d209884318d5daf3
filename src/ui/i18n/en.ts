/**
 * Every English text of the element. Other languages provide the same keys (missing ones fall back
 * to English). Sections belong to components; add keys in your component's section (here if the
 * first paint of a solo game shows it, in ./en-later.ts if only a part loaded on demand does).
 */
import type { Build, ErrorCode, Identity, Seat } from "../../games/board/index.js";
import type { enLater } from "./en-later.js";
import { listIn, pluralIn } from "./grammar.js";

const plural = pluralIn("en");

const firstPaint = {
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
  /** The turn bar's button after the game (also the menu's): first paint, so a finished game reloaded shows it. */
  menuShowResult: "Show result",

  // ── game menu ───────────────────────────────────────────────────────────
  menuButton: "Menu",

  // ── guidance (the line under the turn bar) ──────────────────────────────
  // ── the tutorial's offer at a first solo game (../tutorial-offer.ts) ───
  tutorialOfferLabel: "Tutorial",
  tutorialOfferText: "New to Inkognito? A short guided game shows you how to play.",
  tutorialOfferStart: "Play the tutorial",
  tutorialOfferDismiss: "No thanks",
  tutorialOfferDismissLabel: "No thanks: hide the tutorial offer",

  guideRoll: "Roll the Phantom to start your turn.",
  guideMove: "Pick one of your figures, then a glowing space. Or pick a ball first.",
  guideMoveMore: (balls: string) => `Balls left: ${balls}. Pick a figure, then a glowing space — or end movement.`,
  guideBall: {
    white: "White ball: pick one of your figures, then a glowing space (land or water).",
    orange: "Orange ball: pick one of your figures, then a glowing space by land.",
    blue: "Light blue ball: pick one of your figures, then a glowing space by water.",
    purple: "Purple ball: pick an opponent's figure, then a glowing space.",
    black: "Black ball: pick the Ambassador, then a glowing space.",
  } as Record<string, string>,
  guidePickSpace: (figure: string) => `Pick a glowing space for ${figure} — or another figure.`,
  guidePickSpaceMore: (figure: string, balls: string) => `Balls left: ${balls}. A glowing space for ${figure} — or end movement.`,
  guideEndMovement: "End movement when done.",
  /** Movement cannot end as it stands (the rule, the figure it concerns): why, and what to do. */
  guideBlocked: {
    PURPLE_BLOCKED: (figure: string) => `${figure} may pass this space but not stay with another seat's figure or the Ambassador: move the Ambassador away with black, or Undo step.`,
    BLACK_BLOCKED: () => "The Ambassador may pass this space but not stay with another seat's figure: step it on, move that figure away with purple, or Undo step.",
    OWN_FIGURES_STACKED: (figure: string) => `Two of your figures share a space: move ${figure} or the other one on with a ball left, or Undo step.`,
    DOUBLE_MEETING: (figure: string) => `${figure} would meet a second figure of the same seat: move one of them on with a ball left, or Undo step.`,
  } as Record<string, (figure: string) => string>,
  guideMeet: (n: number) => `${plural(n, { one: "# meeting", other: "# meetings" })} left: ask a question or take the extra step.`,
  guideExtraStep: (figure: string) => `Extra step: pick a glowing space for ${figure}.`,
  guideExpel: (figure: string) => `Send ${figure} away: pick a glowing space.`,
  guideOthersExpel: (seat: string, figure: string) => `${seat} sends ${figure} away…`,
  guideAnswer: (asker: string) => `Choose the cards to show ${asker}.`,
  guideWaitAnswer: (answerer: string) => `Waiting for ${answerer} to answer your question…`,
  guideOthersAnswer: (answerer: string, asker: string) => `${answerer} answers ${asker}'s question…`,
  guideHandshake: (declarer: string) => `${declarer} names you as partner: shake hands or refuse.`,
  guideWaitHandshake: (partner: string) => `Waiting for ${partner} to shake hands…`,
  guideAmbassador: (steps: number) => `Move the Ambassador: ${plural(steps, { one: "# step", other: "# steps" })} left, then end your turn.`,
  guideEndTurn: "End your turn.",
  guideEndOrDeclare: "End your turn, or declare if your mission is done.",
  guideOver: "The game is over: see the result again, or start a new game.",

  // ── live announcements (screen readers): whole sentences; `who` is null for the player here ──
  /** Names as a list of the language ("Red, Blue and Green"): Intl.ListFormat. */
  list: listIn("en-GB"),
  /** The balls of a roll, an enumeration ("white, white, orange"): Intl.ListFormat's unit list. */
  ballList: listIn("en-GB", "unit"),
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
    `${answerer ?? "You"} ${answerer ? "shows" : "show"} ${asker ?? "you"} ${plural(count, { one: "# card", other: "# cards" })}${cards ? `: ${cards}` : ""}.`,
  liveDeclared: (who: string | null, partner: string | null) =>
    `${who ?? "You"} ${who ? "declares" : "declare"} "Mission accomplished!" and ${who ? "names" : "name"} ${partner ?? "you"}.`,
  liveDeclaredAlone: (who: string | null) => (who ? `${who} declares: "I am alone!"` : "You declare that you are alone."),
  liveHandshake: (who: string | null, accept: boolean) =>
    `${who ?? "You"} ${accept ? (who ? "shakes hands" : "shake hands") : who ? "refuses the handshake" : "refuse the handshake"}.`,
  liveGameOver: (winners: string, count: number) => `The game is over. ${winners} ${plural(count, { one: "wins", other: "win" })}.`,

  // ── board ───────────────────────────────────────────────────────────────
  boardLabel: "Map of Venice",
  zoomIn: "Zoom in",
  zoomOut: "Whole board",
  spaceNearLabel: (landmark: string) => `Space near ${landmark}`,
  numberedSpaceLabel: (n: number) => `Mission space ${n}`,
  embassyLabel: "The Embassy",
  startSpaceLabel: (seat: string) => `${seat} start space`,
  figureLabel: (seat: string, build: string) => `${seat}'s ${build} figure`,
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
  extraStep: "Extra step",
  askWhom: "Whom do you ask through the Ambassador?",
  expelAmbassadorPrompt: "The Embassy is occupied: choose a free start space for the Ambassador",

  // ── answering ───────────────────────────────────────────────────────────
  show: "Show",
  kindIdentity: "identity",
  kindBuild: "build",

  // ── answer reveal ───────────────────────────────────────────────────────

  // ── hand & passport ─────────────────────────────────────────────────────
  tabHand: "Hand",
  tabPassport: "Passport",
  tabNotebook: "Notebook",
  tabLog: "Log",
  secretCards: "Secret cards",
  colouredCards: "Your cards",
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

  // ── notebook: the deduction assistant (probabilities beside the marks) ──

  // ── log ─────────────────────────────────────────────────────────────────
  ballName: { white: "white", orange: "orange", lightBlue: "light blue", blue: "light blue", black: "black", purple: "purple" } as Record<string, string>,

  // ── endgame ─────────────────────────────────────────────────────────────
  declare: "Mission accomplished!",
  accept: "Shake hands",
  winners: (names: string, n = 2) => `${names} ${plural(n, { one: "wins", other: "win" })}`,
  gameOver: "Game over",
  seal: "I know who you are",
  showLog: "Read the log",

  // ── narrated scenarios & tutorial ───────────────────────────────────────
  scenarioMarked: "marked in this step",

  // ── saves (src/ui/save-notice.ts) ───────────────────────────────────────
  saveFull: "This browser's storage is full, so this game is not being saved: it goes on, but a reload would lose it. Free space by removing this site's data you no longer need (browser settings → site data), or by finishing games in progress.",
  saveUnavailable: "This page is not allowed to keep data in this browser (its settings block storage for it here), so this game is not being saved: it goes on, but a reload would lose it. Opening the game on its own page, or allowing this site to store data, keeps it.",
  saveDamaged: (why: string) => `The saved game here is damaged (${why}) and was not loaded. It is kept aside, untouched.`,
  saveRestore: "Load the last good save",
  saveNewGame: "Start a new game",
  saveKeepNew: "Go on with this new table",
  saveDismiss: "OK",

  // ── hot-seat ────────────────────────────────────────────────────────────
  passTo: (seat: string) => `Pass to ${seat}`,
  passToHint: (seat: string) => `Tap when only ${seat} is looking`,

  // ── configuration errors (../config-errors.ts), by code ─────────────────
  // (the scenario's and the network's in ./en-later.ts, configErrorLater: they come with their chunks)
  configError: {
    BAD_PLAYERS: (value: string) => `players="${value}" is not a player count: Inkognito is played by 3, 4 or 5.`,
    BAD_CARD_PLAYERS: (value: string) => `players="${value}" is not a player count: the card game is played by 2, 3, 4 or 5.`,
    BAD_MODE: (value: string) => `mode="${value}" is not a mode: solo, hotseat, host or join.`,
    BAD_GAME: (value: string) => `game="${value}" is not a game: board (Inkognito) or cards (the card game).`,
    BAD_SEAT: (value: string) => `seat="${value}" is not a seat: red, yellow, green, blue, ambassador (with 5 players) or spectator.`,
  },
  warnUnknownBots: (value: string) => `<inkognito-game>: bots="${value}" is not a level (easy, normal or strong): the bots play normal.`,
  /** The game could not start: why (one of `failure`, or a configuration error's sentence). */
  couldNotStart: (why: string) => `The game could not start: ${why}`,
  /** Why something could not start or load, by kind (the error's own words go to the console: ../failure.ts). */
  failure: { load: "a part of it could not be downloaded (check the connection, then reload)", internal: "an unexpected error (the browser's console has the details)" } as Record<"load" | "internal", string>,
  warnUnknownLang: (value: string) => `<inkognito-game>: lang="${value}" has no texts: they are shown in English.`,

  // ── engine refusals, by code ────────────────────────────────────────────
  // The board rules' own English sentences, put in this object when the board game's UI loads
  // (../board/error-texts.ts), with the rules that give them: a card table's first load never carries
  // them. Every language gives every code.
  error: {} as Record<ErrorCode, string>,
};

/**
 * Every text, typed complete. The texts only parts loaded on demand show are in `./en-later.ts`,
 * added to this object when such a part's module loads (each imports it), so a solo page's first
 * paint does not download them.
 */
export type Messages = typeof firstPaint & typeof enLater;
/** The texts of a solo game's first paint (what a language's `<lang>/board.ts` gives; the rest in `<lang>/board-later.ts`). */
export type FirstPaintMessages = typeof firstPaint;
export const en = firstPaint as Messages;
