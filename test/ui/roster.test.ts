/** Who sits where, as the players' panels show it: a local table's seats, and a host's lobby read by the network shell. */
import { expect } from "@open-wc/testing";
import { chooseBotAction } from "../../src/games/board/index.js";
import { HostTable } from "../../src/net/host-table.js";
import type { TableStore } from "../../src/net/local-table.js";
import { NetworkShell, type NetworkShellHost } from "../../src/ui/network-shell.js";
import { messagesFor } from "../../src/ui/i18n/index.js";

/** A PeerJS server address where nothing listens: this test never reaches a network. */
const nowhere = { host: "127.0.0.1", port: 9, path: "/peerjs", secure: false, iceServers: [] };
const memory = (): TableStore => {
  let v: string | null = null;
  return { load: () => v, save: (x: string) => void (v = x), clear: () => void (v = null) };
};

describe("the roster of a network table", () => {
  it("names the host's own seat as yours (connected) and the open seats as open, with no link", () => {
    const table = new HostTable({ tableId: "inkognito-rostertest", players: 4, hostSeat: "red", hostName: "Ann", peer: nowhere, bot: chooseBotAction, store: memory() });
    const element = document.createElement("div") as unknown as NetworkShellHost["element"];
    (element as unknown as { renderRoot: ShadowRoot }).renderRoot = (element as unknown as HTMLElement).attachShadow({ mode: "open" });
    (element as unknown as { requestUpdate: () => void }).requestUpdate = () => undefined;
    const shell = new NetworkShell({ element, mode: "host", messages: () => messagesFor("en"), botDelay: 0, bots: "easy", assistant: false, gameId: "t", store: () => memory() }, table);
    try {
      shell.refresh();
      const roster = shell.roster("red");
      expect(roster.red).to.deep.equal({ kind: "you", link: "connected" });
      for (const s of ["yellow", "green", "blue"] as const) expect(roster[s]).to.deep.equal({ kind: "open" });
    } finally {
      table.dispose();
    }
  });
});
