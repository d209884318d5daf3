/**
 * A table refereed in this page: solo (one person against bots) and hot-seat (several people
 * sharing one screen). Bots act on the seats nobody here plays, after a short visible delay.
 * After every applied action the whole game is saved, so a reload resumes it.
 */
import { applyAction } from "../games/board/referee.js";
import { ruleError } from "../games/board/errors.js";
import { viewFor } from "../games/board/view.js";
import { waitingFor } from "../games/board/legal.js";
import { Rng, seedRng } from "../games/kernel/rng.js";
import type { Action, GameState, Seat, SeatView, Viewer } from "../games/board/index.js";
import type { ActResult, Table, TableChange } from "./table.js";
import { decideAndPlay, type TableBot } from "./bot-decision.js";
import { loadSave, readLocalSave, writeLocalSave, type LocalSave } from "./board-saves.js";

/** Chooses a bot's action from its own view (never from the full state). */
export type BotPolicy = (view: SeatView, rng: Rng) => Action | null;

/**
 * Where a table keeps its saved game (localStorage in the browser). `save` may throw (a full
 * store): the tables go on unsaved. `damaged` takes a save that failed its checks (save-format.ts)
 * and keeps it aside, never overwritten.
 */
export interface TableStore {
  load(): string | null;
  save(data: string): void;
  clear(): void;
  damaged?(raw: string, why: string): void;
}

export interface LocalTableOptions {
  /** The game to play (a fresh game, a scenario's end state, or a restored one). */
  state: GameState;
  /** The seats people at this screen play; every other seat is a bot. */
  humans: readonly Seat[];
  /** The bots: a policy run in the page or a thinker (a worker); or, instead, `loadBot`. The table disposes a thinker with itself. */
  bot?: TableBot;
  /**
   * Loads the bots' policy (when `bot` is not given) the first time a bot is to act, after its
   * delay, so a page shows the game before the bot's code is even asked for; a failed load is tried
   * again 2 s later.
   */
  loadBot?: () => Promise<TableBot>;
  /** Milliseconds before a bot acts (0 in tests for speed). */
  botDelay?: number;
  store?: TableStore;
}

/** Reads a saved game (an old one migrated), or null if there is none or it is damaged (then handed to the store's `damaged`). */
export function readSaved(store: TableStore): LocalSave | null {
  const r = loadSave(store, readLocalSave);
  return r.status === "ok" ? r.body : null;
}

export class LocalTable implements Table {
  private state: GameState;
  private readonly listeners = new Set<(c: TableChange) => void>();
  private readonly rng: Rng;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private policy: TableBot | undefined;
  private loadingBot = false;
  /** A thinker's decision is under way. */
  private thinking = false;
  /** In hot-seat: the human seat shown now. */
  private shown: Viewer;
  /** Milliseconds before a bot acts (the option's, until `setBotDelay`). */
  private botDelay: number;

  readonly humanSeats: readonly Seat[];

  constructor(private readonly o: LocalTableOptions) {
    this.state = o.state;
    this.botDelay = o.botDelay ?? 700;
    this.policy = o.bot;
    this.humanSeats = o.humans.filter((s) => o.state.seats.includes(s));
    this.rng = new Rng(seedRng(`${o.state.seed}:bots:${o.state.log.length}`));
    this.shown = this.humanSeats[0] ?? "spectator";
    this.updateShown();
    this.save();
    this.scheduleBot();
  }

  get viewer(): Viewer {
    return this.shown;
  }

  /** The full state (the referee's): for saving and for the end of the game. */
  get current(): GameState {
    return this.state;
  }

  view(): SeatView {
    return viewFor(this.state, this.shown);
  }

  act(action: Action): ActResult {
    if (this.disposed) return { ok: false, error: ruleError("GAME_OVER", "This table is closed.") };
    const seat = (action as { seat?: unknown })?.seat;
    if (!this.humanSeats.includes(seat as Seat)) return { ok: false, error: ruleError("NOT_YOUR_SEAT") };
    return this.apply(action);
  }

  subscribe(listener: (c: TableChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.policy && typeof this.policy !== "function") this.policy.dispose();
    this.listeners.clear();
  }

  private apply(action: Action): ActResult {
    const r = applyAction(this.state, action);
    if (!r.ok) return r;
    this.state = r.state;
    this.updateShown();
    this.save();
    const view = this.view();
    for (const l of this.listeners) l({ view });
    this.scheduleBot();
    return { ok: true };
  }

  /** Hot-seat: show the human seat the game waits for; otherwise keep the last one. */
  private updateShown(): void {
    const next = waitingFor(this.state);
    if (next && this.humanSeats.includes(next)) this.shown = next;
  }

  private save(): void {
    try {
      this.o.store?.save(writeLocalSave({ state: this.state, humans: this.humanSeats }));
    } catch {
      // Storage full or blocked: the game goes on without persistence.
    }
  }

  private scheduleBot(): void {
    if (this.timer || this.disposed || this.loadingBot || this.thinking) return;
    const seat = waitingFor(this.state);
    if (!seat || this.humanSeats.includes(seat)) return;
    this.botActsLater(this.botDelay);
  }

  /** How long a bot waits before each action from now on (the game goes on as it is). */
  setBotDelay(ms: number): void {
    this.botDelay = ms;
  }

  /** The bot the game waits for acts after `ms`. */
  private botActsLater(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.botActs();
    }, ms);
  }

  /**
   * The bot the game waits for acts. Without a policy yet, `loadBot` loads it first (after the bot's
   * delay, so never before the table's first paint), then the bot acts; a failed load is tried
   * again 2 s later.
   */
  private botActs(): void {
    const current = waitingFor(this.state);
    if (this.disposed || !current || this.humanSeats.includes(current)) return;
    if (!this.policy) {
      if (!this.o.loadBot || this.loadingBot) return;
      this.loadingBot = true;
      this.o.loadBot().then((policy) => {
        this.policy = policy;
        this.loadingBot = false;
        this.botActs();
      }, (e: unknown) => {
        console.warn("The bots could not be loaded:", e);
        this.loadingBot = false;
        this.botActsLater(2000);
      });
      return;
    }
    const bot = this.policy;
    const view = viewFor(this.state, current);
    if (typeof bot === "function") {
      const action = bot(view, this.rng);
      if (action) this.apply(action);
      return;
    }
    // A thinker (a worker) decides meanwhile; its answer counts only for the position it was asked about.
    const asked = this.state;
    this.thinking = true;
    void decideAndPlay(bot, view, this.rng, {
      done: () => (this.thinking = false),
      still: () => !this.disposed && this.state === asked,
      play: (a) => this.apply(a).ok,
      again: () => this.scheduleBot(),
      failed: (e) => {
        if (this.disposed) return;
        console.warn("A bot could not decide:", e);
        this.botActsLater(2000);
      },
    });
  }
}
