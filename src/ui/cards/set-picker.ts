/**
 * The two-card exchange picker's logic (C6.2–C6.4), from the seat's view only: which card may be
 * chosen next (only those that can still complete a set of `view.legal`), and why a card or a set is
 * refused ("shown to Blue before", "needs exactly one true card").
 */
import { isTrueCard, type Card, type CardsView, type Seat } from "../../games/cards/types.js";

export type Refusal = { kind: "oneTrue" } | { kind: "shownBefore"; to: Seat };

export interface PickerCard {
  readonly card: Card;
  readonly selected: boolean;
  /** Whether choosing it now can still lead to a legal set. */
  readonly enabled: boolean;
  /** Why not, when not. */
  readonly reason: Refusal | null;
}

const same = (a: readonly Card[], b: readonly Card[]) =>
  a.length === b.length && a.every((c) => b.includes(c));

/** Who receives the set the viewer is to give now (the agent met, or the Ambassador player), or null. */
export function receiverOf(view: CardsView): Seat | null {
  const r = view.round;
  const m = r.meetings[r.current];
  if (!m || !view.you || !view.legal.some((a) => a.type === "give")) return null;
  return m.kind === "exchange" ? m.agents.find((s) => s !== view.you!.seat) ?? null : "ambassador";
}

/** The legal sets of this view. */
export function legalSetsOf(view: CardsView): Card[][] {
  return view.legal.flatMap((a) => (a.type === "give" ? [[...a.cards]] : []));
}

/** Why a two-card set is refused, or null when it is one of the legal sets. */
export function setRefusal(view: CardsView, cards: readonly Card[]): Refusal | null {
  if (legalSetsOf(view).some((s) => same(s, cards))) return null;
  const secret = view.you?.secret;
  if (secret && cards.filter((c) => isTrueCard(c, secret)).length !== 1) return { kind: "oneTrue" };
  return { kind: "shownBefore", to: receiverOf(view) ?? "ambassador" };
}

/** The hand as the picker shows it, given the cards chosen so far (0, 1 or 2). */
export function pickerCards(view: CardsView, chosen: readonly Card[]): PickerCard[] {
  const sets = legalSetsOf(view);
  return (view.you?.hand ?? []).map((card) => {
    const selected = chosen.includes(card);
    if (selected) return { card, selected, enabled: true, reason: null };
    if (chosen.length >= 2) return { card, selected, enabled: false, reason: null };
    const enabled = chosen.length === 0
      ? sets.some((s) => s.includes(card))
      : sets.some((s) => same(s, [chosen[0]!, card]));
    const reason = enabled ? null : chosen.length === 1 ? setRefusal(view, [chosen[0]!, card]) : null;
    return { card, selected, enabled, reason };
  });
}
