/**
 * Game set-ups for the rules tests (answers, meetings, missions, declaration, Ambassador):
 * a fixed deal, every figure on a known start space, and short ways to play turns.
 */
import {
  applyAction, createGame,
  type Action, type AgentSeat, type Ball, type FigureId, type GameOptions, type GameState, type Secret, type SpaceId,
} from "../../../../src/games/board/index.js";

/** red = Fiddlebottom (tall), yellow = Bubble (short), green = Zsa Zsa (fat), blue = Agent X (thin). */
export const DEAL: Record<AgentSeat, Secret> = {
  red: { identity: "F", build: "tall", mission: "B" },
  yellow: { identity: "B", build: "short", mission: "D" },
  green: { identity: "Z", build: "fat", mission: "A" },
  blue: { identity: "X", build: "thin", mission: "C" },
};

/** Every figure on a known start space. */
export const PLACEMENT = {
  red: { tall: "s2", short: "s27", fat: "s31", thin: "s52" },
  yellow: { tall: "s5", short: "s12", fat: "s21", thin: "s44" },
  green: { tall: "s14", short: "s24", fat: "s35", thin: "s55" },
  blue: { tall: "s13", short: "s20", fat: "s38", thin: "s41" },
} as const;

/** A roll with no black or purple ball (nothing moves another seat's figure unless asked). */
export const PLAIN_ROLL: Ball[] = ["white", "orange", "lightBlue"];

export interface Setup {
  players?: 3 | 4 | 5;
  seats?: AgentSeat[];
  deal?: Partial<Record<AgentSeat, Secret>>;
  setAside?: Secret;
  positions?: Partial<Record<FigureId, SpaceId>>;
  first?: GameOptions["first"];
  rolls?: Ball[][];
}

/** A game with the fixed deal and placement (positions override), red first, plain rolls. */
export function game(s: Setup = {}): GameState {
  const players = s.players ?? 4;
  const seats = s.seats ?? (players === 3 ? (["red", "green", "blue"] as AgentSeat[]) : undefined);
  const agents = seats ?? (["red", "yellow", "green", "blue"] as AgentSeat[]);
  const deal: Partial<Record<AgentSeat, Secret>> = {};
  const placement: GameOptions["placement"] = {};
  for (const a of agents) {
    deal[a] = s.deal?.[a] ?? DEAL[a];
    placement[a] = { ...PLACEMENT[a] };
  }
  const options: GameOptions = {
    players,
    seed: "rules-tests",
    deal,
    placement,
    positions: s.positions,
    first: s.first ?? "red",
    rolls: s.rolls ?? Array.from({ length: 40 }, () => PLAIN_ROLL.slice()),
  };
  if (seats) options.seats = seats;
  if (s.setAside) options.setAside = s.setAside;
  return createGame(options);
}

/** Applies an action that must be accepted. */
export function must(state: GameState, action: Action): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} was refused: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** The refusal code of an action (and checks that the state object was not touched). */
export function refusal(state: GameState, action: unknown): string | null {
  const before = JSON.stringify(state);
  const r = applyAction(state, action);
  if (JSON.stringify(state) !== before) throw new Error("applyAction modified its input state");
  return r.ok ? null : r.error.code;
}

/** Roll and end movement without moving: the active agent seat is now in its meeting step. */
export function toMeetings(state: GameState): GameState {
  const seat = state.turn.seat;
  return must(must(state, { type: "roll", seat }), { type: "endMovement", seat });
}

/** The active agent seat rolls, does not move, has no meeting, and ends its turn. */
export function passTurn(state: GameState): GameState {
  const seat = state.turn.seat;
  return must(toMeetings(state), { type: "endTurn", seat });
}

/** Pass turns until `seat` is to play. */
export function passUntil(state: GameState, seat: string): GameState {
  let s = state;
  for (let i = 0; i < 10 && s.turn.seat !== seat; i++) {
    if (s.turn.seat === "ambassador") {
      throw new Error("passUntil cannot pass the Ambassador seat's turn");
    }
    s = passTurn(s);
  }
  if (s.turn.seat !== seat) throw new Error(`never reached ${seat}`);
  return s;
}
