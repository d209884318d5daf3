/**
 * Español: los textos del visor de repeticiones (`<inkognito-game replay>`), completos y tipados
 * contra los ingleses (una clave que falta es un error de tipo). Términos como en ./board.ts y ./cards.ts.
 */
import type { ReplayMessages } from "../replay.js";

const percent = new Intl.NumberFormat("es", { style: "percent", maximumFractionDigits: 0 });

export const replay = {
  label: "Repetición",
  title: (game: string) => `Repetición de la partida: ${game}`,
  gameBoard: "Inkognito",
  gameCards: "Inkognito: el juego de cartas",
  loading: "Abriendo la grabación…",
  follow: "Seguir",
  followAll: "Todos los secretos",
  followSeat: (seat: string) => `${seat}: solo lo que sabía este jugador`,
  deal: "Se reparten las cartas.",
  nothingNew: "No pasó nada que nadie pudiera ver.",
  timeline: "Los momentos decisivos",
  momentShown: "cartas mostradas",
  momentDeclared: "la declaración",
  momentEnd: "el final",
  secretsTitle: "Todos los secretos",
  shownTitle: "Cartas mostradas hasta ahora",
  shownNone: "Aún no se ha mostrado ninguna carta.",
  seatHeading: "Jugador",
  secretHeading: "Cartas secretas",
  chancesHeading: "Probabilidad de la verdad, según este jugador",
  chanceOf: (seat: string, what: string, p: string) => `${seat} es ${what}: ${p}`,
  certain: "seguro",
  percent: (p: number) => percent.format(p),
  whyTitle: "Por qué la declaración fue correcta o errónea",
  declaredPartner: (who: string, partner: string) => `${who} declaró nombrando a ${partner} como compañero.`,
  declaredAlone: (who: string) => `${who} declaró no tener compañero.`,
  declaredCards: (who: string, partner: string, combination: string) =>
    partner ? `${who} nombró a ${partner} como compañero y la combinación ${combination}.` : `${who} declaró la combinación ${combination}.`,
  wasRight: "La afirmación era correcta.",
  wasWrong: "La afirmación era errónea.",
  winners: (who: string) => `Ganadores: ${who}.`,
  noWinner: "Nadie ganó.",
  beliefIntro: "Justo antes, según los hechos que conocía cada jugador:",
  belief: (seat: string, p: string) => `Para ${seat}: ${p}.`,
  beliefUnknown: (seat: string) => `${seat} no podía valorarlo.`,
  beliefCombination: "(el juego de cartas: quien declara valora compañero y combinación; los demás, la combinación)",
  noDeclaration: "La partida terminó sin declaración.",
  notOver: "Esta grabación se detiene antes del final de la partida.",
  signedBy: (fingerprint: string) => `Firmada con la clave del anfitrión ${fingerprint}.`,
  errorTitle: "No se puede mostrar esta repetición",
  error: {
    RECORD_MALFORMED: "Eso no es la grabación de una partida.",
    RECORD_TOO_LARGE: "Esa grabación es demasiado grande.",
    RECORD_WRONG_GAME: "Es la grabación de un juego que este elemento no conoce.",
    RECORD_WRONG_VERSION: "Esa grabación se hizo con otra versión de las reglas.",
    RECORD_BAD_OPTIONS: "La partida de esa grabación no se puede preparar.",
    RECORD_DOES_NOT_REPLAY: "Esa grabación no se puede reproducir: las reglas rechazan una de sus acciones.",
    RECORD_RESULT_MISMATCH: "El resultado que indica la grabación no es al que llega su partida.",
    RECORD_UNAVAILABLE: "Esta partida no guarda grabación.",
    RECORD_NOT_FOUND: "No se pudo cargar la grabación.",
    RECORD_BAD_SIGNATURE: "La firma de la grabación no es la del anfitrión: se ha alterado o falsificado.",
    RECORD_UNSIGNED: "La grabación no está firmada, pero se dio una clave del anfitrión para comprobarla.",
  },
} satisfies ReplayMessages;
