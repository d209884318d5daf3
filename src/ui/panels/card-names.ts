/**
 * What a card is called, as its viewer reads it (./cards.ts draws it). Apart from the drawing so
 * the turn bar's announcements (../controls/announce.ts) name cards without loading the card art.
 */
import { BUILDS } from "../../games/board/types.js";
import type { Build, CardRef, Identity, MissionLetter, ShownCard } from "../../games/board/index.js";
import type { Messages } from "../i18n/index.js";

/** Whether a card is a grey (secret) one. */
export function isGrey(c: CardRef): boolean {
  return c.startsWith("grey-");
}

/** The face text of a coloured or grey identity/build card ("Colonel Bubble", "Tall"). Mission faces use missionName. */
export function faceName(m: Messages, face: Identity | Build | MissionLetter): string {
  if ((BUILDS as readonly string[]).includes(face)) return m.build[face as Build];
  return m.character[face as Identity] ?? face;
}

export function missionName(m: Messages, letter: MissionLetter): string {
  return m.missionCard(letter);
}

/** The text of a shown card, as its viewer reads it. */
export function shownName(m: Messages, c: ShownCard): string {
  if (c.card === "grey-mission") return missionName(m, c.face as MissionLetter);
  return faceName(m, c.face);
}

/** The kind label of a card ("Identity", "Build", "Mission"), grey cards marked secret. */
export function kindLabel(m: Messages, c: CardRef): string {
  if (c === "grey-mission") return m.cardKindMission;
  if (c === "grey-identity" || ["F", "B", "Z", "X"].includes(c)) return c.startsWith("grey") ? m.cardKindSecretIdentity : m.cardKindIdentity;
  return c.startsWith("grey") ? m.cardKindSecretBuild : m.cardKindBuild;
}
