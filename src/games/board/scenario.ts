/**
 * Scenarios: a game's starting position and a list of actions, as JSON. Review sites show a rule
 * with one; tests replay the rulebook's examples with them. A narrated scenario adds `steps`: each
 * a caption (per language, English required), the actions it applies, and what to highlight.
 */
import { isSpace } from "./board.js";
import type { SpaceId } from "./board-types.js";
import { applyInOrder, captionText, isCaption, readScenario, type Caption } from "../kernel/scenario.js";
import { Refusal, type RuleError } from "./errors.js";
import { applyAction } from "./referee.js";
import { createGame, type GameOptions } from "./setup.js";
import type { Action, FigureId, GameState } from "./types.js";

export type { Caption } from "../kernel/scenario.js";

/** What a step points at on the board, besides the figures that moved (marked by themselves). */
export interface Highlight {
  spaces?: SpaceId[];
  figures?: FigureId[];
}

/**
 * What a tutorial step waits for the player to do: an action pattern (the action must have every
 * field listed, e.g. `{ "type": "move", "figure": "red-tall", "to": "s3" }`) or a panel to open.
 */
export type Expectation = { readonly ui: "notebook" | "passport" | "hand" | "log" } | (Readonly<Record<string, unknown>> & { readonly type: string });

/** True when the action has every field the pattern lists (arrays: the same members in any order). */
export function matchesExpectation(pattern: Expectation, action: Action): boolean {
  if ("ui" in pattern) return false;
  const a = action as unknown as Record<string, unknown>;
  return Object.entries(pattern).every(([k, v]) => {
    const got = a[k];
    if (Array.isArray(v)) return Array.isArray(got) && got.length === v.length && v.every((x) => got.includes(x));
    return got === v;
  });
}

/** One step of a narrated scenario. */
export interface ScenarioStep {
  /** What the step shows, in the board's language (numbered spaces by number, others by what stands there). */
  caption: Caption;
  /** Actions this step applies (none: the caption speaks about the position as it is). */
  actions?: Action[];
  /** Spaces and figures to mark besides those that moved. */
  highlight?: Highlight;
  /** Tutorial: what the player must do before the next step (the caption says what). */
  expect?: Expectation;
  /** Tutorial: what to tell a player who does something else. */
  mistake?: Caption;
  /** Tutorial: the expected intent done one way (applied before the next step when narrating; none for a panel). */
  example?: Action[];
}

export interface Scenario extends GameOptions {
  /** A title for people (optional). */
  title?: string | Caption;
  /** What the scenario shows (optional). */
  description?: string | Caption;
  /** Actions applied in order after setup (in a narrated scenario: before its first step). */
  actions?: Action[];
  /** A narrated scenario's steps, applied after `actions`, one at a time. */
  steps?: ScenarioStep[];
}

/** One step of a narrated scenario as shown: the game after the step, what to say and what to mark. */
export interface ScenarioFrame {
  readonly index: number;
  readonly state: GameState;
  readonly caption: Caption;
  /** Spaces to mark: the step's own, and where each moved figure came from and went. */
  readonly spaces: readonly SpaceId[];
  /** Figures to mark: the step's own and those the step moved. */
  readonly figures: readonly FigureId[];
}

export { captionText };

/** Checks a scenario's steps; throws BAD_OPTIONS with the step's number. */
function checkSteps(steps: unknown, figures: ReadonlySet<string>): asserts steps is ScenarioStep[] | undefined {
  if (steps === undefined) return;
  if (!Array.isArray(steps) || steps.length === 0) throw new Refusal("BAD_OPTIONS", "steps must be a non-empty list.");
  // By index, not forEach: a sparse list's holes are steps that are not objects.
  for (let i = 0; i < steps.length; i++) {
    const step: unknown = steps[i];
    const bad = (why: string) => new Refusal("BAD_OPTIONS", `Scenario step ${i + 1}: ${why}`);
    if (typeof step !== "object" || step === null || Array.isArray(step)) throw bad("a step is an object.");
    const st = step as ScenarioStep;
    if (!isCaption(st.caption)) throw bad("caption must be an object of texts with an English one (en).");
    if (st.actions !== undefined && !Array.isArray(st.actions)) throw bad("actions must be a list.");
    if (st.mistake !== undefined && !isCaption(st.mistake)) throw bad("mistake must be an object of texts with an English one (en).");
    const e = st.expect as unknown;
    const ui = typeof e === "object" && e !== null && "ui" in e;
    if (e !== undefined && (typeof e !== "object" || e === null || Array.isArray(e) ||
      (ui ? !["notebook", "passport", "hand", "log"].includes((e as { ui: unknown }).ui as string) : typeof (e as { type?: unknown }).type !== "string"))) {
      throw bad("expect must be an action pattern with a type, or { ui: notebook | passport | hand | log }.");
    }
    if (st.example !== undefined) {
      if (!e || ui || !Array.isArray(st.example) || st.example.length !== 1) throw bad("example is the one action an action expectation waits for.");
      if (!matchesExpectation(e as Expectation, st.example[0] as Action)) throw bad("example does not match expect.");
    } else if (e && !ui) throw bad("an action expectation needs its example.");
    const h = st.highlight;
    if (h !== undefined) {
      if (typeof h !== "object" || h === null) throw bad("highlight must be an object.");
      if (h.spaces !== undefined && !(Array.isArray(h.spaces) && h.spaces.every(isSpace))) throw bad("highlight.spaces must list spaces.");
      if (h.figures !== undefined && !(Array.isArray(h.figures) && h.figures.every((f) => figures.has(f)))) {
        throw bad("highlight.figures must list figures of this game.");
      }
    }
  }
}

/**
 * A narrated scenario, step by step: the game after each step with its caption and marks. Throws a
 * Refusal (BAD_OPTIONS, or the refused action's code naming its step) if it does not load. A
 * scenario without steps gives one frame: its end, captioned with its title.
 */
export function narrate(input: string | Scenario): ScenarioFrame[] {
  const scenario = parseScenario(input);
  let state = replayOrThrow({ ...scenario, steps: undefined });
  checkSteps(scenario.steps, new Set(Object.keys(state.positions)));
  if (!scenario.steps) {
    const title = scenario.title;
    return [{ index: 0, state, caption: isCaption(title) ? title : { en: typeof title === "string" ? title : "" }, spaces: [], figures: [] }];
  }
  return scenario.steps.map((step, index) => {
    const before = state;
    (step.actions ?? []).forEach((action, k) => {
      const r = applyAction(state, action);
      if (!r.ok) throw new Refusal(r.error.code, `Scenario step ${index + 1}, action ${k + 1}: ${r.error.message}`);
      state = r.state;
    });
    const figures = new Set<FigureId>(step.highlight?.figures ?? []);
    const spaces = new Set<SpaceId>(step.highlight?.spaces ?? []);
    for (const f of Object.keys(state.positions) as FigureId[]) {
      const from = before.positions[f], to = state.positions[f];
      if (from === to) continue;
      figures.add(f);
      if (from) spaces.add(from);
      if (to) spaces.add(to);
    }
    const frame = { index, state, caption: step.caption, spaces: [...spaces], figures: [...figures] };
    // A tutorial step shows the position before the player acts; its example carries the story on.
    for (const action of step.example ?? []) {
      const r = applyAction(state, action);
      if (!r.ok) throw new Refusal(r.error.code, `Scenario step ${index + 1}, example: ${r.error.message}`);
      state = r.state;
    }
    return frame;
  });
}

export interface ReplayResult {
  readonly state: GameState;
  /** How many actions were applied. */
  readonly applied: number;
  /** The first refusal, with the index of the refused action; replay stops there. */
  readonly error?: RuleError & { readonly index: number };
}

/**
 * Every action of a scenario in order: its `actions`, then each step's (and its example). Throws a
 * Refusal BAD_OPTIONS for what is not a scenario.
 */
export function scenarioActions(scenario: Scenario): Action[] {
  const s = parseScenario(scenario);
  // A step's example is checked by narrate (checkSteps); here only that it is a list.
  const example = (step: ScenarioStep, i: number): Action[] => {
    if (step.example === undefined) return [];
    if (!Array.isArray(step.example)) throw new Refusal("BAD_OPTIONS", `Scenario step ${i + 1}: example is the one action an action expectation waits for.`);
    return step.example;
  };
  return [...(s.actions ?? []), ...(s.steps ?? []).flatMap((step, i) => [...(step.actions ?? []), ...example(step, i)])];
}

/**
 * Sets up the scenario's game and applies its actions (then its steps' actions), stopping at the
 * first refusal. Throws a Refusal BAD_OPTIONS for what is not a scenario, or options it cannot play.
 */
export function replay(scenario: Scenario): ReplayResult {
  const s = parseScenario(scenario);
  return applyInOrder(createGame(s), scenarioActions(s), applyAction);
}

/**
 * Parses a scenario (a JSON string or an object) and returns the game at its end.
 * Throws a Refusal (code BAD_OPTIONS or the refused action's code) if it does not load.
 */
export function loadScenario(input: string | Scenario): GameState {
  const scenario = parseScenario(input);
  if (scenario.steps !== undefined) return narrate(scenario)[scenario.steps.length - 1]!.state;
  return replayOrThrow(scenario);
}

function parseScenario(input: string | Scenario): Scenario {
  const read = readScenario(input);
  if ("problem" in read) throw new Refusal("BAD_OPTIONS", read.problem);
  return read.scenario;
}

function replayOrThrow(scenario: Scenario): GameState {
  const r = replay(scenario);
  if (r.error) {
    throw new Refusal(r.error.code, `Scenario action ${r.error.index + 1}: ${r.error.message}`);
  }
  return r.state;
}

