/**
 * A host's table saves: a damaged or tampered save is never loaded (the table opens anew, the save
 * is handed to the store's `damaged`, nothing throws); swapped secrets are found even when the
 * save's integrity check was recomputed; a save in the old format resumes.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { boardGame, chooseBotAction, createGame } from "../../src/games/board/index.js";
import { HostTable } from "../../src/net/host-table.js";
import type { TableStore } from "../../src/net/local-table.js";
import { readHostSave as readHostSaveOf, writeHostSave as writeHostSaveOf, type HostSave } from "../../src/net/saves.js";
import { boardGame as savedGame } from "../../src/games/board/game.js";
const readHostSave = (raw: string | null) => readHostSaveOf(savedGame, raw);
const writeHostSave = (save: HostSave) => writeHostSaveOf(savedGame, save);
import { readSave, saveHash } from "../../src/net/save-format.js";

const nowhere = { host: "127.0.0.1", port: 9, path: "/peerjs", secure: false, iceServers: [] };

function memoryStore(): TableStore & { data: string | null; damagedSeen: string[] } {
  const s = {
    data: null as string | null,
    damagedSeen: [] as string[],
    load: () => s.data,
    save: (d: string) => void (s.data = d),
    clear: () => void (s.data = null),
    damaged: (_raw: string, why: string) => void s.damagedSeen.push(why),
  };
  return s;
}

const open = (store: TableStore, tableId = "inkognito-savetest") =>
  new HostTable({ game: boardGame, tableId, players: 4, hostSeat: "red", hostName: "Ann", peer: nowhere, bot: chooseBotAction, botDelay: 600_000, store });

/** A hosted table with its game started and saved; the text of its save. */
async function startedSave(store: ReturnType<typeof memoryStore>): Promise<string> {
  const t = open(store);
  expect((await t.start()).ok).to.equal(true);
  expect(t.act({ type: "note", seat: "red", key: "k", mark: "saved" }).ok).to.equal(true);
  t.dispose(); // saves at once
  expect(store.data).to.be.a("string");
  return store.data!;
}

describe("host saves", () => {
  it("a save whose secrets were swapped (its check recomputed) is not loaded: the table opens anew, nothing thrown", async () => {
    const store = memoryStore();
    const text = await startedSave(store);
    const r = readHostSave(text);
    expect(r.status).to.equal("ok");
    const body = (r as { body: HostSave }).body;
    const s = body.state!;
    const swapped = { ...body, state: { ...s, secrets: { ...s.secrets, red: s.secrets.yellow, yellow: s.secrets.red } } };
    store.data = writeHostSave(swapped as HostSave);
    const t = open(store);
    try {
      expect(t.started).to.equal(false);
      expect(store.damagedSeen).to.have.length(1);
      expect(store.damagedSeen[0]).to.contain("deal");
    } finally {
      t.dispose();
    }
  });

  it("a blindly edited save (its check not recomputed), a truncated one and one of another game are not loaded", async () => {
    const store = memoryStore();
    const text = await startedSave(store);
    const edited = text.replace('"k":"saved"', '"k":"edits"');
    expect(edited).to.not.equal(text);
    for (const bad of [edited, text.slice(0, text.length - 40), text.replace('"game":"board"', '"game":"cards"'), "{}", "[1,2]", "null"]) {
      store.data = bad;
      store.damagedSeen.length = 0;
      const t = open(store);
      try {
        expect(t.started, bad.slice(0, 60)).to.equal(false);
        expect(store.damagedSeen, bad.slice(0, 60)).to.have.length(1);
      } finally {
        t.dispose();
      }
    }
  });

  it("a state the rules cannot read (a figure on no space, a seat that is not at the table) is refused with its check intact", async () => {
    const store = memoryStore();
    const body = (readHostSave(await startedSave(store)) as { body: HostSave }).body;
    const s = body.state!;
    for (const state of [{ ...s, turn: { ...s.turn, seat: "purple" } }, { ...s, log: "none" }, { ...s, secrets: null }]) {
      store.data = writeHostSave({ ...body, state } as unknown as HostSave);
      store.damagedSeen.length = 0;
      const t = open(store);
      try {
        expect(t.started).to.equal(false);
        expect(store.damagedSeen).to.have.length(1);
      } finally {
        t.dispose();
      }
    }
  });

  it("a save in the old format ({ v: 1, tableId, … }) resumes its game, and is written in format 2 next time", async () => {
    const store = memoryStore();
    const state = createGame({ players: 4, seed: "old-host" });
    const seats = JSON.parse(JSON.stringify((open(memoryStore()) as unknown as { seating: { toJSON(): unknown } }).seating.toJSON()));
    store.data = JSON.stringify({ v: 1, tableId: "inkognito-savetest", players: 4, hostSeed: "ab".repeat(32), seats, state, nonces: ["n1"], assistant: false });
    const t = open(store);
    try {
      expect(t.started).to.equal(true);
      expect(JSON.stringify(t.current)).to.equal(JSON.stringify(state));
      expect(store.damagedSeen).to.deep.equal([]);
      expect(t.act({ type: "note", seat: "red", key: "k", mark: "x" }).ok).to.equal(true);
    } finally {
      t.dispose();
    }
    await waitUntil(() => store.data?.startsWith('{"format":2'), "not written in format 2");
    expect(readHostSave(store.data).status).to.equal("ok");
  });

  it("a save in the old format whose secrets were swapped is not loaded (no check to recompute: the deal is compared with the seed)", () => {
    const store = memoryStore();
    const s = createGame({ players: 4, seed: "old-host-swapped" });
    const state = { ...s, secrets: { ...s.secrets, red: s.secrets.blue, blue: s.secrets.red } };
    const seats = JSON.parse(JSON.stringify((open(memoryStore()) as unknown as { seating: { toJSON(): unknown } }).seating.toJSON()));
    store.data = JSON.stringify({ v: 1, tableId: "inkognito-savetest", players: 4, hostSeed: "ab".repeat(32), seats, state, nonces: ["n1"], assistant: false });
    const t = open(store);
    try {
      expect(t.started).to.equal(false);
    } finally {
      t.dispose();
    }
  });

  it("the save format: its hash changes with any character; a newer format or another kind is refused, never thrown", () => {
    const a = saveHash("abc"), b = saveHash("abd");
    expect(a).to.match(/^[0-9a-f]{16}$/);
    expect(a).to.not.equal(b);
    const game = { id: "board", version: 1 } as never;
    expect(readSave('{"format":3}', game, "local", () => null, () => null).status).to.equal("damaged");
    expect(readSave('{"format":2,"game":"board","version":1,"kind":"host","over":false,"check":"","body":{}}', game, "local", () => null, () => null).status).to.equal("damaged");
    expect(readSave("{}", game, "local", () => {
      throw new TypeError("boom");
    }, (x) => x).status).to.equal("damaged");
  });
});
