/**
 * How a solo, hot-seat or scenario game starts at `<inkognito-game>`: what it loads first (the
 * scenario mode when a `scenario` is set; the bots, each level a chunk of its own) and the position
 * it starts from (a saved game resumed, a narrated scenario's step, or a new deal), with the seats
 * played at this screen.
 */
import { createGame } from "../engine/setup.js";
import type { BotLevel, GameState, Scenario, Seat } from "../engine/index.js";
import type { BotPolicy, TableStore } from "../net/local-table.js";
import { botPolicy } from "./bot-levels.js";
import { NO_NARRATION, loadScenarioMode, type NarrationPart, type ScenarioModule } from "./narration-part.js";
import type { Narration, NarrationHost } from "./scenario-mode.js";
import { savedGame, type SaveOwner } from "./saves.js";

/** The element's attributes a local game starts from. */
export interface LocalOwner extends SaveOwner {
  readonly mode: string;
  readonly players: 3 | 4 | 5;
  readonly seat: Seat | "spectator";
}

/** The bots of a local table: at hand, or loaded by the table when a bot is first to act. */
export type TableBots = { bot: BotPolicy } | { loadBot: () => Promise<BotPolicy> };

/** Where a local game starts. */
export interface LocalPosition {
  readonly state: GameState;
  /** The seats played at this screen. */
  readonly humans: Seat[];
  /** Where the game is saved (none for a narrated scenario's steps). */
  readonly store: TableStore | undefined;
  /** A saved game was taken up again. */
  readonly resumed: boolean;
}

const idle = () => new Promise<void>((r) => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => r(), { timeout: 500 }) : setTimeout(r, 50)));

export class LocalStart {
  /** A narrated scenario's steps, the tutorial's checks, and whether the player plays on (once a scenario is set). */
  narration: NarrationPart = NO_NARRATION;
  /** The narration's own: the scenario mode, once loaded. */
  private scenarioMode?: { module: ScenarioModule; narration: Narration };

  constructor(private readonly el: LocalOwner, private readonly narrationHost: () => NarrationHost) {}

  /**
   * Loads what the game needs before it starts: the scenario mode when a scenario is set, and the
   * easy or strong bot; the normal bot is left to the table, which asks for it once the page is
   * idle (so it never holds up the first paint).
   */
  async prepare(level: BotLevel): Promise<TableBots> {
    if (this.el.scenario && !this.scenarioMode) {
      const module = await loadScenarioMode();
      this.scenarioMode ??= { module, narration: new module.Narration(this.narrationHost()) };
      this.narration = this.scenarioMode.narration;
    }
    return level === "normal" ? { loadBot: () => idle().then(() => botPolicy(level)) } : { bot: await botPolicy(level) };
  }

  /** The position of a new game: the scenario's (or its step's), or a new deal. */
  private async initialState(seed: string | null): Promise<GameState> {
    if (this.el.scenario && this.scenarioMode) {
      const { module, narration } = this.scenarioMode;
      const text = this.el.scenario.trim();
      const json = narration.cached(text) ?? await module.scenarioJson(text);
      const scenario = JSON.parse(json) as Scenario;
      return narration.load(text, json, scenario) ?? module.loadScenario(scenario);
    }
    this.narration.clear();
    return createGame({ players: this.el.players, ...(seed ? { seed } : {}) });
  }

  /** Where the game starts: the saved game (unless `fresh`), the narration's step, or a new game. */
  async position(fresh: boolean, seed: string | null): Promise<LocalPosition> {
    const el = this.el;
    if (fresh) this.narration.restart();
    const { store, saved } = savedGame(el, fresh);
    const state = this.narration.takeStart() ?? (saved && !fresh && !this.narration.stepAsked() ? saved.state : await this.initialState(seed));
    if (saved && !fresh && state === saved.state) await this.narration.resumed(() => this.initialState(seed));
    const narrating = this.narration.active;
    const resumed = !!saved && !fresh && state === saved.state && !narrating;
    const humans: Seat[] = resumed ? saved!.humans.slice() : el.mode === "hotseat" || narrating
      ? state.seats.slice()
      : el.seat === "spectator" ? [] : [state.seats.includes(el.seat) ? el.seat : state.seats[0]!];
    return { state, humans, store: narrating ? undefined : store, resumed: !!saved && !fresh };
  }
}
