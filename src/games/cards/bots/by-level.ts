/**
 * `botFor(level)`: the card game's bots on three levels, each a policy `(view, rng) => action | null`
 * that decides from the seat's view only (src/games/cards/bots/policy.ts) and returns one of
 * `view.legal`:
 * - "easy": plausible play with human slips — a careless place, set, question or answer now and
 *   then, sets and answers given without thought, and a declaration a little early or missed;
 * - "normal": tracks the possible worlds (deduce): places where it expects to learn most, asks and
 *   looks where it learns most, declares when certain;
 * - "strong": plays on the exact probabilities and denies the other side information: it gives the
 *   set and shows the black card that teach a likely opponent least (and a likely partner most),
 *   counts what it gives away and the other team's meetings it can spoil in where it places, and
 *   declares when likely enough, asking less certainty as the game goes on.
 */
import { Refusal } from "../errors.js";
import type { Rng } from "../../kernel/rng.js";
import type { CardsAction, CardsView } from "../types.js";
import { decide } from "./policy.js";
import { randomAction } from "./random.js";
import { EASY, NORMAL, STRONG, type Style } from "./style.js";

import { BOT_LEVELS, type CardsBotLevel } from "./level-names.js";
import { provideCardsBots } from "../game.js";

export { BOT_LEVELS, type CardsBotLevel };

/** A card-game bot: one seat's choice from its own view (null: nothing to do). `rng` is an Rng, never a seed. */
export type CardsBotPolicy = (view: CardsView, rng: Rng) => CardsAction | null;

const policy = (style: Style): CardsBotPolicy => (view, rng) => decide(style, view, rng);
const POLICIES: Readonly<Record<CardsBotLevel, CardsBotPolicy>> = { easy: policy(EASY), normal: policy(NORMAL), strong: policy(STRONG) };

/**
 * The bot of a level: "easy", "normal" or "strong" (BOT_LEVELS, what a table offers), or
 * "random" (uniform legal play for property tests, src/games/cards/bots/random.ts). Throws a
 * Refusal UNKNOWN_LEVEL for anything else.
 */
export function botFor(level: CardsBotLevel | "random" | (string & {})): CardsBotPolicy {
  if (level === "random") return randomAction;
  if (typeof level !== "string" || !Object.prototype.hasOwnProperty.call(POLICIES, level)) {
    throw new Refusal("UNKNOWN_LEVEL", `There is no bot level ${String(level)}: easy, normal or strong.`);
  }
  return POLICIES[level as CardsBotLevel];
}

/**
 * Gives the card game's rules object (../game.ts) its bots: `cardsGame.botFor(level)` is `botFor(level)`
 * from then on. This module does it when it loads; `inkognito-game/cards`' entry calls it too, so
 * that an app whose bundler drops the unused exports of a package still has `cardsGame.botFor` when
 * it imports the card game.
 */
export function provideBots(): void {
  provideCardsBots(botFor);
}

provideBots();
