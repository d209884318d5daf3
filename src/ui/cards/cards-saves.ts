/**
 * The card game's local saves (solo, hot-seat): the game itself is saved by its `LocalTable` in the
 * save format (version + integrity, checked with the card game's rules on load: src/net/saves.ts);
 * beside it, as the save's `meta`, the match it belongs to (scores, the games so far), without its
 * current game (that is the saved state). Read back with every field checked: a save passed the
 * integrity check, but a match that does not fit its game is dropped (the game still resumes).
 */
import { cardsGame } from "../../games/cards/game.js";
import { withCurrent, type MatchState } from "../../games/cards/match.js";
import type { CardsState, Seat } from "../../games/cards/types.js";
import type { TableStore } from "../../net/local-table.js";
import { loadSave, readLocalSave } from "../../net/saves.js";

/** What a save keeps of the match: all but its current game, and whether that game was already scored. */
export type MatchMeta = Omit<MatchState, "current"> & { readonly scored: boolean };

export function matchMeta(match: MatchState | null): { match: MatchMeta } | undefined {
  if (!match) return undefined;
  const { current, ...rest } = match;
  return { match: { ...rest, scored: !!current.result } };
}

const isInt = (x: unknown, lo: number, hi: number) => Number.isInteger(x) && (x as number) >= lo && (x as number) <= hi;

/** The match of a resumed game from its save's `meta` (scored once if the game ended unscored), or null when it does not fit. */
export function matchFromMeta(meta: unknown, state: CardsState): MatchState | null {
  const m = (meta as { match?: Record<string, unknown> } | null)?.match;
  if (typeof m !== "object" || m === null) return null;
  const players = state.players;
  const scores = m.scores, games = m.games;
  if (m.kind !== "cards-match" || m.version !== 1 || m.players !== players || !isInt(m.target, 1, 99) || typeof m.seed !== "string") return null;
  if (!Array.isArray(scores) || scores.length !== players || !scores.every((x) => isInt(x, 0, 1000))) return null;
  if (!Array.isArray(games) || !games.length || games.length > 10_000) return null;
  for (const g of games as unknown[]) {
    const x = g as { seating?: unknown; scorers?: unknown } | null;
    if (typeof x?.seating !== "object" || x.seating === null || !Array.isArray(x.scorers) || !x.scorers.every((p) => isInt(p, 0, players - 1))) return null;
    if (!state.seats.every((s) => { const p = (x.seating as Record<string, unknown>)[s]; return p === null || isInt(p, 0, players - 1); })) return null;
  }
  if (!(m.winners === null || (Array.isArray(m.winners) && m.winners.every((p) => isInt(p, 0, players - 1))))) return null;
  if (!(m.firstAmbassador === null || isInt(m.firstAmbassador, 0, 4)) || typeof m.options !== "object" || m.options === null) return null;
  const { scored, ...rest } = m as unknown as MatchMeta;
  const match = { ...rest, current: state } as MatchState;
  // The game ended after its last save's match was taken: it scores now, once.
  return state.result && !scored ? withCurrent({ ...match, current: { ...state, result: null } }, state) : match;
}

/**
 * The saved game to resume from `store`: its position, its match and the seats people play at this
 * screen (every agent player's at hot-seat); "damaged" for a save kept aside (the store tells the
 * player; nothing starts over it until they choose); null for none (or one with no one to play it here).
 */
export function savedGame(store: TableStore | undefined, mode: string): { state: CardsState; match: MatchState | null; humans: Seat[] } | "damaged" | null {
  const read = store ? loadSave(store, (raw) => readLocalSave(cardsGame, raw)) : null;
  if (read?.status === "damaged") return "damaged";
  const saved = read?.status === "ok" ? read.body : null;
  if (!saved) return null;
  const state = saved.state;
  const seats = cardsGame.seats(state).filter((s) => state.roles[s] !== "blind");
  const humans = saved.humans.filter((s) => seats.includes(s));
  if (!humans.length && mode !== "solo") return null;
  return { state, match: matchFromMeta(saved.meta, state), humans: mode === "hotseat" ? seats : humans };
}
