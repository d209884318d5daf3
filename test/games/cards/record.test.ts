/** The card game's records: the worked example (fixed deal and piles) replays from its record; every action, claims included, is recorded. */
import { expect } from "@open-wc/testing";
import {
  CARDS_CODES, LOCATIONS, ROUNDS_PER_CYCLE, Refusal, applyAction, createGame, legalActions, loadScenario, makeRecord, replayRecord, verifyRecord, waitingOn,
  type CardsAction, type CardsState, type Scenario,
} from "../../../src/games/cards/index.js";
import { MAX_PILE_ORDERS, MAX_ROUNDS } from "../../../src/games/cards/setup.js";
import { playRandom } from "./support/random-play.js";

describe("cards: game records", () => {
  it("the worked example (a fixed deal, fixed piles, fixed first player) replays from its record, to the same game", async () => {
    const res = await fetch("/demo/scenarios/cards-worked-example.json");
    const scenario = (await res.json()) as Scenario;
    const state = loadScenario(scenario);
    const r = makeRecord(state, { red: "Brian", blue: "Rob" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.record.options).to.have.property("fixed");
    const v = verifyRecord<CardsState>(JSON.stringify(r.record));
    if (!v.ok) throw new Error(v.error.message);
    expect(JSON.stringify(v.state.log)).to.equal(JSON.stringify(state.log));
    expect(v.state.result).to.deep.equal(state.result);
    // Without its fixed draws the same actions are another game: refused.
    const { fixed: _, ...loose } = r.record.options as Record<string, unknown>;
    const w = verifyRecord({ ...r.record, options: loose });
    expect(w.ok ? null : w.error.code).to.be.oneOf(["RECORD_DOES_NOT_REPLAY", "RECORD_RESULT_MISMATCH"]);
  });

  it("records each action compactly, in the order applied, with the seat's index; replayRecord gives them back", () => {
    const actions: CardsAction[] = [];
    const state = playRandom({ players: 5, seed: "order" }, "order", 8, (s) => s.action && actions.push(s.action));
    expect(state.history!.actions).to.have.length(actions.length);
    const p = state.history!.actions[0]!;
    expect(p[0]).to.equal(CARDS_CODES.place.code);
    expect(p[1]).to.equal(state.seats.indexOf(actions[0]!.seat));
    const r = makeRecord(state);
    if (!r.ok) throw new Error(r.error.message);
    const back = replayRecord(r.record);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.actions).to.deep.equal(actions.map((a) => JSON.parse(JSON.stringify(a))));
  });

  it("a declaration with claims is recorded with them, and replays", () => {
    // The first position of a random game where a waiting seat may declare.
    let at: { state: CardsState; action: CardsAction } | null = null;
    playRandom({ players: 4, seed: "claims", maxRounds: 30 }, "claims", null, ({ state }) => {
      if (at || state.result) return;
      for (const seat of waitingOn(state)) {
        const d = legalActions(state, seat).find((a) => a.type === "declare");
        if (d) at = { state, action: d };
      }
    });
    expect(at, "a position to declare").not.to.equal(null);
    const { state, action } = at!;
    const r0 = applyAction(state, { ...action, claims: { red: { identity: "F" }, blue: { code: 24 } } } as CardsAction);
    if (!r0.ok) throw new Error(r0.error.code);
    let s = r0.state;
    // The meeting's other actors choose too, until the declaration is resolved.
    while (!s.result && waitingOn(s).length) {
      const seat = waitingOn(s)[0]!;
      const r = applyAction(s, legalActions(s, seat).find((a) => a.type !== "declare")!);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    const text = JSON.stringify(s.history);
    expect(text).to.contain("{\"red\":{\"identity\":\"F\"},\"blue\":{\"code\":24}}");
    const r = makeRecord(s);
    expect(r.ok && verifyRecord(r.record).ok).to.equal(true);
  });

  it("C8.2, C8.4, C13.4: a game past 500 rounds (over 100 reshuffles, one pile order each) records and replays", () => {
    const state = playRandom({ players: 2, seed: "long", maxRounds: 505 }, "long", null, () => {});
    expect(state.result!.round).to.equal(505);
    expect(state.shuffles).to.equal(101);
    const r = makeRecord(state);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const piles = (r.record.options as { fixed: { piles: Record<string, unknown[]> } }).fixed.piles;
    for (const orders of Object.values(piles)) expect(orders).to.have.length(102);
    const v = verifyRecord<CardsState>(JSON.stringify(r.record));
    if (!v.ok) throw new Error(v.error.message);
    expect(JSON.stringify(v.state.log)).to.equal(JSON.stringify(state.log));
  });

  it("C8.2, C8.4: fixed piles may list as many orders as the longest game uses, no more", () => {
    // The setup's order, then one per reshuffle after every ROUNDS_PER_CYCLE-th round, the last round's included.
    expect(MAX_PILE_ORDERS).to.be.at.least(1 + Math.floor(MAX_ROUNDS / ROUNDS_PER_CYCLE));
    const orders = (n: number) => Array.from({ length: n }, () => LOCATIONS.slice());
    const s = createGame({ players: 2, seed: "most", maxRounds: MAX_ROUNDS, fixed: { piles: { ambassador: orders(MAX_PILE_ORDERS) } } });
    expect(s.tiles.ambassador.pile).to.deep.equal(LOCATIONS);
    let code = "";
    try {
      createGame({ players: 2, seed: "most", fixed: { piles: { ambassador: orders(MAX_PILE_ORDERS + 1) } } });
    } catch (e) {
      code = (e as Refusal).error.code;
    }
    expect(code).to.equal("BAD_OPTIONS");
  });
});
