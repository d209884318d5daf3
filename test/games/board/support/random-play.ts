/** Random legal play for property tests and the benchmark: bots choose uniformly among legal actions. */
import { applyAction, createGame, legalActions, waitingFor, Rng, seedRng } from "../../../../src/games/board/index.js";
import type { Action, GameOptions, GameState } from "../../../../src/games/board/index.js";

export interface PlayOptions extends GameOptions {
  /** Seed of the bots' own choices. */
  botSeed: string;
  /** At most this many actions. */
  maxActions?: number;
  /** Declarations are left out of the choice before this turn (to reach deep positions). */
  declareFromTurn?: number;
  /** Called after every applied action. */
  onStep?: (state: GameState, action: Action, previous: GameState) => void;
}

export interface Played {
  readonly state: GameState;
  readonly actions: Action[];
}

export function playRandomGame(o: PlayOptions): Played {
  let state = createGame(o);
  const rng = new Rng(seedRng(o.botSeed));
  const actions: Action[] = [];
  const max = o.maxActions ?? 5000;
  while (!state.result && actions.length < max) {
    const seat = waitingFor(state);
    if (!seat) throw new Error("nobody to act in a running game");
    let legal = legalActions(state, seat);
    if (legal.length === 0) throw new Error(`no legal action for ${seat} at ${JSON.stringify(state.turn)}`);
    if (o.declareFromTurn !== undefined && state.turn.number < o.declareFromTurn) {
      const calm = legal.filter((a) => a.type !== "declare" && a.type !== "declareAlone");
      if (calm.length > 0) legal = calm;
    }
    const action = rng.pick(legal);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} → ${r.error.code}`);
    actions.push(action);
    o.onStep?.(r.state, action, state);
    state = r.state;
  }
  return { state, actions };
}
