/** Spanish texts of the card game (`<inkognito-game game="cards">`). Locations keep their Venetian names. */
import type { Card, CardKind, EndReason, Identity, Location, Seat } from "../../../games/cards/types.js";
import type { ErrorCode } from "../../../games/cards/errors.js";
import type { CardsMessages } from "../cards.js";
import { record } from "./record.js";
import { listIn, pluralIn } from "../grammar.js";

const plural = pluralIn("es");
const list = listIn("es");
const SEAT: Record<Seat, string> = { red: "Rojo", blue: "Azul", green: "Verde", yellow: "Amarillo", ambassador: "Embajador" };
const CHARACTER: Record<Identity, string> = { F: "Lord Fiddlebottom", B: "Coronel Bubble", Z: "Madame Zsa Zsa", X: "Agente X" };
const LOCATION: Record<Location, string> = {
  rialto: "Rialto", "san-marco": "San Marco", arsenale: "Arsenale", accademia: "Accademia", "santa-lucia": "Santa Lucia",
};
/** The viewer is named by `you` ("Tú"): the sentences below conjugate for it instead of gluing "Tú ha …". */
const YOU = "Tú";
const n = (count: number, one: string, other: string) => `${count} ${plural(count, { one, other })}`;
/** "a" before a seat: "a Rojo", "al Embajador", "a ti". */
const a = (s: string) => (s === YOU ? "a ti" : s === SEAT.ambassador ? "al Embajador" : `a ${s}`);
/** "de" before a seat: "de Rojo", "del Embajador", "del Agente X". */
/** The Ambassador player takes his article in a sentence ("El Embajador ha pasado."); a colour does not. */
const sujeto = (s: string) => (s === SEAT.ambassador ? "El Embajador" : s);
const de = (s: string) => (s === SEAT.ambassador ? "del Embajador" : s.startsWith("Agente ") || s.startsWith("Coronel ") ? `del ${s}` : `de ${s}`);

export const cards = {
  seat: SEAT,
  character: CHARACTER,
  location: LOCATION,
  title: "Inkognito: el juego de cartas",
  cardName: (c: Card): string => (typeof c === "number" ? `código ${c}` : CHARACTER[c]),
  kindName: { identity: "carta de identidad", code: "carta de código" } as Record<CardKind, string>,
  you: YOU,
  blind: "jugador ciego",
  round: (r: number) => `Ronda ${r}`,
  firstPlayer: (s: string) => (s === YOU ? "Colocas primero" : `${s} coloca primero`),
  seatMoved: (seat: string) => `Nueva partida, nuevo puesto: ahora juegas ${seat}. En un encuentro a cinco, tras cada partida todos se mueven un puesto y el papel del Embajador pasa a la izquierda.`,
  // map
  mapLabel: "Venecia: dónde están las fichas esta ronda",
  placeHere: (loc: string) => `Coloca tu ficha en ${loc}`,
  tilesHere: (loc: string, w: string) => (w ? `${loc}: ${w}` : `${loc}: ninguna ficha`),
  ambassadorSealed: "El Embajador ha colocado su ficha boca abajo",
  ambassadorPile: "El Embajador",
  // seats
  seatsTitle: "Jugadores",
  tilesLeft: (t: number) => `${plural(t, { one: "Queda", other: "Quedan" })} ${n(t, "ficha", "fichas")}`,
  tileLeft: (loc: string) => `${loc}, aún sin jugar`,
  tilePlayed: (loc: string) => `${loc}, jugada`,
  waiting: "está eligiendo",
  chosen: "ha elegido",
  // hand
  handTitle: "Tus cartas",
  blackCards: "Tus cartas negras (secretas)",
  colouredCards: "Tus cartas de color",
  trueCard: "verdadera",
  falseCard: "falsa",
  ambassadorHand: "Eres el Embajador: no tienes cartas; observas, escuchas y puedes declarar.",
  // guidance
  guidePlace: "Elige un lugar para tu ficha.",
  guideAmbassadorTile: "Elige tu ficha boca abajo.",
  guideWait: (s: string) => `Esperando ${a(s)}…`,
  guideWaitMany: (s: string) => `Esperando a que elijan ${s}…`,
  guideGive: (s: string) => `Elige dos cartas para mostrar ${a(s)}: exactamente una verdadera.`,
  guideAsk: "Estás a solas con el Embajador: pide a un jugador una de sus cartas negras, o pasa.",
  guideLook: (s: string) => `Te encuentras con ${s}, un jugador ciego: mira una de sus cartas negras, o pasa.`,
  guideAnswer: (s: string) => `${s} te pregunta: muestra una de tus cartas negras.`,
  guideAmbassadorMeeting: "Unos agentes se encuentran contigo: puedes declarar, o pasar.",
  guideChosen: "Tu elección está sellada. Esperando a los demás…",
  guideOver: "La partida ha terminado.",
  // meeting
  meetingTitle: (loc: string) => `Encuentro en ${loc}`,
  meetingKind: { exchange: "intercambio", blind: "encuentro con un ciego", ambassador: "con el Embajador", ambassadorTwo: "dos agentes y el Embajador" } as Record<string, string>,
  noMeetings: "Aún no hay encuentros esta ronda.",
  // exchange picker
  pickerTitle: (s: string) => `Tu pareja de cartas para ${s === SEAT.ambassador ? "el Embajador" : s}`,
  giveSet: "Mostrar estas dos",
  clear: "Borrar",
  reasonShownBefore: (s: string) => `ya mostrada ${a(s)}`,
  reasonOneTrue: "hace falta exactamente una carta verdadera",
  reasonPickTwo: "elige dos cartas",
  refusedSet: (reason: string) => `Esta pareja no se puede mostrar: ${reason}.`,
  // ask, look, answer
  askWhom: "¿A quién preguntas?",
  askCardOf: (s: string, kind: string) => `Pedir la ${kind} ${a(s)}`,
  ask: (s: string) => `Preguntar ${a(s)}`,
  look: (kind: string) => `Mirar su ${kind}`,
  pass: "Pasar",
  showCard: (card: string) => `Mostrar tu carta ${card}`,
  // declaration
  declare: "Declarar…",
  declareTitle: "Abrir la caja fuerte",
  declarePartner: "Tu compañero",
  declareCombination: "La combinación (F, B, Z, X)",
  declareCode: (id: string) => `Código ${de(id)}`,
  declareClaims: "Añadir quién es quién (se muestra a todos, no se juzga)",
  declareSend: "Declarar",
  cancel: "Cancelar",
  declareInvalid: "Elige cuatro códigos distintos y un compañero.",
  declareChance: (p: string) => `Según el asistente, esta declaración tiene un ${p} de ser correcta.`,
  // sheet
  sheetTitle: "Hoja de pistas",
  sheetEmpty: "Aún no has visto ni mostrado nada.",
  sheetVia: { exchange: "intercambio", ambassador: "mostradas al Embajador", question: "carta negra mostrada", look: "carta negra mirada" } as Record<string, string>,
  sheetLine: (from: string, to: string, cs: string, where: string, r: number, via: string) => `Ronda ${r}, ${where}: ${from} → ${to}, ${cs} (${via})`,
  assistantTitle: "Asistente",
  identityChances: "Identidad",
  codeChances: "Código",
  partnerChance: "Compañero",
  combinationTitle: "La combinación hasta ahora",
  combinationsLeft: (c: number) => n(c, "combinación aún posible", "combinaciones aún posibles"),
  why: "¿Por qué?",
  whyOwn: "Lo dicen tus propias cartas negras.",
  actsLabel: "Qué puedes hacer",
  certain: "seguro",
  percent: (p: number) => `${Math.round(p * 100)} %`,
  // log and announcements
  logTitle: "Registro",
  livePlaced: (s: string, loc: string) => (s === YOU ? `Has colocado una ficha en ${loc}.` : `${s} ha colocado una ficha en ${loc}.`),
  liveAmbassadorPlaced: "El Embajador ha colocado su ficha boca abajo.",
  liveRevealed: (meetings: string) => (meetings ? `Fichas reveladas. Encuentros: ${meetings}.` : "Fichas reveladas. No hay encuentros esta ronda."),
  liveMeeting: (loc: string, w: string) => `${loc} (${w})`,
  liveCommitted: (s: string) => (s === YOU ? "Has elegido." : `${sujeto(s)} ha elegido.`),
  liveSet: (from: string, to: string, cs: string) =>
    from === YOU ? `Has mostrado ${cs || "dos cartas"} ${a(to)}.`
    : to === YOU ? `${from} te ha mostrado ${cs || "dos cartas"}.`
    : cs ? `${from} ha mostrado ${a(to)}: ${cs}.` : `${from} ha mostrado dos cartas ${a(to)}.`,
  liveAsked: (x: string, t: string) =>
    x === YOU ? `Has pedido una carta negra ${a(t)}.` : t === YOU ? `${x} te ha pedido una carta negra.` : `${x} ha pedido una carta negra ${a(t)}.`,
  liveShown: (from: string, to: string, card: string) => {
    const what = card ? `la carta negra ${card}` : "una carta negra";
    return from === YOU ? `Has mostrado ${what} ${a(to)}.` : to === YOU ? `${from} te ha mostrado ${what}.` : `${from} ha mostrado ${what} ${a(to)}.`;
  },
  liveLooked: (w: string, blind: string, card: string) =>
    `${w === YOU ? "Has mirado" : `${w} ha mirado`} ${card ? `la carta negra ${card}` : "una carta negra"} ${de(blind)}.`,
  livePassed: (s: string) => (s === YOU ? "Has pasado." : `${sujeto(s)} ha pasado.`),
  liveDeclared: (s: string, right: boolean) => `${s === YOU ? "Has declarado" : `${sujeto(s)} ha declarado`}: ${right ? "correcto" : "incorrecto"}.`,
  liveRound: (r: number, first: string) => `Ronda ${r}: ${first === YOU ? "colocas primero" : `${first} coloca primero`}.`,
  liveReshuffled: "Cada jugador recupera sus fichas.",
  list,
  // end
  endTitle: "La partida ha terminado",
  endWinners: (w: string) => `Ganadores: ${w}`,
  endNoWinner: "Nadie gana.",
  endReason: {
    "right-declaration": "Una declaración correcta: gana el equipo de quien declaró.",
    "wrong-declaration": "Una declaración incorrecta: gana el otro equipo.",
    "ambassador-right": "La declaración del Embajador era correcta: gana él solo.",
    "ambassador-wrong": "La declaración del Embajador era incorrecta: ganan los cuatro agentes.",
    "round-limit": "Se ha alcanzado el límite de rondas: nadie gana.",
  } as Record<EndReason, string>,
  endDeclaration: (w: string, partner: string, combo: string) =>
    w === YOU ? (partner ? `Has nombrado a ${partner} y la combinación ${combo}.` : `Has declarado la combinación ${combo}.`)
    : partner === YOU ? `${w} te ha nombrado, con la combinación ${combo}.`
    : partner ? `${w} ha nombrado a ${partner} y la combinación ${combo}.` : `${sujeto(w)} ha declarado la combinación ${combo}.`,
  endBlackCards: "Todas las cartas negras",
  endCombination: (c: string) => `La combinación era ${c}.`,
  matchScore: "Puntuación de la serie (gana quien llegue a 3)",
  matchWon: (w: string) => `Ganadores de la serie: ${w}.`,
  nextGame: "Siguiente partida de la serie",
  newMatch: "Nueva serie",
  waitingNextGame: "Decide el anfitrión: esperando a que empiece la siguiente partida.",
  waitingNewMatch: "Decide el anfitrión: esperando a que empiece una nueva serie.",
  // hot-seat
  passTo: (s: string) => `Pásale el dispositivo ${a(s)}`,
  passToHint: (s: string) => `Toca cuando solo mire ${s}`,
  // network
  networkLater: "El juego de cartas aún no se puede jugar en red: elige jugar solo o por turnos en la misma pantalla.",
  // scenario
  stepOf: (i: number, count: number) => `Paso ${i} de ${count}`,
  prev: "Atrás",
  next: "Siguiente",
  playOn: "Seguir jugando",
  tutorialCheck: "No exactamente: sigue el texto de ayuda.",
  tutorialPressNext: "Lee el paso y pulsa Siguiente.",
  error: {
    BAD_OPTIONS: "Esas opciones de juego no son válidas.",
    MALFORMED_ACTION: "La acción está mal formada.",
    NOT_A_STATE: "Eso no es un estado del juego de cartas (no se juega sobre la vista de un jugador: usa el estado del árbitro).",
    UNKNOWN_SEAT: "Ese puesto no está en esta mesa.",
    BLIND_SEAT: "Nadie juega a un jugador ciego (C2.3).",
    GAME_OVER: "La partida ha terminado.",
    NOT_YOUR_TURN: "No te toca colocar (C4).",
    NOT_AN_ACTOR: "En este momento no actúas tú (C7).",
    ALREADY_CHOSEN: "Ya has elegido; una elección sellada es definitiva (C9.2).",
    WRONG_ACT: "En este momento no tienes esa acción (C7).",
    UNKNOWN_LOCATION: "Ese lugar no existe (C1.5).",
    TILE_PLAYED: "Esa ficha ya se ha jugado desde la última vez que se recogieron (C4.2).",
    UNKNOWN_CARD: "No hay esa carta de tu color (C1.3, C1.4).",
    SAME_CARD: "Una pareja son dos cartas distintas (C6.2).",
    NOT_ONE_TRUE: "Una pareja tiene exactamente una carta verdadera y una falsa (C6.2).",
    REPEATED_SET: "Ya le has mostrado esta pareja a este jugador (C6.3, C6.4).",
    BAD_TARGET: "Nombra a otro agente (C6.5).",
    BAD_CARD_KIND: "Elige la carta de identidad o la de código (C6.5–C6.7).",
    KIND_NEEDED: "Un jugador ciego no puede elegir: di cuál de sus cartas negras pides (C6.6).",
    KIND_NOT_YOURS: "Un agente elige él mismo qué carta negra muestra (C6.5).",
    BAD_COMBINATION: "La combinación son los cuatro códigos, cada uno una vez, en el orden F, B, Z, X (C10.8).",
    BAD_PARTNER: "Nombra a otro agente como compañero (C10.8).",
    NO_DECLARATION_HERE: "Aquí no puedes declarar (C10.2).",
    NOT_A_VIEW: "Un bot decide a partir de la vista de un jugador (viewFor(state, seat)), no del estado del árbitro.",
    NOT_AN_RNG: "Un bot necesita un Rng (new Rng(seedRng(seed))), no una semilla ni un número.",
    UNKNOWN_LEVEL: "Ese nivel de bot no existe.",
  } satisfies Record<ErrorCode, string>,
  couldNotStart: (e: string) => `No se ha podido empezar el juego de cartas: ${e}`,
  ...record,
} satisfies CardsMessages;
