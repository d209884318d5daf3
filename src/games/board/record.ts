/**
 * The board game's part in records (../kernel/record.ts): its actions' compact codes, and the
 * history its state keeps — the options it was created with and every action applied, compact —
 * so a record can be made from any state a table holds. A notebook's marks (`note`) are private
 * scribbles, never recorded; everything else is.
 */
import type { History, Recording } from "../kernel/record.js";
import { actionCodec } from "../kernel/record-codec.js";
import type { GameOptions } from "./setup.js";
import type { Action, GameState } from "./types.js";

/** Each action's code and fields, in order (the codes are part of the record format: never reuse one). */
export const BOARD_CODES = {
  roll: { code: "r", fields: [] },
  move: { code: "m", fields: ["ball", "figure", "to"] },
  undo: { code: "u", fields: [] },
  endMovement: { code: "e", fields: [] },
  ask: { code: "a", fields: ["own", "met", "kind", "target"] },
  extraStep: { code: "x", fields: ["own", "met", "to"] },
  answer: { code: "n", fields: ["cards"] },
  expel: { code: "p", fields: ["to"] },
  ambassadorStep: { code: "s", fields: ["to"] },
  ambassadorAsk: { code: "k", fields: ["kind"] },
  endTurn: { code: "t", fields: [] },
  declare: { code: "d", fields: ["partner"] },
  declareAlone: { code: "l", fields: [] },
  handshake: { code: "h", fields: ["accept"] },
  seal: { code: "S", fields: ["guesses"] },
  emote: { code: "o", fields: ["mannerism"] },
} as const;

const codec = actionCodec<Action>(BOARD_CODES);

const OPTION_KEYS = ["players", "seats", "seed", "deal", "setAside", "placement", "positions", "first", "rolls"] as const;

/** The history a new game starts with: the options it was made from (as plain JSON, its seed filled in), no action yet. */
export function startHistory(options: GameOptions, players: number, seed: string): History {
  const kept: Record<string, unknown> = {};
  for (const k of OPTION_KEYS) if (options[k] !== undefined) kept[k] = options[k];
  kept.players = players;
  kept.seed = seed;
  return { options: JSON.parse(JSON.stringify(kept)) as unknown, actions: [] };
}

/** The history after `action` (applied to `before`, giving `after`): the same, with the action appended (a note is not recorded). */
export function extendHistory(before: GameState, after: GameState, action: Action): History | undefined {
  const h = before.history;
  if (!h || action.type === "note") return h;
  // A seal is recorded as the referee kept it (the guesses only), whatever else the action carried.
  const a = action.type === "seal" && after.seal ? { ...action, guesses: after.seal.guesses } : action;
  return { options: h.options, actions: [...h.actions, codec.encode(a as Action, before.seats)] };
}

export const boardRecording: Recording<GameState, Action> = {
  encode: codec.encode,
  decode: codec.decode,
  history: (state) => state.history ?? null,
};
