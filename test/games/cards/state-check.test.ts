/**
 * A card game state read from a save is checked in full before the rules run on it
 * (src/games/cards/state-check.ts, `cardsGame.isState`, through src/net/save-format.ts): the replay
 * of its own history must reproduce it exactly, and a state without one is refused. Damaged states — the
 * audit's (a pile or the history's actions set to null, which made applyAction throw a TypeError a
 * few actions later) and hidden-state edits (piles, sealed choices, the deal) — are refused with
 * NOT_A_STATE; real saves of real games (2–5 players, in play and finished, a scenario's position,
 * a match's later game, a network table's) load; and no single-field edit of a real state gives an
 * accepted state on which applyAction, viewFor or legalActions throw.
 */
import { expect } from "@open-wc/testing";
import {
  Rng, applyAction, cardsGame, createGame, createMatch, fullStateProblem, legalActions, makeRecord, narrate, nextGame, seedRng,
  legalSets, viewFor, viewProblem, waitingOn, type AgentSeat, type CardSet, type CardsState, type Scenario,
} from "../../../src/games/cards/index.js";
import { cardsSetupFor } from "../../../src/games/cards/fairness.js";
import { sameData } from "../../../src/games/kernel/plain.js";
import { stateProblem as saveProblem } from "../../../src/net/save-format.js";
import { readHostSave, readLocalSave, writeHostSave, writeLocalSave } from "../../../src/net/saves.js";
import { playMatchGame } from "./support/match-play.js";
import { playRandom } from "./support/random-play.js";

type Json = Record<string, any>; // edited freely, as a hostile save would be

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** What loading `state` from a local save gives: "ok", or why it is damaged. */
function loads(state: unknown): string {
  const raw = writeLocalSave(cardsGame, { state: state as CardsState, humans: ["red"] });
  const r = readLocalSave(cardsGame, raw);
  return r.status === "ok" ? "ok" : r.status === "damaged" ? r.why : "none";
}

/** A state's every reachable path (lists: first, second and last items), down to `depth`. */
function* paths(x: unknown, p: (string | number)[] = [], depth = 6): Generator<(string | number)[]> {
  if (p.length >= depth || typeof x !== "object" || x === null) return;
  const keys = Array.isArray(x) ? [...new Set([0, 1, x.length - 1])].filter((i) => i >= 0 && i < x.length) : Object.keys(x);
  for (const k of keys) {
    if ((p[0] === "log" || p[0] === "history") && p.length > 2) continue;
    yield [...p, k];
    yield* paths((x as Json)[k], [...p, k], depth);
  }
}

/** `base` (JSON) with the value at `path` replaced by `value` (undefined: removed). */
function edited(text: string, path: (string | number)[], value: unknown): Json {
  const st = JSON.parse(text) as Json;
  let c = st;
  for (const k of path.slice(0, -1)) c = c[k];
  const last = path[path.length - 1]!;
  if (value !== undefined) c[last] = value;
  else if (Array.isArray(c)) c.splice(last as number, 1);
  else delete c[last];
  return st;
}

/** Real states of 2–5 player games: the start, every `every`-th state, the end (some games end by a declaration, some by the round limit). */
function realStates(every: number, games = 2): CardsState[] {
  const out: CardsState[] = [];
  for (const players of [2, 3, 4, 5] as const) {
    for (let g = 0; g < games; g++) {
      let i = 0;
      const end = playRandom({ players, seed: `check-${players}-${g}`, maxRounds: 10 }, `bot-${players}-${g}`, g === 0 ? null : 30, ({ state }) => {
        if (i++ % every === 0) out.push(state);
      });
      out.push(end);
    }
  }
  return out;
}

/** A state at an exchange where one seat has sealed its set (a hidden part: C9.2), and another set it could have given. */
function withSealedSet(): { state: CardsState; seat: AgentSeat; other: CardSet } {
  let found: { state: CardsState; seat: AgentSeat; other: CardSet } | null = null;
  playRandom({ players: 4, seed: "sealed", maxRounds: 10 }, "sealed", null, ({ state }) => {
    const r = state.round;
    const seat = Object.keys(r.choices)[0] as AgentSeat | undefined;
    const choice = seat && r.choices[seat];
    if (found || r.phase !== "meeting" || !seat || choice?.type !== "give") return;
    const receiver = r.meetings[r.current]!.agents.find((a) => a !== seat)!;
    const other = legalSets(state, seat, receiver).find((set) => set.join() !== choice.cards.join());
    if (other) found = { state, seat, other };
  });
  if (!found) throw new Error("no sealed set in the game");
  return found;
}

describe("cards: the state check of saves (isState, save-format)", () => {
  it("refuses the audit's damaged states with NOT_A_STATE: a pile or the history's actions set to null", () => {
    const fresh = clone(createGame({ players: 4, seed: "save" }));
    const pile = clone(fresh) as Json;
    pile.tiles.yellow.pile = null;
    const actions = clone(fresh) as Json;
    actions.history.actions = null;
    for (const s of [pile, actions]) {
      expect(cardsGame.isState(s)).to.equal(false);
      expect(fullStateProblem(s)?.code).to.equal("NOT_A_STATE");
      expect(saveProblem(cardsGame, s, true)).to.equal("not a state of the game");
      expect(loads(s)).to.equal("not a state of the game");
    }
  });

  it("refuses hidden-state edits that fit every rule but are not the game its history replays to: piles, sealed choices, deal, random source, events", () => {
    const sealed = withSealedSet();
    const mid = clone(sealed.state) as Json;
    const seat = sealed.seat;
    expect(cardsGame.isState(mid)).to.equal(true);
    const edits: [string, (s: Json) => void][] = [
      ["the Ambassador's pile reordered", (s) => s.tiles.ambassador.pile.reverse()],
      ["a sealed set replaced by another set the seat could have given", (s) => (s.round.choices[seat] = { type: "give", cards: [...sealed.other] })],
      ["two seats' black cards swapped", (s) => ([s.secrets.red, s.secrets.blue] = [s.secrets.blue, s.secrets.red])],
      ["the random source moved on", (s) => (s.rng.a = (s.rng.a + 1) >>> 0)],
      ["the first player changed", (s) => (s.log[1].data.first = s.log[1].data.first === "red" ? "blue" : "red")],
      ["a private card of the deal", (s) => (s.log[0].private.red.code = s.log[0].private.red.code === 13 ? 24 : 13)],
      ["an action of the history", (s) => s.history.actions.pop()],
    ];
    for (const [what, edit] of edits) {
      const s = clone(mid);
      edit(s);
      expect(cardsGame.isState(s), what).to.equal(false);
      expect(fullStateProblem(s)?.code, what).to.equal("NOT_A_STATE");
      expect(loads(s), what).to.equal("not a state of the game");
    }
    // And the edit the rules would have thrown on two actions later.
    const s = clone(mid);
    s.round.choices[seat] = { type: "give", cards: ["Q", "Q"] };
    expect(loads(s)).to.equal("not a state of the game");
  });

  it("accepts real saves of real games: 2–5 players in play and finished, a scenario's position, a match's later game, a network table's game, the round limit at a reshuffle", async () => {
    const states = realStates(5);
    // A scenario position (the rulebook's worked example, every step), as the scenario mode saves it.
    const res = await fetch("/demo/scenarios/cards-worked-example.json");
    for (const frame of narrate((await res.json()) as Scenario)) states.push(frame.state);
    // A match's second game (its own seed; 5 players: the Ambassador role moved on).
    const rng = new Rng(seedRng("match-check"));
    const m = nextGame(playMatchGame(createMatch({ players: 5, seed: "match-check", maxRounds: 20 }), rng));
    states.push(m.current, playMatchGame(m, rng).current);
    // A network table's game (the piles from a secret seed) and a game ended by the round limit on a reshuffle round (C8.2, C8.4).
    states.push(playRandom(cardsSetupFor(3, "table-seed", "pile-secret"), "net", 20, () => {}));
    const limit = playRandom({ players: 2, seed: "limit", maxRounds: 5 }, "limit", null, () => {});
    expect(limit.result?.reason).to.equal("round-limit");
    states.push(limit);
    expect(states.length).to.be.greaterThan(100);
    for (const s of states) {
      const why = `${s.players}p round ${s.round.number} ${s.round.phase}`;
      expect(fullStateProblem(s), why).to.equal(null);
      expect(cardsGame.isState(clone(s)), why).to.equal(true);
      expect(loads(s), why).to.equal("ok");
    }
    // A host's save of a network table: checked against its seed too.
    const table = states[states.length - 2]!;
    const raw = writeHostSave(cardsGame, {
      tableId: "t", players: 3, hostSeed: "table-seed", state: table,
      seats: Object.fromEntries(["red", "blue", "green"].map((s) => [s, { name: s, kind: "human", token: s, ready: true }])) as never,
    });
    expect(readHostSave(cardsGame, raw).status).to.equal("ok");
    // Every card game state keeps its history: one without (its hidden parts then unchecked) is not a state, and makes no record.
    const { history: _, ...old } = clone(states[5]!);
    expect(cardsGame.isState(old)).to.equal(false);
    expect(loads(old)).to.equal("not a state of the game");
    const rec = makeRecord(old);
    expect(rec.ok ? "ok" : rec.error.code).to.equal("RECORD_MALFORMED");
  });

  it("never throws, whatever it is given", () => {
    const s = createGame({ players: 4, seed: "hostile" });
    const getter = { ...clone(s) };
    Object.defineProperty(getter, "tiles", { enumerable: true, get() { throw new Error("boom"); } });
    const proxy = new Proxy(clone(s), { get: (t, k) => (k === "log" ? (() => { throw new Error("boom"); })() : Reflect.get(t, k)) });
    const cyclic = clone(s) as Json;
    cyclic.history.options.self = cyclic.history.options;
    for (const x of [null, undefined, 0, "state", [], {}, getter, proxy, cyclic, { ...clone(s), history: { options: { players: 4 }, actions: Array(10_000).fill(["s", 0]) } }]) {
      expect(() => fullStateProblem(x)).not.to.throw();
      expect(cardsGame.isState(x)).to.equal(false);
    }
  });

  it("fuzz: no single-field edit of a real state is accepted unless it changes nothing, and none at all of a state without its history", function () {
    this.timeout(120_000);
    const HOST: unknown[] = [undefined, null, 0, -1, 7, "", "x", [], {}, "red", "ambassador", "rialto", "over", "meeting", "answer", true, ["rialto"]];
    const states = realStates(23, 1);
    let tried = 0, accepted = 0;
    const found: string[] = [];
    for (const s0 of states) {
      for (const history of [true, false]) {
        const base = clone(s0) as Json;
        if (!history) delete base.history;
        const text = JSON.stringify(base);
        for (const path of paths(base)) {
          for (const value of HOST) {
            const st = edited(text, path, value);
            tried++;
            if (!cardsGame.isState(st)) continue;
            const label = `${s0.players}p ${s0.round.phase}${history ? "" : " (no history)"}: ${path.join(".")} = ${JSON.stringify(value)}`;
            // With its history, only an edit that changes nothing passes; without it, none.
            if (!history || !sameData(st, base)) found.push(`accepted ${label}`);
            accepted++;
            try {
              const state = st as CardsState;
              for (const v of [...state.seats, "spectator" as const]) if (viewProblem(viewFor(state, v))) found.push(`a broken view: ${label}`);
              for (const seat of waitingOn(state)) {
                for (const a of legalActions(state, seat)) {
                  const r = applyAction(state, a);
                  if (!r.ok) found.push(`a legal action refused: ${label}`);
                  else for (const v of [...r.state.seats, "spectator" as const]) if (viewProblem(viewFor(r.state, v))) found.push(`a broken next view: ${label}`);
                }
              }
            } catch (e) {
              found.push(`${(e as Error).message}: ${label}`);
            }
          }
        }
      }
    }
    expect(found.slice(0, 10)).to.deep.equal([]);
    expect(tried).to.be.greaterThan(50_000);
    expect(accepted).to.be.greaterThan(0);
    console.log(`cards state check fuzz: ${tried} edits of ${states.length} states, ${accepted} accepted (each harmless)`);
  });

  it("accepts a long game's save: 100 rounds, over 500 actions replayed", () => {
    const end = clone(playRandom({ players: 5, seed: "long", maxRounds: 100 }, "long", null, () => {}));
    expect(end.history!.actions.length).to.be.greaterThan(500);
    expect(fullStateProblem(end)).to.equal(null);
  });
});
