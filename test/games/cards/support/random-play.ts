/** Seeded random play for the card game's property tests: every state along a game, with the action that led there. */
import {
  Rng, createGame, legalActions, seedRng, waitingOn, applyAction,
  type CardsAction, type CardsOptions, type CardsState,
} from "../../../../src/games/cards/index.js";

export interface Step {
  readonly state: CardsState;
  /** The action that led to `state` (null for the first). */
  readonly action: CardsAction | null;
}

/**
 * Plays a game with seeded random legal actions: any waiting seat (several during a sealed choice)
 * acts, choosing among its legal actions (those its view lists); declarations only with `declare`
 * (then 1 time in `declare`). Calls `visit` with every state.
 */
export function playRandom(options: CardsOptions, botSeed: string, declare: number | null, visit: (step: Step) => void): CardsState {
  const rng = new Rng(seedRng(botSeed));
  let state = createGame(options);
  visit({ state, action: null });
  while (!state.result) {
    const seats = waitingOn(state);
    const seat = seats[rng.int(seats.length)]!;
    const legal = legalActions(state, seat);
    const quiet = legal.filter((a) => a.type !== "declare");
    const pool = declare !== null && (quiet.length === 0 || rng.int(declare) === 0) ? legal : quiet;
    const action = rng.pick(pool);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} ${r.error.code}`);
    state = r.state;
    visit({ state, action });
  }
  return state;
}
