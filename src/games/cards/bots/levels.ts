/** The card game's bots by level (for now only "random"; the bots helper adds easy, normal, strong). */
import type { BotPolicyOf } from "../../kernel/game.js";
import { Refusal } from "../errors.js";
import type { CardsAction, CardsView } from "../types.js";
import { randomAction } from "./random.js";

export const BOT_LEVELS = ["random"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export type BotPolicy = BotPolicyOf<CardsView, CardsAction>;

/** The bot of a level; throws a Refusal UNKNOWN_LEVEL for any other. */
export function botFor(level: BotLevel | string): BotPolicy {
  if (level === "random") return randomAction;
  throw new Refusal("UNKNOWN_LEVEL");
}
