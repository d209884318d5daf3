/**
 * What a host's table (./host-table.ts) is opened with: the game refereed, the table id, the count
 * and the host's own seat, the peer's options, the open seats' bots and where the table is saved.
 * No PeerJS types here: this reaches the package's public declarations.
 */
import type { ActionOf, AnyGame, ViewOf } from "../games/kernel/game.js";
import type { TableStore } from "./local-table.js";
import type { TableBot } from "./bot-decision.js";
import type { PeerOptions } from "./peer-options.js";
import type { LobbySeat } from "./protocol.js";
import type { Count } from "./seating.js";

export interface HostTableOptions<G extends AnyGame = AnyGame> {
  /** The game refereed (`boardGame`, `cardsGame`): guests of another game or version are refused. */
  readonly game: G;
  readonly tableId: string;
  /** The player count the table opens with, one of the game's `playerCounts` (a saved table keeps its own; the host may change it before the start). */
  readonly players: Count;
  /** The host's own seat ("spectator": the host only referees and watches). */
  readonly hostSeat: LobbySeat["seat"] | "spectator";
  readonly hostName: string;
  readonly peer: PeerOptions;
  /** The bots of the open seats: a policy run in the page or a thinker (a worker), disposed with the table. */
  readonly bot: TableBot<ViewOf<G>, ActionOf<G>>;
  readonly botDelay?: number;
  readonly store?: TableStore;
  /** PeerJS's secret for the table id: kept across reloads, it lets the host take its id back at once. */
  readonly peerToken?: string;
  /** Whether the table opens with the deduction assistant on (default off; the host may change it before the start). */
  readonly assistant?: boolean;
}
