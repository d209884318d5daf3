/** Tiles (C1.5, C4, C8.2): which a holder has left, the piles and their (re)shuffles. */
import { Rng, seedRng } from "../kernel/rng.js";
import { ownTiles, type Draft } from "./state.js";
import { LOCATIONS, type CardsState, type Location, type TileHolder, type Tiles } from "./types.js";

/** The tiles a holder has not played since the last reshuffle, in LOCATIONS order (C4.4). */
export function tilesLeft(tiles: Tiles): Location[] {
  return LOCATIONS.filter((l) => !tiles.played.includes(l));
}

/** Whether a holder's tiles lie in a face-down pile: blind seats and, in 2–4 players, the Ambassador (C2.5, C2.6). */
export function hasPile(state: Pick<CardsState, "players" | "roles">, holder: TileHolder): boolean {
  return holder === "ambassador" ? state.players !== 5 : state.roles[holder] === "blind";
}

/**
 * A new pile order for `holder`: the scenario's fixed order for this shuffle if it has one, else
 * one drawn from the piles' own seed for this holder and shuffle when the game has one, else a
 * shuffle with the game's RNG (whose state `d.rng` moves on).
 */
export function shufflePile(d: Pick<Draft, "rng" | "fixed" | "pileSeed">, holder: TileHolder, shuffle: number): Location[] {
  const fixed = d.fixed.piles?.[holder]?.[shuffle];
  if (fixed) return fixed.slice();
  if (d.pileSeed !== undefined) return new Rng(seedRng(`${d.pileSeed}|${holder}|${shuffle}`)).shuffle(LOCATIONS);
  const rng = new Rng(d.rng);
  const pile = rng.shuffle(LOCATIONS);
  d.rng = rng.state;
  return pile;
}

/** Every holder takes its tiles back; piles are shuffled anew (C8.2). */
export function reshuffle(d: Draft): void {
  d.shuffles = d.shuffles + 1;
  const tiles = ownTiles(d);
  for (const holder of Object.keys(tiles) as TileHolder[]) {
    tiles[holder] = { played: [], pile: hasPile(d, holder) ? shufflePile(d, holder, d.shuffles) : [] };
  }
}
