/**
 * `deduce` keeps what recurs along a game (each notebook entry's part of the cache key, each
 * observation's likelihood factors by kind, size, way asked and history): a warm result must be the
 * very result of a cold computation, to the last bit, for every seat's view after every answer of
 * seeded bot games (3, 4 and 5 players, the Ambassador seat's overheard sets included).
 */
import { expect } from "@open-wc/testing";
import { applyAction, botFor, createGame, deduce, viewFor, waitingFor, Rng, seedRng, type SeatView } from "../../../src/games/board/index.js";
import { forgetDeductions } from "../../../src/games/board/deduction.js";

/** A copy of the view with fresh objects everywhere, so no per-object cache can answer for it. */
const fresh = (v: SeatView): SeatView => JSON.parse(JSON.stringify(v)) as SeatView;
const summary = (v: SeatView) => {
  const d = deduce(v);
  return { weights: d.weights, probabilities: d.probabilities, identities: d.identities, builds: d.builds, missions: d.missions, partners: d.partnerCandidates };
};

describe("deduce: warm caches give the cold result", () => {
  it("for every answer of bot games, warm and cold deductions are identical", function () {
    this.timeout(60_000);
    const bot = botFor("normal");
    let compared = 0;
    for (let g = 0; g < 9; g++) {
      let s = createGame({ players: ([3, 4, 5] as const)[g % 3], seed: `deduce-cache-${g}` });
      const rng = new Rng(seedRng(`deduce-cache-bot-${g}`));
      for (let n = 0; !s.result && n < 1500; n++) {
        const r = applyAction(s, bot(viewFor(s, waitingFor(s)!), rng));
        if (!r.ok) throw new Error(r.error.code);
        s = r.state;
        if (s.log[s.log.length - 1]!.type !== "answered") continue;
        for (const seat of s.seats) {
          const view = viewFor(s, seat);
          deduce(view); // warms the caches with this game's objects
          const warm = summary(fresh(view));
          forgetDeductions();
          const cold = summary(fresh(view));
          expect(warm, `game ${g}, ${seat}, action ${n}`).to.deep.equal(cold);
          compared++;
        }
      }
    }
    expect(compared).to.be.greaterThan(300);
  });
});
