/**
 * Missions (RULES.md §4.1, §5.1, §5.2): the 24-row table, each row's condition on the board
 * (true figures, decoys, "any team figure"), the rulebook's Fiddlebottom B + Bubble D example,
 * the 3-player reading of an absent character and the 5-player reading of "the Ambassador on …".
 *
 * The expected table below is transcribed from RULES.md independently of src/games/board/missions.ts:
 * each row's positions are built from it, so a wrong row in the engine fails its test.
 */
import { expect } from "@open-wc/testing";
import {
  EMBASSY, MISSIONS, MISSION_LETTERS, conditionHolds, missionFor, numberedSpace,
  type AgentSeat, type FigureId, type GameState, type Identity, type MissionLetter, type SpaceId, type Team,
} from "../../../src/games/board/index.js";
import { loneSeat, teamMission } from "../../../src/games/board/missions.js";
import { DEAL, game } from "./support/rules-game.js";

/** Condition shorthand: any@C, true:C@n, true:C@amb, any@amb, together:C+D, amb@n, amb@embassy. */
const TABLE: Record<Team, Record<string, string>> = {
  FB: {
    AB: "any@X", AC: "true:F@5", AD: "any@Z", BA: "any@X", BC: "any@amb", BD: "true:B@1",
    CA: "true:F@7", CB: "any@amb", CD: "amb@embassy", DA: "any@Z", DB: "together:B+F", DC: "amb@8",
  },
  ZX: {
    AB: "any@amb", AC: "any@B", AD: "true:Z@amb", BA: "any@amb", BC: "together:Z+X", BD: "any@F",
    CA: "any@B", CB: "true:Z@4", CD: "true:X@2", DA: "amb@3", DB: "any@F", DC: "true:X@6",
  },
};

// With the fixed deal: F = red/tall, B = yellow/short, Z = green/fat, X = blue/thin.
const SEAT: Record<Identity, AgentSeat> = { F: "red", B: "yellow", Z: "green", X: "blue" };
const trueFig = (c: Identity) => `${SEAT[c]}-${DEAL[SEAT[c]].build}` as FigureId;
const DECOY_BUILD: Record<Identity, string> = { F: "fat", B: "thin", Z: "tall", X: "short" };
const decoy = (c: Identity) => `${SEAT[c]}-${DECOY_BUILD[c]}` as FigureId;
const PARTNER: Record<Identity, Identity> = { F: "B", B: "F", Z: "X", X: "Z" };
/** A non-true figure of the team (any of the 8 figures counts for "any team figure"). */
const TEAM_DECOY: Record<Team, FigureId> = { FB: "yellow-thin", ZX: "green-tall" };
/** A figure of the other team. */
const OPPONENT: Record<Team, FigureId> = { FB: "green-short", ZX: "red-short" };
const P = "s45"; // a plain space away from everything

function place(where: string): SpaceId {
  return where === "embassy" ? EMBASSY : numberedSpace(Number(where));
}

/** Positions where the row's condition holds, and a near miss where it does not. */
function boards(team: Team, cond: string): { yes: Partial<Record<FigureId, SpaceId>>; no: Partial<Record<FigureId, SpaceId>> } {
  let m: RegExpMatchArray | null;
  if ((m = cond.match(/^any@([FBZX])$/))) {
    const c = m[1] as Identity;
    return { yes: { [trueFig(c)]: P, [TEAM_DECOY[team]]: P }, no: { [decoy(c)]: P, [TEAM_DECOY[team]]: P } };
  }
  if ((m = cond.match(/^true:([FBZX])@(\d)$/))) {
    const c = m[1] as Identity;
    const sp = place(m[2]!);
    return { yes: { [trueFig(c)]: sp }, no: { [decoy(c)]: sp, [trueFig(PARTNER[c])]: sp } };
  }
  if (cond === "any@amb") {
    return { yes: { ambassador: P, [TEAM_DECOY[team]]: P }, no: { ambassador: P, [OPPONENT[team]]: P } };
  }
  if ((m = cond.match(/^true:([FBZX])@amb$/))) {
    const c = m[1] as Identity;
    return { yes: { ambassador: P, [trueFig(c)]: P }, no: { ambassador: P, [decoy(c)]: P, [trueFig(PARTNER[c])]: P } };
  }
  if ((m = cond.match(/^together:([FBZX])\+([FBZX])$/))) {
    const a = m[1] as Identity, b = m[2] as Identity;
    return { yes: { [trueFig(a)]: P, [trueFig(b)]: P }, no: { [trueFig(a)]: P, [decoy(b)]: P } };
  }
  if ((m = cond.match(/^amb@(\w+)$/))) {
    const sp = place(m[1]!);
    const [a, b]: Identity[] = team === "FB" ? ["F", "B"] : ["Z", "X"];
    const yes: Partial<Record<FigureId, SpaceId>> = { ambassador: sp };
    const no: Partial<Record<FigureId, SpaceId>> = { ambassador: "s29", [trueFig(a!)]: sp };
    if (sp !== EMBASSY) no[trueFig(b!)] = sp;
    return { yes, no };
  }
  throw new Error(`unknown condition ${cond}`);
}

const holds = (s: GameState, team: Team, a: MissionLetter, b: MissionLetter) => conditionHolds(s, team, missionFor(team, a, b)!.condition);

describe("missions: the table", () => {
  it("has 24 rows, 12 per team, each ordered pair of distinct letters once per team", () => {
    expect(MISSIONS).to.have.length(24);
    for (const team of ["FB", "ZX"] as Team[]) {
      const rows = MISSIONS.filter((x) => x.team === team);
      expect(rows).to.have.length(12);
      const pairs = rows.map((x) => x.letters.join(""));
      expect(new Set(pairs).size).to.equal(12);
      for (const a of MISSION_LETTERS) {
        for (const b of MISSION_LETTERS) {
          if (a === b) expect(missionFor(team, a, b), `${team} ${a}${b}`).to.equal(undefined);
          else expect(missionFor(team, a, b)?.letters.join(""), `${team} ${a}${b}`).to.equal(`${a}${b}`);
        }
      }
    }
  });

  for (const team of ["FB", "ZX"] as Team[]) {
    for (const [letters, cond] of Object.entries(TABLE[team])) {
      it(`${team} ${letters[0]}-${letters[1]}: ${cond} holds on one board and not on a near miss`, () => {
        const a = letters[0] as MissionLetter, b = letters[1] as MissionLetter;
        const { yes, no } = boards(team, cond);
        expect(holds(game({ positions: yes }), team, a, b), "holds").to.equal(true);
        expect(holds(game({ positions: no }), team, a, b), "near miss").to.equal(false);
      });
    }
  }

  it("at the start (everyone on start spaces, the Ambassador home) only 'the Ambassador on the Embassy' holds", () => {
    const s = game();
    const held = MISSIONS.filter((x) => conditionHolds(s, x.team, x.condition)).map((x) => `${x.team} ${x.letters.join("")}`);
    expect(held).to.deep.equal(["FB CD"]);
  });
});

describe("missions: true figures", () => {
  it("the rulebook example: Fiddlebottom B + Bubble D -> Bubble's true figure on space 1", () => {
    const s = game(); // red F/B, yellow B/D, green Z/A, blue X/C
    const fb = teamMission(s, "FB")!;
    expect(fb.letters).to.deep.equal(["B", "D"]);
    expect(fb.condition).to.deep.equal({ type: "trueFigure", of: "B", on: { space: 1 } });
    expect(conditionHolds(game({ positions: { "yellow-short": "s54" } }), "FB", fb.condition)).to.equal(true);
    // Another of yellow's figures on #1 is a decoy.
    expect(conditionHolds(game({ positions: { "yellow-tall": "s54" } }), "FB", fb.condition)).to.equal(false);
    // Bubble's true figure on another numbered space.
    expect(conditionHolds(game({ positions: { "yellow-short": "s10" } }), "FB", fb.condition)).to.equal(false);
  });

  it("the rulebook example: the other team holds A and C, and A-C and C-A both mean 'reach Bubble'", () => {
    const s = game();
    expect(teamMission(s, "ZX")!.letters).to.deep.equal(["A", "C"]);
    const ac = missionFor("ZX", "A", "C")!, ca = missionFor("ZX", "C", "A")!;
    expect(ac.condition).to.deep.equal(ca.condition);
    expect(ac.condition).to.deep.equal({ type: "anyTeamFigure", on: { trueFigureOf: "B" } });
    const reach = game({ positions: { "blue-fat": "s12" } }); // s12: yellow-short, Bubble's true figure
    const decoyOnly = game({ positions: { "blue-fat": "s44" } }); // s44: yellow-thin, a decoy
    for (const m of [ac, ca]) {
      expect(conditionHolds(reach, "ZX", m.condition)).to.equal(true);
      expect(conditionHolds(decoyOnly, "ZX", m.condition)).to.equal(false);
    }
  });

  it("'true figure' follows the secret build: the same board holds or not depending on the deal", () => {
    const positions = { "red-fat": numberedSpace(7) };
    const tallF = game({ positions });
    const fatF = game({
      positions,
      deal: { red: { identity: "F", build: "fat", mission: "B" }, green: { identity: "Z", build: "tall", mission: "A" } },
    });
    expect(holds(tallF, "FB", "C", "A")).to.equal(false);
    expect(holds(fatF, "FB", "C", "A")).to.equal(true);
  });

  it("'any team figure' counts any of the 8 partners' figures but no opponent's", () => {
    // FB A-B: any team figure on Agent X's true figure (blue-thin, on s41).
    for (const f of ["red-tall", "red-short", "red-fat", "red-thin", "yellow-tall", "yellow-short", "yellow-fat", "yellow-thin"] as FigureId[]) {
      expect(holds(game({ positions: { [f]: "s41" } }), "FB", "A", "B"), f).to.equal(true);
    }
    for (const f of ["green-tall", "green-short", "blue-tall"] as FigureId[]) {
      expect(holds(game({ positions: { [f]: "s41" } }), "FB", "A", "B"), f).to.equal(false);
    }
  });
});

describe("missions: 3 players", () => {
  it("C-A with Bubble absent: the Z+X team must reach the lone seat's (Fiddlebottom's) true figure", () => {
    const deal = {
      red: { identity: "F" as const, build: "tall" as const, mission: "B" as const },
      green: { identity: "Z" as const, build: "fat" as const, mission: "C" as const },
      blue: { identity: "X" as const, build: "thin" as const, mission: "A" as const },
    };
    const g = (positions: Partial<Record<FigureId, SpaceId>>) => game({ players: 3, seats: ["red", "green", "blue"], deal, positions });
    const s = g({});
    expect(s.setAside).to.deep.equal({ identity: "B", build: "short", mission: "D" });
    expect(loneSeat(s)).to.equal("red");
    const ca = teamMission(s, "ZX")!;
    expect(ca.letters).to.deep.equal(["C", "A"]);
    expect(teamMission(s, "FB")).to.equal(undefined);
    // red-tall (F's true figure) stands on s2; red-fat on s31.
    expect(conditionHolds(g({ "green-short": "s2" }), "ZX", ca.condition)).to.equal(true);
    expect(conditionHolds(g({ "blue-tall": "s2" }), "ZX", ca.condition)).to.equal(true);
    expect(conditionHolds(g({ "green-short": "s31" }), "ZX", ca.condition)).to.equal(false);
    expect(conditionHolds(g({}), "ZX", ca.condition)).to.equal(false);
  });

  it("Zsa Zsa absent: the F+B team's 'reach Zsa Zsa' reads as 'reach Agent X' (the lone seat)", () => {
    const s0 = game({ players: 3, seats: ["red", "yellow", "blue"] }); // green (Z) absent
    expect(loneSeat(s0)).to.equal("blue");
    const holdsAD = (positions: Partial<Record<FigureId, SpaceId>>) =>
      holds(game({ players: 3, seats: ["red", "yellow", "blue"], positions }), "FB", "A", "D");
    expect(holdsAD({ "red-fat": "s41" })).to.equal(true); // blue-thin, X's true figure, is on s41
    expect(holdsAD({ "red-fat": "s38" })).to.equal(false); // blue-fat, a decoy
  });

  it("a character that is present is not substituted", () => {
    // Bubble absent: Z+X's 'any team figure on Fiddlebottom's true figure' (B-D) still means Fiddlebottom.
    const deal = {
      red: { identity: "F" as const, build: "tall" as const, mission: "A" as const },
      green: { identity: "Z" as const, build: "fat" as const, mission: "B" as const },
      blue: { identity: "X" as const, build: "thin" as const, mission: "D" as const },
    };
    const g = (positions: Partial<Record<FigureId, SpaceId>>) => game({ players: 3, seats: ["red", "green", "blue"], deal, positions });
    expect(holds(g({ "green-tall": "s2" }), "ZX", "B", "D")).to.equal(true);
    expect(holds(g({ "green-tall": "s27" }), "ZX", "B", "D")).to.equal(false); // red-short: decoy
  });
});

describe("missions: 5 players", () => {
  const five = (positions: Partial<Record<FigureId, SpaceId>>) => game({ players: 5, positions });

  it("'the Ambassador on space 8' becomes 'either partner's true figure on space 8' (F+B D-C)", () => {
    expect(holds(five({ "red-tall": numberedSpace(8) }), "FB", "D", "C")).to.equal(true);
    expect(holds(five({ "yellow-short": numberedSpace(8) }), "FB", "D", "C")).to.equal(true);
    expect(holds(five({ ambassador: numberedSpace(8) }), "FB", "D", "C")).to.equal(false);
    expect(holds(five({ ambassador: numberedSpace(8), "red-fat": numberedSpace(8), "yellow-thin": numberedSpace(8) }), "FB", "D", "C")).to.equal(false);
    expect(holds(five({ "green-fat": numberedSpace(8) }), "FB", "D", "C")).to.equal(false);
  });

  it("'the Ambassador on space 3' becomes 'either partner's true figure on space 3' (Z+X D-A)", () => {
    expect(holds(five({ "green-fat": numberedSpace(3) }), "ZX", "D", "A")).to.equal(true);
    expect(holds(five({ "blue-thin": numberedSpace(3) }), "ZX", "D", "A")).to.equal(true);
    expect(holds(five({ ambassador: numberedSpace(3), "green-tall": numberedSpace(3) }), "ZX", "D", "A")).to.equal(false);
    expect(holds(five({ "red-tall": numberedSpace(3) }), "ZX", "D", "A")).to.equal(false);
  });

  it("'the Ambassador on the Embassy' becomes 'either partner's true figure on the Embassy' (F+B C-D)", () => {
    expect(holds(five({}), "FB", "C", "D")).to.equal(false); // the Ambassador is home, which no longer counts
    expect(holds(game({}), "FB", "C", "D")).to.equal(true); // ... while in a 4-player game it does
    expect(holds(five({ "yellow-short": EMBASSY }), "FB", "C", "D")).to.equal(true);
    expect(holds(five({ "yellow-tall": EMBASSY }), "FB", "C", "D")).to.equal(false);
  });

  it("missions that only mention the Ambassador's space keep the Ambassador figure", () => {
    expect(holds(five({ ambassador: P, "yellow-thin": P }), "FB", "B", "C")).to.equal(true);
    expect(holds(five({ "yellow-thin": P }), "FB", "B", "C")).to.equal(false);
    expect(holds(five({ ambassador: P, "green-fat": P }), "ZX", "A", "D")).to.equal(true);
    expect(holds(five({ ambassador: P, "green-tall": P }), "ZX", "A", "D")).to.equal(false);
  });
});
