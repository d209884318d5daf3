/**
 * "Why?" for a certain fact of the clue sheet: the few sheet lines that decide it. Starting from the
 * whole sheet (each line once: its repeats dropped first), each line is dropped in turn when the fact stays certain without it (`deduce` on the
 * view with the shorter sheet), so what is left is a smallest-by-removal set of lines that, with the
 * viewer's own black cards, makes the fact certain. Pure; reads only the view.
 */
import { deduce } from "./deduction.js";
import type { AgentSeat, CardsView, ClueEntry, Code, Identity } from "./types.js";

export type CertainFact =
  | { readonly seat: AgentSeat; readonly kind: "identity"; readonly value: Identity }
  | { readonly seat: AgentSeat; readonly kind: "code"; readonly value: Code };

function certain(view: CardsView, fact: CertainFact): boolean {
  const d = deduce(view);
  if (d.deals === 0) return false;
  const p = fact.kind === "identity" ? d.identity[fact.seat][fact.value] : d.code[fact.seat][fact.value];
  return p !== undefined && p >= 1 - 1e-9;
}

/**
 * The sheet lines that decide `fact`, oldest first; `[]` when the viewer's own cards decide it
 * alone (its own seat), null when the fact is not certain from what the seat saw (the end's reveal aside).
 */
export function whyCertain(view: CardsView, fact: CertainFact): ClueEntry[] | null {
  const base: CardsView = { ...view, reveal: null };
  if (!certain(base, fact)) return null;
  // What a line tells is whose cards and which (deduction.ts's masksOf): a line repeating an older one's
  // decides nothing more, so the search starts from the distinct lines (at most a few dozen, however long
  // the sheet: a hostile host's 100,000 repeated lines would otherwise cost a deduction per line, squared).
  const told = new Set<string>();
  let kept: readonly ClueEntry[] = view.sheet.filter((line) => {
    const key = `${line.from}:${line.cards.map(String).sort().join(",")}`;
    return !told.has(key) && !!told.add(key);
  });
  for (let i = kept.length - 1; i >= 0; i--) {
    const without = [...kept.slice(0, i), ...kept.slice(i + 1)];
    if (certain({ ...base, sheet: without }, fact)) kept = without;
  }
  return [...kept];
}
