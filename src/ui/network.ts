/**
 * The network code of the element, loaded on demand (`import("./network.js")`, a chunk of its own
 * in the script-tag bundle) when a table is hosted or joined: the host and guest tables with
 * PeerJS, and the lobby (with its QR encoder). A solo or hot-seat page never loads it.
 *
 * Opening a network table for the element: the host's table (a fresh unguessable id, or the one
 * this page hosted before a reload) or a guest's (from the `table` attribute or the invite link's
 * `inkognito-table` parameter), with the PeerJS settings from the element's attributes.
 */
import type { Seat } from "../games/board/index.js";
import { botFor } from "../games/board/bots/levels.js";
import { provideBots as provideCardsBots } from "../games/cards/bots/by-level.js";
import { providePublished } from "../games/cards/published.js";
import { provideChecks as provideBoardChecks } from "../games/board/checks.js";
import { provideChecks as provideCardsChecks } from "../games/cards/checks.js";
import { boardGame, type BoardGame } from "../games/board/game.js";
import type { BotLevel } from "../games/board/bots/level-names.js";
import type { AnyGame } from "../games/kernel/game.js";
import type { Count } from "../net/seating.js";
import PeerJs from "peerjs";
import { GuestTable } from "../net/guest-table.js";
import { HostTable } from "../net/host-table.js";
import { WorkerBot } from "../net/bot-thread.js";
import type { TableBot } from "../net/bot-decision.js";
import { botWorkerFor } from "./bot-levels.js";
import type { TableStore } from "../net/local-table.js";
import { isValidPeerId, newTableId, randomToken, type PeerOptions } from "../net/peer-options.js";
import { InkognitoLobby } from "./controls/lobby.js";
import { invitedKey, invitedServer, invitedTable } from "./invite.js";
import { guestServer, onServer, readServerList, serverForTable } from "../net/signalling.js";
import { en, type Messages } from "./i18n/en.js";
import "./i18n/en-later.js";
import { NetworkShell, peerOptions, type NetworkAttributes, type NetworkShellHost } from "./network-shell.js";
import { defineIfMissing } from "./registry.js";

export { GAME_PARAM, INVITE_PARAM, KEY_PARAM, SERVER_PARAM, invitedGame, invitedKey, invitedServer, invitedTable, inviteLink } from "./invite.js";
export { readServer, readServerList, serverAddress, serverForTable } from "../net/signalling.js";
export { HostTable, GuestTable, InkognitoLobby, NetworkShell };
export { verifyFairness, combinedSeed } from "../net/fairness.js";
export { checkIceServers } from "./ice-check.js";
/** One seat, one tab: only network tables need it (the element makes it once this chunk is loaded). */
export { TabSeat } from "./tab-seat.js";
export * as protocol from "../net/protocol.js";
/**
 * The PeerJS class the network tables use (for custom transports and the benchmark's bare echo),
 * typed by its few members here so that the package's declarations never pull in PeerJS's own
 * (which do not compile under `moduleResolution: node16` without `skipLibCheck`); for PeerJS's
 * full types, `import type Peer from "peerjs"`.
 */
export const Peer = PeerJs as unknown as PeerClass;
/** PeerJS's `Peer`, by the members programs use most. */
export type PeerClass = new (id?: string, options?: object) => {
  readonly id: string;
  readonly open: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  connect(peer: string, options?: object): unknown;
  destroy(): void;
};

/** Registers the lobby, the one element only network tables show. */
export function defineNetworkElements(): void {
  defineIfMissing("inkognito-lobby", InkognitoLobby);
}
defineNetworkElements();
// What a network table needs of the rules beyond play, given to their objects by explicit calls (an
// app's bundler may drop a module imported only for what it does when it loads): the card game's
// bots (a card host's open seats), both games' view checks (a guest's views, a host's save) and what
// a card host's signed record of a finished game may show.
provideCardsBots();
provideBoardChecks();
provideCardsChecks();
providePublished();

export interface NetworkSettings {
  /** The game played (default the board game): its seats, its bots, its saves. */
  readonly game?: AnyGame;
  readonly mode: "host" | "join";
  readonly tableId: string | null;
  readonly players: number;
  readonly seat: Seat | "spectator";
  readonly name: string;
  readonly peer: PeerOptions;
  /** The page's signalling servers (the element's `peer-servers`): a table signals on the one its id picks. */
  readonly peerServers?: string | null;
  readonly messages?: Messages;
  readonly botDelay: number;
  /** The level of the bots that play open seats (default "normal"). */
  readonly bots?: BotLevel;
  /** The bots' worker file a site set (the element's `bot-worker`), else the entry's. */
  readonly botWorker?: string | null;
  /** The host's table opens with the deduction assistant on (the host may change it in the lobby). */
  readonly assistant?: boolean;
  readonly gameId: string;
  readonly store: (key: string) => TableStore | undefined;
}

function badTable(id: string): string {
  return `"${id.slice(0, 40)}" is not a table id: check the invite link (letters and digits, with single "-" between them).`;
}

export function openTable<G extends AnyGame>(s: NetworkSettings & { game: G }): HostTable<G> | GuestTable<G> | string;
export function openTable(s: NetworkSettings): HostTable | GuestTable | string;
export function openTable(s: NetworkSettings): HostTable | GuestTable | string {
  const game = s.game ?? boardGame;
  // The card game's slots name the game (a board table and a card table of one page never share one).
  const kind = game.id === "board" ? "" : `${game.id}:`;
  if (s.mode === "host") {
    if (s.tableId && !isValidPeerId(s.tableId)) return badTable(s.tableId);
    const idStore = s.store(`inkognito:v1:${s.gameId}:${kind}host-id:${s.players}`);
    const stored = idStore?.load();
    // An id this page hosted before is taken again (a reload resumes the table), if PeerJS takes it.
    const tableId = s.tableId ?? (stored && isValidPeerId(stored) ? stored : newTableId());
    idStore?.save(tableId);
    // PeerJS's secret for this id, kept: after a reload the server gives the id back at once.
    const tokenStore = s.store(`inkognito:v1:${s.gameId}:host-token:${tableId}`);
    const server = serverForTable(tableId, readServerList(s.peerServers));
    const peerToken = tokenStore?.load() || randomToken(16);
    tokenStore?.save(peerToken);
    // A count the game has not (a board page's players="2"), or a host seat not at the table, opens the game's nearest.
    const players = (game.playerCounts.includes(s.players) ? s.players : game.playerCounts.includes(4) ? 4 : game.playerCounts[0]!) as Count;
    const seats = game.seatsFor(players) as readonly string[];
    const hostSeat = s.seat === "spectator" || seats.includes(s.seat) ? s.seat : (seats[0] as Seat);
    return new HostTable({
      game, peerToken,
      tableId, players, hostSeat, hostName: s.name, peer: server ? onServer(s.peer, server) : s.peer,
      bot: hostBot(game, s.bots ?? "normal", s.botWorker), botDelay: s.botDelay, store: s.store(`inkognito:v1:host:${tableId}`), assistant: s.assistant === true,
    });
  }
  const tableId = s.tableId ?? invitedTable();
  if (!tableId) return "No table to join: give the table id, or open the invite link.";
  if (!isValidPeerId(tableId)) return badTable(tableId);
  // The invite link's signalling server (checked), else the one the table id picks from the page's list.
  const list = readServerList(s.peerServers);
  const linked = guestServer(invitedServer(tableId), list);
  if ("refused" in linked) return (s.messages ?? en).serverRefused(linked.refused);
  const server = linked.server ?? serverForTable(tableId, list);
  return new GuestTable({
    tableId, name: s.name, ...(s.seat !== "red" ? { seat: s.seat } : {}), peer: server ? onServer(s.peer, server) : s.peer,
    ...(invitedKey(tableId) ? { hostKey: invitedKey(tableId)! } : {}),
    store: s.store(`inkognito:v1:guest:${tableId}`), game,
    // A match's re-seating between games (the game's own rule): a host's other re-seat is refused.
    ...(game.seatAfter ? { nextSeat: (n: number, seat: string, g: number) => game.seatAfter!(n, seat as never, g) as string } : {}),
  });
}

/** The bots of the host's open seats: the strong one thinks in a worker when the page can have one (either game's: the worker knows both). */
function hostBot(game: AnyGame, level: BotLevel, site?: string | null): TableBot {
  const url = botWorkerFor(level, site);
  const inPage = () => (game.id === "board" ? botFor(level) : game.botFor(game.botLevels.includes(level) ? level : "easy"));
  return url ? new WorkerBot(url, level, async () => inPage(), undefined, game.id) : inPage();
}

/** Opens the host's or a guest's table for the element, with its shell; a sentence when it cannot (a bad table id). */
export function openNetworkShell<G extends AnyGame = BoardGame>(host: NetworkShellHost & { game?: G }): NetworkShell<G> | string {
  const a = host.attributes ?? (host.element as typeof host.element & NetworkAttributes);
  const opened = openTable({
    game: host.game ?? boardGame, mode: host.mode, tableId: a.tableId, players: a.players, seat: a.seat, name: a.name ?? "", // unnamed: each screen shows its own word for it (lobbyNoName), in its language
    peer: peerOptions(a), peerServers: a.peerServers, messages: host.messages(), botDelay: host.botDelay, bots: host.bots, botWorker: host.botWorker, gameId: host.gameId, store: host.store, assistant: host.assistant,
  });
  return typeof opened === "string" ? opened : new NetworkShell<G>(host, opened as HostTable<G> | GuestTable<G>);
}
