/**
 * The referee keeps none of its caller's objects (C14.1, C13.4): it takes an action as a plain copy
 * read once, so an action changed after it was applied changes neither the state's history nor its
 * record, a getter cannot be applied as one value and recorded as another, and a hostile action is
 * refused (MALFORMED_ACTION), never thrown; and the state keeps its own copy of the fixed draws.
 */
import { expect } from "@open-wc/testing";
import {
  LOCATIONS, applyAction, createGame, legalActions, makeRecord, verifyRecord, waitingOn,
  type CardsAction, type CardsOptions, type CardsState, type Location,
} from "../../../src/games/cards/index.js";
import { playRandom } from "./support/random-play.js";
import { applyAction as applyBoard, createGame as createBoard } from "../../../src/games/board/index.js";

/** Changes every array and object an action holds, in place. */
function scribble(a: CardsAction): number {
  let changed = 0;
  const x = a as unknown as Record<string, unknown>;
  for (const k of ["cards", "combination"]) {
    const list = x[k];
    if (Array.isArray(list)) {
      for (let i = 0; i < list.length; i++) list[i] = "Q";
      list.push(999);
      changed++;
    }
  }
  const claims = x.claims as Record<string, Record<string, unknown>> | undefined;
  if (claims) {
    for (const c of Object.values(claims)) c.identity = "Q";
    claims.ambassador = { code: 1 };
    changed++;
  }
  return changed;
}

function replays(state: CardsState): void {
  const r = makeRecord(state);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  const v = verifyRecord<CardsState>(JSON.stringify(r.record));
  if (!v.ok) throw new Error(`${v.error.code}: ${v.error.message}`);
  expect(JSON.stringify(v.state.log)).to.equal(JSON.stringify(state.log));
}

describe("cards: the referee keeps none of the caller's objects", () => {
  it("C13.4, C14.1: changing applied actions' sets, combinations and claims afterwards changes neither the history nor the record", () => {
    let changed = 0;
    for (let g = 0; g < 12; g++) {
      const applied: CardsAction[] = [];
      const options: CardsOptions = { players: (2 + (g % 4)) as 2 | 3 | 4 | 5, seed: `alias-${g}`, maxRounds: 30 };
      const state = playRandom(options, `alias-${g}`, 4, ({ action }) => action && applied.push(action));
      const before = JSON.stringify(state.history);
      for (const a of applied) changed += scribble(a);
      expect(JSON.stringify(state.history), options.seed).to.equal(before);
      replays(state);
    }
    expect(changed, "sets and combinations changed").to.be.above(20);
  });

  it("C10.1, C14.1: a declaration's claims changed after it was applied stay as declared in the history", () => {
    // The first position of a random game where a waiting seat may declare.
    let at: { state: CardsState; action: CardsAction } | null = null;
    playRandom({ players: 4, seed: "claims-alias", maxRounds: 30 }, "claims-alias", null, ({ state }) => {
      if (at || state.result) return;
      for (const seat of waitingOn(state)) {
        const d = legalActions(state, seat).find((a) => a.type === "declare");
        if (d) at = { state, action: d };
      }
    });
    expect(at, "a position to declare").not.to.equal(null);
    const action = { ...at!.action, claims: { red: { identity: "F" }, blue: { code: 24 } } } as CardsAction;
    const r = applyAction(at!.state, action);
    if (!r.ok) throw new Error(r.error.code);
    const before = JSON.stringify(r.state.history);
    expect(scribble(action)).to.equal(2);
    expect(JSON.stringify(r.state.history)).to.equal(before);
    expect(before).to.contain('{"red":{"identity":"F"},"blue":{"code":24}}');
  });

  it("C2.5, C8.2: the fixed piles changed in the caller's options after setup change no later pile", () => {
    const first: Location[] = ["rialto", "san-marco", "arsenale", "accademia", "santa-lucia"];
    const second: Location[] = ["santa-lucia", "accademia", "rialto", "san-marco", "arsenale"];
    const options = { players: 4 as const, seed: "fixed-alias", fixed: { piles: { ambassador: [first.slice(), second.slice()] } } };
    let s = createGame(options);
    expect(s.fixed).to.not.equal(options.fixed);
    // The caller reuses its options: changes the second order in place, then replaces both.
    options.fixed.piles.ambassador[1]!.reverse();
    options.fixed.piles.ambassador[0] = LOCATIONS.slice().reverse();
    options.fixed.piles.ambassador[1] = LOCATIONS.slice();
    expect(s.fixed.piles!.ambassador).to.deep.equal([first, second]);
    // Play to the reshuffle after round 5 (C8.2): the new pile is the second order as first given.
    while (s.shuffles === 0) {
      const seat = waitingOn(s)[0]!;
      const r = applyAction(s, legalActions(s, seat).find((a) => a.type !== "declare")!);
      if (!r.ok) throw new Error(r.error.code);
      s = r.state;
    }
    const { played, pile } = s.tiles.ambassador;
    expect([...played, ...pile]).to.deep.equal(second);
  });

  it("C14.1: an action made in another realm (an iframe's script) is plain data like any, in both games", async () => {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    try {
      const other = frame.contentWindow as unknown as { JSON: JSON; Object: ObjectConstructor };
      // Made by the iframe's own JSON: its objects' prototype is the iframe's Object.prototype, not this page's.
      const foreign = <T>(x: T): T => other.JSON.parse(JSON.stringify(x)) as T;
      const s = createGame({ players: 4, seed: "realm" });
      const seat = waitingOn(s)[0]!;
      const a = foreign(legalActions(s, seat)[0]!);
      expect(Object.getPrototypeOf(a)).to.equal(other.Object.prototype);
      expect(applyAction(s, a).ok).to.equal(true);
      const b = createBoard({ players: 4, seed: "realm" });
      const roll = foreign({ type: "roll", seat: b.turn.seat });
      expect(applyBoard(b, roll).ok).to.equal(true);
    } finally {
      frame.remove();
    }
  });

  it("C14.1: an action whose field throws when read is refused as malformed, never thrown", () => {
    const s = createGame({ players: 4, seed: "getter" });
    const seat = waitingOn(s)[0]!;
    const boom = { type: "place", seat };
    Object.defineProperty(boom, "location", { enumerable: true, get() { throw new Error("boom"); } });
    const hostile = new Proxy({ type: "place", seat, location: "rialto" }, { ownKeys() { throw new Error("boom"); } });
    const deep = { type: "give", seat, cards: new Proxy(["F", 13], { get() { throw new Error("boom"); } }) };
    for (const a of [boom, hostile, deep]) {
      let code: string;
      try {
        const r = applyAction(s, a);
        code = r.ok ? "applied" : r.error.code;
      } catch (e) {
        code = `thrown: ${(e as Error).message}`;
      }
      expect(code).to.equal("MALFORMED_ACTION");
    }
  });

  it("C14.1: an action whose field changes from one read to the next is read once, applied and recorded as that one value", () => {
    const s = createGame({ players: 4, seed: "getter" });
    const seat = waitingOn(s)[0]!;
    let reads = 0;
    const flip = { type: "place", seat };
    Object.defineProperty(flip, "location", { enumerable: true, get: () => (++reads <= 1 ? "rialto" : "venice") });
    const r = applyAction(s, flip);
    expect(reads).to.equal(1);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.round.placed[seat]).to.equal("rialto");
    expect(r.state.history!.actions.at(-1)).to.deep.equal(["p", s.seats.indexOf(seat), "rialto"]);
    // The game goes on to its end and its record replays.
    let t = r.state;
    while (!t.result) {
      const next = waitingOn(t)[0]!;
      const q = applyAction(t, legalActions(t, next).find((a) => a.type !== "declare")!);
      if (!q.ok) throw new Error(q.error.code);
      t = q.state;
      if (t.round.number > 6) break;
    }
    expect(makeRecord(t).ok).to.equal(true);
  });
});
