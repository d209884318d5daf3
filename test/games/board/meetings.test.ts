/**
 * Meetings (RULES.md §3.2–3.3, docs/rulings.md 1, 5, 6): meetings read off the board after
 * movement, Question then expulsion, the Ambassador's way home, the extra step, the Ambassador
 * question's target, and the refusals MEETINGS_OPEN and NO_SUCH_MEETING.
 *
 * Board facts used: s14 (green start) joins s8 and s15 (#3) by land; s36 joins s37 and the
 * Embassy s58 by land; s54 is #1; every figure starts on the start spaces of support/rules-game.ts.
 */
import { expect } from "@open-wc/testing";
import { ALL_SPACES, EMBASSY, numberedSpace, viewFor, type FigureId, type GameState } from "../../../src/games/board/index.js";
import { expelProblem } from "../../../src/games/board/meetings.js";
import { game, must, refusal, toMeetings } from "./support/rules-game.js";

const meetingKeys = (s: GameState) => viewFor(s, "red").meetings.map((m) => `${m.own}>${m.met}@${m.space}`).sort();

describe("meetings: read off the board after movement", () => {
  it("an own figure with another seat's figure, and with the Ambassador, are meetings once movement ends", () => {
    // red-tall walks s8 -> s14 onto green-tall; red-short waits on s36 with the Ambassador;
    // yellow-fat and blue-tall share s13 (not red's meeting).
    let s = game({ positions: { "red-tall": "s8", "red-short": "s36", ambassador: "s36", "yellow-fat": "s13" } });
    s = must(s, { type: "roll", seat: "red" });
    s = must(s, { type: "move", seat: "red", ball: 0, figure: "red-tall", to: "s14" });
    expect(viewFor(s, "red").meetings).to.deep.equal([]); // still moving
    s = must(s, { type: "endMovement", seat: "red" });
    expect(s.turn.stage).to.equal("meet");
    expect(meetingKeys(s)).to.deep.equal(["red-short>ambassador@s36", "red-tall>green-tall@s14"]);
    // Everyone sees the same public list.
    expect(viewFor(s, "blue").meetings).to.deep.equal(viewFor(s, "red").meetings);
  });

  it("no meeting when the own figures stand alone", () => {
    const s = toMeetings(game());
    expect(meetingKeys(s)).to.deep.equal([]);
    expect(refusal(s, { type: "endTurn", seat: "red" })).to.equal(null);
  });
});

describe("meetings: Question, answer, expulsion", () => {
  const start = () => toMeetings(game({ positions: { "red-tall": "s14" } })); // red-tall meets green-tall (Z, fat)

  it("ask -> answer -> expel; the meeting is then gone and the turn can end", () => {
    let s = start();
    s = must(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "build" });
    expect(s.turn.pending).to.deep.equal({
      kind: "answer",
      question: { asker: "red", answerer: "green", kind: "build", via: "figure", level: 3, met: "green-tall" },
    });
    expect(refusal(s, { type: "endTurn", seat: "red" })).to.equal("WAITING_FOR_OTHER");
    expect(refusal(s, { type: "expel", seat: "red", to: "s37" })).to.equal("WRONG_STAGE");
    s = must(s, { type: "answer", seat: "green", cards: ["fat", "short", "X"] });
    expect(s.turn.pending).to.deep.equal({ kind: "expel", figure: "green-tall", by: "red" });
    expect(refusal(s, { type: "expel", seat: "green", to: "s37" })).to.equal("WAITING_FOR_OTHER");
    s = must(s, { type: "expel", seat: "red", to: "s37" });
    expect(s.positions["green-tall"]).to.equal("s37");
    expect(s.positions["red-tall"]).to.equal("s14");
    expect(s.turn.pending).to.equal(null);
    expect(meetingKeys(s)).to.deep.equal([]);
    expect(s.log.slice(-3).map((e) => e.type)).to.deep.equal(["asked", "answered", "expelled"]);
    s = must(s, { type: "endTurn", seat: "red" });
    expect(s.turn.seat).to.equal("yellow");
  });

  it("an expelled agent goes to any unnumbered unoccupied space: numbered and occupied spaces are refused", () => {
    let s = start();
    s = must(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "identity" });
    s = must(s, { type: "answer", seat: "green", cards: ["Z", "F", "fat"] });
    for (let n = 1; n <= 8; n++) expect(refusal(s, { type: "expel", seat: "red", to: numberedSpace(n) }), `#${n}`).to.equal("NUMBERED_SPACE");
    expect(refusal(s, { type: "expel", seat: "red", to: "s5" })).to.equal("SPACE_OCCUPIED"); // yellow-tall
    expect(refusal(s, { type: "expel", seat: "red", to: "s14" })).to.equal("SPACE_OCCUPIED"); // red-tall stays there
    expect(refusal(s, { type: "expel", seat: "red", to: EMBASSY })).to.equal("SPACE_OCCUPIED"); // the Ambassador
    expect(refusal(s, { type: "expel", seat: "red", to: "s99" })).to.equal("UNKNOWN_SPACE");
    // A start space of another colour, now empty (red-tall left s2), is allowed.
    expect(refusal(s, { type: "expel", seat: "red", to: "s2" })).to.equal(null);
    // The offered targets: every unnumbered space no figure (other than the expelled one) stands on.
    const taken = new Set(Object.entries(s.positions).filter(([f]) => f !== "green-tall").map(([, sp]) => sp));
    const expected = ALL_SPACES.filter((x) => x.kind !== "numbered" && !taken.has(x.id)).map((x) => x.id).sort();
    const offered = viewFor(s, "red").legal.map((a) => (a as { to: string }).to).sort();
    expect(offered).to.deep.equal(expected);
    expect(offered).to.have.length(34); // 50 unnumbered - 15 occupied start spaces - the Embassy
  });

  it("the Embassy is a legal expulsion target when it is empty (Ruling 5)", () => {
    let s = toMeetings(game({ positions: { "red-tall": "s14", ambassador: "s29" } }));
    s = must(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "identity" });
    s = must(s, { type: "answer", seat: "green", cards: ["Z", "F", "fat"] });
    s = must(s, { type: "expel", seat: "red", to: EMBASSY });
    expect(s.positions["green-tall"]).to.equal(EMBASSY);
  });
});

describe("meetings: the met Ambassador", () => {
  it("returns to the Embassy by itself when the Embassy is free", () => {
    let s = toMeetings(game({ positions: { "red-short": "s36", ambassador: "s36" } }));
    s = must(s, { type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "build", target: "blue" });
    s = must(s, { type: "answer", seat: "blue", cards: ["thin", "fat"] });
    expect(s.positions.ambassador).to.equal(EMBASSY);
    expect(s.turn.pending).to.equal(null);
    const ev = s.log[s.log.length - 1]!;
    expect(ev.type).to.equal("expelled");
    expect(ev.data).to.deep.include({ figure: "ambassador", from: "s36", to: EMBASSY });
    expect(meetingKeys(s)).to.deep.equal([]);
    expect(refusal(s, { type: "endTurn", seat: "red" })).to.equal(null);
  });

  it("when the Embassy is occupied, the asker picks an unoccupied start space", () => {
    // blue-fat stands on the Embassy (its start s38 is empty); red-short (start s27) meets the Ambassador on s36.
    let s = toMeetings(game({ positions: { "red-short": "s36", ambassador: "s36", "blue-fat": EMBASSY } }));
    s = must(s, { type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "identity", target: "green" });
    s = must(s, { type: "answer", seat: "green", cards: ["Z", "X"] });
    expect(s.turn.pending).to.deep.equal({ kind: "expel", figure: "ambassador", by: "red" });
    expect(s.positions.ambassador).to.equal("s36");
    expect(refusal(s, { type: "expel", seat: "red", to: EMBASSY })).to.equal("SPACE_OCCUPIED");
    expect(refusal(s, { type: "expel", seat: "red", to: "s37" })).to.equal("NOT_START_SPACE");
    expect(refusal(s, { type: "expel", seat: "red", to: numberedSpace(1) })).to.equal("NOT_START_SPACE");
    expect(refusal(s, { type: "expel", seat: "red", to: "s5" })).to.equal("SPACE_OCCUPIED");
    expect(viewFor(s, "red").legal.map((a) => (a as { to: string }).to).sort()).to.deep.equal(["s27", "s38"]);
    s = must(s, { type: "expel", seat: "red", to: "s38" }); // a start space of another colour
    expect(s.positions.ambassador).to.equal("s38");
    expect(s.turn.pending).to.equal(null);
  });

  it("met on the Embassy itself, with the own figure standing there, it goes to a start space", () => {
    let s = toMeetings(game({ positions: { "red-short": EMBASSY } }));
    expect(meetingKeys(s)).to.deep.equal([`red-short>ambassador@${EMBASSY}`]);
    s = must(s, { type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "identity", target: "green" });
    s = must(s, { type: "answer", seat: "green", cards: ["Z", "X"] });
    expect(s.turn.pending).to.deep.equal({ kind: "expel", figure: "ambassador", by: "red" });
    s = must(s, { type: "expel", seat: "red", to: "s27" });
    expect(s.positions.ambassador).to.equal("s27");
  });

  it("EMBASSY_FREE: a start space is refused for the Ambassador while the Embassy is free", () => {
    const s = toMeetings(game({ positions: { "red-short": "s36", ambassador: "s36", "blue-fat": "s37" } }));
    expect(expelProblem(s, "ambassador", "s38")).to.equal("EMBASSY_FREE");
    expect(expelProblem(s, "ambassador", EMBASSY)).to.equal(null);
    // For an agent figure the Embassy is just an unnumbered space.
    expect(expelProblem(s, "green-tall", "s38")).to.equal(null);
  });
});

describe("meetings: the extra step", () => {
  it("one step by land or water to an unoccupied space; nothing is expelled", () => {
    let s = toMeetings(game({ positions: { "red-tall": "s14" } }));
    expect(refusal(s, { type: "extraStep", seat: "red", own: "red-tall", met: "green-tall", to: "s2" })).to.equal("NO_ROUTE");
    expect(refusal(s, { type: "extraStep", seat: "red", own: "red-tall", met: "green-tall", to: "s99" })).to.equal("UNKNOWN_SPACE");
    s = must(s, { type: "extraStep", seat: "red", own: "red-tall", met: "green-tall", to: "s8" });
    expect(s.positions["red-tall"]).to.equal("s8");
    expect(s.positions["green-tall"]).to.equal("s14");
    expect(s.turn.pending).to.equal(null);
    expect(s.log.some((e) => e.type === "expelled" || e.type === "asked")).to.equal(false);
    expect(meetingKeys(s)).to.deep.equal([]);
    expect(refusal(s, { type: "endTurn", seat: "red" })).to.equal(null);
  });

  it("a water step is allowed, a numbered space too", () => {
    // s7 -- s15 (#3) water; red-tall on s7 with yellow-fat.
    let s = toMeetings(game({ positions: { "red-tall": "s7", "yellow-fat": "s7" } }));
    s = must(s, { type: "extraStep", seat: "red", own: "red-tall", met: "yellow-fat", to: "s15" });
    expect(s.positions["red-tall"]).to.equal("s15");
  });

  it("SPACE_OCCUPIED: the extra step never ends on a figure, the mover's own included", () => {
    const s = toMeetings(game({ positions: { "red-tall": "s14", "blue-fat": "s8", "red-thin": "s15" } }));
    expect(refusal(s, { type: "extraStep", seat: "red", own: "red-tall", met: "green-tall", to: "s8" })).to.equal("SPACE_OCCUPIED");
    expect(refusal(s, { type: "extraStep", seat: "red", own: "red-tall", met: "green-tall", to: "s15" })).to.equal("SPACE_OCCUPIED");
    const t = toMeetings(game({ positions: { "red-short": "s36", ambassador: "s36" } }));
    expect(refusal(t, { type: "extraStep", seat: "red", own: "red-short", met: "ambassador", to: EMBASSY })).to.equal(null);
    const u = must(t, { type: "extraStep", seat: "red", own: "red-short", met: "ambassador", to: "s37" });
    expect(u.positions.ambassador).to.equal("s36"); // the Ambassador is not sent home
  });

  it("Ruling 1: an extra step away from a space with two met seats ends both meetings", () => {
    let s = toMeetings(game({ positions: { "red-tall": "s14", "blue-short": "s14" } }));
    expect(meetingKeys(s)).to.deep.equal(["red-tall>blue-short@s14", "red-tall>green-tall@s14"]);
    s = must(s, { type: "extraStep", seat: "red", own: "red-tall", met: "green-tall", to: "s8" });
    expect(meetingKeys(s)).to.deep.equal([]);
    expect(refusal(s, { type: "ask", seat: "red", own: "red-tall", met: "blue-short", kind: "identity" })).to.equal("NO_SUCH_MEETING");
  });
});

describe("meetings: the Ambassador question's target", () => {
  const atAmbassador = () => toMeetings(game({ positions: { "red-short": "s36", ambassador: "s36", "red-tall": "s14" } }));

  it("names any other agent seat, wherever its figures stand", () => {
    const s = must(atAmbassador(), { type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "identity", target: "yellow" });
    expect(s.turn.pending).to.deep.equal({
      kind: "answer",
      question: { asker: "red", answerer: "yellow", kind: "identity", via: "ambassador", level: 2, met: "ambassador" },
    });
    expect(s.log[s.log.length - 1]!.data).to.deep.include({ asker: "red", answerer: "yellow", count: 2, via: "ambassador" });
  });

  it("BAD_TARGET for no target, the asker itself, or a seat not at the table", () => {
    const s = atAmbassador();
    const ask = (target?: string) => ({ type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "build", target });
    expect(refusal(s, ask())).to.equal("BAD_TARGET");
    expect(refusal(s, ask("red"))).to.equal("BAD_TARGET");
    expect(refusal(s, ask("purple"))).to.equal("BAD_TARGET");
    expect(refusal(s, ask("ambassador"))).to.equal("BAD_TARGET");
    // 3 players (red, green, blue): yellow is absent.
    const three = toMeetings(game({ players: 3, positions: { "red-short": "s36", ambassador: "s36" } }));
    expect(refusal(three, ask("yellow"))).to.equal("BAD_TARGET");
    expect(refusal(three, ask("blue"))).to.equal(null);
  });

  it("TARGET_NOT_ALLOWED for a question at an agent figure", () => {
    const s = atAmbassador();
    expect(refusal(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "build", target: "blue" })).to.equal("TARGET_NOT_ALLOWED");
    expect(refusal(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "build", target: "green" })).to.equal("TARGET_NOT_ALLOWED");
    expect(refusal(s, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "build" })).to.equal(null);
  });
});

describe("meetings: MEETINGS_OPEN and NO_SUCH_MEETING", () => {
  it("RULES.md §3.2 ruling: the turn cannot end while a meeting is left, in whatever order they are resolved", () => {
    let s = toMeetings(game({ positions: { "red-short": "s36", ambassador: "s36", "red-tall": "s14" } }));
    expect(refusal(s, { type: "endTurn", seat: "red" })).to.equal("MEETINGS_OPEN");
    // Resolve the second-listed meeting first.
    s = must(s, { type: "extraStep", seat: "red", own: "red-tall", met: "green-tall", to: "s8" });
    expect(refusal(s, { type: "endTurn", seat: "red" })).to.equal("MEETINGS_OPEN");
    s = must(s, { type: "ask", seat: "red", own: "red-short", met: "ambassador", kind: "build", target: "green" });
    s = must(s, { type: "answer", seat: "green", cards: ["fat", "tall"] });
    s = must(s, { type: "endTurn", seat: "red" });
    expect(s.turn.seat).to.equal("yellow");
  });

  it("NO_SUCH_MEETING for figures that do not share a space, or are not the asker's", () => {
    const s = toMeetings(game({ positions: { "red-tall": "s14" } }));
    const ask = (own: FigureId, met: FigureId) => ({ type: "ask", seat: "red", own, met, kind: "identity" });
    expect(refusal(s, ask("red-fat", "green-tall"))).to.equal("NO_SUCH_MEETING");
    expect(refusal(s, ask("red-tall", "green-short"))).to.equal("NO_SUCH_MEETING");
    expect(refusal(s, ask("green-tall", "red-tall"))).to.equal("NO_SUCH_MEETING");
    expect(refusal(s, { type: "ask", seat: "red", own: "red-tall", met: "ambassador", kind: "identity", target: "blue" })).to.equal("NO_SUCH_MEETING");
    expect(refusal(s, { type: "extraStep", seat: "red", own: "red-fat", met: "green-tall", to: "s39" })).to.equal("NO_SUCH_MEETING");
    expect(refusal(s, ask("red-tall", "green-tall"))).to.equal(null);
  });

  it("questions belong to the meeting step of the asker's own turn", () => {
    const moving = must(game({ positions: { "red-tall": "s14" } }), { type: "roll", seat: "red" });
    expect(refusal(moving, { type: "ask", seat: "red", own: "red-tall", met: "green-tall", kind: "identity" })).to.equal("WRONG_STAGE");
    const meeting = toMeetings(game({ positions: { "red-tall": "s14" } }));
    expect(refusal(meeting, { type: "ask", seat: "green", own: "green-tall", met: "red-tall", kind: "identity" })).to.equal("NOT_YOUR_TURN");
  });
});
