/**
 * The bots of a host's open seats: when the game waits on a seat a bot plays, that bot acts after
 * the table's delay — a policy run in the page at once, or a thinker (a worker) whose answer counts
 * only if the game still waits for that bot at that position (bot-decision.ts).
 */
import type { ActionOf, AnyGame, SeatOf, StateOf, ViewOf } from "../games/kernel/game.js";
import type { Rng } from "../games/kernel/rng.js";
import { decideAndPlay, type TableBot } from "./bot-decision.js";

/** What the bots see of their table. */
export interface BotSeats<G extends AnyGame> {
  readonly game: G;
  readonly bot: TableBot<ViewOf<G>, ActionOf<G>>;
  readonly rng: Rng;
  /** The referee's state now (null before the start). */
  state(): StateOf<G> | null;
  /** Whether a bot plays this seat now. */
  isBot(seat: string): boolean;
  /** Whether the table is gone. */
  disposed(): boolean;
  /** Plays a bot's action at the table: whether the referee took it. */
  play(action: ActionOf<G>): boolean;
}

export class HostBots<G extends AnyGame> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** A thinker's decision is under way. */
  private thinking = false;

  /** `delay`: milliseconds before a bot acts (it may change as the game goes on). */
  constructor(private readonly t: BotSeats<G>, public delay: number) {}

  /** The next bot's action, if the game waits on a bot and none is already on its way. */
  schedule(): void {
    const t = this.t;
    const state = t.state();
    if (this.timer || this.thinking || !state || t.game.outcome(state) || t.disposed()) return;
    // The first seat the game waits on that a bot plays (several wait during a sealed choice: each bot in turn).
    const seat = (t.game.waitingOn(state) as readonly string[]).find((s) => t.isBot(s));
    if (seat === undefined) return;
    const stillBots = (s: StateOf<G>) => t.state() === s && !t.disposed() && (t.game.waitingOn(s) as readonly string[]).includes(seat) && t.isBot(seat);
    this.timer = setTimeout(() => {
      this.timer = null;
      const asked = t.state();
      if (!asked || !stillBots(asked)) return this.schedule();
      const view = t.game.viewFor(asked, seat as SeatOf<G>);
      if (typeof t.bot === "function") {
        const a = t.bot(view, t.rng);
        if (a) t.play(a);
        return;
      }
      // A thinker (a worker) decides meanwhile: its answer counts only if the game still waits for this bot there.
      this.thinking = true;
      void decideAndPlay(t.bot, view, t.rng, {
        done: () => (this.thinking = false),
        still: () => stillBots(asked),
        play: (a) => t.play(a),
        again: () => this.schedule(),
        failed: (e) => {
          console.warn("A bot could not decide:", e);
          setTimeout(() => this.schedule(), 2000);
        },
      });
    }, this.delay);
  }

  /** The table goes: no bot acts any more (a thinker's worker is let go). */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    if (typeof this.t.bot !== "function") this.t.bot.dispose();
  }
}
