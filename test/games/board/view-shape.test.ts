/**
 * The full shape of a seat's view (view-shape.ts): every view the referee makes passes it, for every
 * viewer, at every step of random games of 3, 4 and 5 players (through JSON, as a guest gets it);
 * and hostile views — wrong types at every level, keys missing or extra, huge lists, `__proto__`,
 * ids that name nothing, legal actions that are not actions, another seat's secret — are refused
 * with a reason, never with a throw.
 */
import { expect } from "@open-wc/testing";
import { AGENT_SEATS, applyAction, boardGame, viewFor, type GameState, type Viewer } from "../../../src/games/board/index.js";
import { boardViewProblem } from "../../../src/games/board/view-shape.js";
import { playRandomGame } from "./support/random-play.js";

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const viewers = (s: GameState): Viewer[] => [...s.seats, "spectator"];

/** A 5-player game's state mid-game, after a seal and some questions, and one at its end. */
function states(): GameState[] {
  const out: GameState[] = [];
  for (const players of [3, 4, 5] as const) {
    for (const seed of ["a", "b"]) {
      playRandomGame({ players, seed: `shape-${players}-${seed}`, botSeed: seed, declareFromTurn: 12, onStep: (s) => out.push(s) });
    }
  }
  return out;
}

describe("a seat's view's full shape (boardViewProblem)", () => {
  const all = states();

  it("accepts every view the referee makes, for every viewer, at every step of random games (and after a mark and a mannerism)", () => {
    let n = 0;
    for (let i = 0; i < all.length; i += 3) {
      const s = all[i]!;
      for (const v of viewers(s)) {
        const p = boardViewProblem(json(viewFor(s, v)));
        expect(p, `${v} at step ${i}`).to.equal(null);
        n++;
      }
    }
    for (const s of [all[40]!, all[all.length - 1]!]) {
      const seat = s.seats[0]!;
      const marked = applyAction(s, { type: "note", seat, key: "red:F", mark: "x" });
      if (marked.ok) expect(boardViewProblem(json(viewFor(marked.state, seat)))).to.equal(null);
    }
    // Every game's end, for every viewer (the reveal holds each agent's secret).
    const ends = all.filter((s) => s.result);
    expect(ends.length).to.equal(6);
    for (const s of ends) for (const v of viewers(s)) expect(boardViewProblem(json(viewFor(s, v))), `${v} at the end of a ${s.players}-player game`).to.equal(null);
    expect(n).to.be.greaterThan(300);
    // The rules object's check is this one (the engine's entry loads it: ./lazy-checks.test.ts for before).
    const v = json(viewFor(ends[0]!, "red"));
    expect(boardGame.viewProblem(v)).to.equal(null);
    const broken = { ...(v as object), viewer: "nobody" };
    expect(boardViewProblem(broken)).to.be.a("string");
    expect(boardGame.viewProblem(broken)).to.equal(boardViewProblem(broken));
  });

  it("refuses hostile views of every kind with a reason, and never throws", () => {
    const mid = all.find((s) => s.players === 5 && s.turn.pending?.kind === "answer") ?? all.find((s) => s.turn.number > 6)!;
    const end = all.find((s) => s.result)!;
    const base = json(viewFor(mid, mid.seats[0]!)) as unknown as Record<string, unknown>;
    const over = json(viewFor(end, end.seats[1]!)) as unknown as Record<string, unknown>;
    const put = (v: Record<string, unknown>, path: (string | number)[], value: unknown, del = false) => {
      const c = json(v) as Record<string, unknown>;
      let o = c as Record<string | number, unknown>;
      for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
      if (del) delete o[path[path.length - 1]!];
      else o[path[path.length - 1]!] = value;
      return c;
    };
    const huge = Array.from({ length: 30_000 }, () => ({ seq: 0, turn: 0, type: "turnStarted", data: { seat: "red" } }));
    const hostile: [string, unknown][] = [
      ["null", null], ["a number", 7], ["a list", []], ["a string", "view"], ["an empty object", {}],
      ["viewer a number", put(base, ["viewer"], 3)], ["viewer unknown", put(base, ["viewer"], "purple")],
      ["players 6", put(base, ["players"], 6)], ["seats a string", put(base, ["seats"], "red")],
      ["seats with a stranger", put(base, ["seats", 0], "x);background:url(//x)")],
      ["turn null", put(base, ["turn"], null)], ["turn.seat missing", put(base, ["turn", "seat"], 0, true)],
      ["turn.roll huge", put(base, ["turn", "roll"], Array(100000).fill("white"))],
      ["turn.number a string", put(base, ["turn", "number"], "1")], ["turn.pending a kind unknown", put(base, ["turn", "pending"], { kind: "boom" })],
      ["positions a list", put(base, ["positions"], [])], ["positions of a figure that is none", put(base, ["positions", "red-giant"], "1")],
      ["positions on a space that is none", put(base, ["positions", "ambassador"], "nowhere")],
      ["meetings an object", put(base, ["meetings"], {})], ["you another seat's", put(base, ["you"], { seat: "blue", secret: { identity: "F", build: "tall", mission: "A" }, hand: [] })],
      ["you.secret wrong", put(base, ["you", "secret"], { identity: "Q", build: "tall", mission: "A" })],
      ["notebook with a cycle-looking key", put(base, ["notebook", "received"], { red: [{ seq: 1, turn: 1, kind: "identity", via: "figure", cards: [{ card: "F", face: "F" }], asker: { $ref: "$" } }] })],
      ["marks not text", put(base, ["notebook", "marks"], { a: 1 })],
      ["__proto__ key", JSON.parse(JSON.stringify(base).replace(/^\{/, '{"__proto__":{"polluted":1},'))],
      ["__proto__ in turn", JSON.parse(JSON.stringify(base).replace('"turn":{', '"turn":{"__proto__":{"seat":"red"},'))],
      ["constructor in positions", put(base, ["positions", "constructor"], "1")],
      ["an extra key", put(base, ["extra"], 1)], ["sealed a string", put(base, ["sealed"], "yes")],
      ["log not a list", put(base, ["log"], { length: 3 })], ["log huge", put(base, ["log"], huge)],
      ["log event of unknown type", put(base, ["log", 0, "type"], "toString")], ["log event data null", put(base, ["log", 0, "data"], null)],
      ["log event data wrong", put(base, ["log", 1], { seq: 1, turn: 1, type: "moved", data: { seat: "red", ball: 9, colour: "white", figure: "red-tall", from: "1", to: "2" } })],
      ["log out of order", put(base, ["log", 1, "seq"], 0)],
      ["legal not a list", put(base, ["legal"], "all")], ["legal a non-action", put(base, ["legal"], [{ type: "explode", seat: mid.seats[0] }])],
      ["legal of another seat", put(base, ["legal"], [{ type: "roll", seat: mid.seats[1] }])],
      ["legal with a number for a figure", put(base, ["legal"], [{ type: "move", seat: mid.seats[0], ball: 0, figure: 1, to: "1" }])],
      ["legal null", put(base, ["legal"], [null])], ["legal huge", put(base, ["legal"], Array(5000).fill({ type: "roll", seat: mid.seats[0] }))],
      ["result wrong", put(base, ["result"], { winners: "red", reason: 1, declarer: "red" })],
      ["reveal without secrets", put(over, ["reveal", "secrets"], 0, true)], ["reveal secrets of a stranger", put(over, ["reveal", "secrets", "purple"], { identity: "F", build: "tall", mission: "A" })],
      ["a log private part on a public event", put(over, ["log", 0, "mine"], { cards: [] })],
      // An answer shows one to three cards (RULES.md §3.3); the deduction reads its level from their number.
      ["a notebook entry of no cards", put(base, ["notebook", "received"], { [mid.agents.find((a) => a !== mid.seats[0])!]: [{ seq: 1, turn: 1, kind: "identity", via: "figure", cards: [] }] })],
      // The end screen shows every agent's secret (RULES.md §4.2, §6): one missing, or one for a colour not at the table.
      ["reveal without an agent's secret", put(over, ["reveal", "secrets", end.agents[0]!], 0, true)],
      ...(end.players === 3 ? [["reveal with a secret for a colour not at the table", put(over, ["reveal", "secrets", AGENT_SEATS.find((a) => !end.agents.includes(a))!], { identity: "F", build: "tall", mission: "A" })] as [string, unknown]] : []),
    ];
    for (const [what, v] of hostile) {
      let p: string | null = "threw";
      expect(() => (p = boardViewProblem(v)), what).not.to.throw();
      expect(p, what).to.be.a("string");
    }
    expect(boardViewProblem(base)).to.equal(null);
    expect(boardViewProblem(over)).to.equal(null);
  });
});
