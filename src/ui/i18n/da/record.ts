/** The texts of a game's record on both games' end screens, in this language (../record-texts.ts). */
import type { RecordTexts } from "../record-texts.js";

export const record = {
  endDownloadRecord: "Hent spillet",
  endCopyReplayLink: "Kopiér link til genafspilning",
  endShared: {
    downloaded: "Spillet er hentet.",
    copied: "Linket til genafspilningen er kopieret.",
    failed: "Linket kunne ikke kopieres (browseren afviste udklipsholderen).",
    none: "Denne skærm har ingen optagelse af spillet.",
  },
} satisfies RecordTexts;
