/**
 * Fair play for the card game: at the end (C13.4: every black card revealed), the deal of a seat's
 * view against a game dealt from the seed (the table's `verifyFairness` asks), and the options of a
 * network table's fresh game.
 */
import { createGame } from "./setup.js";
import { AGENT_SEATS, type AgentSeat, type CardsOptions, type CardsState, type CardsView, type Seat } from "./types.js";

/** What differs between the ended game `view` shows and one dealt from `seed` (throws on a view that is no game's). */
export function cardsDealProblems(view: CardsView, seed: string): string[] {
  if (!view.reveal) return ["the game has not ended"];
  const fresh = createGame({ players: view.players, seed, maxRounds: view.maxRounds, codes: view.codes });
  const problems: string[] = [];
  for (const s of Object.keys(fresh.secrets) as AgentSeat[]) {
    if (JSON.stringify(fresh.secrets[s]) !== JSON.stringify(view.reveal.secrets[s])) problems.push(`the deal of ${s} differs`);
  }
  if (JSON.stringify(fresh.roles) !== JSON.stringify(view.roles)) problems.push("the seats' roles differ");
  return problems;
}

/**
 * The options of a network table's fresh game of `players` (2–5): the deal and the first player
 * from `seed` (revealed at the end, when every black card is shown anyway, so each guest checks
 * them), the piles from `secret`, which the host never reveals (C13.2: pile orders are secret to
 * all, the tiles still face down at the end included, C13.4).
 */
export function cardsSetupFor(players: number, seed: string, secret?: string): CardsOptions {
  return { players: players as CardsOptions["players"], seed, ...(secret !== undefined ? { pileSeed: secret } : {}) };
}

/** The player counts a network table offers (C2.1). */
export const CARDS_COUNTS = [2, 3, 4, 5] as const;

/**
 * The seats people (or bots) take at a table of `players` (C2.1): the agent players — the first
 * `players` agent seats, the others blind (as `createGame` makes them by default), played by no
 * one — and with 5 the Ambassador player. Empty for another count.
 */
export function cardsSeatsFor(players: number): readonly Seat[] {
  if (players === 5) return [...AGENT_SEATS, "ambassador"];
  return players >= 2 && players <= 4 ? AGENT_SEATS.slice(0, players) : [];
}

/**
 * For a network table's game, dealt from its seed alone (`cardsSetupFor`): why its secrets are not
 * the deal its seed makes — the black cards, the seats' roles, the first player (swapped or
 * edited in a save) — or null. A host's save is checked with it (src/net/saves.ts).
 */
export function cardsSeedProblem(state: CardsState): string | null {
  let fresh: CardsState;
  try {
    fresh = createGame({ players: state.players, seed: state.seed, maxRounds: state.maxRounds, codes: state.codes });
  } catch {
    return "its seed deals no game";
  }
  if (JSON.stringify(AGENT_SEATS.map((s) => fresh.secrets[s])) !== JSON.stringify(AGENT_SEATS.map((s) => state.secrets[s]))) return "its black cards are not the deal its seed makes";
  if (JSON.stringify(fresh.roles) !== JSON.stringify(state.roles)) return "its seats' roles are not the deal its seed makes";
  const first = state.log.find((e) => e.type === "roundStarted");
  const dealtFirst = fresh.log.find((e) => e.type === "roundStarted");
  return JSON.stringify(first?.data) === JSON.stringify(dealtFirst?.data) ? null : "its first player is not the deal its seed makes";
}
