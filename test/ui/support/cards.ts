/** Helpers for the card table's tests: its element, and the person's acts through its buttons. */
import { waitUntil } from "@open-wc/testing";
import type { InkognitoGame } from "../../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../../src/ui/cards/cards-table.js";
import { cardsEn } from "../../../src/ui/i18n/cards.js";

/** The card tests' fixed deal: Red Bubble 13, Blue Fiddlebottom 36, Green Zsa Zsa 24, Yellow Agent X 47. */
export const DEAL = { red: { identity: "B", code: 13 }, blue: { identity: "F", code: 36 }, green: { identity: "Z", code: 24 }, yellow: { identity: "X", code: 47 } };
/** An Ambassador's pile that takes him to San Marco in round 1 and Arsenale in round 2. */
export const TO_ARSENALE = ["san-marco", "arsenale", "santa-lucia", "accademia", "rialto"];

/**
 * A 4-player card game's scenario (its JSON): the fixed DEAL, Red first, the Ambassador's pile from San Marco
 * (then `pile`'s order); Red and Blue place at Rialto, Green and Yellow at San Marco, so Red and Blue exchange
 * there; then the actions `more`.
 */
export function rialtoExchange(seed: string, more: readonly object[] = [], pile: readonly string[] = ["san-marco", "santa-lucia", "accademia", "rialto", "arsenale"]): string {
  return JSON.stringify({
    players: 4, seed,
    fixed: { deal: DEAL, first: "red", piles: { ambassador: [pile] } },
    actions: [
      { type: "place", seat: "red", location: "rialto" }, { type: "place", seat: "blue", location: "rialto" },
      { type: "place", seat: "green", location: "san-marco" }, { type: "place", seat: "yellow", location: "san-marco" },
      ...more,
    ],
  });
}

export const q = <E extends Element = HTMLElement>(t: InkognitoCardsTable, sel: string) => [...t.shadowRoot!.querySelectorAll<E>(sel)];

export async function cardsTable(el: InkognitoGame): Promise<InkognitoCardsTable> {
  await el.ready;
  const t = el.shadowRoot!.querySelector("inkognito-cards-table") as InkognitoCardsTable;
  await waitUntil(() => t.view !== null, "the card table did not start", { timeout: 5000 });
  return t;
}


/** The person at this screen takes one act through the table's buttons (never declaring): true if one was taken. */
export async function humanAct(t: InkognitoCardsTable): Promise<boolean> {
  const privacy = q(t, ".privacy button")[0];
  if (privacy) { privacy.click(); await t.updateComplete; return true; }
  const v = t.view!;
  if (!v.legal.length) return false;
  const loc = q(t, ".loc.can")[0];
  if (loc) { loc.click(); await t.updateComplete; return true; }
  if (q(t, "[part=cards-picker]").length) {
    for (let k = 0; k < 2; k++) {
      const free = q(t, "[part=cards-picker] button.card").find((b) => b.getAttribute("aria-disabled") === "false" && b.getAttribute("aria-pressed") === "false")!;
      free.click();
      await t.updateComplete;
    }
    q(t, ".act.primary").find((b) => b.textContent!.trim() === cardsEn.giveSet)!.click();
    await t.updateComplete;
    return true;
  }
  const act = q(t, ".row[role=group] .act").find((b) => b.textContent!.trim() !== cardsEn.declare);
  if (act) { act.click(); await t.updateComplete; return true; }
  return false;
}

