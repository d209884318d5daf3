/**
 * Card game scenarios: a game's options (with what it fixes: the deal, the first player, the piles)
 * and a list of actions, as JSON. A narrated scenario adds `steps`: each a caption (per language,
 * English required) and the actions it applies. The worked example (C15) is one
 * (demo/scenarios/cards-worked-example.json).
 */
import { applyInOrder, captionText, isCaption, readScenario, type Caption } from "../kernel/scenario.js";
import { Refusal, type RuleError } from "./errors.js";
import { applyAction } from "./referee.js";
import { createGame } from "./setup.js";
import type { CardsAction, CardsOptions, CardsState } from "./types.js";

export type { Caption } from "../kernel/scenario.js";
export { captionText };

/** One step of a narrated scenario. */
export interface ScenarioStep {
  caption: Caption;
  /** Actions this step applies (none: the caption speaks about the position as it is). */
  actions?: CardsAction[];
}

export interface Scenario extends CardsOptions {
  title?: string | Caption;
  description?: string | Caption;
  /** Actions applied in order after setup (in a narrated scenario: before its first step). */
  actions?: CardsAction[];
  steps?: ScenarioStep[];
}

/** One step as shown: the game after it and what to say. */
export interface ScenarioFrame {
  readonly index: number;
  readonly state: CardsState;
  readonly caption: Caption;
}

export interface ReplayResult {
  readonly state: CardsState;
  readonly applied: number;
  readonly error?: RuleError & { readonly index: number };
}

function parseScenario(input: string | Scenario): Scenario {
  const read = readScenario(input);
  if ("problem" in read) throw new Refusal("BAD_OPTIONS", read.problem);
  const s = read.scenario;
  s.steps?.forEach((step: unknown, i) => {
    const st = step as ScenarioStep | null;
    if (typeof st !== "object" || st === null || Array.isArray(st)) throw new Refusal("BAD_OPTIONS", `Scenario step ${i + 1}: a step is an object.`);
    if (!isCaption(st.caption)) throw new Refusal("BAD_OPTIONS", `Scenario step ${i + 1}: caption must be an object of texts with an English one (en).`);
    if (st.actions !== undefined && !Array.isArray(st.actions)) throw new Refusal("BAD_OPTIONS", `Scenario step ${i + 1}: actions must be a list.`);
  });
  return s;
}

/** Every action of a scenario in order: its `actions`, then each step's. */
export function scenarioActions(scenario: Scenario): CardsAction[] {
  return [...(scenario.actions ?? []), ...(scenario.steps ?? []).flatMap((s) => s?.actions ?? [])];
}

/** Sets up the scenario's game and applies its actions (then its steps'), stopping at the first refusal. */
export function replay(scenario: Scenario): ReplayResult {
  return applyInOrder(createGame(scenario), scenarioActions(scenario), applyAction);
}

function applyOrThrow(state: CardsState, actions: readonly unknown[], where: string): CardsState {
  const r = applyInOrder(state, actions, applyAction);
  if (r.error) throw new Refusal(r.error.code, `${where}, action ${r.error.index + 1}: ${r.error.message}`);
  return r.state;
}

/**
 * A narrated scenario step by step: the game after each step with its caption. Throws a Refusal
 * (BAD_OPTIONS, or the refused action's code naming its step). Without steps: one frame, its end.
 */
export function narrate(input: string | Scenario): ScenarioFrame[] {
  const scenario = parseScenario(input);
  let state = applyOrThrow(createGame(scenario), scenario.actions ?? [], "Scenario");
  if (!scenario.steps) {
    const title = scenario.title;
    return [{ index: 0, state, caption: typeof title === "object" ? title : { en: title ?? "" } }];
  }
  return scenario.steps.map((step, index) => {
    state = applyOrThrow(state, step.actions ?? [], `Scenario step ${index + 1}`);
    return { index, state, caption: step.caption };
  });
}

/** The game at a scenario's end. Throws a Refusal (BAD_OPTIONS or the refused action's code) if it does not load. */
export function loadScenario(input: string | Scenario): CardsState {
  const frames = narrate(input);
  return frames[frames.length - 1]!.state;
}
