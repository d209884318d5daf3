/**
 * Answers prepared ahead (prepared-answers.ts): what the host works out in idle time for the seat it
 * waits for must be exactly what the referee and the view update give when the intent comes, serve
 * only the state and the view it was prepared from, and stay bounded.
 */
import { expect } from "@open-wc/testing";
import { applyAction, boardGame, legalActions, viewFor, waitingFor, type GameState, type Seat } from "../../src/games/board/index.js";
import { MAX_PREPARED, PreparedAnswers } from "../../src/net/prepared-answers.js";
import { viewUpdate, writeUpdate, type SentView } from "../../src/net/view-updates.js";
import { playRandomGame } from "../games/board/support/random-play.js";

/** States of a game where the seat to act has several actions (moves among them, and questions). */
function positions(): { state: GameState; seat: Seat }[] {
  const out: { state: GameState; seat: Seat }[] = [];
  playRandomGame({
    players: 4, seed: "prepared", botSeed: "prepared-bot", declareFromTurn: 40, maxActions: 400,
    onStep: (state, _a, _before) => {
      const seat = waitingFor(state);
      if (seat && !state.result && legalActions(state, seat).length >= 3 && out.length < 40 && state.log.length % 3 === 0) out.push({ state, seat });
    },
  });
  return out;
}

async function until(done: () => boolean, what: string) {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(done(), what).to.equal(true);
}

/** What the seat was last sent: its view of `state`. */
const sentOf = (state: GameState, seat: Seat): SentView => viewUpdate(null, viewFor(state, seat)).sent;

describe("answers prepared ahead", () => {
  it("each is exactly what the referee gives then: the same next state and, with its ack, the same update text", async () => {
    const p = new PreparedAnswers(boardGame);
    let checked = 0;
    const kinds = new Set<string>();
    for (const { state, seat } of positions()) {
      const basis = sentOf(state, seat);
      const legal = viewFor(state, seat).legal;
      p.prepare(state, seat, basis, legal);
      await until(() => p.size === legal.length, "every legal action prepared");
      for (const action of legal) {
        // As a guest sends it: parsed from the text it was sent as.
        const answer = p.take(state, basis, JSON.parse(JSON.stringify(action)));
        expect(answer, JSON.stringify(action)).to.not.equal(undefined);
        const r = applyAction(state, action);
        if (!r.ok) throw new Error("a legal action refused");
        expect(JSON.stringify(answer!.state)).to.equal(JSON.stringify(r.state));
        expect(writeUpdate(answer!.update, 41)).to.equal(viewUpdate(basis, viewFor(r.state, seat), 41).text);
        kinds.add(action.type);
        checked++;
      }
    }
    expect(checked).to.be.greaterThan(100);
    expect(p.taken).to.equal(checked);
    expect([...kinds]).to.include.members(["move", "undo", "endMovement"]);
  });

  it("serves only the very state and view it was prepared from, and only actions prepared; other intents go the usual way", async () => {
    const { state, seat } = positions().find(({ state, seat }) => legalActions(state, seat).some((a) => a.type === "move"))!;
    const p = new PreparedAnswers(boardGame);
    const basis = sentOf(state!, seat!);
    const legal = viewFor(state!, seat!).legal;
    p.prepare(state!, seat!, basis, legal);
    await until(() => p.size === legal.length, "prepared");
    const move = legal.find((a) => a.type === "move")!;
    expect(p.take(state!, basis, move)).to.not.equal(undefined);
    // An equal copy of the state, or of the view the seat was sent, is not the one prepared from.
    expect(p.take(JSON.parse(JSON.stringify(state)) as GameState, basis, move)).to.equal(undefined);
    expect(p.take(state!, { ...basis }, move)).to.equal(undefined);
    expect(p.take(state!, null, move)).to.equal(undefined);
    // Not among the legal actions, or its keys in another order: not prepared.
    expect(p.take(state!, basis, { ...move, to: "nowhere" })).to.equal(undefined);
    const reordered = Object.fromEntries(Object.entries(move).reverse());
    expect(JSON.stringify(reordered)).to.not.equal(JSON.stringify(move));
    expect(p.take(state!, basis, reordered)).to.equal(undefined);
    expect(p.take(state!, basis, { ...move, seat: "nobody" })).to.equal(undefined);
    expect(p.taken).to.equal(1);
  });

  it("a refused action is never prepared; at most MAX_PREPARED answers; a new state or clear drops the old, and the work under way", async () => {
    const [{ state, seat }, { state: other, seat: otherSeat }] = positions() as [{ state: GameState; seat: Seat }, { state: GameState; seat: Seat }];
    const p = new PreparedAnswers(boardGame);
    const basis = sentOf(state!, seat!);
    const legal = viewFor(state!, seat!).legal;
    // The same actions again and again (one answer each), refused ones, and far more than the bound.
    const many = [...Array(40)].flatMap((_, i) => [...legal, { type: "move", seat, ball: 0, figure: "red-tall", to: `s${i}` }, { type: "nonsense", seat }]);
    expect(many.length).to.be.greaterThan(MAX_PREPARED);
    p.prepare(state!, seat!, basis, many);
    await new Promise((r) => setTimeout(r, 300));
    expect(p.size).to.equal(legal.length);
    const made = Array.from({ length: 200 }, (_, i) => ({ type: "note", seat, key: `k${i}`, mark: "x" }));
    p.prepare(state!, seat!, sentOf(state!, seat!), made);
    await until(() => p.size === MAX_PREPARED, "as many as the bound");
    await new Promise((r) => setTimeout(r, 300));
    expect(p.size, "and no more").to.equal(MAX_PREPARED);
    // A new state: what was prepared for the old one is gone.
    const otherBasis = sentOf(other!, otherSeat!);
    const otherLegal = viewFor(other!, otherSeat!).legal;
    p.prepare(other!, otherSeat!, otherBasis, otherLegal);
    expect(p.take(state!, basis, legal[0])).to.equal(undefined);
    await until(() => p.size === otherLegal.length, "the new state's answers");
    // Cleared while the work is under way: nothing comes of it later.
    p.prepare(state!, seat!, basis, legal);
    p.clear();
    await new Promise((r) => setTimeout(r, 300));
    expect(p.size).to.equal(0);
    expect(p.take(state!, basis, legal[0])).to.equal(undefined);
  });
});
