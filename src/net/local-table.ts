/**
 * A table refereed in this page: solo (one person against bots) and hot-seat (several people
 * sharing one screen), of whatever `Game` it is given. Bots act on the seats nobody here plays,
 * after a short visible delay; when the game waits on several seats at once (a sealed simultaneous
 * choice), each bot among them chooses in turn and the people here choose in any order. After every
 * applied action the whole game is saved, so a reload resumes it.
 */
import { Rng, seedRng } from "../games/kernel/rng.js";
import type { ActionOf, AnyGame, SeatOf, StateOf, ViewOf, ViewerOf } from "../games/kernel/game.js";
import type { ActResult, Table, TableChange } from "./table.js";
import { decideAndPlay, type TableBot } from "./bot-decision.js";
import { loadSave, readLocalSave, writeLocalSave, type LocalSave } from "./saves.js";

export type { BotPolicy } from "./bot-decision.js";

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

export interface LocalTableOptions<G extends AnyGame = AnyGame> {
  /** The game's rules (`boardGame`, `cardsGame`). */
  game: G;
  /** The game to play (a fresh game, a scenario's end state, or a restored one). */
  state: StateOf<G>;
  /** The seats people at this screen play; every other seat is a bot. */
  humans: readonly SeatOf<G>[];
  /** The bots: a policy run in the page or a thinker (a worker); or, instead, `loadBot`. The table disposes a thinker with itself. */
  bot?: TableBot<ViewOf<G>, ActionOf<G>>;
  /**
   * Loads the bots' policy (when `bot` is not given) the first time a bot is to act, after its
   * delay, so a page shows the game before the bot's code is even asked for; a failed load is tried
   * again 2 s later.
   */
  loadBot?: () => Promise<TableBot<ViewOf<G>, ActionOf<G>>>;
  /** Milliseconds before a bot acts (0 in tests for speed). */
  botDelay?: number;
  store?: TableStore;
  /** What the page keeps beside the game in each save (say, a card match's scores): read back as the save's `meta`. */
  meta?: () => unknown;
}

/**
 * Reads a saved local game of `game` (the save format's checks with that game's rules; an older
 * format's save migrated), or null if there is none, it is another game's, or it is damaged (then
 * handed to the store's `damaged`, kept aside).
 */
export function readSaved<G extends AnyGame>(store: TableStore, game: G): LocalSave<G> | null {
  const r = loadSave(store, (raw) => readLocalSave(game, raw));
  return r.status === "ok" ? r.body : null;
}

/** The same as `readSaved` (its older name). */
export const readSavedOf = readSaved;

/** The table's own refusals (every game's table of codes has these two). */
const refusal = (code: "NOT_YOUR_SEAT" | "GAME_OVER", message: string): ActResult =>
  ({ ok: false, error: { code, message } });

export class LocalTable<G extends AnyGame = AnyGame> implements Table<G> {
  readonly game: G;
  private state: StateOf<G>;
  private readonly listeners = new Set<(c: TableChange<G>) => void>();
  private readonly rng: Rng;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private policy: TableBot<ViewOf<G>, ActionOf<G>> | undefined;
  private loadingBot = false;
  /** A thinker's decision is under way. */
  private thinking = false;
  /** In hot-seat: the human seat shown now. */
  private shown: ViewerOf<SeatOf<G>>;
  /** Milliseconds before a bot acts (the option's, until `setBotDelay`). */
  private botDelay: number;

  readonly humanSeats: readonly SeatOf<G>[];

  constructor(private readonly o: LocalTableOptions<G>) {
    this.game = o.game;
    this.state = o.state;
    this.botDelay = o.botDelay ?? 700;
    this.policy = o.bot;
    const seats: readonly string[] = o.game.seats(o.state);
    this.humanSeats = o.humans.filter((s) => seats.includes(s));
    this.rng = new Rng(seedRng(`${o.state.seed}:bots:${o.state.log.length}`));
    this.shown = this.humanSeats[0] ?? "spectator";
    this.updateShown();
    this.save();
    this.scheduleBot();
  }

  get viewer(): ViewerOf<SeatOf<G>> {
    return this.shown;
  }

  /** The full state (the referee's): for saving and for the end of the game. */
  get current(): StateOf<G> {
    return this.state;
  }

  view(): ViewOf<G> {
    return this.game.viewFor(this.state, this.shown);
  }

  act(action: ActionOf<G>): ActResult {
    if (this.disposed) return refusal("GAME_OVER", "This table is closed.");
    const seat = (action as { seat?: unknown })?.seat;
    if (!this.humanSeats.includes(seat as SeatOf<G>)) return refusal("NOT_YOUR_SEAT", "You do not control that seat.");
    return this.apply(action);
  }

  subscribe(listener: (c: TableChange<G>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.policy && typeof this.policy !== "function") this.policy.dispose();
    this.listeners.clear();
    // The deduction's and the bots' caches go with the game (a page that plays game after game keeps none of the last games').
    this.game.forgetCaches?.();
  }

  private apply(action: ActionOf<G>): ActResult {
    const r = this.game.applyAction(this.state, action);
    if (!r.ok) return r as ActResult;
    this.state = r.state;
    this.updateShown();
    this.save();
    const view = this.view();
    for (const l of this.listeners) l({ view });
    this.scheduleBot();
    return { ok: true };
  }

  /** The seats the game waits for now that no one here plays (the bots'). */
  private waitingBots(): SeatOf<G>[] {
    const waiting = this.game.waitingOn(this.state) as readonly SeatOf<G>[];
    return waiting.filter((s) => !this.humanSeats.includes(s));
  }

  /**
   * Hot-seat: show a human seat the game waits for — the one shown, while it still has to act,
   * else the first in seat order; when it waits for no one here, keep the last one.
   */
  private updateShown(): void {
    const waiting = this.game.waitingOn(this.state) as readonly SeatOf<G>[];
    const humans = waiting.filter((s) => this.humanSeats.includes(s));
    if (humans.length && !humans.includes(this.shown as SeatOf<G>)) this.shown = humans[0]!;
  }

  private save(): void {
    try {
      // The save format (save-format.ts), for any game: its id and version, the state and who plays here.
      const meta = this.o.meta?.();
      this.o.store?.save(writeLocalSave(this.game, { state: this.state, humans: this.humanSeats, ...(meta === undefined ? {} : { meta }) }));
    } catch {
      // Storage full or blocked: the game goes on without persistence.
    }
  }

  private scheduleBot(): void {
    if (this.timer || this.disposed || this.loadingBot || this.thinking) return;
    if (!this.waitingBots().length) return;
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
    const current = this.waitingBots()[0];
    if (this.disposed || current === undefined) return;
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
    const view = this.game.viewFor(this.state, current);
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
