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

/** Opens the host's or a guest's card table with its lobby and status line; a sentence when it cannot. */
export async function openCardsNetwork(
  element: LitElement, net: CardsNetHost, mode: "host" | "join", messages: () => Messages, bots: string, botDelay: number,
): Promise<NetworkShell<CardsGame> | string> {
  const network = await import("../network.js");
  const bad = network.checkIceServers(messages(), net.attributes.iceServers);
  if (bad) return bad.message;
  return network.openNetworkShell<CardsGame>({
    element, attributes: net.attributes, game: cardsGame, mode, messages, botDelay,
    bots: bots as never, botWorker: net.botWorker ?? null, assistant: false, gameId: net.gameId, store: net.store,
  });
}
