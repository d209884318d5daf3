/**
 * Deduction from a seat's view (src/games/board/deduction.ts): the rulebook's KEEPING RECORDS and
 * SHOWING THE SAME CARDS TWICE examples, unit cases on hand-made notebooks (what a shown set proves
 * and what it does not), and soundness along full bot games: the true deal is never eliminated.
 */
import { expect } from "@open-wc/testing";
import {
  applyAction, chooseBotAction, createGame, deduce, replay, scenarioActions, viewFor, waitingFor, PARTNER, Rng, seedRng,
  type AgentSeat, type GameState, type NotebookEntry, type Scenario, type SeatView, type Secret, type ShownCard, type Viewer,
} from "../../../src/games/board/index.js";

async function scenario(name: string): Promise<Scenario> {
  return (await (await fetch(`/demo/scenarios/${name}.json`)).json()) as Scenario;
}

/** A card as its viewer reads it: "F", "tall", or "grey-identity=Z". */
function card(s: string): ShownCard {
  const [c, face] = s.split("=");
  return { card: c as ShownCard["card"], face: (face ?? c) as ShownCard["face"] };
}

/** A hand-made view: only what deduce reads (the viewer, the seating, its own cards, its notebook). */
function notebookView(o: {
  agents: AgentSeat[];
  me?: { seat: AgentSeat; secret: Secret };
  received?: Partial<Record<AgentSeat, string[][]>>;
  observed?: Partial<Record<AgentSeat, string[][]>>;
}): SeatView {
  let seq = 0;
  const entries = (from: Partial<Record<AgentSeat, string[][]>> = {}) =>
    Object.fromEntries(Object.entries(from).map(([seat, sets]) => [seat, sets!.map((cards): NotebookEntry => ({
      seq: ++seq, turn: seq, kind: "identity", via: cards.length === 3 ? "figure" : "ambassador", cards: cards.map(card),
    }))]));
  return {
    viewer: (o.me?.seat ?? "ambassador") as Viewer,
    players: (o.me ? o.agents.length : 5) as 3 | 4 | 5,
    agents: o.agents,
    you: o.me ? { ...o.me, hand: [] } : null,
    notebook: { received: entries(o.received), given: {}, observed: entries(o.observed), marks: {} },
  } as unknown as SeatView;
}

const FOUR: AgentSeat[] = ["red", "yellow", "green", "blue"];
const red = (identity: Secret["identity"], build: Secret["build"], mission: Secret["mission"] = "A") =>
  ({ seat: "red" as const, secret: { identity, build, mission } });

describe("deduction", () => {
  it("at the start a seat knows only its own cards", () => {
    const s = createGame({ players: 4, seed: "d0", deal: {
      red: { identity: "F", build: "tall", mission: "B" }, yellow: { identity: "B", build: "fat", mission: "D" },
      green: { identity: "X", build: "short", mission: "C" }, blue: { identity: "Z", build: "thin", mission: "A" } } });
    const d = deduce(viewFor(s, "red"));
    expect(d.identities.red).to.deep.equal(["F"]);
    expect(d.builds.red).to.deep.equal(["tall"]);
    expect(d.identities.green).to.deep.equal(["B", "Z", "X"]);
    expect(d.builds.green).to.deep.equal(["short", "fat", "thin"]);
    expect(d.worlds).to.have.length(36);
    expect(d.partnerCandidates).to.deep.equal(["yellow", "green", "blue"]);
    expect(d.missions.green).to.deep.equal(["A", "C", "D"]);
  });

  it("replays KEEPING RECORDS: Michael (red, Fiddlebottom) concludes that Leo (green) is Agent X", async () => {
    const sc = await scenario("deduction-michael-leo");
    const r = replay(sc);
    expect(r.error).to.equal(undefined);
    // After Leo's build answer (Short, Tall, Colonel Bubble) alone, Leo may still be anyone but Michael.
    const first = replay({ ...sc, steps: undefined, actions: scenarioActions(sc).slice(0, 5) });
    expect(first.state.log.at(-1)!.type).to.equal("answered");
    expect(deduce(viewFor(first.state, "red")).identities.green).to.deep.equal(["B", "Z", "X"]);
    expect(deduce(viewFor(first.state, "red")).builds.green).to.deep.equal(["short", "fat", "thin"]);
    const d = deduce(viewFor(r.state, "red"));
    // Leo then showed Lord Fiddlebottom and Agent X through the Ambassador; Michael is Fiddlebottom.
    expect(d.identities.green).to.deep.equal(["X"]);
    // "Leo, as Agent X, must be either Short or Tall": and Michael is tall himself, so Short.
    expect(d.builds.green).to.deep.equal(["short"]);
    expect(d.partnerCandidates).to.deep.equal(["yellow", "blue"]);
    // Nobody else saw those cards: blue's view concludes nothing about green.
    expect(deduce(viewFor(r.state, "blue")).identities.green).to.deep.equal(["F", "B", "X"]);
  });

  it("SHOWING THE SAME CARDS TWICE: the bot answers with a fresh pair, and Michael combines both answers", async () => {
    const r = replay(await scenario("repeated-cards"));
    expect(r.error).to.equal(undefined);
    const view = viewFor(r.state, "green");
    const a = chooseBotAction(view, new Rng(seedRng("twice")))!;
    expect(view.legal).to.include(a);
    const answered = applyAction(r.state, { type: "answer", seat: "green", cards: ["fat", "short"] });
    if (!answered.ok) throw new Error(answered.error.code);
    // (Bubble or Short, Tall being Michael's own) and (Short or Fat): Short, or Bubble and Fat.
    const d = deduce(viewFor(answered.state, "red"));
    expect(d.builds.green).to.deep.equal(["short", "fat"]);
    expect(d.identities.green).to.deep.equal(["B", "Z", "X"]);
    expect(d.worlds.every((w) => w.build.green === "short" || (w.identity.green === "B" && w.build.green === "fat"))).to.equal(true);
  });

  it("a shown set proves only that one of its cards is true", () => {
    // Red is Agent X and short. Yellow shows Fiddlebottom, Zsa Zsa and Tall.
    const d = deduce(notebookView({ agents: FOUR, me: red("X", "short"), received: { yellow: [["F", "Z", "tall"]] } }));
    // Yellow may still be Bubble (if tall), and any build but red's (if F or Z).
    expect(d.identities.yellow).to.deep.equal(["F", "B", "Z"]);
    expect(d.builds.yellow).to.deep.equal(["tall", "fat", "thin"]);
    // Yellow's (identity, build): F or Z with any of 3 builds, or B and tall = 7; times 2 × 2 for green and blue.
    expect(d.worlds).to.have.length(28);
    expect(d.worlds.every((w) => w.identity.yellow !== "B" || w.build.yellow === "tall")).to.equal(true);
    // Nothing is concluded about the seats that showed nothing, beyond what is taken.
    expect(d.identities.green).to.deep.equal(["F", "B", "Z"]);
  });

  it("grey cards show their face; a grey mission card fixes the letter and is never the true card", () => {
    const d = deduce(notebookView({ agents: FOUR, me: red("F", "tall", "B"), received: {
      yellow: [["grey-build=short", "fat", "grey-mission=A"]],
    } }));
    expect(d.builds.yellow).to.deep.equal(["short"]);
    expect(d.identities.yellow).to.deep.equal(["B", "Z", "X"]);
    expect(d.missions.yellow).to.deep.equal(["A"]);
    expect(d.missions.green).to.deep.equal(["C", "D"]);
    // A set whose only candidate for truth is a grey mission card cannot have been shown: no world fits.
    const none = deduce(notebookView({ agents: FOUR, me: red("F", "tall"), received: { yellow: [["F", "tall", "grey-mission=C"]] } }));
    expect(none.worlds).to.have.length(0);
  });

  it("combines the answers of different seats: identities and builds are dealt once each", () => {
    // Yellow's grey identity card shows Zsa Zsa. Green shows Zsa Zsa, Bubble and Tall: Zsa Zsa is
    // yellow's and Tall is red's own, so green is Bubble, red's partner, and blue is Agent X.
    const d = deduce(notebookView({ agents: FOUR, me: red("F", "tall"), received: {
      yellow: [["grey-identity=Z", "X", "fat"]], green: [["Z", "B", "tall"]],
    } }));
    expect(d.identities.yellow).to.deep.equal(["Z"]);
    expect(d.identities.green).to.deep.equal(["B"]);
    expect(d.identities.blue).to.deep.equal(["X"]);
    expect(d.partnerCandidates).to.deep.equal(["green"]);
    expect(d.builds.green).to.deep.equal(["short", "fat", "thin"]);
    // One true card alone (the last step of the fallback ladder) fixes what it names.
    const one = deduce(notebookView({ agents: FOUR, me: red("F", "tall"), received: { blue: [["thin"]], green: [["fat", "thin"]] } }));
    expect(one.builds.blue).to.deep.equal(["thin"]);
    expect(one.builds.green).to.deep.equal(["fat"]);
    expect(one.builds.yellow).to.deep.equal(["short"]);
  });

  it("3 players: the set-aside character may be anyone's partner, and a seat can learn it is alone", () => {
    const three: AgentSeat[] = ["red", "yellow", "green"];
    const start = deduce(notebookView({ agents: three, me: red("F", "tall") }));
    expect(start.worlds).to.have.length(36);
    expect(start.partnerCandidates).to.deep.equal(["yellow", "green"]);
    const zsa = deduce(notebookView({ agents: three, me: red("F", "tall"), received: { yellow: [["grey-identity=Z", "F", "tall"]] } }));
    expect(zsa.identities.green).to.deep.equal(["B", "X"]);
    expect(zsa.partnerCandidates).to.deep.equal(["green"]);
    // Green is Agent X: Bubble was set aside, red is alone.
    const alone = deduce(notebookView({ agents: three, me: red("F", "tall"), received: {
      yellow: [["grey-identity=Z", "F", "tall"]], green: [["X", "F"]],
    } }));
    expect(alone.identities.green).to.deep.equal(["X"]);
    expect(alone.partnerCandidates).to.deep.equal([]);
    expect(alone.worlds.every((w) => !Object.values(w.identity).includes("B"))).to.equal(true);
  });

  it("5 players: the Ambassador seat deduces from what it was shown and what it saw through the Ambassador", () => {
    const blank = deduce(notebookView({ agents: FOUR }));
    expect(blank.worlds).to.have.length(576);
    expect(blank.partnerCandidates).to.deep.equal([]);
    const d = deduce(notebookView({ agents: FOUR, received: { yellow: [["grey-identity=B", "grey-build=fat"]] }, observed: {
      green: [["grey-identity=X", "thin"]], blue: [["grey-identity=Z", "short"]],
    } }));
    expect(d.identities).to.deep.equal({ red: ["F"], yellow: ["B"], green: ["X"], blue: ["Z"] });
    expect(d.builds.yellow).to.deep.equal(["fat"]);
    expect(d.builds.red).to.deep.equal(["tall", "short", "thin"]);
    expect(d.worlds).to.have.length(6);
  });

  it("is sound along full bot games: no seat ever rules out the truth", function () {
    this.timeout(60_000);
    let checks = 0, narrowed = 0, seats = 0;
    for (const players of [3, 4, 5] as const) {
      for (let g = 0; g < 3; g++) {
        let s: GameState = createGame({ players, seed: `sound-${players}-${g}` });
        const rng = new Rng(seedRng(`sound-${players}-${g}`));
        const check = (state: GameState) => {
          for (const viewer of state.seats) {
            const d = deduce(viewFor(state, viewer));
            const truth = d.worlds.find((w) => state.agents.every((a) =>
              w.identity[a] === state.secrets[a]!.identity && w.build[a] === state.secrets[a]!.build));
            expect(truth, `${viewer} kept the true deal (turn ${state.turn.number})`).to.not.equal(undefined);
            for (const a of state.agents) {
              expect(d.missions[a], `${viewer}: letter of ${a}`).to.include(state.secrets[a]!.mission);
            }
            if (viewer !== "ambassador") {
              const partner = state.agents.find((a) => state.secrets[a]!.identity === PARTNER[state.secrets[viewer]!.identity]);
              if (partner) expect(d.partnerCandidates, `${viewer}'s partner`).to.include(partner);
            }
            checks++;
          }
        };
        let n = 0;
        while (!s.result) {
          const seat = waitingFor(s)!;
          if (n % 5 === 0) check(s);
          const r = applyAction(s, chooseBotAction(viewFor(s, seat), rng)!);
          if (!r.ok) throw new Error(r.error.code);
          if (!r.state.result) s = r.state;
          else {
            // The last running position, then the finished game.
            check(s);
            for (const viewer of s.agents) {
              seats++;
              if (deduce(viewFor(s, viewer)).partnerCandidates.length <= 1) narrowed++;
            }
            s = r.state;
          }
          n++;
        }
      }
    }
    console.log(`deduction: ${checks} views checked along 9 bot games; at the end ${narrowed} of ${seats} agent seats had narrowed their partner to at most one seat`);
    expect(checks).to.be.greaterThan(200);
  });
});
