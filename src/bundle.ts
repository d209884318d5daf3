/**
 * The script-tag bundle's entry (`dist/bundle/inkognito-game.min.js`): registers `<inkognito-game>`
 * and exports the element, the local table and the rules engine. The network code (host and
 * guest tables, PeerJS, the lobby and its QR encoder) is a chunk beside this file, loaded only when
 * a table is hosted or joined, or by `loadNetwork()`.
 */
import { defineInkognitoElements } from "./ui/define.js";

export { InkognitoGame, type GameMode } from "./ui/inkognito-game.js";
export type * from "./ui/events.js";
export { defineInkognitoElements } from "./ui/define.js";
export { LocalTable, type BotPolicy, type TableStore } from "./net/local-table.js";
export type { Table, TableChange, ActResult } from "./net/table.js";
export type { PeerOptions } from "./net/peer-options.js";
export * from "./engine/index.js";

/** Loads the network code (HostTable, GuestTable, Peer, verifyFairness, protocol) from the chunk beside the bundle. */
export function loadNetwork(): Promise<typeof import("./ui/network.js")> {
  return import("./ui/network.js");
}

defineInkognitoElements();
