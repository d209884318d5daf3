/** Which answer the answer reveal shows to the seat at the screen (the shell asks before it loads the reveal). */
import type { AgentSeat, QuestionKind, Seat, SeatView, ShownCard } from "../../games/board/index.js";

/** Who the viewer is to an answer: it asked, it answered, it saw the cards through the Ambassador, or it only saw the count. */
export type RevealRole = "asker" | "answerer" | "observer" | "other";

export interface Reveal {
  readonly seq: number;
  readonly asker: Seat;
  readonly answerer: AgentSeat;
  readonly kind: QuestionKind;
  readonly via: "figure" | "ambassador";
  readonly count: number;
  /** The cards, for the seats entitled to them; null for everyone else. */
  readonly cards: readonly ShownCard[] | null;
  readonly role: RevealRole;
}

/**
 * The newest answer of this turn the viewer has not acknowledged (`after` is the last acknowledged
 * event number), or null. Answers of earlier turns are history: the notebook and log hold them.
 */
export function revealFor(view: SeatView, after: number): Reveal | null {
  for (let i = view.log.length - 1; i >= 0; i--) {
    const ev = view.log[i]!;
    if (ev.seq <= after) return null;
    if (ev.type !== "answered" || ev.turn !== view.turn.number) continue;
    const d = ev.data as { asker: Seat; answerer: AgentSeat; kind: QuestionKind; via: "figure" | "ambassador"; count: number };
    const mine = (ev.mine ?? (ev.private as Record<string, unknown> | undefined)?.[view.viewer]) as { cards?: ShownCard[] } | undefined;
    const cards = mine?.cards ?? null;
    const role: RevealRole = view.viewer === d.asker ? "asker" : view.viewer === d.answerer ? "answerer" : cards ? "observer" : "other";
    return { seq: ev.seq, asker: d.asker, answerer: d.answerer, kind: d.kind, via: d.via, count: d.count, cards: role === "other" ? null : cards, role };
  }
  return null;
}
