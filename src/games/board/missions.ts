/**
 * The 24-row mission table as data, and the evaluation of a mission condition on the board
 * with true figures (RULES.md §4.1, §5.1, §5.2).
 */
import { EMBASSY, numberedSpace } from "./board.js";
import type { SpaceId } from "./board-types.js";
import {
  ESCAPE_SPACE, PARTNER, figureId,
  type AgentSeat, type FigureId, type GameState, type Identity, type MissionLetter,
} from "./types.js";

/** Where a condition points: a numbered space, the Embassy, or a figure's space. */
export type Place = { readonly space: number | "embassy" } | { readonly trueFigureOf: Identity } | { readonly ambassador: true };

export type Condition =
  /** Any of the team's 8 figures on the place. */
  | { readonly type: "anyTeamFigure"; readonly on: Place }
  /** The true figure of a character on the place. */
  | { readonly type: "trueFigure"; readonly of: Identity; readonly on: Place }
  /** The true figures of two characters on one space. */
  | { readonly type: "together"; readonly of: readonly [Identity, Identity] }
  /** The Ambassador on a place (5 players: either partner's true figure there). */
  | { readonly type: "ambassador"; readonly on: Place };

export type Team = "FB" | "ZX";

export interface Mission {
  readonly team: Team;
  /** (F's letter, B's letter) or (Z's letter, X's letter). */
  readonly letters: readonly [MissionLetter, MissionLetter];
  readonly condition: Condition;
  readonly text: string;
}

const onX: Place = { trueFigureOf: "X" };
const onZ: Place = { trueFigureOf: "Z" };
const onB: Place = { trueFigureOf: "B" };
const onF: Place = { trueFigureOf: "F" };
const onAmb: Place = { ambassador: true };

function m(team: Team, a: MissionLetter, b: MissionLetter, condition: Condition, text: string): Mission {
  return { team, letters: [a, b], condition, text };
}

export const MISSIONS: readonly Mission[] = [
  m("FB", "A", "B", { type: "anyTeamFigure", on: onX }, "Any team figure on Agent X's true figure's space"),
  m("FB", "A", "C", { type: "trueFigure", of: "F", on: { space: 5 } }, "Fiddlebottom's true figure on space 5 (escape space)"),
  m("FB", "A", "D", { type: "anyTeamFigure", on: onZ }, "Any team figure on Zsa Zsa's true figure's space"),
  m("FB", "B", "A", { type: "anyTeamFigure", on: onX }, "Any team figure on Agent X's true figure's space"),
  m("FB", "B", "C", { type: "anyTeamFigure", on: onAmb }, "Any team figure on the Ambassador's space"),
  m("FB", "B", "D", { type: "trueFigure", of: "B", on: { space: 1 } }, "Bubble's true figure on space 1 (escape space)"),
  m("FB", "C", "A", { type: "trueFigure", of: "F", on: { space: 7 } }, "Fiddlebottom's true figure on space 7"),
  m("FB", "C", "B", { type: "anyTeamFigure", on: onAmb }, "Any team figure on the Ambassador's space"),
  m("FB", "C", "D", { type: "ambassador", on: { space: "embassy" } }, "The Ambassador on the Embassy"),
  m("FB", "D", "A", { type: "anyTeamFigure", on: onZ }, "Any team figure on Zsa Zsa's true figure's space"),
  m("FB", "D", "B", { type: "together", of: ["B", "F"] }, "Bubble's and Fiddlebottom's true figures on the same space"),
  m("FB", "D", "C", { type: "ambassador", on: { space: 8 } }, "The Ambassador on space 8"),
  m("ZX", "A", "B", { type: "anyTeamFigure", on: onAmb }, "Any team figure on the Ambassador's space"),
  m("ZX", "A", "C", { type: "anyTeamFigure", on: onB }, "Any team figure on Bubble's true figure's space"),
  m("ZX", "A", "D", { type: "trueFigure", of: "Z", on: onAmb }, "Zsa Zsa's true figure on the Ambassador's space"),
  m("ZX", "B", "A", { type: "anyTeamFigure", on: onAmb }, "Any team figure on the Ambassador's space"),
  m("ZX", "B", "C", { type: "together", of: ["Z", "X"] }, "Zsa Zsa's and Agent X's true figures on the same space"),
  m("ZX", "B", "D", { type: "anyTeamFigure", on: onF }, "Any team figure on Fiddlebottom's true figure's space"),
  m("ZX", "C", "A", { type: "anyTeamFigure", on: onB }, "Any team figure on Bubble's true figure's space"),
  m("ZX", "C", "B", { type: "trueFigure", of: "Z", on: { space: 4 } }, "Zsa Zsa's true figure on space 4 (escape space)"),
  m("ZX", "C", "D", { type: "trueFigure", of: "X", on: { space: 2 } }, "Agent X's true figure on space 2"),
  m("ZX", "D", "A", { type: "ambassador", on: { space: 3 } }, "The Ambassador on space 3"),
  m("ZX", "D", "B", { type: "anyTeamFigure", on: onF }, "Any team figure on Fiddlebottom's true figure's space"),
  m("ZX", "D", "C", { type: "trueFigure", of: "X", on: { space: 6 } }, "Agent X's true figure on space 6 (escape space)"),
];

export function teamOf(identity: Identity): Team {
  return identity === "F" || identity === "B" ? "FB" : "ZX";
}

/** The mission of a team, from the first character's letter and the second's (F,B or Z,X). */
export function missionFor(team: Team, first: MissionLetter, second: MissionLetter): Mission | undefined {
  return MISSIONS.find((x) => x.team === team && x.letters[0] === first && x.letters[1] === second);
}

/** The seat playing a character, if that character is in the game. */
export function seatOf(state: GameState, identity: Identity): AgentSeat | undefined {
  return state.agents.find((s) => state.secrets[s]?.identity === identity);
}

/** The true figure of a character (the figure of its secret build), if in the game. */
export function trueFigureOf(state: GameState, identity: Identity): FigureId | undefined {
  const seat = seatOf(state, identity);
  if (!seat) return undefined;
  return figureId(seat, state.secrets[seat]!.build);
}

/** In a 3-player game: the seat whose partner is absent. */
export function loneSeat(state: GameState): AgentSeat | undefined {
  if (state.players !== 3) return undefined;
  return state.agents.find((s) => !seatOf(state, PARTNER[state.secrets[s]!.identity]));
}

/** The team's true mission, looked up from its two mission letters (undefined if a partner is absent). */
export function teamMission(state: GameState, team: Team): Mission | undefined {
  const [first, second]: [Identity, Identity] = team === "FB" ? ["F", "B"] : ["Z", "X"];
  const a = seatOf(state, first);
  const b = seatOf(state, second);
  if (!a || !b) return undefined;
  return missionFor(team, state.secrets[a]!.mission, state.secrets[b]!.mission);
}

function placeSpace(state: GameState, place: Place, subst: (i: Identity) => Identity): SpaceId | undefined {
  if ("space" in place) return place.space === "embassy" ? EMBASSY : numberedSpace(place.space);
  if ("ambassador" in place) return state.positions.ambassador;
  const f = trueFigureOf(state, subst(place.trueFigureOf));
  return f ? state.positions[f] : undefined;
}

/**
 * Does the team's mission condition hold on the board now?
 * 3 players: a character that is absent is read as the lone seat's character.
 * 5 players: "the Ambassador on …" becomes "either partner's true figure on …".
 */
export function conditionHolds(state: GameState, team: Team, condition: Condition): boolean {
  const members: Identity[] = team === "FB" ? ["F", "B"] : ["Z", "X"];
  const lone = loneSeat(state);
  const subst = (i: Identity): Identity => (seatOf(state, i) || !lone ? i : state.secrets[lone]!.identity);
  const pos = (f: FigureId | undefined) => (f ? state.positions[f] : undefined);
  switch (condition.type) {
    case "anyTeamFigure": {
      const target = placeSpace(state, condition.on, subst);
      if (!target) return false;
      const targetFig = "trueFigureOf" in condition.on ? trueFigureOf(state, subst(condition.on.trueFigureOf)) : undefined;
      return members.some((i) => {
        const seat = seatOf(state, i);
        if (!seat) return false;
        return (["tall", "short", "fat", "thin"] as const).some((b) => {
          const f = figureId(seat, b);
          return f !== targetFig && state.positions[f] === target;
        });
      });
    }
    case "trueFigure": {
      const target = placeSpace(state, condition.on, subst);
      return target !== undefined && pos(trueFigureOf(state, subst(condition.of))) === target;
    }
    case "together": {
      const a = pos(trueFigureOf(state, subst(condition.of[0])));
      return a !== undefined && a === pos(trueFigureOf(state, subst(condition.of[1])));
    }
    case "ambassador": {
      const target = placeSpace(state, condition.on, subst);
      if (state.players === 5) return members.some((i) => pos(trueFigureOf(state, i)) === target);
      return state.positions.ambassador === target;
    }
  }
}

/** The lone seat's escape: its true figure on its escape space. */
export function escaped(state: GameState, seat: AgentSeat): boolean {
  const id = state.secrets[seat]!.identity;
  return state.positions[trueFigureOf(state, id)!] === numberedSpace(ESCAPE_SPACE[id]);
}
