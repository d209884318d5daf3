/**
 * Scenarios: a game's starting position and a list of actions, as JSON. Review sites show a rule
 * with one; tests replay the rulebook's examples with them.
 */
import { Refusal, type RuleError } from "./errors.js";
import { applyAction } from "./referee.js";
import { createGame, type GameOptions } from "./setup.js";
import type { Action, GameState } from "./types.js";

export interface Scenario extends GameOptions {
  /** A title for people (optional). */
  title?: string;
  /** What the scenario shows (optional). */
  description?: string;
  /** Actions applied in order after setup. */
  actions?: Action[];
}

export interface ReplayResult {
  readonly state: GameState;
  /** How many actions were applied. */
  readonly applied: number;
  /** The first refusal, with the index of the refused action; replay stops there. */
  readonly error?: RuleError & { readonly index: number };
}

/** Sets up the scenario's game and applies its actions, stopping at the first refusal. */
export function replay(scenario: Scenario): ReplayResult {
  let state = createGame(scenario);
  const actions = scenario.actions ?? [];
  for (let i = 0; i < actions.length; i++) {
    const r = applyAction(state, actions[i]);
    if (!r.ok) return { state, applied: i, error: { ...r.error, index: i } };
    state = r.state;
  }
  return { state, applied: actions.length };
}

/**
 * Parses a scenario (a JSON string or an object) and returns the game at its end.
 * Throws a Refusal (code BAD_OPTIONS or the refused action's code) if it does not load.
 */
export function loadScenario(input: string | Scenario): GameState {
  let scenario: Scenario;
  try {
    scenario = typeof input === "string" ? (JSON.parse(input) as Scenario) : input;
  } catch {
    throw new Refusal("BAD_OPTIONS", "The scenario is not valid JSON.");
  }
  if (typeof scenario !== "object" || scenario === null || Array.isArray(scenario)) throw new Refusal("BAD_OPTIONS", "A scenario is a JSON object.");
  if (scenario.actions !== undefined && !Array.isArray(scenario.actions)) throw new Refusal("BAD_OPTIONS", "actions must be a list.");
  const r = replay(scenario);
  if (r.error) {
    throw new Refusal(r.error.code, `Scenario action ${r.error.index + 1}: ${r.error.message}`);
  }
  return r.state;
}

