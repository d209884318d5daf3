/** Match play in tests: the match's current game played to its end by the card game's random bot. */
import { applyMatchAction, randomAction, viewFor, waitingOn, type MatchState, type Rng } from "../../../../src/games/cards/index.js";

export function playMatchGame(m: MatchState, rng: Rng): MatchState {
  while (!m.current.result) {
    const seat = waitingOn(m.current)[0]!;
    const r = applyMatchAction(m, randomAction(viewFor(m.current, seat), rng)!);
    if (!r.ok) throw new Error(r.error.code);
    m = r.match;
  }
  return m;
}
