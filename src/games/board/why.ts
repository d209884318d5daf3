/**
 * Why a seat is certain of something: the fewest of its observations (its own cards, sets shown
 * to it) that together rule a value out, or, for a value that is certain, rule every other one out.
 * Computed on demand (for the notebook's "why"), from the seat's view only.
 */
import { deduce, fits, worldsOf, type World } from "./deduction.js";
import { BUILDS, IDENTITIES, type AgentSeat, type Build, type Identity } from "./types.js";
import type { NotebookEntry, SeatView } from "./view.js";
import { observationsOf } from "./probabilities.js";

export type Reason =
  /** The viewer's own secret cards (e.g. "Yellow cannot be Agent X: you are Agent X"). */
  | { readonly kind: "own" }
  /** A set `seat` showed (to the viewer, or overheard through the Ambassador): one card is true. */
  | { readonly kind: "shown"; readonly seat: AgentSeat; readonly entry: NotebookEntry };

export interface Explanation {
  /** "certain": the seat has this value in every deal left; "excluded": in none. */
  readonly verdict: "certain" | "excluded";
  readonly reasons: readonly Reason[];
}

interface Constraint {
  readonly reason: Reason;
  readonly test: (w: World) => boolean;
}

/**
 * Why `seat`'s identity or build is certainly `value` or certainly not; null while it is open.
 * The reasons are a minimal set (no reason can be left out) found greedily, oldest kept first.
 */
export function explain(view: SeatView, seat: AgentSeat, aspect: "identity" | "build", value: Identity | Build): Explanation | null {
  const d = deduce(view);
  const has = (w: World) => (aspect === "identity" ? w.identity[seat] : w.build[seat]) === value;
  const n = d.worlds.filter(has).length;
  if (n !== 0 && n !== d.worlds.length) return null;
  const verdict = n === 0 ? "excluded" : "certain";
  const constraints: Constraint[] = [];
  const me = view.you;
  if (me) constraints.push({ reason: { kind: "own" }, test: (w) => w.identity[me.seat] === me.secret.identity && w.build[me.seat] === me.secret.build });
  for (const o of observationsOf(view)) constraints.push({ reason: { kind: "shown", seat: o.seat, entry: o.entry }, test: (w) => fits(w, o.seat, o.entry) });
  const all = worldsOf(view.agents);
  // The values to rule out: this one (excluded), or every other one (certain).
  const others = (aspect === "identity" ? IDENTITIES : BUILDS).filter((v) => v !== value);
  const ruledOut = (kept: readonly Constraint[]) => all.every((w) => {
    if (!kept.every((c) => c.test(w))) return true;
    const v = aspect === "identity" ? w.identity[seat] : w.build[seat];
    return verdict === "excluded" ? v !== value : !others.includes(v as never);
  });
  let kept = constraints.slice();
  for (let i = kept.length - 1; i >= 0; i--) {
    const without = kept.filter((_, j) => j !== i);
    if (ruledOut(without)) kept = without;
  }
  return { verdict, reasons: kept.map((c) => c.reason) };
}
