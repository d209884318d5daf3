/**
 * Exact probabilities (src/games/board/probabilities.ts, `deduce(view).probabilities`): the counts of
 * legal answers the likelihood rests on (the 2018 blog post's 15 and 3 in its 8-card model), one
 * opponent's worksheet worked by hand, "why" for certainties, and soundness along bot games (the
 * true deal never loses all its weight; weights sum to 1).
 */
import { expect } from "@open-wc/testing";
import {
  answerCounts, applyAction, botFor, chooseBotAction, createGame, deduce, explain, missionFor, teamOf, viewFor, waitingFor,
  BUILDS, IDENTITIES, MISSIONS, PARTNER, Rng, seedRng,
  type AgentSeat, type AnswerLevel, type CardRef, type GameState, type NotebookEntry, type SeatView, type Secret, type ShownCard, type World,
} from "../../../src/games/board/index.js";
import { fits, worldsOf } from "../../../src/games/board/deduction.js";

const COLOURED: CardRef[] = ["F", "B", "Z", "X", "tall", "short", "fat", "thin"];
const cell = (i: string, b: string) => IDENTITIES.indexOf(i as never) * 4 + BUILDS.indexOf(b as never);

function card(s: string): ShownCard {
  const [c, face] = s.split("=");
  return { card: c as ShownCard["card"], face: (face ?? c) as ShownCard["face"] };
}

/** A hand-made view with only what deduce reads: red's own cards and what yellow showed red. */
function view(me: Secret, shown: { cards: string[]; via: "figure" | "ambassador" }[]): SeatView {
  const entries = shown.map((s, i): NotebookEntry => ({ seq: i + 1, turn: i + 1, kind: "identity", via: s.via, cards: s.cards.map(card) }));
  return {
    viewer: "red", players: 4, agents: ["red", "yellow", "green", "blue"],
    you: { seat: "red", secret: me, hand: [] },
    notebook: { received: { yellow: entries }, given: {}, observed: {}, marks: {} },
  } as unknown as SeatView;
}

describe("probabilities: counts of legal answers", () => {
  it("the 2018 blog post's model (8 coloured cards): 15 answers to a question at a figure, 3 to an Ambassador question", () => {
    for (const i of IDENTITIES) for (const b of BUILDS) {
      expect(answerCounts("identity", 3, [], COLOURED)[cell(i, b)], `${i}/${b}`).to.equal(15);
      expect(answerCounts("build", 3, [], COLOURED)[cell(i, b)]).to.equal(15);
      expect(answerCounts("identity", 2, [], COLOURED)[cell(i, b)]).to.equal(3);
    }
  });

  it("the full hand (grey cards too): 64 sets at a figure and 9 pairs through the Ambassador, for every secret", () => {
    // 3 cards: 2+1 kinds 50, with the mission card 25 + 10 = 85, minus 21 with no true card.
    expect(new Set(answerCounts("identity", 3, []))).to.deep.equal(new Set([64]));
    // 2 cards: 10 pairs + 5 with the mission card = 15, minus 6 with no true card.
    expect(new Set(answerCounts("identity", 2, []))).to.deep.equal(new Set([9]));
  });

  it("the no-repeat history changes the counts only where a repeated set would have been legal", () => {
    const c = answerCounts("identity", 2, [["B", "Z", "short"]], COLOURED);
    expect(c[cell("B", "tall")]).to.equal(2);
    expect(c[cell("Z", "fat")]).to.equal(2);
    expect(c[cell("X", "short")]).to.equal(3);
  });
});

describe("probabilities: one opponent's worksheet by hand", () => {
  // Red is Fiddlebottom/tall. Yellow showed red {Bubble, Zsa Zsa, short} at a figure, then
  // {Bubble, Agent X} through the Ambassador.
  // After the first set: yellow is (B, any of short/fat/thin), (Z, any), or (X, short): 7 pairs,
  // each with 64 legal sets: all equally likely.
  // The pair: Zsa Zsa is out. {B, Z} was already seen together, so a Bubble yellow had 9 − 1 = 8
  // legal pairs, an Agent X yellow (for whom {B, Z} was never legal) 9. Weights: B 3 × 1/8, X 1/9.
  // P(B) = (3/8) / (3/8 + 1/9) = 27/35, P(X) = 8/35; P(short) = (1/8 + 1/9) / (35/72) = 17/35.
  const red: Secret = { identity: "F", build: "tall", mission: "A" };
  const v = view(red, [{ cards: ["B", "Z", "short"], via: "figure" }, { cards: ["B", "X"], via: "ambassador" }]);

  it("after the first set every consistent pair is equally likely (3/7 Bubble, 3/7 Zsa Zsa, 1/7 Agent X)", () => {
    const p = deduce(view(red, [{ cards: ["B", "Z", "short"], via: "figure" }])).probabilities;
    expect(p.identity.yellow!.B).to.be.closeTo(3 / 7, 1e-12);
    expect(p.identity.yellow!.Z).to.be.closeTo(3 / 7, 1e-12);
    expect(p.identity.yellow!.X).to.be.closeTo(1 / 7, 1e-12);
    expect(p.build.yellow!.short).to.be.closeTo(3 / 7, 1e-12);
  });

  it("after the pair: P(Bubble) = 27/35, P(Agent X) = 8/35, P(short) = 17/35, joint over every seat", () => {
    const d = deduce(v);
    const p = d.probabilities;
    expect(p.identity.yellow!.B).to.be.closeTo(27 / 35, 1e-12);
    expect(p.identity.yellow!.X).to.be.closeTo(8 / 35, 1e-12);
    expect(p.identity.yellow!.Z).to.equal(0);
    expect(p.identity.yellow!.F).to.equal(0);
    expect(p.build.yellow!.short).to.be.closeTo(17 / 35, 1e-12);
    expect(p.build.yellow!.fat).to.be.closeTo(9 / 35, 1e-12);
    // The rest of the table follows jointly: Bubble is green or blue when yellow is Agent X.
    expect(p.identity.green!.B).to.be.closeTo(4 / 35, 1e-12);
    expect(p.partner.yellow).to.be.closeTo(27 / 35, 1e-12);
    expect(p.partner.green).to.be.closeTo(4 / 35, 1e-12);
    expect(p.identity.red!.F).to.equal(1);
    const sum = d.weights.reduce((a, b) => a + b, 0);
    expect(sum).to.be.closeTo(1, 1e-12);
  });

  it("mission letters: unknown ones uniform over the letters nobody showed; our mission rows sum to 1", () => {
    const p = deduce(v).probabilities;
    expect(p.mission.red!.A).to.equal(1);
    expect(p.mission.yellow!.A).to.equal(0);
    expect(p.mission.yellow!.C).to.be.closeTo(1 / 3, 1e-12);
    const fb = MISSIONS.map((m, i) => ({ m, p: p.missionRows[i]! }));
    expect(fb.filter((x) => x.m.team === "ZX").every((x) => x.p === 0)).to.equal(true);
    expect(fb.reduce((a, x) => a + x.p, 0)).to.be.closeTo(1, 1e-12);
    const ab = fb.find((x) => x.m.team === "FB" && x.m.letters[0] === "A" && x.m.letters[1] === "B")!;
    expect(ab.p).to.be.closeTo(1 / 3, 1e-12);
    // A grey mission card fixes the letter.
    const shownLetter = deduce(view(red, [{ cards: ["B", "Z", "grey-mission=C"], via: "figure" }])).probabilities;
    expect(shownLetter.mission.yellow!.C).to.equal(1);
    expect(shownLetter.mission.green!.C).to.equal(0);
    expect(shownLetter.mission.green!.B).to.be.closeTo(1 / 2, 1e-12);
  });

  it("why: yellow cannot be Fiddlebottom because red is; not Zsa Zsa because of the pair alone; Bubble is open", () => {
    expect(explain(v, "yellow", "identity", "F")).to.deep.equal({ verdict: "excluded", reasons: [{ kind: "own" }] });
    const z = explain(v, "yellow", "identity", "Z")!;
    expect(z.verdict).to.equal("excluded");
    expect(z.reasons).to.have.length(1);
    expect(z.reasons[0]).to.deep.include({ kind: "shown", seat: "yellow" });
    expect((z.reasons[0] as { entry: NotebookEntry }).entry.cards.map((c) => c.card)).to.deep.equal(["B", "X"]);
    expect(explain(v, "yellow", "identity", "B")).to.equal(null);
    expect(explain(v, "red", "identity", "F")).to.deep.equal({ verdict: "certain", reasons: [{ kind: "own" }] });
  });
});

describe("probabilities: soundness along bot games", () => {
  it("the true deal keeps a positive weight in every seat's view, and weights sum to 1", function () {
    this.timeout(20_000);
    for (const players of [3, 4, 5] as const) {
      for (let g = 0; g < 3; g++) {
        let s: GameState = createGame({ players, seed: `prob-${players}-${g}` });
        const rng = new Rng(seedRng(`prob-bots-${players}-${g}`));
        let n = 0;
        while (!s.result && n < 3000) {
          if (n % 7 === 0) {
            for (const seat of s.seats) {
              const d = deduce(viewFor(s, seat));
              const i = d.worlds.findIndex((w) => s.agents.every((a: AgentSeat) => w.identity[a] === s.secrets[a]!.identity && w.build[a] === s.secrets[a]!.build));
              expect(i, `${players}p game ${g} action ${n}: ${seat} lost the true deal`).to.be.at.least(0);
              expect(d.weights[i]!, `${players}p game ${g} action ${n}: ${seat}`).to.be.above(0);
              expect(d.weights.reduce((a, b) => a + b, 0)).to.be.closeTo(1, 1e-9);
            }
          }
          const r = applyAction(s, chooseBotAction(viewFor(s, waitingFor(s)!), rng)!);
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
          n++;
        }
      }
    }
  });
});

/**
 * The straightforward computation, deal by deal, as it stood before the fast path: every deal of
 * `worldsOf` checked against every shown set with `fits`; each observation's likelihood from
 * `answerCounts` with its history as lists of cards; the weights and every probability summed deal
 * by deal. `deduce` must give the very same numbers (same order of operations, so equal to the bit).
 */
function straightforward(view: SeatView) {
  const me = view.you;
  const nb = view.notebook!;
  const entries: { seat: AgentSeat; entry: NotebookEntry }[] = [];
  for (const source of [nb.received, nb.observed]) for (const seat of view.agents) for (const entry of source[seat] ?? []) entries.push({ seat, entry });
  const worlds = worldsOf(view.agents).filter((w) =>
    (!me || (w.identity[me.seat] === me.secret.identity && w.build[me.seat] === me.secret.build)) && entries.every(({ seat, entry }) => fits(w, seat, entry)));
  type Obs = { seat: AgentSeat; entry: NotebookEntry; history: CardRef[][]; complete: boolean };
  const obs: Obs[] = [];
  for (const seat of view.agents) {
    const received = (nb.received[seat] ?? []).slice().sort((a, b) => a.seq - b.seq);
    received.forEach((entry, i) => obs.push({ seat, entry, complete: true, history: received.slice(0, i).map((e) => e.cards.map((c) => c.card)) }));
    const observed = (nb.observed[seat] ?? []).slice().sort((a, b) => a.seq - b.seq);
    observed.forEach((entry, i) => obs.push({
      seat, entry, complete: false, history: observed.slice(0, i).filter((e) => e.asker === entry.asker).map((e) => e.cards.map((c) => c.card)),
    }));
  }
  const factor = (o: Obs, world: World): number => {
    const k = cell(world.identity[o.seat]!, world.build[o.seat]!);
    const level = o.entry.cards.length as AnswerLevel;
    const counts = answerCounts(o.entry.kind, level, o.history);
    const higher: AnswerLevel[] = !o.complete ? [] : o.entry.via === "figure" ? ([3, 2] as AnswerLevel[]).filter((l) => l > level) : level < 2 ? [2] : [];
    const fallbackProven = higher.every((l) => answerCounts(o.entry.kind, l, o.history)[k] === 0);
    return counts[k]! > 0 && fallbackProven ? 1 / counts[k]! : 0;
  };
  let weights = worlds.map((w) => obs.reduce((p, o) => p * factor(o, w), 1));
  let total = 0;
  for (const x of weights) total += x;
  weights = total > 0 ? weights.map((x) => x / total) : worlds.map(() => 1 / Math.max(1, worlds.length));
  const identity: Record<string, Record<string, number>> = {}, build: Record<string, Record<string, number>> = {};
  for (const s of view.agents) {
    identity[s] = Object.fromEntries(IDENTITIES.map((i) => [i, 0]));
    build[s] = Object.fromEntries(BUILDS.map((b) => [b, 0]));
  }
  worlds.forEach((w, i) => {
    for (const s of view.agents) {
      identity[s]![w.identity[s]!]! += weights[i]!;
      build[s]![w.build[s]!]! += weights[i]!;
    }
  });
  const partner: Record<string, number> = {};
  const missionRows = MISSIONS.map(() => 0);
  let alone = 0;
  if (me) {
    const team = teamOf(me.secret.identity);
    const mineFirst = me.secret.identity === "F" || me.secret.identity === "Z";
    for (const s of view.agents) if (s !== me.seat) partner[s] = 0;
    const d = deduce(view);
    worlds.forEach((w, i) => {
      const mate = view.agents.find((s) => s !== me.seat && w.identity[s] === PARTNER[me.secret.identity]);
      if (!mate) return void (alone += weights[i]!);
      partner[mate]! += weights[i]!;
      const ls = (d.missions[mate] ?? []).filter((l) => l !== me.secret.mission);
      for (const l of ls) {
        const m = missionFor(team, mineFirst ? me.secret.mission : l, mineFirst ? l : me.secret.mission);
        if (m) missionRows[MISSIONS.indexOf(m)]! += weights[i]! / ls.length;
      }
    });
  }
  return { worlds, weights, identity, build, partner, alone, missionRows };
}

describe("probabilities: the fast path is the straightforward computation", () => {
  it("along full games of every bot level (3, 4 and 5 players), every seat's deduction equals the deal-by-deal one exactly", function () {
    this.timeout(30_000);
    let checked = 0, sets = 0;
    for (const players of [3, 4, 5] as const) {
      for (const level of ["normal", "strong"] as const) {
        let s: GameState = createGame({ players, seed: `fast-${players}-${level}` });
        const rng = new Rng(seedRng(`fast-bots-${players}-${level}`));
        const bot = botFor(level);
        for (let n = 0; !s.result && n < 3000; n++) {
          const r = applyAction(s, bot(viewFor(s, waitingFor(s)!), rng)!);
          if (!r.ok) throw new Error(r.error.code);
          s = r.state;
          if (s.log[s.log.length - 1]!.type !== "answered") continue;
          for (const seat of s.seats) {
            const view = viewFor(s, seat);
            const d = deduce(view), ref = straightforward(view);
            expect(d.worlds).to.deep.equal(ref.worlds);
            expect(d.weights, `${players}p ${level} action ${n}: ${seat}`).to.deep.equal(ref.weights);
            expect(d.probabilities.identity).to.deep.equal(ref.identity);
            expect(d.probabilities.build).to.deep.equal(ref.build);
            expect(d.probabilities.partner).to.deep.equal(ref.partner);
            expect(d.probabilities.alone).to.equal(ref.alone);
            expect(d.probabilities.missionRows).to.deep.equal(ref.missionRows);
            checked++;
            sets = Math.max(sets, Object.values(view.notebook!.received).flat().length + Object.values(view.notebook!.observed).flat().length);
          }
        }
      }
    }
    expect(checked).to.be.above(100);
    expect(sets).to.be.above(8);
  });

  it("the cache tells apart notebooks with the same sets shown in another order (the order decides what was a repeat)", () => {
    // {B, Z, short} at a figure, then the pair {B, X} through the Ambassador: {B, Z} was seen
    // together already, so a Bubble or Zsa Zsa yellow had one pair fewer (the worksheet above).
    // Shown the other way round, nothing was a repeat: every consistent deal weighs the same.
    const red: Secret = { identity: "F", build: "tall", mission: "A" };
    const first = view(red, [{ cards: ["B", "Z", "short"], via: "figure" }, { cards: ["B", "X"], via: "ambassador" }]);
    const swapped = view(red, [{ cards: ["B", "X"], via: "ambassador" }, { cards: ["B", "Z", "short"], via: "figure" }]);
    const a = deduce(first), b = deduce(swapped);
    expect(a.weights).to.deep.equal(straightforward(first).weights);
    expect(b.weights).to.deep.equal(straightforward(swapped).weights);
    expect(a.weights).to.not.deep.equal(b.weights);
    expect(b.probabilities.identity.yellow!.B).to.be.closeTo(3 / 4, 1e-12);
  });
});
