/** The texts of a game's record on both games' end screens, in this language (../record-texts.ts). */
import type { RecordTexts } from "../record-texts.js";

export const record = {
  endDownloadRecord: "Télécharger la partie",
  endCopyReplayLink: "Copier le lien du replay",
  endShared: {
    downloaded: "La partie est téléchargée.",
    copied: "Le lien du replay est copié.",
    failed: "Le lien n’a pas pu être copié (le navigateur a refusé le presse-papiers).",
    none: "Cet écran ne contient pas l’enregistrement de la partie.",
  },
} satisfies RecordTexts;
