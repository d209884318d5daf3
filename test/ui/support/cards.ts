/** Helpers for the card table's tests: its element, and the person's acts through its buttons. */
import { waitUntil } from "@open-wc/testing";
import type { InkognitoGame } from "../../../src/ui/inkognito-game.js";
import type { InkognitoCardsTable } from "../../../src/ui/cards/cards-table.js";
import { cardsEn } from "../../../src/ui/i18n/cards.js";

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

