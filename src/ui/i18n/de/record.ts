/** The texts of a game's record on both games' end screens, in this language (../record-texts.ts). */
import type { RecordTexts } from "../record-texts.js";

export const record = {
  endDownloadRecord: "Partie herunterladen",
  endCopyReplayLink: "Link zur Wiederholung kopieren",
  endShared: {
    downloaded: "Die Partie ist heruntergeladen.",
    copied: "Der Link zur Wiederholung ist kopiert.",
    failed: "Der Link konnte nicht kopiert werden (der Browser hat die Zwischenablage verweigert).",
    none: "Dieser Bildschirm hat keine Aufzeichnung der Partie.",
  },
} satisfies RecordTexts;
