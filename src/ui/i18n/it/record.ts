/** The texts of a game's record on both games' end screens, in this language (../record-texts.ts). */
import type { RecordTexts } from "../record-texts.js";

export const record = {
  endDownloadRecord: "Scarica la partita",
  endCopyReplayLink: "Copia il link del replay",
  endShared: {
    downloaded: "La partita è stata scaricata.",
    copied: "Il link del replay è stato copiato.",
    failed: "Non è stato possibile copiare il link (il browser ha rifiutato gli appunti).",
    none: "Questa schermata non contiene la registrazione della partita.",
  },
} satisfies RecordTexts;
