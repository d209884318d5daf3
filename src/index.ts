/**
 * The npm entry: the element classes (not registered) and the rules engine's API.
 * `import "inkognito-game/register"` (or the single-file bundle) registers `<inkognito-game>`.
 * The network tables (HostTable, GuestTable, Peer, protocol, verifyFairness) and the lobby are in
 * `inkognito-game/net` (src/net-api.ts): the element loads them by a dynamic `import()` when a table
 * is hosted or joined, so an app that imports this entry for a solo table never loads PeerJS.
 */
import { useBotWorker } from "./ui/bot-levels.js";

export { InkognitoGame, type GameMode } from "./ui/inkognito-game.js";
export type * from "./ui/events.js";
export { defineInkognitoElements } from "./ui/define.js";
/** Adds or overrides a language for both games (typed: every key of the English texts); see docs/element.md. */
export { registerMessages, type LanguageMessages, type Captions } from "./ui/i18n/registry.js";
export type { Messages } from "./ui/i18n/en.js";
export type { CardsMessages } from "./ui/i18n/cards.js";
export type { ReplayMessages } from "./ui/i18n/replay.js";
/** The parts' classes (registered by defineInkognitoElements; the lobby is in `inkognito-game/net`). */
export { InkognitoBoard } from "./ui/board/board.js";
export { InkognitoPhantom } from "./ui/board/phantom.js";
export { InkognitoTurnBar } from "./ui/controls/turn-bar.js";
export { InkognitoMeetings } from "./ui/controls/meetings.js";
export { InkognitoPrompts } from "./ui/controls/prompts.js";
export { InkognitoEndScreen } from "./ui/controls/end-screen.js";
export { InkognitoHand } from "./ui/panels/hand.js";
export { InkognitoPassport } from "./ui/panels/passport.js";
export { InkognitoNotebook } from "./ui/panels/notebook.js";
export { InkognitoLog } from "./ui/panels/log.js";
export { InkognitoAnswerPicker } from "./ui/panels/answer-picker.js";
export { InkognitoSidePanel } from "./ui/panels/side-panel.js";
export { InkognitoScenarioSteps } from "./ui/controls/scenario-steps.js";
export { InkognitoAnswerReveal } from "./ui/controls/answer-reveal.js";
export { InkognitoGameMenu } from "./ui/controls/game-menu.js";
export { LocalTable, type BotPolicy, type TableStore } from "./net/local-table.js";
export { WorkerBot } from "./net/bot-thread.js";
export type { BotThinker, BotDecision, TableBot } from "./net/bot-decision.js";
export type { Table, TableChange, ActResult } from "./net/table.js";
export type { PeerOptions } from "./net/peer-options.js";
export * from "./games/board/index.js";

// The strong bot thinks in a worker: its file (self-contained) lies beside this one, dist/bot-worker.js.
useBotWorker(new URL("./bot-worker.js", import.meta.url));
