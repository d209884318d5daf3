/**
 * LocalTable is generic over the kernel's `Game`: whole card games (2–5 players) played through it
 * by the card game's own bots, by people at one screen, and by both, including the sealed
 * simultaneous choices where the game waits on several seats at once.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { Rng, seedRng, cardsGame, type CardsAction, type CardsState, type Seat } from "../../src/games/cards/index.js";
import { LocalTable, readSaved, type TableStore } from "../../src/net/local-table.js";
import type { CardsGame } from "../../src/games/cards/game.js";

const PLAYERS = [2, 3, 4, 5] as const;
const random = cardsGame.botFor("random");

function memoryStore(): TableStore & { data: string | null } {
  return { data: null, load() { return this.data; }, save(d) { this.data = d; }, clear() { this.data = null; } };
}

/** The people at this screen play: every waiting human seat acts with a random legal action. */
function peopleAct(table: LocalTable<CardsGame>, seed: string): void {
  const waiting = cardsGame.waitingOn(table.current).filter((s) => table.humanSeats.includes(s));
  let n = table.current.log.length + seed.length;
  for (const seat of waiting) {
    const legal = cardsGame.legalActions(table.current, seat);
    if (!legal.length) continue;
    const r = table.act(legal[n++ % legal.length]!);
    expect(r, JSON.stringify(r)).to.deep.equal({ ok: true });
    return;
  }
}

describe("LocalTable with the card game", () => {
  for (const players of PLAYERS) {
    it(`plays whole ${players}-player card games with the card game's bots to an outcome`, async () => {
      for (const seed of ["a", "b"]) {
        const state = cardsGame.createGame({ players, seed: `ltc-${players}-${seed}`, maxRounds: 40 });
        const store = memoryStore();
        const table = new LocalTable({ game: cardsGame, state, humans: [], bot: random, botDelay: 0, store });
        expect(table.game.id).to.equal("cards");
        await waitUntil(() => cardsGame.outcome(table.current) !== null, "the bots did not finish", { timeout: 20_000, interval: 5 });
        expect(cardsGame.isState(table.current)).to.equal(true);
        expect(cardsGame.waitingOn(table.current)).to.deep.equal([]);
        // A spectator's view of the end: every black card revealed (C13.4).
        expect(table.viewer).to.equal("spectator");
        expect(table.view().result).to.not.equal(null);
        // The save is the card game's, and readSaved keeps it apart from the board game's.
        const saved = readSaved(store, cardsGame);
        expect(saved?.game).to.equal("cards");
        expect(saved?.state).to.deep.equal(table.current);
        table.dispose();
      }
    });
  }

  it("hot-seat: every seat at one screen, each shown its own view while the game waits on it", async () => {
    for (const players of PLAYERS) {
      const state = cardsGame.createGame({ players, seed: `ltc-hot-${players}`, maxRounds: 40 });
      const humans = cardsGame.seats(state).filter((s) => state.roles[s] !== "blind");
      const table = new LocalTable({ game: cardsGame, state, humans, bot: random, botDelay: 0 });
      let steps = 0;
      while (!cardsGame.outcome(table.current) && steps++ < 5000) {
        const waiting = cardsGame.waitingOn(table.current);
        const ours = waiting.filter((s) => humans.includes(s));
        if (ours.length) {
          expect(ours, "the table shows a seat the game waits on").to.include(table.viewer);
          expect(table.view().viewer).to.equal(table.viewer);
          peopleAct(table, `${players}`);
        } else {
          // Blind seats are nobody's: the bot acts for them.
          await waitUntil(() => cardsGame.waitingOn(table.current) !== waiting, "the bot did not act", { timeout: 5000, interval: 2 });
        }
      }
      expect(cardsGame.outcome(table.current), `${players} players`).to.not.equal(null);
      table.dispose();
    }
  });

  it("takes both sealed choices of an exchange in either order, and refuses a seat nobody here plays", () => {
    for (const order of ["first", "second"] as const) {
      let state: CardsState = cardsGame.createGame({ players: 4, seed: "ltc-sealed" });
      // Play on (the random bot) until the game waits on two seats at once.
      const rng = new Rng(seedRng("ltc-sealed"));
      let guard = 0;
      while (cardsGame.waitingOn(state).length < 2 && guard++ < 500) {
        const seat = cardsGame.waitingOn(state)[0]!;
        const r = cardsGame.applyAction(state, random(cardsGame.viewFor(state, seat), rng)!);
        if (!r.ok) throw new Error(r.error.code);
        state = r.state;
      }
      const both = cardsGame.waitingOn(state);
      expect(both.length).to.be.at.least(2);
      const table = new LocalTable({ game: cardsGame, state, humans: both.slice(), bot: random, botDelay: 60_000 });
      const [a, b] = order === "first" ? [both[0]!, both[1]!] : [both[1]!, both[0]!];
      const other = cardsGame.seats(state).find((s) => !both.includes(s)) as Seat | undefined;
      if (other) {
        const foreign = { ...(cardsGame.legalActions(state, a)[0] as CardsAction), seat: other } as CardsAction;
        const refused = table.act(foreign);
        expect(!refused.ok && refused.error.code).to.equal("NOT_YOUR_SEAT");
        expect(table.current).to.equal(state);
      }
      expect(table.act(cardsGame.legalActions(state, a)[0]!)).to.deep.equal({ ok: true });
      expect(cardsGame.waitingOn(table.current)).to.include(b);
      expect(table.viewer, "the seat still to choose is shown").to.equal(b);
      // What the table shows is the game's own view for that seat, nothing more.
      expect(table.view()).to.deep.equal(cardsGame.viewFor(table.current, b));
      expect(table.act(cardsGame.legalActions(table.current, b)[0]!)).to.deep.equal({ ok: true });
      expect(table.current.log.length, "both choices taken and the meeting resolved").to.be.greaterThan(state.log.length + 1);
      table.dispose();
    }
  });

  it("one person against the card game's bots: the bots wait for the person's sealed choice", async () => {
    const state = cardsGame.createGame({ players: 5, seed: "ltc-solo", maxRounds: 40 });
    const table = new LocalTable({ game: cardsGame, state, humans: ["ambassador"], bot: random, botDelay: 0 });
    expect(table.viewer).to.equal("ambassador");
    let steps = 0;
    while (!cardsGame.outcome(table.current) && steps++ < 5000) {
      if (cardsGame.waitingOn(table.current).includes("ambassador")) peopleAct(table, "solo");
      else {
        const before = table.current;
        await waitUntil(() => table.current !== before, "the bots did not act", { timeout: 5000, interval: 2 });
      }
      expect(table.view().viewer).to.equal("ambassador");
    }
    expect(cardsGame.outcome(table.current)).to.not.equal(null);
    table.dispose();
  });
});
