/**
 * Spanish texts of the board game, in the words of the Spanish edition (Devir): Fantasma de la
 * Profecía, Embajador, complexión; characters as it prints them: Lord Fiddlebottom, Coronel Bubble,
 * Madame Zsa Zsa, Agente X. Informal "tú" as board-game rules do.
 *
 * The texts of a solo game's first paint (the keys of ../en.ts); the rest, which only parts loaded on
 * demand show, are in ./board-later.ts (the keys of ../en-later.ts), loaded with the first of them.
 */
import type { Build, ErrorCode, Identity, Seat } from "../../../games/board/index.js";
import { listIn, pluralIn } from "../grammar.js";
import type { FirstPaintMessages } from "../en.js";

export const plural = pluralIn("es");

const list = listIn("es");

export const n = (count: number, one: string, other: string) => `${count} ${plural(count, { one, other })}`;

/** "de" before a noun phrase: "de la casilla 3", "del Embajador". */
export const de = (x: string) => (x.startsWith("el ") ? `del ${x.slice(3)}` : `de ${x}`);

/** "a" before a noun phrase: "a la casilla 3", "al Embajador". */
export const a = (x: string) => (x.startsWith("el ") ? `al ${x.slice(3)}` : `a ${x}`);

/** A figure as the object of a verb: a person takes "a" ("al Embajador"), a figure does not ("la figura alta"). */
export const obj = (x: string) => (x.startsWith("el Embajador") ? a(x) : x);

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "identidad" → "la identidad", "complexión" → "la complexión". */
export const the = (noun: string) => `la ${noun}`;

export const board = {
  seat: { red: "Rojo", yellow: "Amarillo", green: "Verde", blue: "Azul", ambassador: "Embajador" } as Record<Seat, string>,
  character: { F: "Lord Fiddlebottom", B: "Coronel Bubble", Z: "Madame Zsa Zsa", X: "Agente X" } as Record<Identity, string>,
  characterShort: { F: "Fiddle\u00adbottom", B: "Bubble", Z: "Zsa Zsa", X: "Agente X" } as Record<Identity, string>,
  build: { tall: "Alto", short: "Bajo", fat: "Gordo", thin: "Delgado" } as Record<Build, string>,
  spectator: "Espectador",
  close: "Cerrar",
  cancel: "Cancelar",
  confirm: "Confirmar",
  you: "tú",

  title: "Inkognito",
  turnOf: (seat: string) => `Turno de ${seat}`,
  yourTurn: "Tu turno",
  stepRoll: "Agitar",
  stepMove: "Mover",
  stepMeet: "Encuentros",
  stepDeclare: "Declarar",
  rollPhantom: "Agitar el Fantasma",
  endMovement: "Terminar movimiento",
  undo: "Deshacer paso",
  endTurn: "Terminar turno",
  waitingFor: (seat: string) => `Esperando a ${seat}…`,
  newGame: "Nueva partida",
  menuShowResult: "Ver el resultado",
  menuButton: "Menú",

  tutorialOfferLabel: "Tutorial",
  tutorialOfferText: "¿No conoces Inkognito? Una breve partida guiada te enseña a jugar.",
  tutorialOfferStart: "Jugar el tutorial",
  tutorialOfferDismiss: "No, gracias",
  tutorialOfferDismissLabel: "No, gracias: ocultar la oferta del tutorial",

  guideRoll: "Agita el Fantasma para empezar tu turno.",
  guideMove: "Elige una de tus figuras y luego una casilla iluminada. O elige antes una bola.",
  guideMoveMore: (balls: string) => `Quedan: ${balls}. Elige una figura y luego una casilla iluminada, o termina el movimiento.`,
  guideBall: {
    white: "Bola blanca: elige una de tus figuras y luego una casilla iluminada (por tierra o por agua).",
    orange: "Bola naranja: elige una de tus figuras y luego una casilla iluminada por tierra.",
    blue: "Bola azul claro: elige una de tus figuras y luego una casilla iluminada por agua.",
    purple: "Bola morada: elige una figura de un rival y luego una casilla iluminada.",
    black: "Bola negra: elige al Embajador y luego una casilla iluminada.",
  } as Record<string, string>,
  guidePickSpace: (figure: string) => `Elige una casilla iluminada para ${figure}, u otra figura.`,
  guidePickSpaceMore: (figure: string, balls: string) => `Quedan: ${balls}. Una casilla iluminada para ${figure}, o termina el movimiento.`,
  guideEndMovement: "Termina el movimiento cuando acabes.",
  guideBlocked: {
    PURPLE_BLOCKED: (figure: string) => `${cap(figure)} puede pasar por esta casilla, pero no quedarse con una figura de otro jugador ni con el Embajador: aparta al Embajador con la negra, o deshaz el paso.`,
    BLACK_BLOCKED: () => "El Embajador puede pasar por esta casilla, pero no quedarse con una figura de otro jugador: hazlo avanzar, aparta esa figura con la morada, o deshaz el paso.",
    OWN_FIGURES_STACKED: (figure: string) => `Dos de tus figuras están en la misma casilla: mueve ${obj(figure)} o la otra con una bola restante, o deshaz el paso.`,
    DOUBLE_MEETING: (figure: string) => `${cap(figure)} se encontraría con una segunda figura del mismo jugador: mueve una de ellas con una bola restante, o deshaz el paso.`,
  } as Record<string, (figure: string) => string>,
  guideMeet: (count: number) => `${plural(count, { one: "Te queda", other: "Te quedan" })} ${n(count, "encuentro", "encuentros")}: haz una pregunta o da el paso extra.`,
  guideExtraStep: (figure: string) => `Paso extra: elige una casilla iluminada para ${figure}.`,
  guideExpel: (figure: string) => `Aparta ${obj(figure)}: elige una casilla iluminada.`,
  guideOthersExpel: (seat: string, figure: string) => `${seat} aparta ${obj(figure)}…`,
  guideAnswer: (asker: string) => `Elige las cartas que mostrarás ${a(asker)}.`,
  guideWaitAnswer: (answerer: string) => `Esperando a que ${answerer} responda a tu pregunta…`,
  guideOthersAnswer: (answerer: string, asker: string) => `${answerer} responde a la pregunta ${de(asker)}…`,
  guideHandshake: (declarer: string) => `${declarer} te nombra su compañero: dale la mano o recházala.`,
  guideWaitHandshake: (partner: string) => `Esperando a que ${partner} te dé la mano…`,
  guideAmbassador: (steps: number) => `Mueve al Embajador: ${plural(steps, { one: "queda", other: "quedan" })} ${n(steps, "paso", "pasos")}; luego termina tu turno.`,
  guideEndTurn: "Termina tu turno.",
  guideEndOrDeclare: "Termina tu turno, o declara si tu misión está cumplida.",
  guideOver: "La partida ha terminado: vuelve a ver el resultado o empieza una nueva partida.",

  list,
  /** A roll's balls ("bianca, arancione, nera"): Intl.ListFormat's unit list. */
  ballList: listIn("es", "unit"),
  liveTurn: (w: string | null) => (w ? `Turno de ${w}.` : "Tu turno."),
  liveRoll: (w: string | null, balls: string) => (w ? `${w} agita el Fantasma: ${balls}.` : `Agitas el Fantasma: ${balls}.`),
  liveMoved: (w: string | null, figure: string, from: string, to: string) =>
    `${w ? `${w} mueve` : "Mueves"} ${obj(figure)} ${de(from)} ${a(to)}.`,
  liveAmbassadorMoved: (w: string | null, from: string, to: string) =>
    `${w ? `${w} mueve` : "Mueves"} al Embajador ${de(from)} ${a(to)}.`,
  liveExtraStep: (w: string | null, figure: string, to: string) =>
    `${w ? `${w} da` : "Das"} un paso extra con ${figure} hasta ${to}.`,
  liveUndone: (w: string | null, figure: string) => `${w ? `${w} deshace` : "Deshaces"} el paso ${de(figure)}.`,
  liveExpelled: (w: string | null, figure: string, to: string) => `${w ? `${w} envía` : "Envías"} ${obj(figure)} ${a(to)}.`,
  liveMovementEnded: (w: string | null) => (w ? `${w} termina su movimiento.` : "Terminas tu movimiento."),
  liveAsked: (asker: string | null, answerer: string | null, kind: string) =>
    asker ? (answerer ? `${asker} pregunta ${a(answerer)} por ${the(kind)}.` : `${asker} te pregunta por ${the(kind)}.`) : `Preguntas ${a(answerer ?? "ti")} por ${the(kind)}.`,
  liveAnswered: (answerer: string | null, asker: string | null, count: number, cards?: string) =>
    `${answerer ? (asker ? `${answerer} muestra ${n(count, "carta", "cartas")} ${a(asker)}` : `${answerer} te muestra ${n(count, "carta", "cartas")}`) : `Muestras ${n(count, "carta", "cartas")} ${a(asker ?? "ti")}`}${cards ? `: ${cards}` : ""}.`,
  liveDeclared: (w: string | null, partner: string | null) =>
    w ? `${w} declara «¡Misión cumplida!» y ${partner ? `nombra a ${partner}` : "te nombra"}.` : `Declaras «¡Misión cumplida!» y nombras a ${partner}.`,
  liveDeclaredAlone: (w: string | null) => (w ? `${w} declara: «¡Estoy solo!»` : "Declaras que estás solo."),
  liveHandshake: (w: string | null, accept: boolean) =>
    w ? `${w} ${accept ? "da la mano" : "rechaza el apretón de manos"}.` : accept ? "Das la mano." : "Rechazas el apretón de manos.",
  liveGameOver: (winners: string, count: number) => `La partida ha terminado. ${plural(count, { one: "Gana", other: "Ganan" })} ${winners}.`,

  boardLabel: "Mapa de Venecia",
  zoomIn: "Acercar",
  zoomOut: "Todo el tablero",
  spaceNearLabel: (landmark: string) => `Casilla cerca ${de(landmark)}`,
  numberedSpaceLabel: (num: number) => `Casilla de misión ${num}`,
  embassyLabel: "La Embajada",
  startSpaceLabel: (seat: string) => `Casilla de salida de ${seat}`,
  figureLabel: (seat: string, build: string) => `la figura ${build} de ${seat}`,
  figureSelectable: "puede moverse",
  figureSelected: "seleccionada",
  targetSpace: "destino posible",
  someSpace: "una casilla",
  textNumberedSpace: (num: number) => `la casilla ${num}`,
  textEmbassy: "la Embajada",
  textStartSpace: (seat: string) => `una casilla de salida de ${seat}`,
  textSpaceNear: (landmark: string) => `una casilla cerca ${de(landmark)}`,
  buildInText: { tall: "alta", short: "baja", fat: "gorda", thin: "delgada" } as Record<Build, string>,
  ambassadorInText: "el Embajador",
  namedSeat: (name: string, colour: string, you: boolean) => `${name} (${colour}${you ? ", tú" : ""})`,
  seatYou: (colour: string) => `${colour} (tú)`,
  boardHelp: "Las flechas pasan de una casilla a otra por las rutas. Intro elige una casilla resaltada o la figura de una casilla. Esc cancela.",

  phantomLabel: "Fantasma de la Profecía",
  ball: {
    white: "Blanca: una figura tuya, por tierra o por agua",
    orange: "Naranja: una figura tuya por tierra",
    lightBlue: "Azul claro: una figura tuya por agua",
    purple: "Morada: una figura de un rival",
    black: "Negra: el Embajador",
  } as Record<string, string>,
  ballUsed: "usada",

  extraStep: "Paso extra",
  askWhom: "¿A quién preguntas a través del Embajador?",
  expelAmbassadorPrompt: "La Embajada está ocupada: elige una casilla de salida libre para el Embajador",

  show: "Mostrar",
  kindIdentity: "identidad",
  kindBuild: "complexión",

  tabHand: "Mano",
  tabPassport: "Pasaporte",
  tabNotebook: "Cuaderno",
  tabLog: "Registro",
  secretCards: "Cartas secretas",
  colouredCards: "Tus cartas",
  missionCard: (letter: string) => `Misión ${letter}`,
  cardKindIdentity: "Identidad",
  cardKindBuild: "Com\u00adplexión",
  cardKindSecretIdentity: "Identidad secreta",
  cardKindSecretBuild: "Com\u00adplexión secreta",
  cardKindMission: "Misión secreta",
  ambassadorHand: "El Embajador no tiene cartas: observa, pregunta y sella sus sospechas.",
  noHand: "Los espectadores no tienen cartas.",
  panelLabel: "Tu mesa",

  ballName: { white: "blanca", orange: "naranja", lightBlue: "azul claro", blue: "azul claro", black: "negra", purple: "morada" } as Record<string, string>,

  declare: "¡Misión cumplida!",
  accept: "Dar la mano",
  winners: (names: string, count = 2) => `${plural(count, { one: "Gana", other: "Ganan" })} ${names}`,
  gameOver: "Fin de la partida",
  seal: "Sé quiénes sois",
  showLog: "Leer el registro",

  scenarioMarked: "señalado en este paso",

  saveFull: "El almacenamiento de este navegador está lleno, así que esta partida no se está guardando: sigue, pero al recargar se perdería. Libera espacio borrando los datos de este sitio que ya no necesites (ajustes del navegador → datos de sitios) o terminando partidas en curso.",
  saveUnavailable: "Esta página no puede guardar datos en este navegador (su configuración bloquea el almacenamiento aquí), así que esta partida no se está guardando: sigue, pero al recargar se perdería. Abre el juego en su propia página, o permite que este sitio guarde datos, para conservarla.",
  saveDamaged: (why: string) => `La partida guardada aquí está dañada (${why}) y no se ha cargado. Se conserva aparte, intacta.`,
  saveRestore: "Cargar la última partida guardada válida",
  saveNewGame: "Empezar una nueva partida",
  saveKeepNew: "Seguir con esta nueva mesa",
  saveDismiss: "Vale",

  passTo: (seat: string) => `Pásale el dispositivo ${a(seat)}`,
  passToHint: (seat: string) => `Toca cuando solo mire ${seat}`,

  configError: {
    BAD_PLAYERS: (value: string) => `players="${value}" no es un número de jugadores: a Inkognito se juega con 3, 4 o 5.`,
    BAD_CARD_PLAYERS: (value: string) => `players="${value}" no es un número de jugadores: el juego de cartas se juega con 2, 3, 4 o 5.`,
    BAD_MODE: (value: string) => `mode="${value}" no es un modo: solo, hotseat, host o join.`,
    BAD_GAME: (value: string) => `game="${value}" no es un juego: board (Inkognito) o cards (el juego de cartas).`,
    BAD_SEAT: (value: string) => `seat="${value}" no es un puesto: red, yellow, green, blue, ambassador (con 5 jugadores) o spectator.`,
  },
  warnUnknownBots: (value: string) => `<inkognito-game>: bots="${value}" no es un nivel (easy, normal o strong): los bots juegan en nivel normal.`,
  couldNotStart: (why: string) => `No se ha podido empezar la partida: ${why}`,
  failure: { load: "una parte no se ha podido descargar (comprueba la conexión y recarga)", internal: "un error inesperado (el detalle está en la consola del navegador)" } as Record<"load" | "internal", string>,
  warnUnknownLang: (value: string) => `<inkognito-game>: lang="${value}" no tiene textos: se muestran en inglés.`,

  error: {
    BAD_OPTIONS: "Esas opciones de juego no son válidas.",
    MALFORMED_ACTION: "La acción está mal formada.",
    UNKNOWN_SEAT: "Ese puesto no está en esta mesa.",
    NOT_YOUR_SEAT: "No controlas ese puesto.",
    GAME_OVER: "La partida ha terminado.",
    NOT_YOUR_TURN: "No es tu turno.",
    WAITING_FOR_OTHER: "La partida está esperando a otro jugador.",
    WRONG_STAGE: "Eso no se puede hacer en este momento del turno.",
    ALREADY_ROLLED: "El Fantasma ya se ha agitado este turno.",
    BAD_BALL: "Esta tirada no tiene esa bola.",
    BALL_USED: "Esa bola ya se ha usado.",
    NOT_YOUR_FIGURE: "Esa bola mueve una de tus propias figuras.",
    NOT_OPPONENT_FIGURE: "La bola morada mueve una figura de otro jugador.",
    NOT_AMBASSADOR: "La bola negra mueve al Embajador.",
    UNKNOWN_FIGURE: "Esa figura no existe en esta partida.",
    UNKNOWN_SPACE: "Esa casilla no existe.",
    NO_ROUTE: "Ninguna ruta de ese tipo une esas casillas.",
    PURPLE_BLOCKED: "Una figura movida con la bola morada solo puede acabar en una casilla vacía o en una de tus figuras.",
    BLACK_BLOCKED: "El Embajador solo puede moverse a una casilla vacía o a una de tus figuras.",
    DEAD_END: "Después de ese paso tu movimiento no podría terminar de forma válida con las bolas que quedan.",
    NOTHING_TO_UNDO: "No hay ningún paso que deshacer.",
    OWN_FIGURES_STACKED: "Dos de tus figuras acabarían en la misma casilla.",
    DOUBLE_MEETING: "Te encontrarías con más de una figura del mismo jugador.",
    NO_SUCH_MEETING: "Ese encuentro no existe.",
    MEETINGS_OPEN: "Hay que resolver todos los encuentros antes de terminar el turno.",
    BAD_TARGET: "Nombra a otro agente al que preguntar a través del Embajador.",
    TARGET_NOT_ALLOWED: "Solo una pregunta a través del Embajador nombra a un jugador.",
    SPACE_OCCUPIED: "Esa casilla está ocupada.",
    NUMBERED_SPACE: "Una figura no puede ser enviada a una casilla numerada.",
    EMBASSY_FREE: "La Embajada está libre: el Embajador vuelve allí.",
    NOT_START_SPACE: "El Embajador vuelve a la Embajada o, si está ocupada, a una casilla de salida libre.",
    NOT_ANSWERER: "Solo responde el jugador al que se pregunta.",
    WRONG_CARD_COUNT: "Esta respuesta necesita otro número de cartas.",
    UNKNOWN_CARD: "Esa carta no existe.",
    DUPLICATE_CARD: "No se puede mostrar la misma carta dos veces.",
    WRONG_CARD_KINDS: "Estas cartas no corresponden a la pregunta.",
    NO_TRUE_CARD: "Al menos una de las cartas mostradas debe ser verdadera (una carta de misión nunca cuenta).",
    NOT_TRUE_CARD: "Ahora solo puedes mostrar tu única carta verdadera del tipo pedido.",
    REPEATED_SET: "Ya le has mostrado estas cartas a este jugador.",
    REPEATED_PAIR: "Este jugador ya ha visto estas dos cartas juntas.",
    NOT_DECLARER_TURN: "Solo puedes declarar en tu propio turno, después del movimiento.",
    BAD_PARTNER: "Nombra a otro agente como compañero.",
    NOT_THREE_PLAYERS: "Solo la partida de 3 jugadores tiene un agente solitario.",
    NOT_NAMED: "Solo el jugador nombrado puede responder al apretón de manos.",
    NOT_AMBASSADOR_SEAT: "Solo el Embajador puede hacer eso.",
    ALREADY_SEALED: "El Embajador ya ha sellado una declaración.",
    BAD_SEAL: "El sobre sellado debe dar una identidad y una complexión para cada agente.",
    AMBASSADOR_STEPS_DONE: "El Embajador ya ha dado sus dos pasos.",
    MUST_MOVE_AMBASSADOR: "El Embajador debe dar al menos un paso.",
    BAD_MANNERISM: "Ese gesto no existe.",
    BAD_NOTE: "Una nota necesita una clave corta y una marca corta.",
    TOO_MANY_MANNERISMS: "Un jugador hace como mucho 3 gestos por turno.",
    NOT_A_STATE: "Eso no es un estado de partida (no se juega sobre la vista de un jugador: usa el estado del árbitro).",
    NOT_A_VIEW: "Un bot decide a partir de la vista de un jugador (viewFor(state, seat)), no del estado del árbitro.",
    NOT_AN_RNG: "Un bot necesita un Rng (new Rng(seedRng(seed))), no una semilla ni un número.",
    UNKNOWN_LEVEL: "Ese nivel de bot no existe (easy, normal o strong).",
  } satisfies Record<ErrorCode, string>,
} satisfies FirstPaintMessages;
