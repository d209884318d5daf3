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

/** A scenario (JSON text or an object) of the shape every game's share (../kernel/scenario.ts); else throws a Refusal BAD_OPTIONS. */
function shapeOf(input: string | Scenario): Scenario {
  const read = readScenario(input);
  if ("problem" in read) throw new Refusal("BAD_OPTIONS", read.problem);
  return read.scenario;
}

/**
 * A scenario (JSON text or an object) checked for narrating: its shape (title, actions, steps, no
 * hole in the steps) and each step's caption. Throws a Refusal BAD_OPTIONS saying what is wrong.
 */
function parseScenario(input: string | Scenario): Scenario {
  const s = shapeOf(input);
  const steps: readonly unknown[] = s.steps ?? [];
  for (let i = 0; i < steps.length; i++) {
    if (!isCaption((steps[i] as ScenarioStep).caption)) throw new Refusal("BAD_OPTIONS", `Scenario step ${i + 1}: caption must be an object of texts with an English one (en).`);
  }
  return s;
}

/** Every action of a scenario in order: its `actions`, then each step's. Throws a Refusal BAD_OPTIONS for what is not a scenario. */
export function scenarioActions(scenario: Scenario): CardsAction[] {
  const s = shapeOf(scenario);
  return [...(s.actions ?? []), ...(s.steps ?? []).flatMap((step) => step.actions ?? [])];
}

/**
 * Sets up the scenario's game and applies its actions (then its steps'), stopping at the first
 * refusal. Throws a Refusal BAD_OPTIONS for what is not a scenario, or options it cannot play.
 */
export function replay(scenario: Scenario): ReplayResult {
  const s = shapeOf(scenario);
  return applyInOrder(createGame(s), scenarioActions(s), applyAction);
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
    return [{ index: 0, state, caption: isCaption(title) ? title : { en: typeof title === "string" ? title : "" } }];
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
