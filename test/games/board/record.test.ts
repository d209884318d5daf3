/** The board game's records: 100 turns in ≤ 10 kB gzip, what is recorded (not notes), scenario options, and the tutorial. */
import { expect } from "@open-wc/testing";
import {
  BOARD_CODES, Rng, seedRng, applyAction, boardGame, createGame, loadScenario, makeRecord, replayRecord, verifyRecord, TUTORIAL,
  type Action, type GameState,
} from "../../../src/games/board/index.js";
import { playRandomGame } from "./support/random-play.js";

async function gzipSize(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

function apply(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`);
  return r.state;
}

describe("board: game records", () => {
  it("a record of 100 turns of a seeded game is at most 10 kB gzip (each player count)", async () => {
    for (const players of [3, 4, 5] as const) {
      let state = createGame({ players, seed: `size-${players}` });
      const rng = new Rng(seedRng(`size-${players}`));
      while (state.turn.number <= 100) {
        const legal = boardGame.legalActions(state, boardGame.waitingOn(state)[0]!);
        const calm = legal.filter((a) => a.type !== "declare" && a.type !== "declareAlone");
        state = apply(state, rng.pick(calm.length ? calm : legal));
      }
      expect(state.turn.number).to.be.greaterThan(100);
      const r = makeRecord(state, { red: "Ann", yellow: "Ben", green: "Cleo", blue: "Dev", ambassador: "Eve" });
      if (!r.ok) throw new Error(r.error.message);
      const text = JSON.stringify(r.record);
      expect(await gzipSize(text), `${players} players`).to.be.at.most(10 * 1024);
      expect(verifyRecord(text).ok).to.equal(true);
    }
  });

  it("records every action but the notebook's marks, and a seal as the referee kept it", () => {
    let s = createGame({ players: 5, seed: "what", first: "ambassador" });
    s = apply(s, { type: "note", seat: "red", key: "yellow:F", mark: "secret thought" });
    s = apply(s, { type: "emote", seat: "red", mannerism: "frown" });
    const guesses = { red: { identity: "F", build: "tall" }, yellow: { identity: "B", build: "short" }, green: { identity: "Z", build: "fat" }, blue: { identity: "X", build: "thin" } };
    s = apply(s, { type: "seal", seat: "ambassador", guesses: { ...guesses, junk: "x".repeat(60) } } as unknown as Action);
    expect(s.history!.actions).to.deep.equal([
      [BOARD_CODES.emote.code, 0, "frown"],
      [BOARD_CODES.seal.code, 4, guesses],
    ]);
    const r = makeRecord(s);
    if (!r.ok) throw new Error(r.error.message);
    expect(JSON.stringify(r.record)).not.to.contain("secret thought");
    expect(JSON.stringify(r.record)).not.to.contain("junk");
    const v = replayRecord(r.record);
    if (!v.ok) throw new Error(v.error.message);
    expect(v.actions.map((a) => (a as Action).type)).to.deep.equal(["emote", "seal"]);
  });

  it("a 5-player game (the Ambassador seat's steps) and an undone step replay from their records", () => {
    const { state } = playRandomGame({ players: 5, seed: "ask", botSeed: "ask", declareFromTurn: 40 });
    const types = new Set(state.history!.actions.map((a) => a[0]));
    for (const t of ["r", "m", "e", "t", "s"]) expect(types.has(t), t).to.equal(true);
    const r = makeRecord(state);
    expect(r.ok && verifyRecord(r.record).ok).to.equal(true);
    let s = createGame({ players: 4, seed: "undo" });
    s = apply(s, { type: "roll", seat: s.turn.seat });
    const step = boardGame.legalActions(s, s.turn.seat).find((a) => a.type === "move")!;
    s = apply(apply(s, step), { type: "undo", seat: s.turn.seat });
    expect(s.history!.actions.map((a) => a[0])).to.deep.equal(["r", "m", "u"]);
    const u = makeRecord(s);
    expect(u.ok && verifyRecord(u.record).ok).to.equal(true);
  });

  it("a game set up by hand (deal, placement, first seat, fixed rolls) and the tutorial replay from their records", () => {
    const options = {
      players: 3 as const, seed: "hand", seats: ["red", "green", "blue"] as ("red" | "green" | "blue")[], first: "green" as const,
      deal: { red: { identity: "F", build: "tall", mission: "A" }, green: { identity: "B", build: "fat", mission: "C" }, blue: { identity: "Z", build: "thin", mission: "D" } },
      rolls: [["white", "orange", "purple"], ["blue", "black", "white"]],
    } as Parameters<typeof createGame>[0];
    const { state } = playRandomGame({ ...options, botSeed: "hand", maxActions: 200, declareFromTurn: 99 });
    const r = makeRecord(state);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.record.options).to.deep.include({ first: "green", seats: ["red", "green", "blue"] });
    const v = verifyRecord<GameState>(r.record);
    if (!v.ok) throw new Error(v.error.message);
    expect(v.state.secrets).to.deep.equal(state.secrets);
    const tutorial = loadScenario(TUTORIAL);
    const t = makeRecord(tutorial);
    if (!t.ok) throw new Error(t.error.message);
    expect(verifyRecord(t.record).ok).to.equal(true);
  });

  it("keeps none of the caller's objects: answers' cards changed after they were applied change neither the history nor the record", () => {
    let changed = 0;
    for (const players of [3, 4, 5] as const) {
      const applied: Action[] = [];
      const { state } = playRandomGame({ players, seed: `alias-${players}`, botSeed: `alias-${players}`, declareFromTurn: 30, onStep: (_s, a) => applied.push(a) });
      const before = JSON.stringify(state.history);
      for (const a of applied) {
        if (a.type !== "answer") continue;
        const cards = a.cards as unknown[];
        for (let i = 0; i < cards.length; i++) cards[i] = "joker";
        cards.push("F");
        changed++;
      }
      expect(JSON.stringify(state.history), `${players} players`).to.equal(before);
      const r = makeRecord(state);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      expect(verifyRecord(r.record).ok).to.equal(true);
    }
    expect(changed, "answers changed").to.be.above(3);
  });
});
