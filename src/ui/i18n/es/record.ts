/** The texts of a game's record on both games' end screens, in this language (../record-texts.ts). */
import type { RecordTexts } from "../record-texts.js";

export const record = {
  endDownloadRecord: "Descargar la partida",
  endCopyReplayLink: "Copiar el enlace de la repetición",
  endShared: {
    downloaded: "La partida se ha descargado.",
    copied: "El enlace de la repetición se ha copiado.",
    failed: "No se pudo copiar el enlace (el navegador rechazó el portapapeles).",
    none: "Esta pantalla no contiene el registro de la partida.",
  },
} satisfies RecordTexts;
