/**
 * The card game's part in records (../kernel/record.ts): its actions' compact codes, and the
 * history its state keeps — the options it was created with (`fixed` included, as given, for
 * scenarios) and every action applied, compact — so a record can be made from any state a table holds.
 */
import type { History, Recording } from "../kernel/record.js";
import { actionCodec } from "../kernel/record-codec.js";
import type { CardsAction, CardsOptions, CardsState } from "./types.js";

/** Each action's code and fields, in order (the codes are part of the record format: never reuse one). */
export const CARDS_CODES = {
  place: { code: "p", fields: ["location"] },
  give: { code: "g", fields: ["cards"] },
  ask: { code: "a", fields: ["target", "card"] },
  look: { code: "l", fields: ["card"] },
  pass: { code: "s", fields: [] },
  answer: { code: "n", fields: ["card"] },
  declare: { code: "d", fields: ["partner", "combination", "claims"] },
} as const;

const codec = actionCodec<CardsAction>(CARDS_CODES);

const OPTION_KEYS = ["players", "seed", "pileSeed", "maxRounds", "codes", "blind", "fixed"] as const;

/** The history a new game starts with: the options it was made from (as plain JSON, its seed filled in), no action yet. */
export function startHistory(options: CardsOptions, seed: string): History {
  const kept: Record<string, unknown> = {};
  for (const k of OPTION_KEYS) if (options[k] !== undefined) kept[k] = options[k];
  kept.seed = seed;
  return { options: JSON.parse(JSON.stringify(kept)) as unknown, actions: [] };
}

/** The history after `action` (as the referee read it) applied to `before`: the same, with the action appended. */
export function extendHistory(before: CardsState, action: CardsAction): History | undefined {
  const h = before.history;
  if (!h) return h;
  // A copy then one push (a spread of a long array into a literal is several times slower in V8).
  const actions = h.actions.slice();
  actions.push(codec.encode(action, before.seats));
  return { options: h.options, actions };
}

export const cardsRecording: Recording<CardsState, CardsAction> = {
  encode: codec.encode,
  decode: codec.decode,
  history: (state) => state.history ?? null,
};
