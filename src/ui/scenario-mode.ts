/**
 * Scenario mode of `<inkognito-game>`: a narrated scenario's steps (Back / Next / Play, Play on from
 * here, Replay, the `step` attribute and the `inkognito-step` event) and the tutorial, whose steps
 * wait for the player to do one thing and explain a mistake instead of only refusing it. The shell
 * keeps the table; this decides which game each step shows and checks the tutorial's intents.
 *
 * Loaded on demand (`import("./scenario-mode.js")`, a chunk of its own in the script-tag bundle)
 * when the `scenario` attribute is set: with it come the tutorial, the scenario engine and the
 * steps bar, which a plain game never needs.
 */
import { html, nothing, type TemplateResult } from "lit";
import { TUTORIAL } from "../games/board/tutorial.js";
import { applyAction } from "../games/board/referee.js";
import { matchesExpectation, narrate } from "../games/board/scenario.js";
import type { Action, Expectation, FigureId, GameState, Scenario, ScenarioFrame, SeatView, SpaceId } from "../games/board/index.js";
import type { ActResult } from "../net/table.js";
import type { Messages } from "./i18n/en.js";
import type { InkognitoStepDetail } from "./events.js";
import { captionIn } from "./i18n/captions.js";
import { InkognitoScenarioSteps } from "./controls/scenario-steps.js";
import { defineIfMissing } from "./registry.js";
import "./i18n/en-later.js"; // the texts only parts loaded on demand show

export { loadScenario } from "../games/board/scenario.js";
export { fetchScenario, parseScenario } from "./scenario-check.js";

/** Registers the scenario's steps bar, the one element only scenarios show. */
export function defineScenarioElements(): void {
  defineIfMissing("inkognito-scenario-steps", InkognitoScenarioSteps);
}
defineScenarioElements();

/** What the narration needs from the element. */
export interface NarrationHost {
  /** The element: its `step` and `scenario`. */
  element: { step: number | null; scenario: string | null; requestUpdate(): void };
  /** The language the element shows (captions follow it). */
  textLang(): string;
  /** The referee's state of the table shown now (local tables), for playing on. */
  currentState(): GameState | null;
  /** Remounts the table (the shell's start). */
  remount(): void;
  /** Forgets the saved game of this scenario. */
  clearSaved(): void;
  fire(type: "inkognito-step", detail: InkognitoStepDetail): void;
}

/** The scenario JSON an attribute value stands for: `tutorial` (built in), the JSON itself, or a URL to fetch. */
export async function scenarioJson(value: string): Promise<string> {
  if (value === "tutorial") return JSON.stringify(TUTORIAL);
  return value.startsWith("{") ? value : (await fetch(value)).text();
}

type Marks = { readonly spaces: readonly SpaceId[]; readonly figures: readonly FigureId[] };
const NO_MARKS: Marks = { spaces: [], figures: [] };

export class Narration {
  private frames: ScenarioFrame[] | null = null;
  private scenario: Scenario | null = null;
  private key = "";
  private json = "";
  private index = 0;
  private playingOn = false;
  private startState: GameState | null = null;
  // The tutorial: whether the shown step's expectation is met, and what to tell the player.
  private done = false;
  private note = "";
  private mistake = false;
  private matched = false;

  constructor(private readonly host: NarrationHost) {}

  /** A narrated scenario is shown step by step now (not played on). */
  get active(): boolean {
    return this.frames !== null && !this.playingOn;
  }

  private get tutorial(): boolean {
    return !!this.scenario?.steps?.some((s) => s.expect);
  }

  private expectation(): Expectation | undefined {
    return this.scenario?.steps?.[this.index]?.expect;
  }

  /** The scenario JSON already loaded for this attribute value (no second fetch). */
  cached(key: string): string | null {
    return this.frames && this.key === key ? this.json : null;
  }

  /** Loads a scenario: a narrated one gives the game of the step asked for; other scenarios null. */
  load(key: string, json: string, scenario: Scenario): GameState | null {
    if (!Array.isArray(scenario.steps)) {
      this.clear();
      return null;
    }
    if (this.key !== key || !this.frames) {
      this.frames = narrate(scenario);
      this.scenario = scenario;
      this.key = key;
      this.json = json;
      this.playingOn = false;
    }
    this.index = this.clamp(this.host.element.step ?? 0);
    return this.frames[this.index]!.state;
  }

  clear(): void {
    this.frames = null;
    this.scenario = null;
    this.key = "";
    this.playingOn = false;
  }

  private clamp(i: number): number {
    const n = this.frames?.length ?? 1;
    return Number.isFinite(i) ? Math.min(Math.max(0, Math.trunc(i)), n - 1) : 0;
  }

  /** A `step` attribute asks for another step than the one shown. */
  wantsStep(step: number | null): boolean {
    return this.active && step !== null && this.clamp(step) !== this.index;
  }

  /** The page asks for a step, so a saved game of this scenario is not resumed. */
  stepAsked(): boolean {
    return !!this.host.element.scenario && this.host.element.step !== null && !this.playingOn;
  }

  /** "New game" on a scenario: from its first step. */
  restart(): void {
    this.playingOn = false;
    this.index = 0;
    if (this.frames) this.host.element.step = 0;
  }

  /** A game to start from instead of the scenario's (playing on, or the tutorial going on). */
  takeStart(): GameState | null {
    const s = this.startState;
    this.startState = null;
    return s;
  }

  /** A saved game was resumed: a narrated scenario's saved game is one played on from it. */
  async resumed(load: () => Promise<GameState>): Promise<void> {
    if (!this.host.element.scenario) return;
    await load();
    if (this.frames) this.playingOn = true;
  }

  /** After the table is mounted: reflect the step and tell the page. */
  shown(): void {
    if (!this.active) return;
    const frame = this.frames![this.index]!;
    this.host.element.step = this.index;
    this.done = !this.expectation();
    this.matched = false;
    this.host.fire("inkognito-step", { index: this.index, count: this.frames!.length, caption: captionIn(frame.caption, this.host.textLang()) });
    this.host.element.requestUpdate();
  }

  /**
   * The tutorial guides the board: only the figure its step names glows, and the keyboard focus
   * starts on the space it asks for (other destinations stay open, so a mistake can be explained).
   */
  guide<T extends { readonly selectableFigures: FigureId[]; readonly targets: SpaceId[] }>(offer: T): T {
    const want = this.active && this.tutorial && !this.done ? this.expectation() : undefined;
    if (!want || "ui" in want) return offer;
    const figure = want["figure"] as FigureId | undefined, to = want["to"] as SpaceId | undefined;
    const figures = figure && offer.selectableFigures.includes(figure) ? [figure] : offer.selectableFigures;
    const targets = to && offer.targets.includes(to) ? [to, ...offer.targets.filter((t) => t !== to)] : offer.targets;
    return { ...offer, selectableFigures: figures, targets };
  }

  marks(): Marks {
    if (!this.active) return NO_MARKS;
    const f = this.frames![this.index]!;
    return { spaces: f.spaces, figures: f.figures };
  }

  private go(index: number): void {
    if (!this.frames) return;
    const target = this.clamp(index);
    this.note = "";
    this.mistake = false;
    // The tutorial goes on from the game as the player left it: the next step's actions on top.
    if (this.tutorial && target === this.index + 1 && this.done) {
      const live = this.host.currentState();
      let state: GameState | null = live;
      for (const a of this.scenario!.steps![target]!.actions ?? []) {
        const r = state && applyAction(state, a);
        state = r && r.ok ? r.state : null;
      }
      if (state) this.startState = state;
    }
    this.index = target;
    this.host.element.step = target;
    this.host.remount();
  }

  private playOn(): void {
    this.startState = this.host.currentState();
    this.playingOn = true;
    this.host.element.step = null;
    this.host.remount();
  }

  private replay(): void {
    this.host.clearSaved();
    this.playingOn = false;
    this.note = "";
    this.index = 0;
    this.host.element.step = 0;
    this.host.remount();
  }

  /**
   * The tutorial's referee: an intent that is not what the step asks for is explained, not sent.
   * Null lets the intent through to the table.
   */
  check(action: Action): ActResult | null {
    if (!this.active || !this.tutorial) return null;
    const want = this.expectation();
    this.matched = false;
    if (!want || this.done) {
      // Between the steps that ask for something the player reads; the board waits for Next.
      this.explain(this.scenario!.steps![this.index]?.mistake, true);
      return { ok: false, error: { code: "WRONG_STAGE", message: this.note } };
    }
    if (!matchesExpectation(want, action)) {
      this.explain(this.scenario!.steps![this.index]?.mistake, false);
      return { ok: false, error: { code: "WRONG_STAGE", message: this.note } };
    }
    this.matched = true;
    return null;
  }

  private explain(text: Scenario["description"] | undefined, waiting: boolean): void {
    const m = this.messages();
    this.note = waiting ? m.tutorialWaitNext : `${m.tutorialNotYet} ${captionIn(text, this.host.textLang()) || captionIn(this.frames![this.index]!.caption, this.host.textLang())}`;
    this.mistake = true;
    this.host.element.requestUpdate();
  }

  private messages(): Messages {
    return this.cachedMessages!;
  }

  private cachedMessages: Messages | null = null;

  /** The table applied an intent: a tutorial step whose intent it was is done, and the tutorial goes on. */
  played(_view: SeatView): void {
    if (!this.active || !this.tutorial || !this.matched) return;
    this.matched = false;
    this.complete();
  }

  /** A side-panel tab was opened: a tutorial step may have asked for it. */
  ui(tab: string): void {
    const want = this.expectation();
    if (!this.active || !want || !("ui" in want) || this.done || want.ui !== tab) return;
    this.complete();
  }

  private complete(): void {
    this.done = true;
    this.note = this.cachedMessages?.tutorialDone ?? "";
    this.mistake = false;
    this.host.element.requestUpdate();
    if (this.index < this.frames!.length - 1) setTimeout(() => this.active && this.done && this.go(this.index + 1), 0);
  }

  render(m: Messages): TemplateResult | typeof nothing {
    this.cachedMessages = m;
    if (!this.frames) return nothing;
    const frame = this.frames[this.index]!;
    const over = !!this.host.currentState()?.result;
    return html`<inkognito-scenario-steps exportparts="steps, caption" .messages=${m}
      .index=${this.index} .count=${this.frames.length} .caption=${captionIn(frame.caption, this.host.textLang())}
      .note=${this.active ? this.note : ""} ?mistake=${this.mistake} ?playing-on=${this.playingOn} ?over=${over}
      ?next-locked=${this.tutorial && !this.done} .label=${this.tutorial ? m.tutorialLabel : m.scenarioLabel}
      @inkognito-step-go=${(e: CustomEvent<{ index: number }>) => this.go(e.detail.index)}
      @inkognito-play-on=${() => this.playOn()} @inkognito-replay=${() => this.replay()}></inkognito-scenario-steps>`;
  }
}
