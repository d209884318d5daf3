/**
 * How a solo, hot-seat or scenario game starts at `<inkognito-game>`: what it loads first (the
 * scenario mode when a `scenario` is set; the bots, each level a chunk of its own) and the position
 * it starts from (a saved game resumed, a narrated scenario's step, or a new deal), with the seats
 * played at this screen.
 */
import { createGame } from "../games/board/setup.js";
import type { BotLevel, GameState, Scenario, Seat } from "../games/board/index.js";
import type { TableBot } from "../net/bot-decision.js";
import type { TableStore } from "../net/local-table.js";
import { tableBot } from "./bot-levels.js";
import { NO_NARRATION, loadScenarioMode, type NarrationPart, type ScenarioModule } from "./narration-part.js";
import type { Narration, NarrationHost } from "./scenario-mode.js";
import { holdsSave, savedGame, type SaveOwner } from "./saves.js";
import { boardGame, type BoardGame } from "../games/board/game.js";
import type { LocalSave } from "../net/saves.js";
import { ConfigError, configError } from "./config-errors.js";
import type { Messages } from "./i18n/index.js";

/** The element's attributes a local game starts from. */
export interface LocalOwner extends SaveOwner {
  readonly mode: string;
  readonly players: 3 | 4 | 5;
  readonly seat: Seat | "spectator";
}

/** The bots of a local table: at hand, or loaded by the table when a bot is first to act. */
export type TableBots = { bot: TableBot } | { loadBot: () => Promise<TableBot> };

/** A saved game of the element, and its save slot. */
export interface SavedGame {
  readonly store: TableStore | undefined;
  readonly saved: LocalSave<BoardGame> | null;
  readonly damaged: boolean;
}

const idle = () => new Promise<void>((r) => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => r(), { timeout: 500 }) : setTimeout(r, 50)));

/**
 * The bots of a level: the strong one loaded before the game starts (its worker when it can have
 * one); the easy and normal ones left to the table, which asks for them once the page is idle (so
 * they never hold up the first paint; a solo game starts with the human's turn anyway).
 */
export function tableBots(level: BotLevel, worker?: string | null): TableBots | Promise<TableBots> {
  return level !== "strong" ? { loadBot: () => idle().then(() => tableBot(level)) } : tableBot(level, worker).then((bot) => ({ bot }));
}

/** The seat of the one human at a solo table (the element's `seat`, or the first seat if the deal left it out), else null. */
export function soloSeat(el: LocalOwner, state: GameState): Seat | null {
  if (el.mode !== "solo" || el.seat === "spectator") return null;
  return state.seats.includes(el.seat) ? el.seat : state.seats[0]!;
}

/** What a local game opens with. */
export interface LocalOpening {
  readonly state: GameState;
  /** The seats played at this screen. */
  readonly humans: Seat[];
  readonly bots: TableBots;
  /** Where the game is saved (none while a scenario is narrated). */
  readonly store: TableStore | undefined;
  /** A saved game goes on. */
  readonly resumed: boolean;
}

export class LocalStart {
  /** A narrated scenario's steps, the tutorial's checks, and whether the player plays on (once a scenario is set). */
  narration: NarrationPart = NO_NARRATION;
  /** The narration's own: the scenario mode, once loaded. */
  private scenarioMode?: { module: ScenarioModule; narration: Narration };

  constructor(private readonly el: LocalOwner, private readonly narrationHost: () => NarrationHost) {}

  /** A scenario is set and its mode (a chunk) is not loaded yet. */
  get wantsScenarioMode(): boolean {
    return !!this.el.scenario && !this.scenarioMode;
  }

  /** Loads the scenario mode (narration, tutorial, steps bar). */
  async loadScenarioMode(): Promise<void> {
    const module = await loadScenarioMode();
    this.scenarioMode ??= { module, narration: new module.Narration(this.narrationHost()) };
    this.narration = this.scenarioMode.narration;
  }

  /** The scenario read for the `scenario` attribute (before any save is looked at). */
  private prepared: { text: string; json: string; scenario: Scenario } | null = null;

  /**
   * Reads the `scenario` attribute's scenario (its URL fetched, its JSON parsed), so that one that
   * cannot be had is a ConfigError (SCENARIO_NOT_FOUND, SCENARIO_NOT_JSON) before anything starts.
   */
  async prepareScenario(m: Messages): Promise<void> {
    if (!this.el.scenario || !this.scenarioMode) return;
    const { module, narration } = this.scenarioMode;
    const text = this.el.scenario.trim();
    if (this.prepared?.text === text) return;
    const inline = text === "tutorial" || text.startsWith("{");
    const json = narration.cached(text) ?? (inline ? await module.scenarioJson(text) : await module.fetchScenario(m, text));
    this.prepared = { text, json, scenario: module.parseScenario(m, text, json) as Scenario };
  }

  /** The position of a new game: the scenario's (or its step's), or a new deal. */
  async initialState(seed: string | null, m: Messages): Promise<GameState> {
    if (this.el.scenario && this.scenarioMode) {
      const { module, narration } = this.scenarioMode;
      await this.prepareScenario(m);
      const { text, json, scenario } = this.prepared!;
      try {
        return narration.load(text, json, scenario) ?? module.loadScenario(scenario);
      } catch (e) {
        throw e instanceof ConfigError ? e : configError(m, "SCENARIO_INVALID", text);
      }
    }
    this.narration.clear();
    const state = createGame({ players: this.el.players, ...(seed ? { seed } : {}) });
    // RULES.md §2.4 ruling: one human against bots plays first (the same deal, from the game's seed).
    const human = soloSeat(this.el, state);
    return human && state.turn.seat !== human ? createGame({ players: this.el.players, seed: state.seed, first: human }) : state;
  }

  /**
   * Everything a local game opens with: the scenario mode and the bots loaded, the scenario read,
   * the save looked at, the position and the seats played here. `"damaged"`: the save failed its
   * checks (kept aside; the player chooses, save-notice.ts). Null when `current()` says another
   * start came meanwhile. Throws a ConfigError for a scenario that cannot be had, else an Error.
   */
  async open(o: {
    fresh: boolean; seed: string | null; messages: Messages; current: () => boolean;
    bots: BotLevel; botWorker: string | null; store?: (key: string) => TableStore | undefined;
  }): Promise<LocalOpening | "damaged" | null> {
    const { fresh, seed, messages: m } = o;
    // The scenario mode and the bots are chunks of their own, loaded when wanted.
    if (this.wantsScenarioMode) await this.loadScenarioMode();
    const wanted = tableBots(o.bots, o.botWorker);
    const bots = wanted instanceof Promise ? await wanted : wanted;
    if (!o.current()) return null;
    await this.prepareScenario(m);
    // A save's check reads every seat's view: its code is loaded first (none for a page with no save).
    if (!fresh && holdsSave(this.el, boardGame, o.store)) await boardGame.loadChecks?.();
    if (!o.current()) return null;
    const { store, saved, damaged } = this.saved(fresh, o.store);
    if (damaged) return "damaged";
    const narration = this.narration;
    const state = narration.takeStart() ?? (saved && !fresh && !narration.stepAsked() ? saved.state : await this.initialState(seed, m));
    const fromSave = !!saved && !fresh && state === saved.state;
    if (fromSave) await narration.resumed(() => this.initialState(seed, m));
    if (!o.current()) return null;
    const narrating = this.narration.active;
    const humans = this.humans(state, fromSave && !narrating, saved);
    return { state, humans, bots, store: narrating ? undefined : store, resumed: !!saved && !fresh };
  }

  /** The element's saved game (none when `fresh`: that forgets it) and its save slot. */
  saved(fresh: boolean, open?: (key: string) => TableStore | undefined): SavedGame {
    if (fresh) this.narration.restart();
    return savedGame(this.el, fresh, boardGame, open);
  }

  /** The seats played at this screen: the saved game's, every seat (hot-seat, narration), or the element's `seat`. */
  humans(state: GameState, resumed: boolean, saved: SavedGame["saved"]): Seat[] {
    const el = this.el;
    if (resumed) return saved!.humans.slice();
    if (el.mode === "hotseat" || this.narration.active) return state.seats.slice();
    return el.seat === "spectator" ? [] : [state.seats.includes(el.seat) ? el.seat : state.seats[0]!];
  }
}
