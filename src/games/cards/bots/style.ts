/**
 * What sets the card game's bot levels apart: how much each weighs the information it gives away,
 * whether it spoils the other team's meetings, how sure it must be to declare, and how often it
 * slips. The policy (src/games/cards/bots/policy.ts) is one for all levels.
 */
import type { Ctx } from "./context.js";

export interface Style {
  readonly level: "easy" | "normal" | "strong";
  /** Weight (per bit) of what a set or black card teaches a likely opponent (and the Ambassador player). */
  readonly deny: number;
  /** Weight (per bit) of what it teaches the 5-player Ambassador player (a set shown to him, a black card he sees). */
  readonly denyAmbassador: number;
  /**
   * The same for the black cards he sees in answers (C6.8). Any weight here makes an agent show
   * him the same card every time, and he never pairs a seat's identity with its code that way.
   */
  readonly denyAmbassadorAnswers: number;
  /** Weight (per bit) of what it teaches a likely partner. */
  readonly help: number;
  /** Value (in bits) of spoiling a meeting of two likely opponents by joining it. */
  readonly block: number;
  /** Value (in bits) of a chance to declare, times the chance of being right. */
  readonly win: number;
  /** The least chance of being right at which it declares (an agent; the Ambassador player: `ambassadorAt`). */
  declareAt(ctx: Ctx): number;
  /**
   * The same for the 5-player Ambassador player, who alone loses nothing by a wrong declaration
   * that he would not lose by waiting while the agents race to the safe (C10.6).
   */
  ambassadorAt(ctx: Ctx): number;
  /** Chance (0..1) of a careless choice at each decision: a random place, set, question or answer. */
  readonly slip: number;
  /** The share of what it was shown about others that it forgets (its clue sheet's lines, C1.10). */
  readonly forget: number;
  /** Does it choose its sets and answers (false: a uniform choice among the legal ones)? */
  readonly careful: boolean;
}

/** Rounds played, counting the round in play. */
const round = (ctx: Ctx) => ctx.view.round.number;

export const EASY: Style = {
  level: "easy", deny: 0, denyAmbassador: 0, denyAmbassadorAnswers: 0, help: 0, block: 0, win: 6,
  // Declares when it thinks it is sure; now and then a little early.
  declareAt: () => 0.99, ambassadorAt: () => 0.4, slip: 0.3, forget: 0.25, careful: false,
};

export const NORMAL: Style = {
  level: "normal", deny: 0, denyAmbassador: 0, denyAmbassadorAnswers: 0, help: 0, block: 0, win: 8,
  declareAt: () => 0.999, ambassadorAt: () => 0.5, slip: 0, forget: 0, careful: false,
};

export const STRONG: Style = {
  level: "strong", deny: 1, denyAmbassador: 0.3, denyAmbassadorAnswers: 0, help: 0.5, block: 1.5, win: 10,
  // Certainty early; as the game goes on, the other side comes closer and a good chance is worth taking.
  declareAt: (ctx) => Math.max(0.5, 1 - 0.025 * Math.max(0, round(ctx) - 6)),
  ambassadorAt: (ctx) => Math.max(0.25, 0.55 - 0.015 * round(ctx)),
  slip: 0, forget: 0, careful: true,
};
