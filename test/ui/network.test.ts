/** Opening a network table from the element's settings: table ids from attributes, links and storage. */
import { expect } from "@open-wc/testing";
import { boardGame, chooseBotAction } from "../../src/games/board/index.js";
import { HostTable } from "../../src/net/host-table.js";
import type { TableStore } from "../../src/net/local-table.js";
import { isValidPeerId } from "../../src/net/peer-options.js";
import { openTable, type NetworkSettings } from "../../src/ui/network.js";

/** A PeerJS server address where nothing listens: these tests never reach a network. */
const nowhere = { host: "127.0.0.1", port: 9, path: "/peerjs", secure: false, iceServers: [] };

function memory(): { store: (k: string) => TableStore; data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, store: (k) => ({ load: () => data.get(k) ?? null, save: (v: string) => void data.set(k, v), clear: () => void data.delete(k) }) };
}

const settings = (over: Partial<NetworkSettings>, store: NetworkSettings["store"]): NetworkSettings => ({
  mode: "host", tableId: null, players: 4, seat: "red", name: "Ann", peer: nowhere, botDelay: 0, gameId: "t", store, ...over,
});

describe("openTable", () => {
  it("refuses a table id PeerJS would refuse, with a notice instead of a table that never opens", () => {
    const { store } = memory();
    for (const mode of ["host", "join"] as const) {
      const r = openTable(settings({ mode, tableId: "inkognito--bad_" }, store));
      expect(r).to.be.a("string").and.include("not a table id");
    }
  });

  it("hosts under a fresh valid id, and under the same id again after a reload; a stored id PeerJS refuses is replaced", () => {
    const { store, data } = memory();
    const first = openTable(settings({}, store)) as HostTable;
    const again = openTable(settings({}, store)) as HostTable;
    try {
      expect(isValidPeerId(first.tableId)).to.equal(true);
      expect(again.tableId).to.equal(first.tableId);
    } finally {
      first.dispose();
      again.dispose();
    }
    const key = [...data.keys()].find((k) => k.includes("host-id"))!;
    data.set(key, "inkognito-_old");
    const fresh = openTable(settings({}, store)) as HostTable;
    try {
      expect(fresh.tableId).to.not.equal("inkognito-_old");
      expect(isValidPeerId(fresh.tableId)).to.equal(true);
    } finally {
      fresh.dispose();
    }
  });
});

describe("HostTable", () => {
  it("lets the host choose 3, 4 or 5 players before the start; the saved table keeps its count over a reload", async () => {
    const { store } = memory();
    const options = { game: boardGame, tableId: "inkognito-counttest", players: 4 as const, hostSeat: "red" as const, hostName: "Ann", peer: nowhere, bot: chooseBotAction, store: store("t") };
    const t = new HostTable(options);
    expect(t.players).to.equal(4);
    expect(t.setPlayers(3)).to.equal(true);
    expect(t.players).to.equal(3);
    expect(t.lobby().players).to.equal(3);
    expect(t.lobby().seats.map((s) => s.seat)).to.deep.equal(["red", "yellow", "green"]);
    t.dispose();
    // The reloaded page opens with its attribute's 4; the saved table says 3, and it is the same table.
    const again = new HostTable(options);
    try {
      expect(again.players).to.equal(3);
      expect(again.lobby().seats[0]).to.include({ seat: "red", kind: "host", name: "Ann" });
      expect(again.setPlayers(5)).to.equal(true);
      expect(again.lobby().seats.map((s) => [s.seat, s.kind])).to.deep.equal([["red", "host"], ["yellow", "open"], ["green", "open"], ["blue", "open"], ["ambassador", "open"]]);
      expect(again.setPlayers(3)).to.equal(true);
      expect((await again.start()).ok).to.equal(true);
      expect(again.current!.players).to.equal(3);
      expect(again.current!.seats).to.deep.equal(["red", "yellow", "green"]);
      expect(again.setPlayers(4), "not after the start").to.equal(false);
      expect(again.players).to.equal(3);
    } finally {
      again.dispose();
    }
  });

  it("never drops the host's own seat: a host on blue cannot go down to 3 players", () => {
    const t = new HostTable({ game: boardGame, tableId: "inkognito-bluehost", players: 5, hostSeat: "blue", hostName: "Bo", peer: nowhere, bot: chooseBotAction });
    try {
      expect(t.setPlayers(3)).to.equal(false);
      expect(t.players).to.equal(5);
      expect(t.setPlayers(4)).to.equal(true);
      expect(t.lobby().seats.map((s) => [s.seat, s.kind])).to.deep.equal([["red", "open"], ["yellow", "open"], ["green", "open"], ["blue", "host"]]);
    } finally {
      t.dispose();
    }
  });

  it("says the table failed, with PeerJS's reason, when PeerJS refuses its id (it does not wait forever)", async () => {
    const t = new HostTable({ game: boardGame, tableId: "inkognito--x", players: 3, hostSeat: "red", hostName: "Ann", peer: nowhere, bot: chooseBotAction });
    try {
      const start = Date.now();
      while (t.status !== "failed" && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 20));
      expect(t.status).to.equal("failed");
      expect(t.problem).to.include("invalid");
    } finally {
      t.dispose();
    }
  });
});
