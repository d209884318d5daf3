/**
 * The npm entry: the element classes (not registered) and the rules engine's API.
 * `import "inkognito-game/register"` (or the single-file bundle) registers `<inkognito-game>`.
 */
export { InkognitoGame, type GameMode } from "./ui/inkognito-game.js";
export type * from "./ui/events.js";
export { defineInkognitoElements } from "./ui/define.js";
export { LocalTable, type BotPolicy, type TableStore } from "./net/local-table.js";
export type { Table, TableChange, ActResult } from "./net/table.js";
export { HostTable, type HostTableOptions } from "./net/host-table.js";
export { GuestTable, type GuestTableOptions } from "./net/guest-table.js";
export { verifyFairness, combinedSeed } from "./net/fairness.js";
export type { PeerOptions } from "./net/peer-options.js";
export * as protocol from "./net/protocol.js";
/** The PeerJS class the network tables use (for custom transports and the benchmark's bare echo). */
export { default as Peer } from "peerjs";
export * from "./engine/index.js";
