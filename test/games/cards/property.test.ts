/**
 * Property tests: thousands of seeded random legal games of 2–5 players end without an error; every
 * listed legal action is accepted; every state passes the invariants (cards and tiles conserved,
 * one true card per shown set, no repeated set to the same receiver before the start-over); a game
 * replays identically from its actions; every seat's final view passes the guest's view check.
 */
import { expect } from "@open-wc/testing";
import {
  AGENT_SEATS, IDENTITIES, LOCATIONS, applyAction, createGame, isTrueCard, legalActions, viewFor, viewProblem, waitingOn,
  type CardSet, type CardsAction, type CardsState, type Seat,
} from "../../../src/games/cards/index.js";
import { playRandom } from "./support/random-play.js";

const seen = { kinds: new Set<string>(), reasons: new Set<string>(), resets: 0, reshuffles: 0, answers: 0, looks: 0, states: 0, checked: 0 };

function fail(state: CardsState, why: string): never {
  throw new Error(`round ${state.round.number}, ${state.round.phase}: ${why}`);
}

/** Invariants that hold in every state, checked independently of the engine's own checks. */
function checkState(s: CardsState, from: number, everyAction: boolean): void {
  seen.states++;
  // Cards conserved (C2.4): the four black identities and the four codes, one each per agent seat.
  if (AGENT_SEATS.map((x) => s.secrets[x].identity).sort().join() !== [...IDENTITIES].sort().join()) fail(s, "identities not conserved");
  if (AGENT_SEATS.map((x) => s.secrets[x].code).sort().join() !== [...s.codes].sort().join()) fail(s, "codes not conserved");
  // Tiles conserved (C4.4, C8.2): a pile holder's played + pile are its five tiles; nobody plays a tile twice.
  for (const h of [...AGENT_SEATS, "ambassador"] as const) {
    const t = s.tiles[h];
    if (new Set(t.played).size !== t.played.length) fail(s, `${h} played a tile twice`);
    const pile = h === "ambassador" ? s.players !== 5 : s.roles[h] === "blind";
    if (pile && [...t.played, ...t.pile].sort().join() !== [...LOCATIONS].sort().join()) fail(s, `${h}'s tiles not conserved`);
    if (!pile && t.pile.length) fail(s, `${h} has a pile`);
    if (t.played.length > 5 || (s.round.phase !== "over" && t.played.length > ((s.round.number - 1) % 5) + 1)) fail(s, `${h} played too many tiles`);
  }
  // No repeated set before the start-over (C6.3, C6.4); each set one true card (C6.2).
  for (const giver of AGENT_SEATS) {
    for (const [to, rec] of Object.entries(s.records[giver] ?? {})) {
      if (!rec || rec.sets.length > 12) fail(s, "record too long");
      const keys = rec.sets.map((x: CardSet) => x.join());
      if (new Set(keys).size !== keys.length) fail(s, `${giver} repeated a set to ${to}`);
      for (const set of rec.sets) if (set.filter((c) => isTrueCard(c, s.secrets[giver])).length !== 1) fail(s, "a set without exactly one true card");
    }
  }
  if (s.round.meetings.length > 2) fail(s, "more than two meetings (C5.7)");
  for (const m of s.round.meetings) seen.kinds.add(`${s.players}:${m.kind}`);
  const waiting = waitingOn(s);
  if ((s.result === null) !== (waiting.length > 0)) fail(s, "waits on no one while the game goes on (or on someone after)");
  for (let i = from; i < s.log.length; i++) if (s.log[i]!.seq !== i) fail(s, "log out of order");
  // Every legal action listed for a seat is accepted; a seat not waited on has none.
  for (const seat of s.seats as Seat[]) {
    const legal = legalActions(s, seat);
    if (!waiting.includes(seat)) {
      if (legal.length) fail(s, `${seat} has legal actions but is not waited on`);
      continue;
    }
    if (!legal.length) fail(s, `${seat} is waited on but has no legal action`);
    if (!everyAction) continue;
    // Every non-declaring action, and two of the (up to 72) declarations.
    const declares = legal.filter((a) => a.type === "declare");
    const sample: CardsAction[] = [...legal.filter((a) => a.type !== "declare"), ...declares.slice(0, 1), ...declares.slice(-1)];
    for (const a of sample) {
      const r = applyAction(s, a);
      if (!r.ok) fail(s, `legal ${JSON.stringify(a)} refused: ${r.error.code}`);
      seen.checked++;
    }
  }
}

/** Per step: every set event shows one true card of its giver to the giver and the receiver alike. */
function checkEvents(s: CardsState, from: number, counts: Map<string, number>, history: Map<string, string[]>): void {
  for (const e of s.log.slice(from)) {
    if (e.type === "set") {
      const { from: giver, to } = e.data as { from: "red"; to: Seat };
      const cards = (e.private?.[giver] as { cards: CardSet }).cards;
      if (JSON.stringify(e.private?.[to]) !== JSON.stringify(e.private?.[giver])) fail(s, "giver and receiver saw different sets");
      if (cards.filter((c) => isTrueCard(c, s.secrets[giver])).length !== 1) fail(s, "a shown set without exactly one true card");
      const key = `${giver}>${to}`;
      const shown = (counts.get(key) ?? 0) + 1;
      counts.set(key, shown);
      // Independently of the engine's record: no set twice to one receiver until all 12 were shown, then never the last one again (C6.3, C6.4).
      const set = [...cards].map(String).sort().join();
      const since = history.get(key) ?? [];
      if (shown > 12 && (shown - 1) % 12 === 0) {
        if (since[since.length - 1] === set) fail(s, "the last set shown again right after the start-over");
        history.set(key, [set]);
      } else {
        if (since.includes(set)) fail(s, `${key} repeated a set before the start-over`);
        history.set(key, [...since, set]);
      }
      if ((s.records[giver]?.[to]?.sets.length ?? 0) !== ((shown - 1) % 12) + 1) fail(s, "the record does not start over after 12 sets (C6.4)");
      if (shown > 12 && (shown - 1) % 12 === 0) seen.resets++;
    }
    if (e.type === "reshuffled") seen.reshuffles++;
    if (e.type === "shown") seen.answers++;
    if (e.type === "looked") seen.looks++;
  }
}

function play(players: 2 | 3 | 4 | 5, games: number, declare: number | null, maxRounds: number | null, everyActionEach = 4): void {
  for (let g = 0; g < games; g++) {
    let logged = 0;
    const counts = new Map<string, number>();
    const history = new Map<string, string[]>();
    const everyAction = g % everyActionEach === 0;
    const actions: CardsAction[] = [];
    const options = { players, seed: `prop-${players}-${declare}-${g}`, maxRounds };
    const end = playRandom(options, `bot-${g}`, declare, ({ state, action }) => {
      if (action) actions.push(action);
      checkState(state, logged, everyAction);
      checkEvents(state, logged, counts, history);
      logged = state.log.length;
    });
    seen.reasons.add(`${players}:${end.result!.reason}`);
    // Every seat's final view, and a spectator's, passes the shape a guest checks (its result and reveal included).
    for (const seat of [...end.seats, "spectator"] as const) expect(viewProblem(viewFor(end, seat)), `${options.seed} ${seat}`).to.equal(null);
    // Replayable: the same options and actions give the same game.
    if (g % 10 === 0) {
      let s = createGame(options);
      for (const a of actions) {
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(`replay refused ${r.error.code}`);
        s = r.state;
      }
      expect(JSON.stringify(s)).to.equal(JSON.stringify(end));
    }
  }
}

describe("cards: random legal play (C1–C14 invariants)", function () {
  this.timeout(120_000);

  for (const players of [2, 3, 4, 5] as const) {
    it(`${players} players: 500 seeded random games end without an error; invariants hold; in 1 game of 4 every legal action of every state is accepted`, () => {
      play(players, 500, 12, 80);
    });
  }

  it("long games that never declare: reshuffles (C8.2), the no-repeat start-over (C6.4) and the round limit (C8.4)", () => {
    for (const players of [2, 3, 4, 5] as const) play(players, 6, null, 130, 3);
  });

  it("the runs above met every kind of meeting and every ending, and exercised answers, looks, reshuffles and start-overs", () => {
    expect([...seen.kinds].sort()).to.include.members([
      "2:ambassador", "2:blind", "2:exchange", "3:ambassador", "3:blind", "3:exchange", "4:ambassador", "4:exchange",
      "5:ambassador", "5:ambassadorTwo", "5:exchange",
    ]);
    for (const p of [2, 3, 4, 5]) {
      expect([...seen.reasons]).to.include.members([`${p}:right-declaration`, `${p}:wrong-declaration`, `${p}:round-limit`]);
    }
    expect([...seen.reasons]).to.include.members(["5:ambassador-right", "5:ambassador-wrong"]);
    expect(seen.resets).to.be.greaterThan(0);
    expect(seen.reshuffles).to.be.greaterThan(100);
    expect(seen.answers).to.be.greaterThan(100);
    expect(seen.looks).to.be.greaterThan(50);
    expect(seen.states).to.be.greaterThan(50_000);
    expect(seen.checked).to.be.greaterThan(100_000);
    console.log(`cards property: ${seen.states} states, ${seen.checked} legal actions applied, ${seen.resets} start-overs, ${seen.reshuffles} reshuffles`);
  });
});
