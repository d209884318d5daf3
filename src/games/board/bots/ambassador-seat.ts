/** The 5-player Ambassador seat's bot: it walks the Ambassador to whom it has not identified, asks, and seals. */
import { deduce } from "../deduction.js";
import type { Rng } from "../../kernel/rng.js";
import { figureOwner, type Action, type AgentSeat, type SpaceId } from "../types.js";
import type { SeatView } from "../view.js";
import { best, dist, figuresOf, shape, type Of, type Positions } from "./board-sense.js";

// ---------------------------------------------------------------------------------------------
// The Ambassador seat (5 players)

export function ambassadorTurn(view: SeatView, rng: Rng): Action | null {
  const legal = view.legal;
  if (legal.length === 0) return null;
  const d = deduce(view);
  if (!view.sealed && d.worlds.length > 0) {
    const round = view.turn.number / view.players;
    const limit = round < 10 ? 1 : round < 16 ? 2 : round < 24 ? 4 : Infinity;
    if (d.worlds.length <= limit) {
      const w = d.worlds[0]!;
      const guesses = Object.fromEntries(view.agents.map((s) => [s, { identity: w.identity[s]!, build: w.build[s]! }]));
      return { type: "seal", seat: "ambassador", guesses: guesses as Of<"seal">["guesses"] };
    }
  }
  const interest = (s: AgentSeat) => 2 * ((d.identities[s]?.length ?? 4) - 1) + ((d.builds[s]?.length ?? 4) - 1);
  const asks = legal.filter((a): a is Of<"ambassadorAsk"> => a.type === "ambassadorAsk");
  if (asks.length) {
    const p = view.turn.pending;
    const met = p?.kind === "ambassadorQuestion" ? figureOwner(p.met) : null;
    const wantIdentity = !met || (d.identities[met]?.length ?? 4) > 1 || (d.builds[met]?.length ?? 4) === 1;
    return asks.find((a) => (a.kind === "identity") === wantIdentity) ?? asks[0]!;
  }
  // How far the Ambassador at `at` is from the seats still worth asking (lower is better).
  const wanted = (at: SpaceId, positions: Positions) => {
    let sum = 0;
    for (const s of view.agents) {
      const w = interest(s);
      if (w <= 0) continue;
      sum += w * shape(Math.min(...figuresOf(s).map((f) => dist(at, positions[f]))));
    }
    return sum;
  };
  const expels = legal.filter((a): a is Of<"expel"> => a.type === "expel");
  if (expels.length) {
    const p = view.turn.pending;
    const figure = p?.kind === "expel" ? p.figure : undefined;
    const amb = view.positions.ambassador;
    if (!figure || !amb) return rng.pick(expels);
    // Keep a seat still worth asking within reach; send the others away.
    const owner = figureOwner(figure);
    const sign = owner && interest(owner) > 0 ? 1 : -1;
    return best(expels, (a) => -sign * dist(amb, a.to), rng);
  }
  const steps = legal.filter((a): a is Of<"ambassadorStep"> => a.type === "ambassadorStep");
  const end = legal.find((a) => a.type === "endTurn");
  if (steps.length) {
    const here = view.positions.ambassador;
    const now = here ? wanted(here, view.positions) : Infinity;
    const step = best(steps, (a) => -wanted(a.to, view.positions), rng);
    if (!end || wanted(step.to, view.positions) < now) return step;
  }
  return end ?? rng.pick(legal);
}