/**
 * "Mission accomplished!" (RULES.md §4.2, docs/rulings.md 7, 8, 12), the 3-player "I am alone"
 * (§5.1) and the 5-player seal (§5.2): who wins in every case, when one may declare, and what
 * everyone sees once the game is over.
 *
 * Deal (support/rules-game.ts): red = F (tall, B), yellow = B (short, D), green = Z (fat, A),
 * blue = X (thin, C). F+B's mission B-D: Bubble's true figure (yellow-short) on #1 (s54).
 * Z+X's mission A-C: any Z+X figure on Bubble's true figure's space.
 */
import { expect } from "@open-wc/testing";
import {
  numberedSpace, viewFor, type AgentSeat, type Build, type FigureId, type GameState, type Identity, type SpaceId,
} from "../../../src/games/board/index.js";
import { DEAL, game, must, passUntil, refusal, toMeetings } from "./support/rules-game.js";

const ON_1 = numberedSpace(1);

function declareAndShake(s: GameState, declarer: AgentSeat, partner: AgentSeat, accept: boolean): GameState {
  s = must(s, { type: "declare", seat: declarer, partner });
  expect(s.turn.pending).to.deep.equal({ kind: "handshake", declarer, partner });
  expect(s.result).to.equal(null);
  return must(s, { type: "handshake", seat: partner, accept });
}

const redMeets = (positions: Partial<Record<FigureId, SpaceId>>) => toMeetings(game({ positions }));

describe("declaration: who wins (4 players)", () => {
  it("right partner, handshake accepted, mission held: the team wins", () => {
    const s = declareAndShake(redMeets({ "yellow-short": ON_1 }), "red", "yellow", true);
    expect(s.result).to.deep.equal({ winners: ["red", "yellow"], reason: "mission-accomplished", declarer: "red", missionHeld: true });
    expect(s.turn.stage).to.equal("over");
  });

  it("the other team's declaration works the same way (Z+X reach Bubble's true figure)", () => {
    let s = game({ positions: { "yellow-short": "s45", "blue-tall": "s47" }, first: "green" });
    s = must(s, { type: "roll", seat: "green" });
    s = must(s, { type: "endMovement", seat: "green" });
    // No Z+X figure on Bubble yet: a declaration now fails.
    const early = declareAndShake(s, "green", "blue", true);
    expect(early.result!.winners).to.deep.equal(["red", "yellow"]);
    expect(early.result!.reason).to.equal("mission-not-held");
    const there = declareAndShake(toMeetings(game({ positions: { "yellow-short": "s45", "blue-tall": "s45" }, first: "green" })), "green", "blue", true);
    expect(there.result!.winners).to.deep.equal(["green", "blue"]);
  });

  it("the wrong partner: the other team wins, even if the named seat shakes hands and the mission holds", () => {
    const s = declareAndShake(redMeets({ "yellow-short": ON_1 }), "red", "green", true);
    expect(s.result).to.deep.include({ winners: ["green", "blue"], reason: "wrong-partner", declarer: "red" });
  });

  it("a wrong partner who refuses: the other team wins", () => {
    const s = declareAndShake(redMeets({ "yellow-short": ON_1 }), "red", "blue", false);
    expect(s.result!.winners).to.deep.equal(["green", "blue"]);
  });

  it("the true partner refuses the handshake: the other team wins", () => {
    const s = declareAndShake(redMeets({ "yellow-short": ON_1 }), "red", "yellow", false);
    expect(s.result).to.deep.include({ winners: ["green", "blue"], reason: "handshake-refused" });
  });

  it("the mission does not hold (a decoy on #1): the other team wins", () => {
    const s = declareAndShake(redMeets({ "yellow-tall": ON_1 }), "red", "yellow", true);
    expect(s.result).to.deep.include({ winners: ["green", "blue"], reason: "mission-not-held", missionHeld: false });
  });

  it("the mission is judged on the board at the moment of the declaration, between meetings (Ruling 12)", () => {
    // red-tall meets green-tall on s14; the declaration comes before that meeting is resolved.
    let s = redMeets({ "yellow-short": ON_1, "red-tall": "s14" });
    expect(viewFor(s, "red").meetings).to.have.length(1);
    s = declareAndShake(s, "red", "yellow", true);
    expect(s.result!.winners).to.deep.equal(["red", "yellow"]);
  });
});

describe("declaration: when one may declare", () => {
  const base = () => game({ positions: { "yellow-short": ON_1, "red-tall": "s14" } });

  it("NOT_DECLARER_TURN before movement has ended", () => {
    let s = base();
    expect(refusal(s, { type: "declare", seat: "red", partner: "yellow" })).to.equal("NOT_DECLARER_TURN");
    s = must(s, { type: "roll", seat: "red" });
    expect(refusal(s, { type: "declare", seat: "red", partner: "yellow" })).to.equal("NOT_DECLARER_TURN");
    s = must(s, { type: "endMovement", seat: "red" });
    expect(refusal(s, { type: "declare", seat: "red", partner: "yellow" })).to.equal(null);
  });

  it("not on another seat's turn", () => {
    const s = toMeetings(base());
    expect(refusal(s, { type: "declare", seat: "yellow", partner: "red" })).to.equal("NOT_YOUR_TURN");
  });

  it("WAITING_FOR_OTHER while a Question, an expulsion or a handshake is open", () => {
    let s = toMeetings(base());
    s = must(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "identity" });
    expect(refusal(s, { type: "declare", seat: "red", partner: "yellow" })).to.equal("WAITING_FOR_OTHER");
    s = must(s, { type: "answer", seat: "green", cards: ["Z", "B", "short"] });
    expect(refusal(s, { type: "declare", seat: "red", partner: "yellow" })).to.equal("WAITING_FOR_OTHER");
    s = must(s, { type: "expel", seat: "red", to: "s37" });
    s = must(s, { type: "declare", seat: "red", partner: "yellow" });
    expect(refusal(s, { type: "declare", seat: "red", partner: "yellow" })).to.equal("WAITING_FOR_OTHER");
  });

  it("NOT_NAMED: only the named seat answers the handshake; BAD_PARTNER for oneself", () => {
    const s0 = toMeetings(base());
    expect(refusal(s0, { type: "declare", seat: "red", partner: "red" })).to.equal("BAD_PARTNER");
    expect(refusal(s0, { type: "declare", seat: "red", partner: "ambassador" })).to.equal("BAD_PARTNER");
    expect(refusal(s0, { type: "handshake", seat: "yellow", accept: true })).to.equal("WRONG_STAGE");
    const s = must(s0, { type: "declare", seat: "red", partner: "yellow" });
    expect(refusal(s, { type: "handshake", seat: "green", accept: true })).to.equal("NOT_NAMED");
    expect(refusal(s, { type: "handshake", seat: "red", accept: true })).to.equal("NOT_NAMED");
    expect(refusal(s, { type: "handshake", seat: "yellow", accept: true })).to.equal(null);
  });

  it("after the game every view has the result and every secret; nothing more can be played", () => {
    const s = declareAndShake(redMeets({ "yellow-short": ON_1 }), "red", "yellow", true);
    for (const v of ["red", "yellow", "green", "blue", "spectator"] as const) {
      const view = viewFor(s, v);
      expect(view.result, v).to.deep.equal(s.result);
      expect(view.reveal!.secrets, v).to.deep.equal(DEAL);
      expect(view.reveal!.seed, v).to.equal("rules-tests");
      expect(view.legal, v).to.deep.equal([]);
    }
    expect(s.log[s.log.length - 1]!.type).to.equal("gameOver");
    expect(refusal(s, { type: "endTurn", seat: "red" })).to.equal("GAME_OVER");
    expect(refusal(s, { type: "declare", seat: "red", partner: "yellow" })).to.equal("GAME_OVER");
  });

  it("before the end no view reveals anything", () => {
    const s = must(redMeets({ "yellow-short": ON_1 }), { type: "declare", seat: "red", partner: "yellow" });
    for (const v of ["red", "yellow", "green", "blue", "spectator"] as const) {
      expect(viewFor(s, v).reveal, v).to.equal(null);
      expect(viewFor(s, v).result, v).to.equal(null);
    }
  });
});

describe("declaration: 3 players", () => {
  // red = F (lone: Bubble is set aside), green = Z, blue = X. Z+X's mission C-A: reach F's true
  // figure (red-tall, on s2). F's escape space is #5 (s40).
  const deal = {
    red: { identity: "F" as const, build: "tall" as const, mission: "B" as const },
    green: { identity: "Z" as const, build: "fat" as const, mission: "C" as const },
    blue: { identity: "X" as const, build: "thin" as const, mission: "A" as const },
  };
  const three = (positions: Partial<Record<FigureId, SpaceId>>, first: AgentSeat = "red") =>
    toMeetings(game({ players: 3, seats: ["red", "green", "blue"], deal, positions, first }));
  const ESCAPE = numberedSpace(5);

  it("the lone seat on its escape space declaring 'I am alone' wins alone", () => {
    const s = must(three({ "red-tall": ESCAPE }), { type: "declareAlone", seat: "red" });
    expect(s.result).to.deep.include({ winners: ["red"], reason: "escaped" });
    expect(viewFor(s, "green").reveal!.setAside).to.deep.equal({ identity: "B", build: "short", mission: "D" });
  });

  it("the lone seat not on its escape space (a decoy there): the pair wins", () => {
    const s = must(three({ "red-fat": ESCAPE }), { type: "declareAlone", seat: "red" });
    expect(s.result).to.deep.include({ winners: ["green", "blue"], reason: "not-escaped" });
  });

  it("the lone seat's true figure on another seat's escape space does not count", () => {
    const s = must(three({ "red-tall": numberedSpace(1) }), { type: "declareAlone", seat: "red" });
    expect(s.result!.winners).to.deep.equal(["green", "blue"]);
  });

  it("a partnered seat declaring 'I am alone': the lone seat wins (Ruling 7)", () => {
    const s = must(three({ "green-fat": numberedSpace(4) }, "green"), { type: "declareAlone", seat: "green" });
    expect(s.result).to.deep.include({ winners: ["red"], reason: "not-alone" });
  });

  it("the pair's declaration: success wins for the pair, failure for the lone seat", () => {
    const won = declareAndShake(three({ "blue-short": "s2" }, "green"), "green", "blue", true);
    expect(won.result!.winners).to.deep.equal(["green", "blue"]);
    const notHeld = declareAndShake(three({ "blue-short": "s31" }, "green"), "green", "blue", true);
    expect(notHeld.result!.winners).to.deep.equal(["red"]);
    const wrong = declareAndShake(three({ "blue-short": "s2" }, "green"), "green", "red", true);
    expect(wrong.result!.winners).to.deep.equal(["red"]);
  });

  it("NOT_THREE_PLAYERS: nobody is alone in a 4-player game", () => {
    const s = redMeets({ "red-tall": ESCAPE });
    expect(refusal(s, { type: "declareAlone", seat: "red" })).to.equal("NOT_THREE_PLAYERS");
  });
});

describe("declaration: 5 players, the Ambassador's seal", () => {
  type Guesses = Record<AgentSeat, { identity: Identity; build: Build }>;
  const right: Guesses = {
    red: { identity: "F", build: "tall" }, yellow: { identity: "B", build: "short" },
    green: { identity: "Z", build: "fat" }, blue: { identity: "X", build: "thin" },
  };
  const five = () => toMeetings(game({ players: 5, positions: { "yellow-short": ON_1 } }));

  it("a correct seal wins for the Ambassador seat alone as soon as a team declares", () => {
    let s = must(five(), { type: "seal", seat: "ambassador", guesses: right });
    expect(s.seal!.guesses).to.deep.equal(right);
    s = must(s, { type: "declare", seat: "red", partner: "yellow" });
    expect(s.result).to.deep.include({ winners: ["ambassador"], reason: "ambassador-knew" });
    expect(s.turn.pending).to.equal(null);
    const opened = s.log.find((e) => e.type === "sealOpened")!;
    expect(opened.data.correct).to.equal(true);
    expect(viewFor(s, "blue").reveal!.seal!.guesses).to.deep.equal(right);
  });

  it("a seal with one wrong build is opened and the declaration resolves normally", () => {
    const wrong: Guesses = { ...right, blue: { identity: "X", build: "fat" } };
    let s = must(five(), { type: "seal", seat: "ambassador", guesses: wrong });
    s = must(s, { type: "declare", seat: "red", partner: "yellow" });
    expect(s.log.find((e) => e.type === "sealOpened")!.data.correct).to.equal(false);
    expect(s.result).to.equal(null);
    s = must(s, { type: "handshake", seat: "yellow", accept: true });
    expect(s.result!.winners).to.deep.equal(["red", "yellow"]);
  });

  it("a seal with two identities swapped is wrong too", () => {
    const swapped: Guesses = { ...right, green: { identity: "X", build: "fat" }, blue: { identity: "Z", build: "thin" } };
    let s = must(five(), { type: "seal", seat: "ambassador", guesses: swapped });
    s = must(s, { type: "declare", seat: "red", partner: "yellow" });
    s = must(s, { type: "handshake", seat: "yellow", accept: false });
    expect(s.result!.winners).to.deep.equal(["green", "blue"]);
  });

  it("without a seal a 5-player declaration resolves as in 4 players", () => {
    const s = declareAndShake(five(), "red", "yellow", true);
    expect(s.result!.winners).to.deep.equal(["red", "yellow"]);
    expect(s.log.some((e) => e.type === "sealOpened")).to.equal(false);
  });

  it("ALREADY_SEALED, BAD_SEAL, NOT_AMBASSADOR_SEAT", () => {
    const s = five();
    expect(refusal(s, { type: "seal", seat: "red", guesses: right })).to.equal("NOT_AMBASSADOR_SEAT");
    expect(refusal(s, { type: "seal", seat: "ambassador", guesses: { ...right, blue: undefined } })).to.equal("BAD_SEAL");
    expect(refusal(s, { type: "seal", seat: "ambassador", guesses: { ...right, blue: { identity: "Q", build: "thin" } } })).to.equal("BAD_SEAL");
    expect(refusal(s, { type: "seal", seat: "ambassador", guesses: { ...right, blue: { identity: "X", build: "huge" } } })).to.equal("BAD_SEAL");
    const sealed = must(s, { type: "seal", seat: "ambassador", guesses: right });
    expect(refusal(sealed, { type: "seal", seat: "ambassador", guesses: right })).to.equal("ALREADY_SEALED");
    // In a 4-player game there is no Ambassador seat.
    expect(refusal(redMeets({}), { type: "seal", seat: "red", guesses: right })).to.equal("NOT_AMBASSADOR_SEAT");
  });

  it("the seal is secret: only the Ambassador seat sees the guesses before the end", () => {
    const s = must(five(), { type: "seal", seat: "ambassador", guesses: right });
    expect(viewFor(s, "ambassador").seal!.guesses).to.deep.equal(right);
    for (const v of ["red", "yellow", "green", "blue", "spectator"] as const) {
      expect(viewFor(s, v).seal, v).to.equal(null);
      expect(viewFor(s, v).sealed, v).to.equal(true);
      expect(JSON.stringify(viewFor(s, v).log), v).to.not.include("guesses");
    }
  });

  it("the seal may be made at any time, on another seat's turn", () => {
    const s = game({ players: 5 }); // red to roll
    expect(s.turn.seat).to.equal("red");
    expect(refusal(s, { type: "seal", seat: "ambassador", guesses: right })).to.equal(null);
    expect(passUntil(s, "blue").turn.seat).to.equal("blue");
  });
});
