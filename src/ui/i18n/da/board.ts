/**
 * Danish texts of the board game. Names and words as the Danish rulebook (Midgaard Games' translation
 * of the card game, ../../../../../shared/seeds/) prints them: Lord Fiddlebottom, Colonel Bubble,
 * Madame Zsa Zsa, Agent X, Ambassadøren; informal "du" as the rulebook does.
 *
 * The texts of a solo game's first paint (the keys of ../en.ts); the rest, which only parts loaded on
 * demand show, are in ./board-later.ts (the keys of ../en-later.ts), loaded with the first of them.
 */
import type { Build, ErrorCode, Identity, Seat } from "../../../games/board/index.js";
import { listIn, pluralIn } from "../grammar.js";
import type { FirstPaintMessages } from "../en.js";

export const plural = pluralIn("da");

const list = listIn("da");

export const n = (count: number, one: string, other: string) => `${count} ${plural(count, { one, other })}`;

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A seat's colour as a definite adjective ("den høje røde figur") and a neuter one ("et rødt startfelt"). */
const DEFINITE: Record<string, string> = { Rød: "røde", Gul: "gule", Grøn: "grønne", Blå: "blå" };

const NEUTER: Record<string, string> = { Rød: "rødt", Gul: "gult", Grøn: "grønt", Blå: "blåt" };

export const board = {
  seat: { red: "Rød", yellow: "Gul", green: "Grøn", blue: "Blå", ambassador: "Ambassadør" } as Record<Seat, string>,
  character: { F: "Lord Fiddlebottom", B: "Colonel Bubble", Z: "Madame Zsa Zsa", X: "Agent X" } as Record<Identity, string>,
  characterShort: { F: "Fiddle\u00adbottom", B: "Bubble", Z: "Zsa Zsa", X: "Agent X" } as Record<Identity, string>,
  build: { tall: "Høj", short: "Lav", fat: "Tyk", thin: "Tynd" } as Record<Build, string>,
  spectator: "Tilskuer",
  close: "Luk",
  cancel: "Annuller",
  confirm: "Bekræft",
  you: "dig",

  title: "Inkognito",
  turnOf: (seat: string) => `${seat} har turen`,
  yourTurn: "Din tur",
  stepRoll: "Ryst",
  stepMove: "Flyt",
  stepMeet: "Mød",
  stepDeclare: "Erklær",
  rollPhantom: "Ryst Fantomet",
  endMovement: "Afslut bevægelse",
  undo: "Fortryd skridt",
  endTurn: "Afslut tur",
  waitingFor: (seat: string) => `Venter på ${seat}…`,
  newGame: "Nyt spil",
  menuShowResult: "Vis resultatet",
  menuButton: "Menu",

  tutorialOfferLabel: "Vejledning",
  tutorialOfferText: "Ny i Inkognito? Et kort guidet spil viser dig, hvordan man spiller.",
  tutorialOfferStart: "Spil vejledningen",
  tutorialOfferDismiss: "Nej tak",
  tutorialOfferDismissLabel: "Nej tak: skjul tilbuddet om vejledningen",

  guideRoll: "Ryst Fantomet for at begynde din tur.",
  guideMove: "Vælg en af dine figurer og derefter et oplyst felt. Eller vælg først en kugle.",
  guideMoveMore: (balls: string) => `Kugler tilbage: ${balls}. Vælg en figur og derefter et oplyst felt – eller afslut bevægelsen.`,
  guideBall: {
    white: "Hvid kugle: vælg en af dine figurer og derefter et oplyst felt (over land eller vand).",
    orange: "Orange kugle: vælg en af dine figurer og derefter et oplyst felt over land.",
    blue: "Lyseblå kugle: vælg en af dine figurer og derefter et oplyst felt over vand.",
    purple: "Lilla kugle: vælg en modstanders figur og derefter et oplyst felt.",
    black: "Sort kugle: vælg Ambassadøren og derefter et oplyst felt.",
  } as Record<string, string>,
  guidePickSpace: (figure: string) => `Vælg et oplyst felt til ${figure} – eller en anden figur.`,
  guidePickSpaceMore: (figure: string, balls: string) => `Kugler tilbage: ${balls}. Et oplyst felt til ${figure} – eller afslut bevægelsen.`,
  guideEndMovement: "Afslut bevægelsen, når du er færdig.",
  guideBlocked: {
    PURPLE_BLOCKED: (figure: string) => `${cap(figure)} må passere dette felt, men ikke blive stående sammen med en anden spillers figur eller Ambassadøren: flyt Ambassadøren væk med den sorte, eller fortryd skridtet.`,
    BLACK_BLOCKED: () => "Ambassadøren må passere dette felt, men ikke blive stående sammen med en anden spillers figur: flyt ham videre, flyt figuren væk med den lilla, eller fortryd skridtet.",
    OWN_FIGURES_STACKED: (figure: string) => `To af dine figurer står på samme felt: flyt ${figure} eller den anden videre med en kugle, du har tilbage, eller fortryd skridtet.`,
    DOUBLE_MEETING: (figure: string) => `${cap(figure)} ville møde endnu en figur fra samme spiller: flyt en af dem videre med en kugle, du har tilbage, eller fortryd skridtet.`,
  } as Record<string, (figure: string) => string>,
  guideMeet: (count: number) => `${n(count, "møde", "møder")} tilbage: stil et spørgsmål, eller tag det ekstra skridt.`,
  guideExtraStep: (figure: string) => `Ekstra skridt: vælg et oplyst felt til ${figure}.`,
  guideExpel: (figure: string) => `Flyt ${figure} væk: vælg et oplyst felt.`,
  guideOthersExpel: (seat: string, figure: string) => `${seat} sender ${figure} væk…`,
  guideAnswer: (asker: string) => `Vælg de kort, du vil vise ${asker}.`,
  guideWaitAnswer: (answerer: string) => `Venter på, at ${answerer} svarer på dit spørgsmål…`,
  guideOthersAnswer: (answerer: string, asker: string) => `${answerer} svarer på spørgsmålet fra ${asker}…`,
  guideHandshake: (declarer: string) => `${declarer} udpeger dig som partner: giv hånd, eller afvis.`,
  guideWaitHandshake: (partner: string) => `Venter på, at ${partner} giver hånd…`,
  guideAmbassador: (steps: number) => `Flyt Ambassadøren: ${n(steps, "skridt", "skridt")} tilbage, afslut derefter din tur.`,
  guideEndTurn: "Afslut din tur.",
  guideEndOrDeclare: "Afslut din tur, eller erklær, hvis din mission er fuldført.",
  guideOver: "Spillet er slut: se resultatet igen, eller start et nyt spil.",

  list,
  /** A roll's balls ("bianca, arancione, nera"): Intl.ListFormat's unit list. */
  ballList: listIn("da", "unit"),
  liveTurn: (w: string | null) => (w ? `${w} har turen.` : "Din tur."),
  liveRoll: (w: string | null, balls: string) => `${w ?? "Du"} ryster Fantomet: ${balls}.`,
  liveMoved: (w: string | null, figure: string, from: string, to: string) => `${w ?? "Du"} flytter ${figure} fra ${from} til ${to}.`,
  liveAmbassadorMoved: (w: string | null, from: string, to: string) => `${w ?? "Du"} flytter Ambassadøren fra ${from} til ${to}.`,
  liveExtraStep: (w: string | null, figure: string, to: string) => `${w ?? "Du"} tager et ekstra skridt med ${figure} til ${to}.`,
  liveUndone: (w: string | null, figure: string) => `${w ?? "Du"} fortryder skridtet med ${figure}.`,
  liveExpelled: (w: string | null, figure: string, to: string) => `${w ?? "Du"} sender ${figure} til ${to}.`,
  liveMovementEnded: (w: string | null) => `${w ?? "Du"} afslutter bevægelsen.`,
  liveAsked: (asker: string | null, answerer: string | null, kind: string) =>
    `${asker ?? "Du"} spørger ${answerer ?? "dig"} om ${kind}.`,
  liveAnswered: (answerer: string | null, asker: string | null, count: number, cards?: string) =>
    `${answerer ?? "Du"} viser ${asker ?? "dig"} ${n(count, "kort", "kort")}${cards ? `: ${cards}` : ""}.`,
  liveDeclared: (w: string | null, partner: string | null) =>
    `${w ?? "Du"} erklærer »Mission fuldført!« og udpeger ${partner ?? "dig"}.`,
  liveDeclaredAlone: (w: string | null) => (w ? `${w} erklærer: »Jeg er alene!«` : "Du erklærer, at du er alene."),
  liveHandshake: (w: string | null, accept: boolean) => `${w ?? "Du"} ${accept ? "giver hånd" : "afviser håndtrykket"}.`,
  liveGameOver: (winners: string, _count: number) => `Spillet er slut. ${winners} vinder.`,

  boardLabel: "Kort over Venedig",
  zoomIn: "Zoom ind",
  zoomOut: "Hele spillepladen",
  spaceNearLabel: (landmark: string) => `Felt nær ${landmark}`,
  numberedSpaceLabel: (num: number) => `Missionsfelt ${num}`,
  embassyLabel: "Ambassaden",
  startSpaceLabel: (seat: string) => `${cap(NEUTER[seat] ?? seat)} startfelt`,
  figureLabel: (seat: string, build: string) => `den ${build} ${DEFINITE[seat] ?? seat} figur`,
  figureSelectable: "kan flyttes",
  figureSelected: "valgt",
  targetSpace: "muligt mål",
  someSpace: "et felt",
  textNumberedSpace: (num: number) => `felt ${num}`,
  textEmbassy: "Ambassaden",
  textStartSpace: (seat: string) => `et ${NEUTER[seat] ?? seat} startfelt`,
  textSpaceNear: (landmark: string) => `et felt nær ${landmark}`,
  buildInText: { tall: "høje", short: "lave", fat: "tykke", thin: "tynde" } as Record<Build, string>,
  ambassadorInText: "Ambassadøren",
  namedSeat: (name: string, colour: string, you: boolean) => `${name} (${colour}${you ? ", dig" : ""})`,
  seatYou: (colour: string) => `${colour} (dig)`,
  boardHelp: "Piletasterne flytter mellem felterne langs ruterne. Enter vælger et fremhævet felt eller figuren på et felt. Escape annullerer.",

  phantomLabel: "Profetiens Fantom",
  ball: {
    white: "Hvid: en af dine egne figurer, over land eller vand",
    orange: "Orange: en af dine egne figurer over land",
    lightBlue: "Lyseblå: en af dine egne figurer over vand",
    purple: "Lilla: en modstanders figur",
    black: "Sort: Ambassadøren",
  } as Record<string, string>,
  ballUsed: "brugt",

  extraStep: "Ekstra skridt",
  askWhom: "Hvem spørger du gennem Ambassadøren?",
  expelAmbassadorPrompt: "Ambassaden er optaget: vælg et frit startfelt til Ambassadøren",

  show: "Vis",
  kindIdentity: "identitet",
  kindBuild: "kropsbygning",

  tabHand: "Hånd",
  tabPassport: "Pas",
  tabNotebook: "Notesblok",
  tabLog: "Logbog",
  secretCards: "Hemmelige kort",
  colouredCards: "Dine kort",
  missionCard: (letter: string) => `Mission ${letter}`,
  cardKindIdentity: "Identitet",
  cardKindBuild: "Krops\u00adbygning",
  cardKindSecretIdentity: "Hemmelig identitet",
  cardKindSecretBuild: "Hemmelig krops\u00adbygning",
  cardKindMission: "Hemmelig mission",
  ambassadorHand: "Ambassadøren har ingen kort: han holder øje, spørger og forsegler sine gæt.",
  noHand: "Tilskuere har ingen kort.",
  panelLabel: "Dit bord",

  ballName: { white: "hvid", orange: "orange", lightBlue: "lyseblå", blue: "lyseblå", black: "sort", purple: "lilla" } as Record<string, string>,

  declare: "Mission fuldført!",
  accept: "Giv hånd",
  winners: (names: string, _count = 2) => `${names} vinder`,
  gameOver: "Spillet er slut",
  seal: "Jeg ved, hvem I er",
  showLog: "Læs logbogen",

  scenarioMarked: "markeret i dette trin",

  saveFull: "Browserens lager er fyldt, så dette spil bliver ikke gemt: det fortsætter, men en genindlæsning ville miste det. Frigør plads ved at slette data fra dette websted, som du ikke længere har brug for (browserindstillinger → webstedsdata), eller ved at spille igangværende spil færdig.",
  saveUnavailable: "Denne side må ikke gemme data i denne browser (dens indstillinger blokerer lageret her), så dette spil bliver ikke gemt: det fortsætter, men en genindlæsning ville miste det. Åbn spillet på en side for sig, eller tillad dette websted at gemme data, så bevares det.",
  saveDamaged: (why: string) => `Det gemte spil her er beskadiget (${why}) og blev ikke indlæst. Det er lagt til side, uberørt.`,
  saveRestore: "Indlæs det sidste gyldige gemte spil",
  saveNewGame: "Start et nyt spil",
  saveKeepNew: "Fortsæt med dette nye bord",
  saveDismiss: "OK",

  passTo: (seat: string) => `Giv videre til ${seat}`,
  passToHint: (seat: string) => `Tryk, når kun ${seat} kigger`,

  configError: {
    BAD_PLAYERS: (value: string) => `players="${value}" er ikke et antal spillere: Inkognito spilles af 3, 4 eller 5.`,
    BAD_MODE: (value: string) => `mode="${value}" er ikke en tilstand: solo, hotseat, host eller join.`,
    BAD_GAME: (value: string) => `game="${value}" er ikke et spil: board (Inkognito) eller cards (kortspillet).`,
  },
  warnUnknownBots: (value: string) => `<inkognito-game>: bots="${value}" er ikke et niveau (easy, normal eller strong): robotterne spiller normalt.`,
  couldNotStart: (why: string) => `Spillet kunne ikke starte: ${why}`,
  failure: { load: "en del af det kunne ikke hentes (tjek forbindelsen, og genindlæs)", internal: "en uventet fejl (detaljerne står i browserens konsol)" } as Record<"load" | "internal", string>,
  warnUnknownLang: (value: string) => `<inkognito-game>: lang="${value}" har ingen tekster: de vises på engelsk.`,

  error: {
    BAD_OPTIONS: "Disse spilindstillinger er ikke gyldige.",
    MALFORMED_ACTION: "Handlingen er ikke korrekt udformet.",
    UNKNOWN_SEAT: "Den plads findes ikke ved dette bord.",
    NOT_YOUR_SEAT: "Du styrer ikke den plads.",
    GAME_OVER: "Spillet er slut.",
    NOT_YOUR_TURN: "Det er ikke din tur.",
    WAITING_FOR_OTHER: "Spillet venter på en anden spiller.",
    WRONG_STAGE: "Det kan ikke gøres på dette tidspunkt af turen.",
    ALREADY_ROLLED: "Fantomet er allerede rystet i denne tur.",
    BAD_BALL: "Den kugle er ikke i dette kast.",
    BALL_USED: "Den kugle er allerede brugt.",
    NOT_YOUR_FIGURE: "Den kugle flytter en af dine egne figurer.",
    NOT_OPPONENT_FIGURE: "Den lilla kugle flytter en figur fra en anden spiller.",
    NOT_AMBASSADOR: "Den sorte kugle flytter Ambassadøren.",
    UNKNOWN_FIGURE: "Den figur findes ikke i dette spil.",
    UNKNOWN_SPACE: "Det felt findes ikke.",
    NO_ROUTE: "Ingen rute af den slags forbinder de felter.",
    PURPLE_BLOCKED: "En figur, der flyttes med den lilla kugle, må kun ende på et tomt felt eller på en af dine figurer.",
    BLACK_BLOCKED: "Ambassadøren må kun flyttes til et tomt felt eller hen på en af dine figurer.",
    DEAD_END: "Efter det skridt kunne din bevægelse ikke afsluttes efter reglerne med de kugler, der er tilbage.",
    NOTHING_TO_UNDO: "Der er intet skridt at fortryde.",
    OWN_FIGURES_STACKED: "To af dine figurer ville ende på samme felt.",
    DOUBLE_MEETING: "Du ville møde mere end én figur fra samme spiller.",
    NO_SUCH_MEETING: "Det møde findes ikke.",
    MEETINGS_OPEN: "Alle møder skal afgøres, før turen slutter.",
    BAD_TARGET: "Udpeg en anden agent, du vil spørge gennem Ambassadøren.",
    TARGET_NOT_ALLOWED: "Kun et spørgsmål gennem Ambassadøren udpeger en spiller.",
    SPACE_OCCUPIED: "Det felt er optaget.",
    NUMBERED_SPACE: "En figur kan ikke sendes til et nummereret felt.",
    EMBASSY_FREE: "Ambassaden er fri: Ambassadøren vender tilbage dertil.",
    NOT_START_SPACE: "Ambassadøren vender tilbage til Ambassaden eller, hvis den er optaget, til et frit startfelt.",
    NOT_ANSWERER: "Kun den adspurgte spiller svarer.",
    WRONG_CARD_COUNT: "Dette svar kræver et andet antal kort.",
    UNKNOWN_CARD: "Det kort findes ikke.",
    DUPLICATE_CARD: "Det samme kort kan ikke vises to gange.",
    WRONG_CARD_KINDS: "Disse kort passer ikke til spørgsmålet.",
    NO_TRUE_CARD: "Mindst et af de viste kort skal være sandt (et missionskort tæller aldrig).",
    NOT_TRUE_CARD: "Kun dit ene sande kort af den adspurgte slags kan vises nu.",
    REPEATED_SET: "Du har allerede vist disse kort til denne spiller.",
    REPEATED_PAIR: "Denne spiller har allerede set disse to kort sammen.",
    NOT_DECLARER_TURN: "Du kan kun erklære i din egen tur, efter bevægelsen.",
    BAD_PARTNER: "Udpeg en anden agent som din partner.",
    NOT_THREE_PLAYERS: "Kun spillet med 3 spillere har en enlig agent.",
    NOT_NAMED: "Kun den udpegede spiller kan svare på håndtrykket.",
    NOT_AMBASSADOR_SEAT: "Kun Ambassadøren kan gøre det.",
    ALREADY_SEALED: "Ambassadøren har allerede forseglet en erklæring.",
    BAD_SEAL: "Den forseglede kuvert skal angive en identitet og en kropsbygning for hver agent.",
    AMBASSADOR_STEPS_DONE: "Ambassadøren har taget begge sine skridt.",
    MUST_MOVE_AMBASSADOR: "Ambassadøren skal tage mindst ét skridt.",
    BAD_MANNERISM: "Den fagt findes ikke.",
    BAD_NOTE: "En note kræver en kort nøgle og et kort mærke.",
    TOO_MANY_MANNERISMS: "En spiller laver højst 3 fagter pr. tur.",
    NOT_A_STATE: "Det er ikke en spiltilstand (man kan ikke spille på en spillers visning: brug dommerens tilstand).",
    NOT_A_VIEW: "En robot beslutter ud fra en spillers visning (viewFor(state, seat)), ikke ud fra dommerens tilstand.",
    NOT_AN_RNG: "En robot skal have en Rng (new Rng(seedRng(seed))), ikke et frø eller et tal.",
    UNKNOWN_LEVEL: "Det robotniveau findes ikke (easy, normal eller strong).",
  } satisfies Record<ErrorCode, string>,
} satisfies FirstPaintMessages;
