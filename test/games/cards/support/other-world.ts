/**
 * Another referee state that a seat cannot tell from the real one: every black card the seat has
 * not seen is dealt otherwise (another deal that fits its clue sheet, the real one only if none
 * other does), every face-down pile is in another order and the RNG is another. A view-only bot
 * or deduction must answer the same in both.
 */
import type { AgentSeat, CardsState, CardsView, Secret, Seat, TileHolder } from "../../../../src/games/cards/index.js";

const SEATS: readonly AgentSeat[] = ["red", "blue", "green", "yellow"];
const IDS = ["F", "B", "Z", "X"] as const;

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}
const isTrue = (c: string | number, s: Secret) => (typeof c === "number" ? c === s.code : c === s.identity);

/** The deals of black cards that fit everything `view` has seen, the real one last. */
export function dealsFitting(view: CardsView, real: Readonly<Record<AgentSeat, Secret>>): Record<AgentSeat, Secret>[] {
  const out: Record<AgentSeat, Secret>[] = [];
  const mine = view.you?.secret ? (view.you.seat as AgentSeat) : null;
  for (const ids of permutations(IDS)) for (const codes of permutations(view.codes)) {
    const deal = Object.fromEntries(SEATS.map((s, i) => [s, { identity: ids[i]!, code: codes[i]! }])) as Record<AgentSeat, Secret>;
    if (mine && (deal[mine].identity !== real[mine].identity || deal[mine].code !== real[mine].code)) continue;
    if (!view.sheet.every((l) => l.from === mine || l.cards.filter((c) => isTrue(c, deal[l.from])).length === 1)) continue;
    if (SEATS.every((s) => deal[s].identity === real[s].identity && deal[s].code === real[s].code)) continue;
    out.push(deal);
  }
  out.push({ ...real });
  return out;
}

/** The real state with what `seat` has not seen changed (`pick` chooses among the fitting deals). */
export function otherWorld(state: CardsState, view: CardsView, pick = 0): CardsState {
  const deals = dealsFitting(view, state.secrets);
  const secrets = deals[pick % deals.length]!;
  const tiles = { ...state.tiles } as Record<TileHolder, CardsState["tiles"][TileHolder]>;
  for (const h of Object.keys(tiles) as TileHolder[]) tiles[h] = { ...tiles[h], pile: tiles[h].pile.slice().reverse() };
  // Private parts of the log addressed to others: their cards are the real deal's, which the seat never sees.
  return { ...state, secrets, tiles, rng: { a: 1, b: 2, c: 3, d: 4 }, seed: "another seed" };
}

export type { Seat };
