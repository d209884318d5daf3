/**
 * A host's card table saves (src/net/saves.ts, checked through the kernel's Game with the card
 * game's rules): a game in progress resumes after a "reload" (a new HostTable on the same store)
 * with its seats and its game; a save whose black cards were swapped, with its integrity check
 * recomputed, is refused (the deal is checked against the seed) and handed to the store's
 * `damaged`; a save with seats not of its count is refused; nothing throws.
 */
import { expect } from "@open-wc/testing";
import { cardsGame } from "../../src/games/cards/game.js";
import "../../src/games/cards/bots/by-level.js"; // the card game's bots, provided to cardsGame
import "../../src/games/cards/checks.js"; // its view check, as the network chunk provides it (a save's views are checked)
import { HostTable } from "../../src/net/host-table.js";
import type { TableStore } from "../../src/net/local-table.js";
import { readHostSave, writeHostSave, type HostSave } from "../../src/net/saves.js";
import type { CardsGame } from "../../src/games/cards/game.js";

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

const random = cardsGame.botFor("random");
const open = (store: TableStore, players: 2 | 3 | 4 | 5 = 5) =>
  new HostTable({ game: cardsGame, tableId: "inkognito-cardsave", players, hostSeat: "red", hostName: "Ann", peer: nowhere, bot: random, botDelay: 600_000, store });

/** A hosted card table, its game started and a first act of the host's taken; the text of its save. */
async function startedSave(store: ReturnType<typeof memoryStore>, players: 2 | 3 | 4 | 5 = 5) {
  const t = open(store, players);
  expect((await t.start()).ok).to.equal(true);
  const v = t.view()!;
  expect(v.you?.seat).to.equal("red");
  const log = t.current!.log.length;
  t.dispose(); // saves at once
  return { text: store.data!, log };
}

describe("host saves of the card game", () => {
  it("a 5-player card table resumes on a new HostTable with its game and seats; a 2-player one with its two seats (the blind seats nobody's)", async () => {
    for (const players of [5, 2] as const) {
      const store = memoryStore();
      const { text, log } = await startedSave(store, players);
      const r = readHostSave(cardsGame, text);
      expect(r.status).to.equal("ok");
      const t = open(store, 4);
      try {
        expect(t.started).to.equal(true);
        expect(t.players).to.equal(players);
        expect(t.current!.log.length).to.equal(log);
        expect(t.lobby().seats.map((s) => s.seat)).to.deep.equal(players === 5 ? ["red", "blue", "green", "yellow", "ambassador"] : ["red", "blue"]);
        expect(store.damagedSeen).to.deep.equal([]);
      } finally {
        t.dispose();
      }
    }
  });

  it("a save whose black cards were swapped (its check recomputed) is not loaded: found by the state check (its history replays to another deal, and a state without its history is none); kept aside, nothing thrown", async () => {
    const store = memoryStore();
    const { text } = await startedSave(store);
    const body = (readHostSave(cardsGame, text) as { body: HostSave<CardsGame> }).body;
    const s = body.state!;
    const secrets = { ...s.secrets, red: s.secrets.blue, blue: s.secrets.red };
    // Swapped in the log's deal too, and without its history: still not a state of the game (every card state keeps its history).
    const dealt = { ...s.log[0]!, private: { ...s.log[0]!.private, red: { ...secrets.red }, blue: { ...secrets.blue } } };
    const { history: _, ...old } = { ...s, secrets, log: [dealt, ...s.log.slice(1)] };
    for (const [state, why] of [[{ ...s, secrets }, "not a state of the game"], [old, "not a state of the game"]] as const) {
      store.data = writeHostSave(cardsGame, { ...body, state: state as typeof s });
      store.damagedSeen.length = 0;
      const t = open(store);
      try {
        expect(t.started).to.equal(false);
        expect(store.damagedSeen).to.have.length(1);
        expect(store.damagedSeen[0]).to.contain(why);
      } finally {
        t.dispose();
      }
    }
  });

  it("a save whose seats are not its count's, or of a count the game has not, is refused", async () => {
    const store = memoryStore();
    const { text } = await startedSave(store);
    const body = (readHostSave(cardsGame, text) as { body: HostSave<CardsGame> }).body;
    const { ambassador: _a, ...four } = body.seats;
    expect(readHostSave(cardsGame, writeHostSave(cardsGame, { ...body, seats: four }))).to.deep.equal({ status: "damaged", why: "its seats are not its game's" });
    expect(readHostSave(cardsGame, writeHostSave(cardsGame, { ...body, players: 6 as never }))).to.deep.equal({ status: "damaged", why: "no player count" });
    // A board table's save is not a card table's.
    expect(readHostSave(cardsGame, text.replace('"game":"cards"', '"game":"board"')).status).to.equal("damaged");
  });
});
