/**
 * Secrecy (CARD-GAME.md C13, C14.2) over thousands of states of random games: what a seat's view
 * holds depends only on what that seat may see. Each view is compared with the view of a twin
 * state in which everything the viewer may not see is changed — other seats' black cards, the
 * private parts of the log addressed to others, others' no-repeat records, others' sealed choices,
 * the 5-player face-down tile, every pile's order, the seed and the random source — and must be
 * byte-identical; so must the answer to any action the viewer tries (C14.2). At the end, everything
 * C13.4 lists is revealed, and still nothing of the random source or the piles' order.
 */
import { expect } from "@open-wc/testing";
import {
  applyAction, legalActions, viewFor,
  type CardsAction, type CardsState, type Seat, type Viewer,
} from "../../../src/games/cards/index.js";
import { playRandom } from "./support/random-play.js";
import { twin } from "./support/twin.js";

const FORBIDDEN = /"(rng|seed|fixed|pile|choices|shuffles)"/;
const stats = { states: 0, views: 0, attempts: 0, ends: 0 };

function tries(state: CardsState, seat: Seat): unknown[] {
  const legal = legalActions(state, seat);
  const base: unknown[] = [...legal.filter((a) => a.type !== "declare").slice(0, 6), ...legal.filter((a) => a.type === "declare").slice(0, 2)];
  // Some that may be refused: every kind of act with plausible fields.
  base.push(
    { type: "place", seat, location: "rialto" }, { type: "pass", seat }, { type: "answer", seat, card: "code" },
    { type: "look", seat, card: "identity" }, { type: "give", seat, cards: ["F", 13] }, { type: "give", seat, cards: ["B", 24] },
    { type: "ask", seat, target: "blue" }, { type: "ask", seat, target: "green", card: "code" },
    { type: "declare", seat, partner: "yellow", combination: [13, 24, 36, 47] }, { type: "declare", seat, combination: [47, 36, 24, 13] },
  );
  return base;
}

function checkState(state: CardsState): void {
  stats.states++;
  const over = state.result !== null;
  const spectator = viewFor(state, "spectator");
  for (const viewer of [...state.seats, "spectator"] as Viewer[]) {
    const view = viewFor(state, viewer);
    const json = JSON.stringify(view);
    stats.views++;
    expect(FORBIDDEN.test(json), `${viewer}: ${json.match(FORBIDDEN)?.[0]}`).to.equal(false);
    const me = viewer !== "spectator" && state.roles[viewer] !== "blind";
    if (!me) {
      // C13.3: a spectator (and a blind seat, played by no one) sees what is public only.
      expect(JSON.stringify({ ...view, viewer: "spectator" })).to.equal(JSON.stringify(spectator));
      expect(view.you).to.equal(null);
      expect(view.sheet).to.deep.equal([]);
      if (!over) expect(view.log.every((e) => e.mine === undefined && e.private === undefined)).to.equal(true);
    }
    if (over) {
      // C13.4: every black card, every set and card shown, the declaration and verdict.
      expect(view.reveal!.secrets).to.deep.equal(state.secrets);
      expect(view.log.filter((e) => e.private).length).to.equal(state.log.filter((e) => e.private).length);
      expect(view.result).to.deep.equal(state.result);
      continue;
    }
    expect(view.reveal).to.equal(null);
    // C13.2, by the table: a set, a black card shown or looked at — public data says who and where only (not
    // the cards, not even their kind); the cards go to those entitled alone.
    for (const e of view.log) {
      if (e.type !== "set" && e.type !== "shown" && e.type !== "looked") continue;
      expect(Object.keys(e.data).sort(), e.type).to.deep.equal(["from", "location", "to", "via"]);
      const { from, to } = e.data as { from: Seat; to: Seat };
      const ambassadorSaw = e.type === "shown" && state.players === 5 && viewer === "ambassador" &&
        state.log.some((x) => x.type === "revealed" && x.round === e.round && (x.data.meetings as { location: string; ambassador: boolean }[])
          .some((m) => m.location === e.data.location && m.ambassador));
      const entitled = me && (viewer === to || (viewer === from && e.type !== "looked") || ambassadorSaw);
      expect(e.mine !== undefined, `${viewer} and ${e.type} ${from}>${to}`).to.equal(entitled);
      if (e.mine) expect(Object.keys(e.mine).every((k) => k === "cards" || k === "kind")).to.equal(true);
    }
    const other = twin(state, viewer);
    expect(json, `${viewer}'s view depends on what it may not see`).to.equal(JSON.stringify(viewFor(other, viewer)));
    // C14.2: whether an action is refused never depends on another seat's secret.
    if (me && (state.round.choices[viewer as Seat] !== undefined || legalActions(state, viewer as Seat).length > 0 || stats.states % 4 === 0)) {
      for (const a of tries(state, viewer as Seat)) {
        const r1 = applyAction(state, a), r2 = applyAction(other, a);
        stats.attempts++;
        expect(r1.ok ? "ok" : r1.error.code, JSON.stringify(a)).to.equal(r2.ok ? "ok" : r2.error.code);
      }
    }
  }
  if (over) stats.ends++;
}

describe("cards: secrecy (C13, C14.2)", function () {
  this.timeout(120_000);

  for (const players of [2, 3, 4, 5] as const) {
    it(`C13: ${players} players, thousands of states: each view is byte-identical to its twin's; refusals alike; everything revealed at the end`, () => {
      for (let g = 0; g < 40; g++) {
        let i = 0;
        playRandom({ players, seed: `secret-${players}-${g}`, maxRounds: 60 }, `sb-${g}`, 15, ({ state }) => {
          if (i++ % 4 === 0 || state.result) checkState(state);
        });
      }
    });
  }

  it("C13: the runs above checked thousands of states, every viewer of each, and hundreds of game ends", () => {
    expect(stats.states).to.be.greaterThan(2500);
    expect(stats.ends).to.equal(160);
    expect(stats.attempts).to.be.greaterThan(20_000);
    console.log(`cards secrecy: ${stats.states} states, ${stats.views} views, ${stats.attempts} actions tried on twins`);
  });

  it("C13.2: the twin really changes what is secret (the test could fail)", () => {
    let state: CardsState | null = null;
    playRandom({ players: 4, seed: "twin", maxRounds: 20 }, "tb", null, ({ state: s }) => {
      if (!state && s.log.some((e) => e.type === "set")) state = s;
    });
    const s = state!;
    const t = twin(s, "spectator");
    expect(JSON.stringify(t.secrets)).to.not.equal(JSON.stringify(s.secrets));
    // What a seat that received a set sees differs from the twin made for a spectator (its private parts are garbled there).
    const receiver = s.log.find((e) => e.type === "set")!.data.to as Seat;
    expect(JSON.stringify(viewFor(s, receiver))).to.not.equal(JSON.stringify(viewFor(t, receiver)));
  });
});

export type _A = CardsAction;
