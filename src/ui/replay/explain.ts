/**
 * Why a declaration was right or wrong, from the facts each seat had: the chance each seat gave it,
 * worked out by the game's own deduction from that seat's view just before the declaration (the
 * same numbers its notebook or clue sheet showed then). Pure; the viewer puts it into words.
 */
import { deduce as deduceBoard } from "../../games/board/deduction.js";
import { PARTNER as BOARD_PARTNER, type AgentSeat as BoardAgent, type GameState, type Identity } from "../../games/board/types.js";
import type { SeatView } from "../../games/board/view.js";
import { deduce as deduceCards } from "../../games/cards/deduction.js";
import type { CardsState, CardsView } from "../../games/cards/types.js";
import type { ReplaySource } from "./replay-source.js";

/** One seat's view of the declaration just before it was made: the chance it was right (null: nothing to weigh). */
export interface Belief {
  readonly seat: string;
  readonly chance: number | null;
}

export interface DeclarationFacts {
  readonly step: number;
  readonly declarer: string;
  /** The partner named (null: the 3-player "alone", or the card game's Ambassador player). */
  readonly partner: string | null;
  /** The card game's combination declared (codes F, B, Z, X), else null. */
  readonly combination: readonly number[] | null;
  /** Whether the declaration's claim (the partner, or being alone; the card game: partner and combination) was true. */
  readonly right: boolean;
  /** The game's reason code for the end. */
  readonly reason: string;
  readonly winners: readonly string[];
  readonly beliefs: readonly Belief[];
}

const safe = <T>(f: () => T): T | null => {
  try {
    return f();
  } catch {
    return null;
  }
};

/** The board game: the chance, for each seat, that the declarer's partner was the one named (or nobody, declaring alone). */
function boardFacts(source: ReplaySource, step: number): DeclarationFacts | null {
  const end = source.stateAt(source.count - 1) as GameState;
  const result = end.result;
  const declared = end.log.find((e) => e.type === "declared");
  if (!result || !declared) return null;
  const declarer = declared.data.seat as BoardAgent;
  const partner = (declared.data.partner as BoardAgent | undefined) ?? null;
  const holderOf = (ids: Readonly<Partial<Record<BoardAgent, Identity>>>, id: Identity) =>
    (Object.keys(ids) as BoardAgent[]).find((s) => ids[s] === id) ?? null;
  const truth = end.secrets;
  const ids = Object.fromEntries(Object.entries(truth).map(([k, v]) => [k, v!.identity])) as Partial<Record<BoardAgent, Identity>>;
  const trueHolder = holderOf(ids, BOARD_PARTNER[truth[declarer]!.identity]);
  const before = source.stateAt(step - 1) as GameState;
  const beliefs = end.seats.map((seat): Belief => {
    const chance = safe(() => {
      const view = source.game.viewFor(before, seat) as SeatView;
      const d = deduceBoard(view);
      let right = 0, total = 0;
      d.worlds.forEach((w, i) => {
        const ids: Partial<Record<BoardAgent, Identity>> = { ...w.identity };
        if (view.you) ids[view.you.seat] = view.you.secret.identity;
        const mine = ids[declarer];
        if (!mine) return;
        const weight = d.weights[i] ?? 0;
        total += weight;
        if (holderOf(ids, BOARD_PARTNER[mine]) === partner) right += weight;
      });
      return total > 0 ? right / total : null;
    });
    return { seat, chance };
  });
  return { step, declarer, partner, combination: null, right: trueHolder === partner, reason: result.reason, winners: result.winners, beliefs };
}

/** The card game: the chance, for each seat that plays, of the declaration (the declarer: partner and combination; others: the combination). */
function cardsFacts(source: ReplaySource, step: number): DeclarationFacts | null {
  const end = source.stateAt(source.count - 1) as CardsState;
  const dec = end.result?.declaration;
  if (!end.result || !dec) return null;
  const before = source.stateAt(step - 1) as CardsState;
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const beliefs = end.seats.filter((s) => end.roles[s] !== "blind").map((seat): Belief => {
    const chance = safe(() => {
      const d = deduceCards(source.game.viewFor(before, seat) as CardsView);
      if (seat === dec.declarer) return d.declarations.find((x) => x.partner === dec.partner && same(x.combination, dec.combination))?.p ?? 0;
      return d.combinations.find((x) => same(x.combination, dec.combination))?.p ?? 0;
    });
    return { seat, chance };
  });
  return {
    step, declarer: dec.declarer, partner: dec.partner, combination: [...dec.combination], right: dec.right,
    reason: end.result.reason, winners: end.result.winners, beliefs,
  };
}

/** The facts of the declaration at `step` (a "declared" moment), or null for a game that ended otherwise. */
export function declarationFacts(source: ReplaySource, step: number | null): DeclarationFacts | null {
  if (step === null || step < 1) return null;
  return safe(() => (source.kind === "board" ? boardFacts(source, step) : cardsFacts(source, step)));
}
