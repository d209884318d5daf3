/**
 * The script-tag bundle's entry (`dist/bundle/inkognito-game.min.js`): registers `<inkognito-game>`
 * and exports the element, the local table and the seeded RNG; `loadEngine()` gives the rules
 * engine. What the shell does not need at first is in chunks beside this file, loaded by relative
 * `import()` when wanted: the board game's table and rules when a board game is shown, the card
 * game's when `game="cards"` is shown, the network code
 * (host and guest tables, PeerJS, the lobby and its QR encoder) when a table is hosted or joined, or
 * by `loadNetwork()`; the scenario mode and tutorial when `scenario` is set; the bots (the normal one
 * when a bot is first to act); the deduction assistant; the whole engine (scenarios, tutorial,
 * `deduce`, `explain`, `conditionNow`, `chooseBotAction`, `botFor`) by `loadEngine()`.
 */
import { defineInkognitoElements } from "./ui/define.js";
import { useBotWorker } from "./ui/bot-levels.js";
import { loadBoardUi } from "./ui/game-ui.js";

export { InkognitoGame, type GameMode } from "./ui/inkognito-game.js";
export type * from "./ui/events.js";
export { defineInkognitoElements } from "./ui/define.js";
/** Adds or overrides a language for both games (typed: every key of the English texts); see docs/element.md. */
export { registerMessages, type LanguageMessages, type Captions } from "./ui/i18n/registry.js";
export type { Messages } from "./ui/i18n/en.js";
export type { CardsMessages } from "./ui/i18n/cards.js";
export type { ReplayMessages } from "./ui/i18n/replay.js";
export { LocalTable, type BotPolicy, type TableStore } from "./net/local-table.js";
export type { Table, TableChange, ActResult } from "./net/table.js";
export type { PeerOptions } from "./net/peer-options.js";
export type * from "./games/board/index.js";
// The seeded RNG; the rules engine itself comes with `loadEngine()` (the board game's rules are a
// chunk of their own, which a card table never loads).
export { Rng, seedRng } from "./games/kernel/rng.js";

/**
 * Loads the whole rules engine (the same API as `inkognito-game/engine`: with scenarios, the
 * tutorial, `deduce`, `explain`, `botFor` and `BOT_LEVELS`) from the chunks beside the bundle.
 */
export function loadEngine(): Promise<typeof import("./games/board/index.js")> {
  return import("./games/board/index.js");
}

/** Loads the network code (HostTable, GuestTable, Peer, verifyFairness, protocol) from the chunk beside the bundle. */
export function loadNetwork(): Promise<typeof import("./ui/network.js")> {
  return import("./ui/network.js");
}

// The strong bot thinks in a worker: its file lies beside this one.
useBotWorker(new URL("./inkognito-bot-worker.min.js", import.meta.url));
// A page that shows a board game: its chunk first, then the element, so the element's first frame
// is the table (the page's `:not(:defined)` placeholder holds its place meanwhile: no layout shift).
// A page of card tables only, or none yet, registers the element at once; one with none yet (its
// elements come from a script) fetches the board game's chunk once the page is idle, as a board
// game (the default) is the likely one.
const shown = typeof document === "undefined" ? [] : [...document.querySelectorAll("inkognito-game")];
if (shown.some((e) => e.getAttribute("game") !== "cards")) void loadBoardUi().then(defineInkognitoElements, defineInkognitoElements);
else {
  defineInkognitoElements();
  const idle = (f: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(f, { timeout: 2000 }) : setTimeout(f, 200));
  if (!shown.length) idle(() => void loadBoardUi().catch(() => undefined));
}
