/**
 * `botFor(level)`: the engine's bots on three levels, each a BotPolicy `(view, rng) => Action | null`
 * that decides from the seat's view only.
 * - "easy": legal and plausible, with human-like slips (src/games/board/bots/easy.ts);
 * - "normal": the sensible bot (src/games/board/bots/sensible.ts);
 * - "strong": plays on the probabilities (src/games/board/bots/strong.ts).
 */
import { forgetDeductions } from "../deduction.js";
import { Refusal } from "../errors.js";
import type { Rng } from "../../kernel/rng.js";
import type { Action } from "../types.js";
import type { SeatView } from "../view.js";
import { easyBot } from "./easy.js";
import { chooseBotAction } from "./sensible.js";
import { strongBot } from "./strong.js";

import { provideBoardBots } from "../game.js";
import { BOT_LEVELS, type BotLevel } from "./level-names.js";

export { BOT_LEVELS, type BotLevel };

/** A bot: one seat's choice from its own view (null: nothing to do). `rng` is an Rng, never a seed. */
export type BotPolicy = (view: SeatView, rng: Rng) => Action | null;

const POLICIES: Readonly<Record<BotLevel, BotPolicy>> = { easy: easyBot, normal: chooseBotAction, strong: strongBot };

/** The bot of a level. Throws a Refusal UNKNOWN_LEVEL for anything but "easy", "normal" or "strong". */
export function botFor(level: BotLevel): BotPolicy {
  if (!Object.prototype.hasOwnProperty.call(POLICIES, level)) throw new Refusal("UNKNOWN_LEVEL");
  return POLICIES[level];
}

/**
 * Gives the board game's `Game` object (../game.ts) its bots: `boardGame.botFor(level)` is `botFor(level)`
 * from then on. This module does it when it loads; `inkognito-game/engine`'s entry calls it too, so
 * that an app whose bundler drops the unused exports of a package (this module is not one of the
 * package's `sideEffects`) still has `boardGame.botFor` when it imports the engine. A table that
 * only referees (the element's first paint) never carries the bots' code.
 */
export function provideBots(): void {
  provideBoardBots(botFor, forgetDeductions);
}

provideBots();
