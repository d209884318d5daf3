/**
 * Fair play for the card game: at the end (C13.4: every black card revealed), the deal of a seat's
 * view against a game dealt from the seed (the table's `verifyFairness` asks), and the options of a
 * network table's fresh game.
 */
import { createGame } from "./setup.js";
import type { AgentSeat, CardsOptions, CardsView } from "./types.js";

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

/** The options of a network table's fresh game of `players` (2–5). */
export function cardsSetupFor(players: number, seed: string): CardsOptions {
  return { players: players as CardsOptions["players"], seed };
}
