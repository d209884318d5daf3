/**
 * Bots thinking in a worker (WorkerBot with the build's real dist/bot-worker.js; npm test builds
 * first): the same decisions as in the page, the table's answers dropped when the game moved on, and
 * the page taking over whenever the worker fails.
 */
import { expect, waitUntil } from "@open-wc/testing";
import { boardGame, createGame, viewFor, waitingFor, type GameState } from "../../src/games/board/index.js";
import { botFor, type BotLevel } from "../../src/games/board/bots/levels.js";
import { Rng, seedRng } from "../../src/games/kernel/rng.js";
import { applyAction } from "../../src/games/board/referee.js";
import { LocalTable } from "../../src/net/local-table.js";
import { WorkerBot } from "../../src/net/bot-thread.js";
import type { TableBot } from "../../src/net/bot-decision.js";
import { cardsGame } from "../../src/games/cards/game.js";
import "../../src/games/cards/bots/by-level.js"; // the card game's bots, provided to cardsGame

const WORKER = new URL("/dist/bot-worker.js", location.href);
const fixture = (name: string) => new URL(`/test/net/fixtures/${name}`, location.href);
const workerBot = (level: BotLevel, url: URL | null = WORKER, answerMs?: number) =>
  new WorkerBot(url, level, async () => botFor(level), answerMs);

/** Plays bots on every seat until the log has `entries` entries or the game ends. */
async function playOut(bot: TableBot, seed: string, entries: number): Promise<GameState> {
  const table = new LocalTable({ game: boardGame, state: createGame({ players: 4, seed }), humans: [], bot, botDelay: 0 });
  await waitUntil(() => table.current.result || table.current.log.length >= entries, "the bots did not play", { timeout: 20_000, interval: 5 });
  const state = table.current;
  table.dispose();
  return state;
}

describe("WorkerBot (bots in a worker)", () => {
  it("decides in the worker exactly what the bot decides in the page, random state included", async () => {
    const bot = workerBot("strong");
    let state = createGame({ players: 4, seed: "wb-same" });
    const pageRng = new Rng(seedRng("wb-rng"));
    let workerRng = pageRng.state;
    try {
      for (let i = 0; i < 12 && !state.result; i++) {
        const seat = waitingFor(state)!;
        const view = viewFor(state, seat);
        const inPage = botFor("strong")(view, pageRng);
        const inWorker = await bot.think(view, workerRng);
        expect(inWorker.action, `decision ${i}`).to.deep.equal(inPage);
        expect(inWorker.rng, `random state after decision ${i}`).to.deep.equal(pageRng.state);
        workerRng = inWorker.rng;
        const r = applyAction(state, inPage!);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
      }
      expect(bot.workerDecisions).to.equal(12);
      expect(bot.pageDecisions).to.equal(0);
    } finally {
      bot.dispose();
    }
  });

  it("plays the same game through the worker as in the page", async () => {
    const bot = workerBot("normal");
    const viaWorker = await playOut(bot, "wb-game", 120);
    const inPage = await playOut(botFor("normal"), "wb-game", 120);
    expect(bot.workerDecisions).to.be.greaterThan(30);
    expect(bot.pageDecisions).to.equal(0);
    expect(viaWorker.log.slice(0, 120)).to.deep.equal(inPage.log.slice(0, 120));
  });

  it("lets the page decide when the worker's file does not load, and the game goes on", async () => {
    const bot = workerBot("normal", new URL("/dist/no-such-worker.js", location.href));
    const state = await playOut(bot, "wb-404", 40);
    expect(state.log.length).to.be.at.least(40);
    expect(bot.workerDecisions).to.equal(0);
    expect(bot.pageDecisions).to.be.greaterThan(5);
    expect(bot.usesWorker).to.equal(false);
  });

  it("drops a worker's answers that are not answers, and the page decides once it waited long enough", async () => {
    const bot = workerBot("normal", fixture("nonsense-bot-worker.js"), 300);
    const state = await playOut(bot, "wb-nonsense", 30);
    expect(state.log.length).to.be.at.least(30);
    expect(bot.workerDecisions).to.equal(0);
    expect(bot.usesWorker).to.equal(false);
  });

  it("lets the page decide once the referee refuses what the worker chose", async () => {
    const bot = workerBot("normal", fixture("illegal-bot-worker.js"));
    const state = await playOut(bot, "wb-illegal", 30);
    expect(state.log.length).to.be.at.least(30);
    expect(bot.usesWorker).to.equal(false);
    expect(bot.pageDecisions).to.be.greaterThan(5);
  });

  it("drops a decision that arrives after its table was closed, and stops the worker", async () => {
    const bot = workerBot("normal", fixture("slow-bot-worker.js"));
    const state = createGame({ players: 4, seed: "wb-late" });
    const table = new LocalTable({ game: boardGame, state, humans: [], bot, botDelay: 0 });
    const changes: unknown[] = [];
    table.subscribe((c) => changes.push(c));
    await new Promise((r) => setTimeout(r, 100)); // the worker was asked; it answers at ~400 ms
    table.dispose();
    await new Promise((r) => setTimeout(r, 700));
    expect(changes).to.deep.equal([]);
    expect(table.current).to.equal(state);
    expect(bot.workerDecisions).to.equal(0);
    expect(bot.usesWorker).to.equal(false);
  });

  it("answers a malformed request with an error, never a throw (the worker itself)", async () => {
    const worker = new Worker(WORKER);
    const errors: string[] = [];
    worker.onerror = (e) => errors.push(e.message);
    const replies: unknown[] = [];
    worker.onmessage = (e) => replies.push(e.data);
    try {
      worker.postMessage("nonsense");
      worker.postMessage({ id: 1, level: "grandmaster", view: {}, rng: { a: 1, b: 2, c: 3, d: 4 } });
      worker.postMessage({ id: 2, level: "strong", view: { viewer: "red" }, rng: { a: 1, b: 2, c: 3, d: 4 } });
      worker.postMessage({ id: 3, level: "normal", view: viewFor(createGame({ players: 4, seed: "wb-m", first: "red" }), "red"), rng: { a: -1 } });
      await waitUntil(() => replies.length === 4, "the worker did not answer every message", { timeout: 5000 });
      expect(replies.map((r) => (r as { id: number }).id)).to.deep.equal([0, 1, 2, 3]);
      expect(replies.every((r) => typeof (r as { error?: unknown }).error === "string")).to.equal(true);
      expect(errors).to.deep.equal([]);
    } finally {
      worker.terminate();
    }
  });

  it("thinks for the card game's bots too: a whole card game through the worker, as in the page", async () => {
    const level = cardsGame.botLevels[0]!;
    const bot = new WorkerBot(WORKER, level, async () => cardsGame.botFor(level), undefined, cardsGame.id);
    const play = async (b: TableBot) => {
      const table = new LocalTable({ game: cardsGame, state: cardsGame.createGame({ players: 5, seed: "wb-cards", maxRounds: 30 }), humans: [], bot: b, botDelay: 0 });
      await waitUntil(() => cardsGame.outcome(table.current) !== null, "the card bots did not finish", { timeout: 20_000, interval: 5 });
      const state = table.current;
      table.dispose();
      return state;
    };
    const viaWorker = await play(bot);
    expect(bot.workerDecisions).to.be.greaterThan(20);
    expect(bot.pageDecisions).to.equal(0);
    expect(viaWorker).to.deep.equal(await play(cardsGame.botFor(level)));
  });

  it("answers a request for an unknown game, or a level the game has not, with an error", async () => {
    const worker = new Worker(WORKER);
    const replies: { id: number; error?: string }[] = [];
    worker.onmessage = (e) => replies.push(e.data);
    const view = cardsGame.viewFor(cardsGame.createGame({ players: 4, seed: "wb-g" }), "red");
    try {
      worker.postMessage({ id: 1, game: "chess", level: "random", view, rng: { a: 1, b: 2, c: 3, d: 4 } });
      worker.postMessage({ id: 2, game: "cards", level: "grandmaster", view, rng: { a: 1, b: 2, c: 3, d: 4 } });
      worker.postMessage({ id: 3, game: "__proto__", level: "random", view, rng: { a: 1, b: 2, c: 3, d: 4 } });
      await waitUntil(() => replies.length === 3, "the worker did not answer", { timeout: 5000 });
      expect(replies.map((r) => [r.id, r.error])).to.deep.equal([[1, "unknown game"], [2, "unknown level"], [3, "unknown game"]]);
    } finally {
      worker.terminate();
    }
  });
});
