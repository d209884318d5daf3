/**
 * What the card game's bots promise, at every level, every seat kind (agent player, an agent
 * player beside blind seats, the 5-player Ambassador player) and 2–5 players: they decide from
 * the seat's view only — the same choice in another state the seat cannot tell from the real one
 * (other black cards it has not seen, other pile orders, another RNG) — always one of
 * `view.legal`, the same game twice from one seed, and refuse the wrong kind of argument with a
 * typed Refusal. deduce gives the same answer in both states too.
 */
import { expect } from "@open-wc/testing";
import {
  BOT_LEVELS, Refusal, Rng, applyAction, botFor, cardsGame, createGame, deduce, seedRng, viewFor, waitingOn,
  type BotLevel, type CardsState, type CardsView,
} from "../../../src/games/cards/index.js";
import { otherWorld } from "./support/other-world.js";

type Players = 2 | 3 | 4 | 5;

/** Plays a game with every seat at `level`; `sample` sees each decision's state, seat and index. */
function play(players: Players, seed: string, level: BotLevel, sample?: (s: CardsState, view: CardsView, n: number) => void): { state: CardsState; log: string[] } {
  let s = createGame({ players, seed });
  const rng = new Rng(seedRng(`${seed}:bots`));
  const bot = botFor(level);
  const log: string[] = [];
  while (!s.result && log.length < 6000) {
    const seat = waitingOn(s)[0]!;
    const view = viewFor(s, seat);
    sample?.(s, view, log.length);
    const a = bot(view, rng);
    if (!a) throw new Error(`${level} ${seat} chose nothing`);
    if (!view.legal.includes(a)) throw new Error(`${level} ${seat}: not one of view.legal: ${JSON.stringify(a)}`);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${r.error.code} for ${JSON.stringify(a)}`);
    s = r.state;
    log.push(JSON.stringify(a));
  }
  return { state: s, log };
}

function refusal(f: () => unknown): string {
  try {
    f();
    return "none";
  } catch (e) {
    return e instanceof Refusal ? e.error.code : `untyped: ${String(e)}`;
  }
}

describe("card bots: from the view only", () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: the same choice, and the same deduction, in a state the seat cannot tell from the real one (2–5 players)`, function () {
      this.timeout(60_000);
      let checked = 0, otherDeals = 0;
      for (const players of [2, 3, 4, 5] as const) {
        for (const g of [0, 1]) {
          play(players, `contract-${level}-${players}-${g}`, level, (s, view, n) => {
            if (n % 3 !== 0) return;
            const other = otherWorld(s, view, n);
            if (JSON.stringify(other.secrets) !== JSON.stringify(s.secrets)) otherDeals++;
            const seen = viewFor(other, view.viewer as CardsView["viewer"] & string);
            expect(JSON.stringify(seen), `${players}p ${view.viewer} at ${n}: the view`).to.equal(JSON.stringify(view));
            const real = botFor(level)(view, new Rng(seedRng(`c${n}`)));
            const blind = botFor(level)(seen, new Rng(seedRng(`c${n}`)));
            expect(blind, `${players}p ${view.viewer} at ${n}`).to.deep.equal(real);
            expect(deduce(seen)).to.deep.equal(deduce(view));
            checked++;
          });
        }
      }
      expect(checked).to.be.greaterThan(60);
      expect(otherDeals, "most checks ran in another deal").to.be.greaterThan(checked / 2);
    });
  }
});

describe("card bots: legal, ending, replayable", () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: games of 2, 3, 4 and 5 players end (no round limit) with only legal actions, the same way twice`, function () {
      this.timeout(60_000);
      for (const players of [2, 3, 4, 5] as const) {
        for (let g = 0; g < 4; g++) {
          const first = play(players, `end-${level}-${players}-${g}`, level);
          expect(first.state.result, `${players}p game ${g} ended`).to.not.equal(null);
          expect(first.state.result!.reason).to.not.equal("round-limit");
          if (g === 0) expect(play(players, `end-${level}-${players}-${g}`, level).log).to.deep.equal(first.log);
        }
      }
    });
  }

  it("every seat kind decides: agent players, agent players beside blind seats, the Ambassador player, at every level", function () {
    this.timeout(60_000);
    const kinds = new Map<string, number>();
    for (const level of BOT_LEVELS) {
      for (const players of [2, 3, 5] as const) {
        play(players, `kinds-${level}-${players}`, level, (_s, view) => {
          const kind = view.you!.role === "ambassador" ? "ambassador" : players < 4 ? "beside blind seats" : "agent";
          const key = `${level} ${kind} ${view.legal[0]!.type}`;
          kinds.set(key, (kinds.get(key) ?? 0) + 1);
        });
      }
    }
    for (const level of BOT_LEVELS) {
      expect(kinds.get(`${level} ambassador place`), `${level} Ambassador player places`).to.be.greaterThan(0);
      expect(kinds.get(`${level} beside blind seats place`), `${level} places beside blind seats`).to.be.greaterThan(0);
      expect([...kinds.keys()].some((k) => k.startsWith(`${level} beside blind seats`) && !k.endsWith("place")), `${level} meets beside blind seats`).to.equal(true);
    }
  });
});

describe("card bots: typed refusals", () => {
  const s = createGame({ players: 4, seed: "refusals" });
  const view = viewFor(s, waitingOn(s)[0]!);

  it("botFor knows easy, normal and strong (also as cardsGame.botLevels) and refuses other levels (UNKNOWN_LEVEL)", () => {
    expect(BOT_LEVELS).to.deep.equal(["easy", "normal", "strong"]);
    expect(cardsGame.botLevels).to.deep.equal(["easy", "normal", "strong"]);
    for (const l of BOT_LEVELS) expect(cardsGame.botFor(l)).to.equal(botFor(l));
    expect(refusal(() => botFor("hard" as BotLevel))).to.equal("UNKNOWN_LEVEL");
    expect(refusal(() => botFor("constructor" as BotLevel))).to.equal("UNKNOWN_LEVEL");
  });

  it("a bot given the referee's state refuses with NOT_A_VIEW, given a seed instead of an Rng with NOT_AN_RNG", () => {
    for (const l of BOT_LEVELS) {
      expect(refusal(() => botFor(l)(s as unknown as CardsView, new Rng(seedRng("x"))))).to.equal("NOT_A_VIEW");
      expect(refusal(() => botFor(l)({ ...view, secrets: s.secrets } as unknown as CardsView, new Rng(seedRng("x"))))).to.equal("NOT_A_VIEW");
      expect(refusal(() => botFor(l)(view, "seed" as unknown as Rng))).to.equal("NOT_AN_RNG");
      expect(view.legal).to.deep.include(botFor(l)(view, new Rng(seedRng("x"))));
    }
  });

  it("a spectator's view or a seat with nothing to do gets null", () => {
    const spectator = viewFor(s, "spectator");
    const idle = viewFor(s, (["red", "blue", "green", "yellow"] as const).find((x) => !waitingOn(s).includes(x))!);
    for (const l of BOT_LEVELS) {
      expect(botFor(l)(spectator, new Rng(seedRng("x")))).to.equal(null);
      expect(botFor(l)(idle, new Rng(seedRng("x")))).to.equal(null);
    }
  });
});
