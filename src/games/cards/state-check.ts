/**
 * The thorough check of a card game state that comes from elsewhere — a save, a caller's JSON —
 * before a table trusts it (the kernel's `Game.isState`, which src/net/save-format.ts asks). The
 * referee's own entry check (./guards.ts `stateProblem`) is a quick one, run at every call on
 * states the rules made; this one is run once on a state read from outside:
 *
 * 1. the quick check, then the state's full shape, field by field and the fields against each
 *    other (./state-shape.ts);
 * 2. where the state keeps its history (every state made since records: the options it was created
 *    with and every action applied), its game is set up from those options and every action replayed
 *    with the referee: the state is one only if that reproduces it exactly — every field, the piles'
 *    hidden order, the sealed choices, the random source and the log included. So any edit is
 *    found, not only those that would break the rules.
 *
 * A state without history (from before records) is checked by its shape alone. Never throws.
 */
import { ruleError, type RuleError } from "./errors.js";
import { stateProblem } from "./guards.js";
import { cardsRecording } from "./record.js";
import { applyAction } from "./referee.js";
import { createGame } from "./setup.js";
import { sameData, stateShapeProblem } from "./state-shape.js";
import type { CardsOptions, CardsState } from "./types.js";

const notState = (why: string): RuleError => ruleError("NOT_A_STATE", `That is not a card game state: ${why}.`);

/** Why the state's history does not replay to it exactly, or null (the state's shape already checked). */
function replayProblem(state: CardsState): string | null {
  const h = state.history!;
  // Every action logs at least one event: a history longer than the log is not this game's (and is not replayed).
  if (h.actions.length >= state.log.length) return "its history is longer than its log";
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

/**
 * Why `x` is not a card game state to trust (a save's, a caller's): NOT_A_STATE saying why, or
 * null. Its full shape, then the replay of its own history (see above).
 */
export function fullStateProblem(x: unknown): RuleError | null {
  try {
    const quick = stateProblem(x);
    if (quick) return quick;
    const shape = stateShapeProblem(x);
    if (shape) return notState(shape);
    const state = x as CardsState;
    const replay = state.history === undefined ? null : replayProblem(state);
    return replay ? notState(replay) : null;
  } catch {
    // A getter that throws, a proxy: not a state.
    return notState("it cannot be read");
  }
}
