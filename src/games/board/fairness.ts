/**
 * Fair play for the board game: at the end, the deal, the first seat and every Phantom roll of a
 * seat's revealed view against a game dealt from the seed (the table's `verifyFairness` asks).
 */
import { rollPhantom } from "./phantom.js";
import { createGame } from "./setup.js";
import type { SeatView } from "./view.js";
import type { GameOptions } from "./setup.js";

/** What differs between the ended game `view` shows and one dealt from `seed` (throws on a view that is no game's). */
export function boardDealProblems(view: SeatView, seed: string): string[] {
  const problems: string[] = [];
  if (!view.reveal) return ["the game has not ended"];
  if (view.reveal.seed !== seed) problems.push("the game was not dealt from the combined seed");
  const started = view.log.find((e) => e.type === "gameStarted")?.data as { first?: string } | undefined;
  const fresh = createGame({ players: view.players, seed, ...(view.players === 3 ? { seats: [...view.agents] } : {}) });
  for (const s of view.agents) {
    if (JSON.stringify(fresh.secrets[s]) !== JSON.stringify(view.reveal.secrets[s])) problems.push(`the deal of ${s} differs`);
  }
  if (started?.first && fresh.turn.seat !== started.first) problems.push("the first seat differs");
  let rng = fresh.rng;
  for (const e of view.log) {
    if (e.type !== "rolled") continue;
    const [balls, next] = rollPhantom(rng);
    rng = next;
    if (JSON.stringify(balls) !== JSON.stringify((e.data as { balls: unknown }).balls)) {
      problems.push(`the roll of turn ${e.turn} differs`);
      break;
    }
  }
  return problems;
}

/** The options of a network table's fresh game: 3 players sit at red, yellow and green. */
export function boardSetupFor(players: number, seed: string): GameOptions {
  return { players: players as GameOptions["players"], seed, ...(players === 3 ? { seats: ["red", "yellow", "green"] } : {}) };
}
