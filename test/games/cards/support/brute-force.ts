/**
 * Deduction the slow, obvious way, for tests: every deal of the black cards (identities and codes
 * each a permutation over the four agent seats), kept when it fits every line of the viewer's clue
 * sheet, its own secret and the end's reveal; probabilities are shares of the deals kept.
 * Independent of src/games/cards/deal-space.ts.
 */
import type { AgentSeat, Card, CardsView, Code, Identity, Secret } from "../../../../src/games/cards/types.js";

const SEATS: readonly AgentSeat[] = ["red", "blue", "green", "yellow"];
const IDS: readonly Identity[] = ["F", "B", "Z", "X"];
const TEAM: Readonly<Record<Identity, Identity>> = { F: "B", B: "F", Z: "X", X: "Z" };

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

const isTrue = (c: Card, s: Secret) => (typeof c === "number" ? c === s.code : c === s.identity);

export interface Brute {
  deals: number;
  identity: Record<AgentSeat, Record<Identity, number>>;
  code: Record<AgentSeat, Record<Code, number>>;
  partner: Partial<Record<AgentSeat, number>>;
  combinations: Map<string, number>;
  declarations: Map<string, number>;
}

export function bruteForce(view: CardsView): Brute {
  const mine = view.you?.secret && view.you.role !== "ambassador" ? (view.you.seat as AgentSeat) : null;
  const kept: Record<AgentSeat, Secret>[] = [];
  for (const ids of permutations(IDS)) {
    for (const codes of permutations(view.codes)) {
      const deal = Object.fromEntries(SEATS.map((s, i) => [s, { identity: ids[i]!, code: codes[i]! }])) as Record<AgentSeat, Secret>;
      if (mine && (deal[mine].identity !== view.you!.secret!.identity || deal[mine].code !== view.you!.secret!.code)) continue;
      let ok = true;
      for (const line of view.sheet) {
        if (line.from === mine) continue;
        const trueCards = line.cards.filter((c) => isTrue(c, deal[line.from])).length;
        if (line.cards.length === 2 ? trueCards !== 1 : trueCards !== 1) { ok = false; break; }
      }
      if (ok && view.reveal) ok = SEATS.every((s) => deal[s].identity === view.reveal!.secrets[s].identity && deal[s].code === view.reveal!.secrets[s].code);
      if (ok) kept.push(deal);
    }
  }
  const n = kept.length;
  const identity = {} as Brute["identity"], code = {} as Brute["code"], partner: Brute["partner"] = {};
  for (const s of SEATS) {
    identity[s] = { F: 0, B: 0, Z: 0, X: 0 };
    code[s] = Object.fromEntries(view.codes.map((c) => [c, 0]));
    for (const d of kept) {
      identity[s][d[s].identity] += 1 / n;
      code[s][d[s].code]! += 1 / n;
    }
  }
  const combinations = new Map<string, number>(), declarations = new Map<string, number>();
  for (const d of kept) {
    const combo = IDS.map((i) => SEATS.map((s) => d[s]).find((x) => x.identity === i)!.code).join("-");
    combinations.set(combo, (combinations.get(combo) ?? 0) + 1 / n);
    const p = mine ? SEATS.find((s) => d[s].identity === TEAM[d[mine].identity])! : null;
    const key = `${p ?? "-"}:${combo}`;
    declarations.set(key, (declarations.get(key) ?? 0) + 1 / n);
  }
  if (mine) for (const s of SEATS) if (s !== mine) partner[s] = kept.filter((d) => d[s].identity === TEAM[d[mine].identity]).length / n;
  return { deals: n, identity, code, partner, combinations, declarations };
}
