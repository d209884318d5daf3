/**
 * What the shell shares with the game menu (./game-menu.ts) without loading the menu itself: the
 * bots' speeds, a new game's choice, and the menu's pages (./game-menu-pages.ts, a chunk), with
 * which the shell asks its own rare question ("Leave this game?").
 */
import type { BotLevel, Seat } from "../../games/board/index.js";

export type BotSpeed = "slow" | "normal" | "fast";
export const BOT_SPEEDS: readonly BotSpeed[] = ["slow", "normal", "fast"];
/** Milliseconds a bot waits before each of its actions, per speed. */
export const BOT_DELAY: Readonly<Record<BotSpeed, number>> = { slow: 700, normal: 90, fast: 25 };

export interface NewGameChoice {
  readonly players: 3 | 4 | 5;
  readonly seat: Seat | "spectator";
  readonly botSpeed: BotSpeed;
  /** How well the bots play (solo). */
  readonly bots: BotLevel;
}

let pages: typeof import("./game-menu-pages.js") | undefined;

/** The menu's pages, once loaded (the shell asks its own rare question with them too). */
export function loadedMenuPages(): typeof import("./game-menu-pages.js") | undefined {
  return pages;
}

/** Loads the menu's pages (what `show` waits for the first time). */
export async function loadMenuPages(): Promise<void> {
  pages ??= await import("./game-menu-pages.js");
}

