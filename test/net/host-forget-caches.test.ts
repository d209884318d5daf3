/**
 * Long sessions (docs/net.md): a host table that closes empties the caches its game's deduction and
 * bots keep across calls, so a page that hosts game after game does not hold on to the last games'.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { boardGame, botFor, chooseBotAction, createGame, deduce, viewFor, waitingFor, applyAction, Rng, seedRng, type SeatView } from "../../src/games/board/index.js";
import { cardsGame, createGame as createCardsGame, deduce as deduceCards, viewFor as cardsViewFor, type CardsView } from "../../src/games/cards/index.js";
import { HostTable } from "../../src/net/host-table.js";
import type { TableStore } from "../../src/net/local-table.js";

const nowhere = { host: "127.0.0.1", port: 9, path: "/peerjs", secure: false, iceServers: [] };
const store: TableStore = { load: () => null, save: () => {}, clear: () => {} };

/** A view of a seat that has been shown cards (so its deduction reads a notebook), from a normal-bot game. */
function viewWithAnswers(): SeatView {
  const bot = botFor("normal");
  let s = createGame({ players: 4, seed: "forget-caches" });
  const rng = new Rng(seedRng("forget-caches-bots"));
  for (let n = 0; n < 2000 && !s.result; n++) {
    const r = applyAction(s, bot(viewFor(s, waitingFor(s)!), rng)!);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    const last = s.log[s.log.length - 1]!;
    if (last.type === "answered" && last.data.asker !== undefined && last.data.asker !== "ambassador") return viewFor(s, last.data.asker as never);
  }
  throw new Error("no answer in the game");
}

describe("host table: closing it, or dealing the next game at it, empties the game's caches", () => {
  it("dispose() calls the game's forgetCaches once", () => {
    let forgotten = 0;
    const game = { ...boardGame, forgetCaches: () => void forgotten++ };
    const t = new HostTable({ game, tableId: "inkognito-forgettest", players: 4, hostSeat: "red", hostName: "Ann", peer: nowhere, bot: chooseBotAction, botDelay: 600_000, store });
    expect(forgotten).to.equal(0);
    t.dispose();
    expect(forgotten).to.equal(1);
  });

  it("nextGame() calls the game's forgetCaches before it deals the next game at the table", async () => {
    let forgotten = 0;
    const game = { ...boardGame, forgetCaches: () => void forgotten++ };
    const t = new HostTable({ game, tableId: "inkognito-forgetnext", players: 3, hostSeat: "spectator", hostName: "Ann", peer: nowhere, bot: chooseBotAction, botDelay: 0, store });
    try {
      expect((await t.start()).ok).to.equal(true);
      await waitUntil(() => !!t.current?.result, "the bots did not finish their game", { timeout: 30_000 });
      expect(forgotten).to.equal(0);
      expect((await t.nextGame()).ok).to.equal(true);
      expect(forgotten).to.equal(1);
      expect(t.gameNumber).to.equal(2);
      expect(t.current?.result).to.equal(null);
    } finally {
      t.dispose();
    }
  });

  it("the board game's forgetCaches empties the deductions kept by what they read", () => {
    const view = viewWithAnswers();
    const copy = () => JSON.parse(JSON.stringify(view)) as SeatView; // a new object: only the cache by content can answer
    const warm = deduce(copy());
    expect(deduce(copy())).to.equal(warm); // the same object: kept
    boardGame.forgetCaches!();
    const cold = deduce(copy());
    expect(cold).to.not.equal(warm);
    expect(cold.probabilities).to.deep.equal(warm.probabilities);
  });

  it("a card table that closes empties the card game's deductions kept by what they read", () => {
    const view = cardsViewFor(createCardsGame({ players: 4, seed: "forget-caches" }), "blue");
    const copy = () => JSON.parse(JSON.stringify(view)) as CardsView; // a new object: only the cache by content can answer
    const warm = deduceCards(copy());
    expect(deduceCards(copy())).to.equal(warm);
    const t = new HostTable({ game: cardsGame, tableId: "inkognito-forgetcards", players: 4, hostSeat: "red", hostName: "Ann", peer: nowhere, bot: cardsGame.botFor("random"), botDelay: 600_000, store });
    t.dispose();
    const cold = deduceCards(copy());
    expect(cold).to.not.equal(warm);
    expect(cold).to.deep.equal(warm);
  });
});
