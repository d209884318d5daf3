/**
 * `botFor(level)`: three levels, each a policy from the seat's view only. Every level plays full
 * games legally; easy and strong decide from the view alone (hiding every secret the seat may not
 * know changes no choice); strong answers keep the asker uncertain and never show its grey
 * identity or build card to an opponent. Win rates are the tournament's (npm run tournament).
 */
import { expect } from "@open-wc/testing";
import {
  Refusal, Rng, applyAction, botFor, chooseBotAction, createGame, replay, seedRng, viewFor, waitingFor, BOT_LEVELS,
  type Action, type BotLevel, type CardRef, type GameState, type Scenario, type Seat,
} from "../../../src/games/board/index.js";
import { scrub } from "./support/secrecy.js";

function play(players: 3 | 4 | 5, seed: string, level: BotLevel, sample?: (s: GameState, seat: Seat, n: number) => void): { state: GameState; log: string[] } {
  let s = createGame({ players, seed });
  const rng = new Rng(seedRng(`${seed}:bots`));
  const bot = botFor(level);
  const log: string[] = [];
  while (!s.result && log.length < 4000) {
    const seat = waitingFor(s)!;
    sample?.(s, seat, log.length);
    const view = viewFor(s, seat);
    const a = bot(view, rng);
    if (!a) throw new Error(`${seat} chose nothing`);
    if (a.type !== "seal" && !view.legal.includes(a)) throw new Error(`${level} ${seat}: not a legal action ${JSON.stringify(a)}`);
    if (a.type === "undo") throw new Error(`${level} undid`);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${r.error.code} for ${JSON.stringify(a)}`);
    s = r.state;
    log.push(JSON.stringify(a));
  }
  return { state: s, log };
}

describe("botFor", () => {
  it("gives a policy for easy, normal and strong (normal is the sensible bot) and refuses other levels", () => {
    expect(BOT_LEVELS).to.deep.equal(["easy", "normal", "strong"]);
    for (const l of BOT_LEVELS) expect(botFor(l)).to.be.a("function");
    expect(botFor("normal")).to.equal(chooseBotAction);
    let code = "";
    try { botFor("hard" as BotLevel); } catch (e) { code = e instanceof Refusal ? e.error.code : String(e); }
    expect(code).to.equal("UNKNOWN_LEVEL");
  });

  for (const level of ["easy", "strong"] as const) {
    it(`${level}: plays 3-, 4- and 5-player games to the end with legal actions, the same way twice, from its view only`, function () {
      this.timeout(30_000);
      let checked = 0;
      for (const players of [3, 4, 5] as const) {
        const first = play(players, `${level}-${players}`, level, (s, seat, n) => {
          if (n % 9 !== 0) return;
          const real = botFor(level)(viewFor(s, seat), new Rng(seedRng(`v${n}`)));
          const blind = botFor(level)(viewFor(scrub(s, seat), seat), new Rng(seedRng(`v${n}`)));
          expect(blind, `${seat} at action ${n}`).to.deep.equal(real);
          checked++;
        });
        expect(first.state.result, `${players}p ended`).to.not.equal(null);
        expect(play(players, `${level}-${players}`, level).log).to.deep.equal(first.log);
      }
      expect(checked).to.be.greaterThan(20);
    });
  }

  it("easy slips: from the same positions it sometimes chooses otherwise than normal, always legally", () => {
    let differ = 0, total = 0;
    play(4, "slips", "normal", (s, seat, n) => {
      const v = viewFor(s, seat);
      if (!v.legal.some((a) => a.type === "move" || a.type === "answer")) return;
      total++;
      const e = botFor("easy")(v, new Rng(seedRng(`s${n}`)));
      if (JSON.stringify(e) !== JSON.stringify(chooseBotAction(v, new Rng(seedRng(`s${n}`))))) differ++;
    });
    expect(total).to.be.greaterThan(20);
    expect(differ / total).to.be.within(0.05, 0.6);
  });
});

describe("strong bot: answers", () => {
  // Red (F, tall) meets yellow's tall figure and asks; yellow (X, short) answers.
  const meeting = (kind: "identity" | "build"): Scenario => ({
    players: 4, seed: "answer", first: "red",
    deal: { red: { identity: "F", build: "tall", mission: "B" }, yellow: { identity: "X", build: "short", mission: "A" },
      green: { identity: "B", build: "fat", mission: "D" }, blue: { identity: "Z", build: "thin", mission: "C" } },
    placement: { yellow: { tall: "s21", short: "s5", fat: "s12", thin: "s44" } },
    positions: { "red-tall": "s22" }, rolls: [["white", "white", "orange"]],
    actions: [
      { type: "roll", seat: "red" }, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s21" },
      { type: "endMovement", seat: "red" }, { type: "ask", seat: "red", own: "red-tall", met: "yellow-tall", kind },
    ],
  });
  // How many (identity, build) pairs a set leaves yellow possible for its asker, on average over
  // what yellow can know of red (any identity and build but its own): red rules its own out.
  const IDS = ["F", "B", "Z", "X"], BUILDS = ["tall", "short", "fat", "thin"];
  const open = (cards: readonly CardRef[]) => {
    let n = 0, cases = 0;
    for (const ri of IDS.filter((i) => i !== "X")) for (const rb of BUILDS.filter((b) => b !== "short")) {
      cases++;
      for (const i of IDS.filter((x) => x !== ri)) for (const b of BUILDS.filter((x) => x !== rb)) {
        if (cards.some((c) => c === i || c === b)) n++;
      }
    }
    return n / cases;
  };

  for (const kind of ["identity", "build"] as const) {
    it(`to a ${kind} question from a likely opponent: no grey identity or build card, and a set that leaves the most pairs open`, () => {
      const view = viewFor(replay(meeting(kind)).state, "yellow");
      const scores = view.legal.map((a) => open((a as Extract<Action, { type: "answer" }>).cards)).sort((x, y) => x - y);
      const top = scores[Math.floor(scores.length * 0.9)]!;
      for (let i = 0; i < 8; i++) {
        const a = botFor("strong")(view, new Rng(seedRng(`a${i}`))) as Extract<Action, { type: "answer" }>;
        expect(a.type).to.equal("answer");
        expect(a.cards.filter((c) => c === "grey-identity" || c === "grey-build")).to.deep.equal([]);
        expect(open(a.cards), `${a.cards.join()} against ${scores.join(" ")}`).to.be.at.least(top);
      }
    });
  }
});
