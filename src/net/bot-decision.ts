/**
 * A table's bots as the tables see them: a policy run in the page (`BotPolicy`, synchronous) or a
 * `BotThinker`, which decides asynchronously (`WorkerBot` in bot-thread.ts, in a worker), and how a
 * table plays a thinker's decision (`decideAndPlay`). Kept apart from the worker's client so that a
 * solo page, whose bots think in the page until a strong one is asked for, does not load it.
 */
import type { Rng, RngState } from "../games/kernel/rng.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- a table's bots are typed by its game; `any` is "of some game" */

/** Chooses a bot's action from its own view (never from the full state): a game's `botFor(level)`. */
export type BotPolicy<View = any, Action = any> = (view: View, rng: Rng) => Action | null;

/** A bot's decision: its action (null: nothing to do) and the random state after it. */
export interface BotDecision<Action = any> {
  readonly action: Action | null;
  readonly rng: RngState;
}

/** A bot that decides asynchronously (in a worker). */
export interface BotThinker<View = any, Action = any> {
  think(view: View, rng: RngState): Promise<BotDecision<Action>>;
  /** The referee refused what it decided: decide in the page from now on. */
  refused(): void;
  /** Stops its worker; a decision under way is dropped. */
  dispose(): void;
}

/** A table's bot: a policy run in the page, or a thinker. */
export type TableBot<View = any, Action = any> = BotPolicy<View, Action> | BotThinker<View, Action>;

/** What a table lends a thinker's decision (LocalTable, HostTable). */
export interface ThinkingTable<Action = any> {
  /** The decision is in (or none will come): the table may ask again. Called first. */
  done(): void;
  /** The game still waits for this bot at the position it was asked about. */
  still(): boolean;
  /** Plays the action through the referee: false when refused. */
  play(action: Action): boolean;
  /** A decision was dropped or refused: look again for a bot to act. */
  again(): void;
  /** No decision came (the bot's code did not load, or threw). */
  failed(e: unknown): void;
}

/**
 * Asks a thinker for a seat's decision and plays it at `table`: only while the game still waits for
 * it there; the table's random state advances only with an action the referee takes; a refused action
 * sends the thinker back to the page.
 */
export function decideAndPlay<View, Action>(bot: BotThinker<View, Action>, view: View, rng: Rng, table: ThinkingTable<Action>): Promise<void> {
  return bot.think(view, rng.state).then((d) => {
    table.done();
    if (!table.still()) return table.again();
    const before = rng.state;
    rng.state = d.rng;
    if (d.action && !table.play(d.action)) {
      rng.state = before;
      bot.refused();
      table.again();
    }
  }, (e: unknown) => {
    table.done();
    table.failed(e);
  });
}
