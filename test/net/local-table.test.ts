/** LocalTable: the in-page referee of solo and hot-seat games. */
import { expect, waitUntil } from "@open-wc/testing";
import { boardGame, createGame, randomAction, waitingFor, type GameState } from "../../src/games/board/index.js";
import { LocalTable, type TableStore } from "../../src/net/local-table.js";
import { readSaved } from "../../src/net/local-table.js";

function memoryStore(): TableStore & { data: string | null; saves: number } {
  return {
    data: null,
    saves: 0,
    load() { return this.data; },
    save(d) { this.data = d; this.saves++; },
    clear() { this.data = null; },
  };
}

describe("LocalTable", () => {
  it("dispose() empties the game's caches once (Game.forgetCaches), as a host table's does", () => {
    let forgotten = 0;
    const game = { ...boardGame, forgetCaches: () => void forgotten++ };
    const table = new LocalTable({ game, state: createGame({ players: 4, seed: "forget" }), humans: ["red"], bot: randomAction, botDelay: 60_000 });
    expect(forgotten).to.equal(0);
    table.dispose();
    expect(forgotten).to.equal(1);
  });

  it("lets bots play every seat nobody here plays, and hands the turn back to the human", async () => {
    const state = createGame({ players: 4, seed: "lt-1", first: "yellow" });
    const table = new LocalTable({ game: boardGame, state, humans: ["red"], bot: randomAction, botDelay: 0 });
    // Yellow, green and blue are bots; red may have to answer their Questions on the way.
    await waitUntil(() => {
      const v = table.view();
      if (v.legal.length && !(v.turn.seat === "red" && v.turn.stage === "roll")) table.act(v.legal[0]!);
      return (table.view().turn.seat === "red" && table.view().turn.stage === "roll") || table.view().result !== null;
    }, "bots did not play", { timeout: 10_000, interval: 5 });
    const log = table.current.log;
    if (!table.current.result) {
      expect(log.filter((e) => e.type === "turnStarted").map((e) => e.data.seat)).to.deep.equal(["yellow", "green", "blue", "red"]);
    }
    expect(table.viewer).to.equal("red");
    table.dispose();
  });

  it("refuses intents for a seat this screen does not play, leaving the game unchanged", () => {
    const state = createGame({ players: 4, seed: "lt-2", first: "red" });
    const table = new LocalTable({ game: boardGame, state, humans: ["red"], bot: randomAction, botDelay: 60_000 });
    const r = table.act({ type: "roll", seat: "blue" });
    expect(r).to.deep.include({ ok: false });
    expect(!r.ok && r.error.code).to.equal("NOT_YOUR_SEAT");
    expect(table.current).to.equal(state);
    const bad = table.act({ type: "endTurn", seat: "red" });
    expect(!bad.ok && bad.error.code).to.equal("WRONG_STAGE");
    expect(table.current).to.equal(state);
    table.dispose();
  });

  it("saves after every applied action and resumes from the saved game", () => {
    const store = memoryStore();
    const state = createGame({ players: 3, seed: "lt-3", first: "red", seats: ["red", "green", "blue"] });
    const a = new LocalTable({ game: boardGame, state, humans: ["red"], bot: randomAction, botDelay: 60_000, store });
    const savesAtStart = store.saves;
    expect(a.act({ type: "roll", seat: "red" }).ok).to.equal(true);
    expect(store.saves).to.equal(savesAtStart + 1);
    const saved = readSaved(store, boardGame)!;
    expect(saved.humans).to.deep.equal(["red"]);
    expect(JSON.stringify(saved.state)).to.equal(JSON.stringify(a.current));
    a.dispose();
    const b = new LocalTable({ game: boardGame, state: saved.state as GameState, humans: saved.humans, bot: randomAction, botDelay: 60_000, store });
    expect(b.view().turn.stage).to.equal("move");
    expect(b.view().turn.roll).to.deep.equal(a.view().turn.roll);
    b.dispose();
    store.data = "not json";
    expect(readSaved(store, boardGame)).to.equal(null);
  });

  it("hot-seat: shows the view of whichever human seat the game waits for", () => {
    const state = createGame({
      players: 4, seed: "lt-4", first: "red", rolls: [["white", "white", "orange"]],
      placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
      positions: { "red-tall": "s22" },
    });
    const table = new LocalTable({ game: boardGame, state, humans: ["red", "yellow", "green", "blue"], bot: randomAction, botDelay: 0 });
    const seen: string[] = [];
    table.subscribe(({ view }) => seen.push(view!.viewer));
    expect(table.viewer).to.equal("red");
    table.act({ type: "roll", seat: "red" });
    table.act({ type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" });
    table.act({ type: "endMovement", seat: "red" });
    table.act({ type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind: "identity" });
    expect(waitingFor(table.current)).to.equal("yellow");
    expect(table.viewer).to.equal("yellow");
    expect(table.view().answerPrompt).to.not.equal(null);
    expect(table.view().you!.seat).to.equal("yellow");
    expect(seen).to.deep.equal(["red", "red", "red", "yellow"]);
    table.dispose();
  });

  it("stops its bots when disposed", async () => {
    const state = createGame({ players: 4, seed: "lt-5", first: "blue" });
    const table = new LocalTable({ game: boardGame, state, humans: ["red"], bot: randomAction, botDelay: 20 });
    table.dispose();
    await new Promise((r) => setTimeout(r, 80));
    expect(table.current).to.equal(state);
  });

  it("loads its bots (loadBot) only when a bot is first to act, and tries a failed load again", async () => {
    const state = createGame({ players: 4, seed: "lt-6", first: "red" });
    let loads = 0;
    const table = new LocalTable({ game: boardGame,
      state, humans: ["red"], botDelay: 0,
      loadBot: () => (++loads === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(randomAction)),
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(loads, "no bot is to act while red plays").to.equal(0);
    // Red's turn, to its end (answering nothing: bots only ask on their own turns).
    while (table.view().turn.seat === "red" && !table.current.result) {
      const v = table.view();
      const end = v.legal.find((a) => a.type === "endTurn") ?? v.legal.find((a) => a.type === "endMovement") ?? v.legal[0]!;
      expect(table.act(end).ok).to.equal(true);
    }
    await waitUntil(() => loads === 1, "the first bot's turn did not load the bots", { timeout: 2000, interval: 5 });
    const waiting = table.current;
    // The load failed: the game waits (nothing changes), then the load is tried again and yellow plays.
    await waitUntil(() => table.current !== waiting, "the bots did not play after a second load", { timeout: 5000, interval: 20 });
    expect(loads).to.equal(2);
    table.dispose();
  });
});
