/**
 * The 5-player race against the Ambassador seat. What it has seen is public in count: every set
 * shown to it, and every set shown through the Ambassador to someone else. Once it has seen enough
 * to seal the right guesses, it wins however the agents' game ends; so, until it has sealed,
 * agents accept less certainty to declare the more it has seen (speed up), and keep their figures
 * out of its reach (deny). After the seal there is nothing left to race.
 */
import type { SeatView } from "../view.js";

/** How many sets the Ambassador seat has seen (0 in 3- and 4-player games). */
export function ambassadorSeen(view: SeatView): number {
  if (view.players !== 5) return 0;
  let n = 0;
  for (const e of view.log) {
    if (e.type !== "answered") continue;
    const d = e.data as { asker?: string; via?: string };
    if (d.asker === "ambassador" || d.via === "ambassador") n++;
  }
  return n;
}

/**
 * The certainty an agent asks of itself to declare, given the race: 1 while the Ambassador seat
 * knows little, less as it sees more sets; 1 (no hurry) once it has sealed or outside 5 players.
 */
export function raceNerve(view: SeatView): number {
  if (view.players !== 5 || view.sealed) return 1;
  const seen = ambassadorSeen(view);
  return seen < 3 ? 1 : seen < 5 ? 0.8 : seen < 7 ? 0.6 : 0.45;
}
