/** Sets (C6.2) and the no-repeat rule with its start-over (C6.3, C6.4). */
import { refuse } from "./errors.js";
import type { Draft } from "./state.js";
import {
  IDENTITIES, isIdentity, isTrueCard,
  type AgentSeat, type Card, type CardSet, type CardsState, type Seat, type SetRecord,
} from "./types.js";

/** A seat's 8 coloured cards (C2.2): its four identity cards, then its four code cards. */
export function handOf(state: Pick<CardsState, "codes">): Card[] {
  return [...IDENTITIES, ...state.codes];
}

/** Whether `c` is one of the coloured cards of this edition. */
export function isCard(state: Pick<CardsState, "codes">, c: unknown): c is Card {
  return isIdentity(c) || (typeof c === "number" && state.codes.includes(c));
}

/** A set in its one written order (identity cards before code cards, each in hand order). */
export function canonical(state: Pick<CardsState, "codes">, cards: readonly Card[]): CardSet {
  const hand = handOf(state);
  const [a, b] = cards as [Card, Card];
  return hand.indexOf(a) <= hand.indexOf(b) ? [a, b] : [b, a];
}

const same = (x: CardSet, y: CardSet) => x[0] === y[0] && x[1] === y[1];

/** Every set the giver has (C6.2: 2 true × 6 false = 12), canonical. */
export function allSets(state: Pick<CardsState, "codes" | "secrets">, giver: AgentSeat): CardSet[] {
  const secret = state.secrets[giver];
  const hand = handOf(state);
  const out: CardSet[] = [];
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) {
      if (isTrueCard(hand[i]!, secret) !== isTrueCard(hand[j]!, secret)) out.push([hand[i]!, hand[j]!]);
    }
  }
  return out;
}

export function recordOf(state: Pick<CardsState, "records">, giver: AgentSeat, receiver: Seat): SetRecord {
  return state.records[giver]?.[receiver] ?? { sets: [] };
}

/** Whether this set may go from giver to receiver now (C6.3; C6.4 once all 12 have been shown). */
export function repeats(state: Pick<CardsState, "records" | "codes">, giver: AgentSeat, receiver: Seat, set: CardSet): boolean {
  const { sets } = recordOf(state, giver, receiver);
  if (sets.length >= 12) return same(sets[sets.length - 1]!, set);
  return sets.some((s) => same(s, set));
}

/** The sets the giver may show the receiver now. */
export function legalSets(state: Pick<CardsState, "codes" | "secrets" | "records">, giver: AgentSeat, receiver: Seat): CardSet[] {
  return allSets(state, giver).filter((s) => !repeats(state, giver, receiver, s));
}

/** Checks a set (C6.2–C6.4, C14.1); throws the refusal, or gives the set in canonical order. */
export function checkSet(state: CardsState, giver: AgentSeat, receiver: Seat, cards: readonly unknown[]): CardSet {
  if (!cards.every((c) => isCard(state, c))) refuse("UNKNOWN_CARD");
  const [a, b] = cards as [Card, Card];
  if (a === b) refuse("SAME_CARD");
  const secret = state.secrets[giver];
  if (isTrueCard(a, secret) === isTrueCard(b, secret)) refuse("NOT_ONE_TRUE");
  const set = canonical(state, [a, b]);
  if (repeats(state, giver, receiver, set)) refuse("REPEATED_SET");
  return set;
}

/** Records a set shown (C6.3); the record starts over with it once all 12 had been shown (C6.4). */
export function recordSet(d: Draft, giver: AgentSeat, receiver: Seat, set: CardSet): void {
  const { sets } = recordOf(d, giver, receiver);
  const next: SetRecord = { sets: sets.length >= 12 ? [set] : [...sets, set] };
  const mine: Partial<Record<Seat, SetRecord>> = { ...(d.records[giver] ?? {}) };
  mine[receiver] = next;
  const records: Draft["records"] = { ...d.records };
  (records as Partial<Record<AgentSeat, Partial<Record<Seat, SetRecord>>>>)[giver] = mine;
  d.records = records;
}
