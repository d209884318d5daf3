/** Game records (src/games/kernel/record.ts): both games' records round-trip, and every tampered record is refused with its code. */
import { expect } from "@open-wc/testing";
import { boardGame, createGame as createBoard, applyAction as applyBoard } from "../../../src/games/board/index.js";
import { cardsGame, createGame as createCards } from "../../../src/games/cards/index.js";
import {
  MAX_RECORD_ACTIONS, MAX_RECORD_CHARS, makeRecord, readRecord, replayRecord, verifyRecord, type GameRecord,
} from "../../../src/games/kernel/record.js";
import { playRandomGame } from "../board/support/random-play.js";
import { playRandom } from "../cards/support/random-play.js";

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function boardRecord(players: 3 | 4 | 5, seed: string): { record: GameRecord; state: ReturnType<typeof createBoard> } {
  const { state } = playRandomGame({ players, seed, botSeed: `bots-${seed}`, declareFromTurn: 12 });
  const r = makeRecord(boardGame, state, { red: "Ann", yellow: "Ben" });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { record: r.record, state };
}

function cardsRecord(players: 2 | 3 | 4 | 5, seed: string) {
  const state = playRandom({ players, seed, maxRounds: 40 }, `bots-${seed}`, 6, () => {});
  const r = makeRecord(cardsGame, state, { red: "Ann", ambassador: "Eve" });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { record: r.record, state };
}

describe("kernel: game records", () => {
  it("a board game record round-trips for every player count: same options, names by seat, the same game replayed", () => {
    for (const players of [3, 4, 5] as const) {
      for (const seed of ["a", "b"]) {
        const { record, state } = boardRecord(players, `rt-${players}-${seed}`);
        expect(record.format).to.equal(1);
        expect(record.game).to.equal("board");
        expect(record.version).to.equal(boardGame.version);
        expect(record.options).to.deep.include({ players, seed: `rt-${players}-${seed}` });
        expect(record.names).to.have.length(state.seats.length);
        expect(record.names[state.seats.indexOf("red")]).to.equal("Ann");
        expect(record.result).to.deep.equal({ winners: state.result!.winners, reason: state.result!.reason });
        const v = verifyRecord<typeof state>(boardGame, JSON.stringify(record));
        if (!v.ok) throw new Error(v.error.message);
        expect(JSON.stringify(v.state.log)).to.equal(JSON.stringify(state.log));
        expect(v.state.secrets).to.deep.equal(state.secrets);
        const replayed = replayRecord(boardGame, record);
        if (!replayed.ok) throw new Error(replayed.error.message);
        expect(replayed.actions).to.have.length(record.actions.length);
      }
    }
  });

  it("a card game record round-trips for every player count (2–5)", () => {
    for (const players of [2, 3, 4, 5] as const) {
      for (const seed of ["a", "b"]) {
        const { record, state } = cardsRecord(players, `rt-${players}-${seed}`);
        expect(record.game).to.equal("cards");
        // A finished card game's record gives its draws, not its seed (CARD-GAME.md C13.2, C13.4).
        expect(record.options).to.deep.include({ players, maxRounds: 40 });
        expect(record.options).to.not.have.property("seed");
        expect(record.options).to.have.nested.property("fixed.deal");
        expect(record.names).to.have.length(state.seats.length);
        expect(record.names[0]).to.equal("Ann");
        expect(record.result).to.deep.equal({ winners: state.result!.winners, reason: state.result!.reason });
        const v = verifyRecord<typeof state>(cardsGame, JSON.stringify(record));
        if (!v.ok) throw new Error(v.error.message);
        expect(JSON.stringify(v.state.log)).to.equal(JSON.stringify(state.log));
      }
    }
  });

  it("a game still going has a record too (result null) that verifies", () => {
    const { state } = playRandomGame({ players: 4, seed: "going", botSeed: "going", maxActions: 60, declareFromTurn: 99 });
    expect(state.result).to.equal(null);
    const r = makeRecord(boardGame, state);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.record.result).to.equal(null);
    expect(r.record.names).to.deep.equal(["", "", "", ""]);
    expect(verifyRecord(boardGame, r.record).ok).to.equal(true);
  });

  it("refuses a record whose action was changed (RECORD_DOES_NOT_REPLAY, with the index of the first refused action)", () => {
    const { record } = boardRecord(4, "tamper");
    // The 4th action changed into an end of turn from the wrong seat.
    const t = clone(record) as unknown as { actions: unknown[][] };
    const seat = t.actions[3]![1] as number;
    t.actions[3] = ["t", (seat + 1) % 4];
    const r = verifyRecord(boardGame, t);
    expect(r.ok).to.equal(false);
    if (r.ok) return;
    expect(r.error.code).to.equal("RECORD_DOES_NOT_REPLAY");
    expect(r.error.index).to.equal(3);
    // A code no game action has, or a seat out of range: the same refusal at that index.
    for (const bad of [["?", 0], ["r", 9], ["r", -1], ["r", 0.5], ["m", 0, 1, 2, 3, 4, 5]]) {
      const u = clone(record) as unknown as { actions: unknown[][] };
      u.actions[5] = bad;
      const ru = verifyRecord(boardGame, u);
      expect(ru.ok ? null : [ru.error.code, ru.error.index], JSON.stringify(bad)).to.deep.equal(["RECORD_DOES_NOT_REPLAY", 5]);
    }
    // A card game action changed: another location placed twice.
    const { record: cards } = cardsRecord(4, "tamper");
    const c = clone(cards) as unknown as { actions: unknown[][] };
    c.actions[1] = c.actions[0]!.slice();
    const rc = verifyRecord(cardsGame, c);
    expect(rc.ok ? null : [rc.error.code, rc.error.index]).to.deep.equal(["RECORD_DOES_NOT_REPLAY", 1]);
  });

  it("refuses a record whose stated result is not the one its game reaches (RECORD_RESULT_MISMATCH)", () => {
    const { record, state } = boardRecord(4, "result");
    const others = state.seats.filter((s) => !state.result!.winners.includes(s));
    for (const result of [
      { winners: others, reason: state.result!.reason },
      { winners: state.result!.winners, reason: "something-else" },
      null,
    ]) {
      const r = verifyRecord(boardGame, { ...clone(record), result });
      expect(r.ok ? null : r.error.code).to.equal("RECORD_RESULT_MISMATCH");
    }
    // Truncated: the game no longer reaches its end.
    const cut = verifyRecord(boardGame, { ...clone(record), actions: record.actions.slice(0, -3) });
    expect(cut.ok ? null : cut.error.code).to.equal("RECORD_RESULT_MISMATCH");
    const { record: cards } = cardsRecord(3, "result");
    const rc = verifyRecord(cardsGame, { ...clone(cards), result: { winners: ["ambassador"], reason: "ambassador-right" } });
    expect(rc.ok ? null : rc.error.code).to.equal("RECORD_RESULT_MISMATCH");
  });

  it("a stated result is compared as data: its keys in another order verify, its winners in another order do not", () => {
    const { record, state } = boardRecord(4, "result-order");
    const { winners, reason } = state.result!;
    const r = verifyRecord(boardGame, JSON.stringify({ ...clone(record), result: { reason, winners } }));
    expect(r.ok ? "ok" : r.error.code).to.equal("ok");
    const { record: cards, state: cardsState } = cardsRecord(4, "result-order");
    const c = cardsState.result!;
    const rc = verifyRecord(cardsGame, JSON.stringify({ ...clone(cards), result: { reason: c.reason, winners: [...c.winners] } }));
    expect(rc.ok ? "ok" : rc.error.code).to.equal("ok");
    // Winners are a list: in another order, another result.
    const [game, rec, w] = winners.length > 1 ? [boardGame, record, winners] : [cardsGame, cards, c.winners];
    expect(w.length, "a game won by partners").to.be.at.least(2);
    const swapped = verifyRecord(game, { ...clone(rec), result: { winners: [...w].reverse(), reason: rec.result!.reason } });
    expect(swapped.ok ? "ok" : swapped.error.code).to.equal("RECORD_RESULT_MISMATCH");
  });

  it("refuses another game's record, another format or rules version, and options that set up no game", () => {
    const { record: board } = boardRecord(4, "other");
    const { record: cards } = cardsRecord(4, "other");
    expect(codeOf(verifyRecord(cardsGame, board))).to.equal("RECORD_WRONG_GAME");
    expect(codeOf(verifyRecord(boardGame, cards))).to.equal("RECORD_WRONG_GAME");
    expect(codeOf(verifyRecord(boardGame, { ...clone(board), format: 2 }))).to.equal("RECORD_WRONG_VERSION");
    expect(codeOf(verifyRecord(boardGame, { ...clone(board), version: 99 }))).to.equal("RECORD_WRONG_VERSION");
    expect(codeOf(verifyRecord(boardGame, { ...clone(board), options: { players: 7 } }))).to.equal("RECORD_BAD_OPTIONS");
    expect(codeOf(verifyRecord(cardsGame, { ...clone(cards), options: { players: 4, seed: "" } }))).to.equal("RECORD_BAD_OPTIONS");
    // Another seed deals another game: its actions no longer replay, or end otherwise.
    const reseeded = verifyRecord(boardGame, { ...clone(board), options: { ...(board.options as object), seed: "not-this-one" } });
    expect(["RECORD_DOES_NOT_REPLAY", "RECORD_RESULT_MISMATCH"]).to.include(codeOf(reseeded));
    // Names for another number of seats.
    expect(codeOf(verifyRecord(boardGame, { ...clone(board), names: ["a"] }))).to.equal("RECORD_MALFORMED");
  });

  it("refuses garbage, truncated text, hostile keys and huge records without throwing (RECORD_MALFORMED, RECORD_TOO_LARGE)", () => {
    const { record } = boardRecord(3, "garbage");
    const text = JSON.stringify(record);
    const cases: [unknown, string][] = [
      [text.slice(0, text.length / 2), "RECORD_MALFORMED"],
      ["", "RECORD_MALFORMED"],
      ["null", "RECORD_MALFORMED"],
      [null, "RECORD_MALFORMED"],
      [undefined, "RECORD_MALFORMED"],
      [42, "RECORD_MALFORMED"],
      [[record], "RECORD_MALFORMED"],
      ["{\"format\":1", "RECORD_MALFORMED"],
      [{ ...clone(record), extra: 1 }, "RECORD_MALFORMED"],
      [{ ...clone(record), actions: "r" }, "RECORD_MALFORMED"],
      [{ ...clone(record), actions: [["r"]] }, "RECORD_MALFORMED"],
      [{ ...clone(record), actions: [5] }, "RECORD_MALFORMED"],
      [{ ...clone(record), names: ["x".repeat(41), "", ""] }, "RECORD_MALFORMED"],
      [{ ...clone(record), names: [1, 2, 3] }, "RECORD_MALFORMED"],
      [{ ...clone(record), result: { winners: ["red"], reason: "x", extra: 1 } }, "RECORD_MALFORMED"],
      [{ ...clone(record), options: [] }, "RECORD_MALFORMED"],
      [text.replace("\"options\":{", "\"options\":{\"__proto__\":{\"polluted\":1},"), "RECORD_MALFORMED"],
      [text.replace("\"options\":{", "\"options\":{\"constructor\":1,"), "RECORD_MALFORMED"],
      [{ ...clone(record), options: { players: 3, seed: "x", deep: nest(40) } }, "RECORD_MALFORMED"],
      ["x".repeat(MAX_RECORD_CHARS + 1), "RECORD_TOO_LARGE"],
      [{ ...clone(record), actions: Array.from({ length: MAX_RECORD_ACTIONS + 1 }, () => ["r", 0]) }, "RECORD_TOO_LARGE"],
      [{ ...clone(record), options: { players: 3, seed: "x", junk: Array.from({ length: 700_000 }, () => 0) } }, "RECORD_TOO_LARGE"],
    ];
    for (const [input, code] of cases) {
      expect(codeOf(verifyRecord(boardGame, input)), String(input).slice(0, 60)).to.equal(code);
      expect(codeOf(readRecord(boardGame, input))).to.equal(code);
    }
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it("makeRecord refuses what is not a state, a state that kept no history, and a history that is not its game's", () => {
    expect(codeOf(makeRecord(boardGame, { hello: 1 }))).to.equal("RECORD_MALFORMED");
    const fresh = createBoard({ players: 4, seed: "old" });
    const { history: _, ...old } = fresh;
    expect(codeOf(makeRecord(boardGame, old))).to.equal("RECORD_UNAVAILABLE");
    // A game continued from a state without history keeps none (its start is unknown).
    const next = applyBoard(old, { type: "roll", seat: old.turn.seat });
    expect(next.ok && next.state.history).to.equal(undefined);
    const cards = createCards({ players: 4, seed: "old" });
    const { history: __, ...oldCards } = cards;
    // Every card game state keeps its history: one without is not a state of the game (cardsGame.isState).
    expect(codeOf(makeRecord(cardsGame, oldCards))).to.equal("RECORD_MALFORMED");
    // A history edited to another seed: its replay is another game, refused.
    const { state } = playRandomGame({ players: 4, seed: "edited", botSeed: "edited", maxActions: 30, declareFromTurn: 99 });
    const edited = { ...state, history: { ...state.history!, options: { players: 4, seed: "other" } } };
    expect(["RECORD_DOES_NOT_REPLAY"]).to.include(codeOf(makeRecord(boardGame, edited)));
    // A history that replays, but to another game than this state (its events edited): refused too.
    const other = { ...state, log: state.log.slice(0, -1) };
    const ro = makeRecord(boardGame, other);
    expect(ro.ok ? null : [ro.error.code, ro.error.message]).to.deep.equal(["RECORD_DOES_NOT_REPLAY", "That record does not replay: one of its actions is refused by the rules. (its history does not reach this game)"]);
  });
});

function codeOf(r: { ok: true } | { ok: false; error: { code: string } }): string | null {
  return r.ok ? null : r.error.code;
}

function nest(n: number): unknown {
  let x: unknown = 0;
  for (let i = 0; i < n; i++) x = [x];
  return x;
}
