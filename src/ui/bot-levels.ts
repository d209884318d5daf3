/**
 * The bots' levels for the element: the normal bot comes with the element; the easy and the strong
 * bot (with the probability model the strong one plays on) are loaded when a table wants them, so
 * a game against normal bots never downloads them. The policies are the engine's (`botFor`).
 */
import { chooseBotAction } from "../engine/bots/sensible.js";
import type { BotLevel, BotPolicy } from "../engine/bots/levels.js";

export type { BotLevel, BotPolicy };
/** The levels, as the engine's `BOT_LEVELS` (kept here so the element does not load the other bots to list them). */
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "normal", "strong"];

/**
 * The policy of a level: at once for "normal" (so a game against normal bots starts without a
 * wait), a promise of it from its chunk for "easy" and "strong".
 */
export function botPolicy(level: BotLevel): BotPolicy | Promise<BotPolicy> {
  if (level === "normal") return chooseBotAction;
  return import("../engine/bots/levels.js").then(({ botFor }) => botFor(level));
}
