/**
 * The card game at a network table (`<inkognito-game game="cards" mode="host">` / `mode="join"`):
 * the same network chunk as the board game's (`../network.js`: the generic `HostTable` and
 * `GuestTable` given `cardsGame`, the lobby with its invite link — which names the card game — and
 * QR code, the key-pinned host, spectators, bots on open seats, rejoin and host resume, the status
 * line). Loaded only when a card table is hosted or joined.
 */
import type { LitElement } from "lit";
import { cardsGame, type CardsGame } from "../../games/cards/game.js";
import type { TableStore } from "../../net/local-table.js";
import type { NetworkAttributes, NetworkShell } from "../network-shell.js";
import type { TabSeat } from "../tab-seat.js";
import { invitedTable } from "../invite.js";
import type { Messages } from "../i18n/index.js";

/** What `<inkognito-game>` gives its card table for a network table. */
export interface CardsNetHost {
  /** The element's network attributes (`table`, `name`, `seat`, `peer-*`, `ice-*`, …). */
  readonly attributes: NetworkAttributes;
  /** The name the element's saves go by (`saveName`). */
  readonly gameId: string;
  /** The element's stores (they report a full store or a damaged save to the element). */
  readonly store: (key: string) => TableStore | undefined;
  /** The bots' worker file the site set, if any. */
  readonly botWorker?: string | null;
}

/** What a card table keeps of its network tables: one tab of this browser plays a table (tab-seat.ts). */
export interface CardsTabs {
  tabs: TabSeat | null;
  /** Closes the table here (another tab asked for it). */
  readonly close: () => void;
  /** Opens it here again (the player chose "play here instead"). */
  readonly reopen: () => void;
}

/**
 * Opens the host's or a guest's card table with its lobby and status line; a sentence when it
 * cannot; null when another tab of this browser plays that table (then `kept.tabs` says so and
 * offers to play it here, as at a board table).
 */
export async function openCardsNetwork(
  element: LitElement, net: CardsNetHost, mode: "host" | "join", messages: () => Messages, bots: string, botDelay: number, kept: CardsTabs,
): Promise<NetworkShell<CardsGame> | string | null> {
  const network = await import("../network.js");
  const bad = network.checkIceServers(messages(), net.attributes.iceServers);
  if (bad) return bad.message;
  // One seat, one tab: a card table's lock names the game (a board table of the same element is another).
  const a = net.attributes;
  const table = mode === "host" ? `host:cards:${a.tableId ?? net.gameId}` : `guest:${a.tableId ?? invitedTable()}`;
  kept.tabs ??= new network.TabSeat(element, kept.close, kept.reopen);
  if (!(await kept.tabs.claim(`inkognito:${table}`))) return null;
  return network.openNetworkShell<CardsGame>({
    element, attributes: net.attributes, game: cardsGame, mode, messages, botDelay,
    bots: bots as never, botWorker: net.botWorker ?? null, assistant: false, gameId: net.gameId, store: net.store,
  });
}
