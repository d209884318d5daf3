/** An agent bot's own turn: moving, what to do at a meeting, where to expel. */
import type { Rng } from "../../kernel/rng.js";
import { figureOwner, type Action, type AgentSeat } from "../types.js";
import type { SeatView } from "../view.js";
import { best, type Of } from "./board-sense.js";
import { potential, stopsWherePassingOnly, violations, type Knowledge } from "./knowledge.js";

// ---------------------------------------------------------------------------------------------
// Agent turns

/** The legal steps of movement, one per figure and target: the same step can often be made with several balls, so keep the least versatile ball (white last). */
export function stepsOf(view: SeatView): Of<"move">[] {
  const byStep = new Map<string, Of<"move">>();
  for (const a of view.legal) {
    if (a.type !== "move") continue;
    const key = `${a.figure}>${a.to}`, had = byStep.get(key);
    if (!had || (view.turn.roll[had.ball] === "white" && view.turn.roll[a.ball] !== "white")) byStep.set(key, a);
  }
  return [...byStep.values()];
}

export function chooseMove(view: SeatView, k: Knowledge, rng: Rng): Action {
  const legal = view.legal;
  const me = view.you!.seat;
  const moves = stepsOf(view);
  const end = legal.find((a) => a.type === "endMovement");
  const now = violations(me, view.positions);
  const here = potential(view, k);
  const scored = moves.map((a) => {
    return { a, bad: violations(me, view.positions, a.figure, a.to) + (stopsWherePassingOnly(view, me, a) ? 1 : 0), gain: here - potential(view, k, a.figure, a.to) };
  });
  const clean = scored.filter((s) => s.bad <= now);
  if (clean.length) {
    const top = best(clean, (s) => (now - s.bad) * 100 + s.gain, rng);
    if (!end || top.bad < now || top.gain > 1e-6) return top.a;
  }
  if (end) return end;
  // Only reachable from an illegal position that no clean step improves: any step but undo.
  if (scored.length) return best(scored, (s) => -s.bad, rng).a;
  return legal.find((a) => a.type === "undo") ?? rng.pick(legal);
}

/** What asking this seat this kind of question would teach us (0: nothing). */
export function askValue(k: Knowledge, seat: AgentSeat, kind: "identity" | "build"): number {
  const ids = k.d.identities[seat]?.length ?? 4, builds = k.d.builds[seat]?.length ?? 4;
  const letterOpen = (k.d.missions[seat]?.length ?? 4) > 1 ? k.partnerShare.get(seat) ?? 0 : 0;
  if (kind === "identity") return ids > 1 ? 2 * (ids - 1) + 0.5 : letterOpen > 0.99 ? 1 : builds > 1 ? 0.2 : 0;
  return builds > 1 ? builds - 1 : 0;
}

export function chooseMeeting(view: SeatView, k: Knowledge, rng: Rng): Action | null {
  const asks = view.legal.filter((a): a is Of<"ask"> => a.type === "ask");
  const steps = view.legal.filter((a): a is Of<"extraStep"> => a.type === "extraStep");
  if (!asks.length && !steps.length) return null;
  const value = (a: Of<"ask">) => {
    const seat = a.target ?? figureOwner(a.met);
    return seat ? askValue(k, seat, a.kind) : 0;
  };
  const ask = asks.length ? best(asks, value, rng) : null;
  if (ask && (value(ask) > 0 || !steps.length)) return ask;
  return best(steps, (a) => -potential(view, k, a.own, a.to), rng);
}

export function chooseExpel(view: SeatView, k: Knowledge | null, expels: readonly Of<"expel">[], rng: Rng): Action {
  const p = view.turn.pending;
  const figure = p?.kind === "expel" ? p.figure : undefined;
  if (!figure || !k) return rng.pick(expels);
  return best(expels, (a) => -potential(view, k, figure, a.to), rng);
}