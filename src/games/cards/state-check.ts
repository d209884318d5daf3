/**
 * The thorough check of a card game state that comes from elsewhere — a save, a caller's JSON —
 * before a table trusts it (the kernel's `Game.isState`, which src/net/save-format.ts asks). The
 * referee's own entry check (./guards.ts `stateProblem`) is a quick one, run at every call on
 * states the rules made; this one is run once on a state read from outside: after the quick check,
 * its game is set up from the options its history keeps and every action of that history replayed
 * with the referee, and the state is one only if that reproduces it exactly — every field, the
 * piles' hidden order, the sealed choices, the random source and the log included. So any edit is
 * found, not only those that would break the rules, and nothing the rules then read can be missing
 * or of another shape.
 *
 * Every card game state keeps its history (`createGame` starts it, the referee extends it): one
 * without is not a state of ours, whatever else it holds (its hidden parts could not be checked).
 * Never throws.
 */
import { sameData } from "../kernel/plain.js";
import { ruleError, type RuleError } from "./errors.js";
import { stateProblem } from "./guards.js";
import { cardsRecording } from "./record.js";
import { applyAction } from "./referee.js";
import { createGame } from "./setup.js";
import type { CardsOptions, CardsState } from "./types.js";

const notState = (why: string): RuleError => ruleError("NOT_A_STATE", `That is not a card game state: ${why}.`);

/** Why the state's history does not replay to it exactly, or null. */
function replayProblem(state: CardsState): string | null {
  const h = state.history;
  if (typeof h !== "object" || h === null || !Array.isArray(h.actions)) return "it keeps no history to check it by";
  // Every action logs at least one event: a history longer than the log is not this game's (and is not replayed).
  if (!Array.isArray(state.log) || h.actions.length >= state.log.length) return "its history is longer than its log";
  let s: CardsState;
  try {
    s = createGame(h.options as CardsOptions);
  } catch {
    return "its history's options set up no game";
  }
  for (let i = 0; i < h.actions.length; i++) {
    const action = cardsRecording.decode(h.actions[i], s.seats);
    if (action === null) return `its history's action ${i + 1} is not one`;
    const r = applyAction(s, action);
    if (!r.ok) return `its history's action ${i + 1} is refused (${r.error.code})`;
    s = r.state;
  }
  return sameData(s, state) ? null : "it is not the game its history replays to";
}

/** Why `x` is not a card game state to trust (a save's, a caller's): NOT_A_STATE saying why, or null. */
export function fullStateProblem(x: unknown): RuleError | null {
  try {
    const quick = stateProblem(x);
    if (quick) return quick;
    const replay = replayProblem(x as CardsState);
    return replay ? notState(replay) : null;
  } catch {
    // A getter that throws, a proxy, a value nested too deep to compare: not a state.
    return notState("it cannot be read");
  }
}
