/**
 * What sets the card game's bot levels apart, measured on seeded games (win rates are the
 * tournament's: npm run tournament -- --game cards):
 * - normal declares only when certain, so its agents' declarations are always right;
 * - strong's sets, with all it showed an opponent before, leave it more of its (identity, code)
 *   pairs open than the other legal sets would have (normal's: no more than chance), and
 *   its answers to opponents teach less than a coin would;
 * - easy slips: from the same positions it sometimes chooses otherwise than normal, always legally.
 */
import { expect } from "@open-wc/testing";
import {
  Rng, applyAction, botFor, createGame, deduce, seedRng, viewFor, waitingOn,
  type AgentSeat, type BotLevel, type Card, type CardsAction, type CardsState, type CardsView, type Secret,
} from "../../../src/games/cards/index.js";

const team = (s: Secret) => (s.identity === "F" || s.identity === "B" ? "FB" : "ZX");

/** Plays a game at `level`; `each` sees every decision with the state it was made in. */
function play(players: 2 | 3 | 4 | 5, seed: string, level: BotLevel, each?: (s: CardsState, view: CardsView, a: CardsAction) => void): CardsState {
  let s = createGame({ players, seed, maxRounds: 60 });
  const rng = new Rng(seedRng(`${seed}:bots`));
  for (let n = 0; !s.result && n < 8000; n++) {
    const view = viewFor(s, waitingOn(s)[0]!);
    const a = botFor(level)(view, rng)!;
    each?.(s, view, a);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return s;
}

/**
 * How many (identity, code) pairs of the giver a receiver still holds possible after every set
 * the giver showed it, knowing only its own pair (which the giver's cannot share) and those sets
 * (each with exactly one true card): the openness the giver left.
 */
function openness(sets: readonly (readonly Card[])[], receiver: Secret, codes: readonly number[]): number {
  let n = 0;
  for (const id of ["F", "B", "Z", "X"]) for (const code of codes) {
    if (id === receiver.identity || code === receiver.code) continue;
    if (sets.every((cards) => cards.filter((c) => (typeof c === "number" ? c === code : c === id)).length === 1)) n++;
  }
  return n;
}

describe("card bots: levels", () => {
  it("normal declares only when certain: every declaration of its agents is right", function () {
    this.timeout(60_000);
    let declarations = 0, doubtful = 0;
    for (const players of [2, 3, 4, 5] as const) {
      for (let g = 0; g < 8; g++) {
        const s = play(players, `certain-${players}-${g}`, "normal", (_s, view, a) => {
          // Whenever it could declare but is not certain, it does not.
          const best = deduce(view).declarations[0]!.p;
          if (view.you!.role === "agent" && view.legal.some((x) => x.type === "declare") && best < 1) {
            doubtful++;
            expect(a.type, `${players}p ${view.viewer} declares at ${best}`).to.not.equal("declare");
          }
        });
        const d = s.result?.declaration;
        if (!d || d.declarer === "ambassador") continue;
        declarations++;
        expect(d.right, `${players}p game ${g}: ${JSON.stringify(d)}`).to.equal(true);
      }
    }
    expect(declarations).to.be.greaterThan(20);
    expect(doubtful).to.be.greaterThan(50);
  });

  it("strong's sets leave an opponent more of its pairs open than normal's, and its answers teach an opponent less than chance", function () {
    this.timeout(60_000);
    const measure = (level: BotLevel) => {
      let open = 0, sets = 0, repeats = 0, answers = 0;
      for (let g = 0; g < 10; g++) {
        // Per asker: the kinds of black card an opponent was shown.
        const shown = new Map<string, string[]>();
        const given = new Map<string, Card[][]>();
        play(4, `deny-${g}`, level, (s, view, a) => {
          const me = view.viewer as AgentSeat;
          if (a.type === "give") {
            const to = view.round.meetings[view.round.current]!.agents.find((x) => x !== me)!;
            if (team(s.secrets[to]) === team(s.secrets[me])) return;
            // Against the same decision's other legal sets: how many more pairs the chosen one leaves open.
            const before = given.get(`${me}>${to}`) ?? [];
            given.set(`${me}>${to}`, [...before, a.cards]);
            const alternatives = view.legal.filter((x): x is Extract<CardsAction, { type: "give" }> => x.type === "give");
            const mean = alternatives.reduce((t, x) => t + openness([...before, x.cards], s.secrets[to], s.codes), 0) / alternatives.length;
            open += openness([...before, a.cards], s.secrets[to], s.codes) - mean;
            sets++;
          }
          if (a.type === "answer") {
            const asker = view.round.question!.asker;
            if (team(s.secrets[asker]) === team(s.secrets[me])) return;
            const key = `${me}>${asker}`;
            const before = shown.get(key) ?? [];
            if (before.length) { answers++; if (before.includes(a.card)) repeats++; }
            shown.set(key, [...before, a.card]);
          }
        });
      }
      return { open: open / sets, sets, repeat: answers ? repeats / answers : 1, answers };
    };
    const strong = measure("strong"), normal = measure("normal");
    expect(strong.sets).to.be.greaterThan(20);
    expect(normal.sets).to.be.greaterThan(20);
    // Pairs left open beyond the mean of the legal sets at the same decision.
    expect(strong.open, `strong ${strong.open.toFixed(2)} vs normal ${normal.open.toFixed(2)} pairs more left open`).to.be.greaterThan(normal.open + 0.4);
    expect(Math.abs(normal.open), "normal chooses its sets at random").to.be.below(0.3);
    // A second answer to the same opponent repeats the first card (it teaches nothing new) more often than a coin would.
    expect(strong.answers).to.be.at.least(3);
    expect(strong.repeat, `strong repeats ${strong.repeat}`).to.be.greaterThan(0.75);
  });

  it("easy slips: from the same positions it sometimes chooses otherwise than normal, always legally", function () {
    this.timeout(30_000);
    let differ = 0, total = 0;
    for (const players of [3, 4, 5] as const) {
      play(players, `slips-${players}`, "normal", (_s, view) => {
        if (view.legal.length < 2) return;
        total++;
        const e = botFor("easy")(view, new Rng(seedRng(`e${total}`)));
        expect(view.legal).to.include(e);
        if (JSON.stringify(e) !== JSON.stringify(botFor("normal")(view, new Rng(seedRng(`e${total}`))))) differ++;
      });
    }
    expect(total).to.be.greaterThan(50);
    expect(differ / total).to.be.within(0.05, 0.7);
  });
});
