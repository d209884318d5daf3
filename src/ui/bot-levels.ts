/**
 * The bots' levels for the element: each bot is a chunk of its own in the script-tag bundle, loaded
 * when a table wants it (the normal one when a bot is first to act, so it never holds up a solo
 * page's first paint); a game against normal bots never downloads the easy and the strong bot (with
 * the probability model the strong one plays on). The policies are the engine's (`botFor`).
 */
import type { BotLevel, BotPolicy } from "../engine/bots/levels.js";

export type { BotLevel, BotPolicy };
/** The levels, as the engine's `BOT_LEVELS` (kept here so the element does not load the other bots to list them). */
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "normal", "strong"];

/** The policy of a level, from its chunk. */
export function botPolicy(level: BotLevel): Promise<BotPolicy> {
  if (level === "normal") return import("../engine/bots/sensible.js").then(({ chooseBotAction }) => chooseBotAction);
  return import("../engine/bots/levels.js").then(({ botFor }) => botFor(level));
}
