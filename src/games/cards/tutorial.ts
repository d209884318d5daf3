/**
 * The card game's guided first game, built in: `<inkognito-game game="cards" scenario="tutorial">`.
 * A narrated scenario (the rulebook's deal, C15) whose steps may wait for the player (`expect`: the
 * fields the player's action must have) and explain a mistake (`mistake`); `actions` is the step's
 * whole story, the player's action first. Red (Brian) is Colonel Bubble with 13.
 */
import type { Caption } from "../kernel/scenario.js";
import type { CardsAction } from "./types.js";
import type { Scenario, ScenarioStep } from "./scenario.js";

export interface TutorialStep extends ScenarioStep {
  /** What the player must do here (fields of the action; a set's cards in any order). */
  readonly expect?: Readonly<Record<string, unknown>>;
  /** What to say when the player does something else. */
  readonly mistake?: Caption;
}

export interface Tutorial extends Scenario {
  steps: TutorialStep[];
}

const red = (a: Readonly<Record<string, unknown>>): CardsAction => ({ ...a, seat: "red" }) as unknown as CardsAction;

export const CARDS_TUTORIAL: Tutorial = {
  title: { en: "Tutorial: your first card game" },
  description: { en: "Place a tile, exchange a set, read your clue sheet, ask the Ambassador's question." },
  players: 4,
  seed: "cards-tutorial",
  fixed: {
    deal: { red: { identity: "B", code: 13 }, blue: { identity: "F", code: 36 }, green: { identity: "Z", code: 24 }, yellow: { identity: "X", code: 47 } },
    first: "red",
    piles: { ambassador: [["san-marco", "arsenale", "santa-lucia", "accademia", "rialto"]] },
  },
  steps: [
    { caption: { en: "You are Red: your black cards say you are Colonel Bubble with code 13, so your partner is Lord Fiddlebottom — but who is he? Press Next." } },
    {
      caption: { en: "You place first. Place your tile on Rialto (on the map)." },
      expect: { type: "place", location: "rialto" },
      mistake: { en: "For this lesson, place your tile on Rialto." },
      actions: [red({ type: "place", location: "rialto" }), { type: "place", seat: "blue", location: "rialto" },
        { type: "place", seat: "green", location: "san-marco" }, { type: "place", seat: "yellow", location: "san-marco" }],
    },
    {
      caption: { en: "Blue joined you on Rialto; Green and Yellow went to San Marco, and so did the Ambassador: three tiles there, nothing happens. You and Blue exchange. Choose Colonel Bubble (true) and 24 (false), then Show these two." },
      expect: { type: "give", cards: ["B", 24] },
      mistake: { en: "For this lesson, show Colonel Bubble and 24: exactly one true card." },
      actions: [red({ type: "give", cards: ["B", 24] }), { type: "give", seat: "blue", cards: ["F", 13] }],
    },
    {
      caption: { en: "Blue showed you Lord Fiddlebottom and 13. You hold 13 yourself, so Blue's 13 is false and Fiddlebottom is true: Blue is your partner. Your clue sheet says so (certain) — press Why? beside it. Press Next.", },
      actions: [{ type: "place", seat: "blue", location: "accademia" }, { type: "place", seat: "green", location: "santa-lucia" },
        { type: "place", seat: "yellow", location: "rialto" }],
    },
    {
      caption: { en: "Round 2: Blue placed first, then Green and Yellow. Place on Arsenale: the Ambassador will be there." },
      expect: { type: "place", location: "arsenale" },
      mistake: { en: "For this lesson, place on Arsenale." },
      actions: [red({ type: "place", location: "arsenale" })],
    },
    {
      caption: { en: "You are alone with the Ambassador: ask Yellow for one of his black cards." },
      expect: { type: "ask", target: "yellow" },
      mistake: { en: "For this lesson, ask Yellow." },
      actions: [red({ type: "ask", target: "yellow" }), { type: "answer", seat: "yellow", card: "identity" }],
    },
    { caption: { en: "Yellow showed you Agent X, so Green is Madame Zsa Zsa. Learn the codes the same way, then declare at an exchange with your partner: name him and the combination (F, B, Z, X). That is the whole game!" } },
  ],
};

/** Whether the player's action is what the step expects (a set's cards in any order). */
export function meetsExpectation(expect: Readonly<Record<string, unknown>>, action: CardsAction): boolean {
  const a = action as unknown as Record<string, unknown>;
  return Object.entries(expect).every(([k, v]) => {
    const got = a[k];
    if (Array.isArray(v)) return Array.isArray(got) && got.length === v.length && v.every((x) => got.includes(x));
    return got === v;
  });
}
