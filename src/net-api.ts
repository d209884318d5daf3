/**
 * `inkognito-game/net`: the network tables for programs that drive a table themselves (custom
 * transports, tests, benchmarks), apart from the main entry so that an app importing
 * `inkognito-game` loads PeerJS, the wire protocol's validators and the QR encoder only when a
 * table is hosted or joined (the element imports them then, by a dynamic `import()`).
 * Importing this entry registers `<inkognito-lobby>`, the lobby a network table shows.
 * Its declarations do not refer to PeerJS's own (`Peer` is typed by its few members: PeerClass).
 */
export { HostTable, GuestTable, InkognitoLobby, Peer, verifyFairness, combinedSeed, protocol, defineNetworkElements } from "./ui/network.js";
export type { HostTableOptions } from "./net/host-table.js";
export type { GuestTableOptions } from "./net/guest-table.js";
export type { PeerOptions } from "./net/peer-options.js";
export type { PeerClass } from "./ui/network.js";
