/**
 * What a guest's table (./guest-table.ts) is opened with, and its link's status. No PeerJS types
 * here: this reaches the package's public declarations.
 */
import type { AnyGame } from "../games/kernel/game.js";
import type { TableStore } from "./local-table.js";
import type { PeerOptions } from "./peer-options.js";
import type { LobbySeat } from "./protocol.js";
import type { NextSeat } from "./guest-kept.js";

export interface GuestTableOptions<G extends AnyGame = AnyGame> {
  readonly tableId: string;
  readonly name: string;
  /** The seat to ask for ("spectator" to watch); the host gives a free one if absent. */
  readonly seat?: LobbySeat["seat"] | "spectator";
  readonly peer: PeerOptions;
  /** Keeps the seat token and this guest's randomness across reloads. */
  readonly store?: TableStore;
  /** The fingerprint of the host's key, from the invite link: only a host that proves it is joined. */
  readonly hostKey?: string;
  /**
   * The game played: its id and version go in the hello (a host of another refuses this guest, and
   * this guest a host of another), its `viewProblem` checks every view the host sends (the full
   * shape of a seat's view), its `dealProblems` the deal at the end.
   */
  readonly game: G;
  /**
   * The re-seating between a match's games, if the game has one (the card game's 5-player match:
   * C12.5): where the one at a seat in the game before sits in game `game`. A welcome to a later
   * game that puts this guest elsewhere is refused (`SEAT_MOVED`). None: everyone keeps their seat.
   */
  readonly nextSeat?: NextSeat;
}

export type GuestStatus = "connecting" | "connected" | "reconnecting";
