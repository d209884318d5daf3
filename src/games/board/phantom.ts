/** The Phantom of Prophecy: 10 balls, 3 drawn without replacement per roll. */
import type { RouteKind } from "./board-types.js";
import { Rng } from "../kernel/rng.js";
import type { Ball, RngState } from "./types.js";

/** 3 white, 2 orange, 2 light-blue, 2 black, 1 purple. */
export const PHANTOM_BALLS: readonly Ball[] = [
  "white", "white", "white", "orange", "orange", "lightBlue", "lightBlue", "black", "black", "purple",
];

export interface BallRule {
  /** Whose figure the ball moves. */
  readonly moves: "own" | "opponent" | "ambassador";
  readonly routes: readonly RouteKind[];
}

export const BALL_RULES: Readonly<Record<Ball, BallRule>> = {
  orange: { moves: "own", routes: ["land"] },
  lightBlue: { moves: "own", routes: ["water"] },
  white: { moves: "own", routes: ["land", "water"] },
  purple: { moves: "opponent", routes: ["land", "water"] },
  black: { moves: "ambassador", routes: ["land", "water"] },
};

// A game saved before the rename may hold "blue" in its roll: read it as the light-blue ball
// (not enumerable, so BALL_RULES still lists each ball once).
Object.defineProperty(BALL_RULES, "blue", { value: BALL_RULES.lightBlue, enumerable: false });

export const BALLS: readonly Ball[] = ["white", "orange", "lightBlue", "black", "purple"];

/** A ball's name, accepting "blue", the light-blue ball's old name (older scenarios and saves). */
export function ballName(b: unknown): unknown {
  return b === "blue" ? "lightBlue" : b;
}

export function isBall(b: unknown): b is Ball {
  return typeof b === "string" && (BALLS as readonly string[]).includes(b);
}

/** Draws 3 of the 10 balls uniformly without replacement. */
export function rollPhantom(state: RngState): [Ball[], RngState] {
  const rng = new Rng(state);
  const pool = PHANTOM_BALLS.slice();
  const drawn: Ball[] = [];
  for (let i = 0; i < 3; i++) drawn.push(pool.splice(rng.int(pool.length), 1)[0]!);
  return [drawn, rng.state];
}

/** True if a roll could come out of the Phantom (3 balls, no colour more often than it exists). */
export function isPossibleRoll(roll: readonly unknown[]): roll is Ball[] {
  if (roll.length !== 3 || !roll.every(isBall)) return false;
  return BALLS.every((b) => roll.filter((x) => x === b).length <= PHANTOM_BALLS.filter((x) => x === b).length);
}
