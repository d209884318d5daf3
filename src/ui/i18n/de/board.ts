/**
 * Deutsch: alle Texte des Brettspiels (die Namen der Figuren wie in der deutschen Ausgabe: Lord
 * Fiddlebottom, Colonel Bubble, Madame Zsa Zsa, Agent X; das Phantom heißt dort Menetekel).
 * Vollständig gegen die englischen Texte getypt (`satisfies Messages`).
 *
 * The texts of a solo game's first paint (the keys of ../en.ts); the rest, which only parts loaded on
 * demand show, are in ./board-later.ts (the keys of ../en-later.ts), loaded with the first of them.
 */
import type { Build, ErrorCode, Identity, Seat } from "../../../games/board/index.js";
import { listIn, pluralIn } from "../grammar.js";
import type { FirstPaintMessages } from "../en.js";

export const plural = pluralIn("de");

export const cards = (n: number) => plural(n, { one: "# Karte", other: "# Karten" });

const error: Record<ErrorCode, string> = {
  BAD_OPTIONS: "Diese Spieloptionen sind ungültig.",
  MALFORMED_ACTION: "Die Aktion ist nicht richtig aufgebaut.",
  UNKNOWN_SEAT: "Diesen Platz gibt es an diesem Tisch nicht.",
  NOT_YOUR_SEAT: "Diesen Platz spielst du nicht.",
  GAME_OVER: "Das Spiel ist vorbei.",
  NOT_YOUR_TURN: "Du bist nicht am Zug.",
  WAITING_FOR_OTHER: "Das Spiel wartet auf einen anderen Platz.",
  WRONG_STAGE: "Das geht an dieser Stelle des Zuges nicht.",
  ALREADY_ROLLED: "Das Menetekel wurde in diesem Zug schon geschüttelt.",
  BAD_BALL: "Diese Kugel gibt es in diesem Wurf nicht.",
  BALL_USED: "Diese Kugel ist schon verbraucht.",
  NOT_YOUR_FIGURE: "Diese Kugel zieht eine deiner eigenen Figuren.",
  NOT_OPPONENT_FIGURE: "Die violette Kugel zieht eine Figur eines anderen Platzes.",
  NOT_AMBASSADOR: "Die schwarze Kugel zieht den Botschafter.",
  UNKNOWN_FIGURE: "Diese Figur gibt es in diesem Spiel nicht.",
  UNKNOWN_SPACE: "Dieses Feld gibt es nicht.",
  NO_ROUTE: "Kein Weg dieser Art verbindet diese Felder.",
  PURPLE_BLOCKED: "Eine mit der violetten Kugel gezogene Figur darf nur auf einem leeren Feld oder auf einer deiner Figuren enden.",
  BLACK_BLOCKED: "Der Botschafter darf nur auf ein leeres Feld oder auf eine deiner Figuren gezogen werden.",
  DEAD_END: "Nach diesem Schritt könnte deine Bewegung mit den übrigen Kugeln nicht regelgerecht enden.",
  NOTHING_TO_UNDO: "Es gibt keinen Schritt zum Zurücknehmen.",
  OWN_FIGURES_STACKED: "Zwei deiner Figuren würden auf demselben Feld enden.",
  DOUBLE_MEETING: "Du würdest mehr als eine Figur desselben Platzes treffen.",
  NO_SUCH_MEETING: "Diese Begegnung gibt es nicht.",
  MEETINGS_OPEN: "Alle Begegnungen müssen erledigt sein, bevor der Zug endet.",
  BAD_TARGET: "Nenne einen anderen Agentenplatz, den du über den Botschafter befragst.",
  TARGET_NOT_ALLOWED: "Nur eine Frage über den Botschafter nennt einen Platz.",
  SPACE_OCCUPIED: "Dieses Feld ist besetzt.",
  NUMBERED_SPACE: "Eine Figur kann nicht auf ein Feld mit Zahl fortgeschickt werden.",
  EMBASSY_FREE: "Die Botschaft ist frei: Der Botschafter kehrt dorthin zurück.",
  NOT_START_SPACE: "Der Botschafter geht in die Botschaft oder, wenn sie besetzt ist, auf ein freies Startfeld.",
  NOT_ANSWERER: "Nur der befragte Platz antwortet.",
  WRONG_CARD_COUNT: "Diese Antwort braucht eine andere Anzahl Karten.",
  UNKNOWN_CARD: "Diese Karte gibt es nicht.",
  DUPLICATE_CARD: "Dieselbe Karte kann nicht zweimal gezeigt werden.",
  WRONG_CARD_KINDS: "Diese Karten passen nicht zur Frage.",
  NO_TRUE_CARD: "Mindestens eine gezeigte Karte muss wahr sein (eine Auftragskarte zählt nie).",
  NOT_TRUE_CARD: "Jetzt kann nur die eine wahre Karte der gefragten Art gezeigt werden.",
  REPEATED_SET: "Diesen Satz Karten hast du diesem Platz schon gezeigt.",
  REPEATED_PAIR: "Dieser Platz hat diese zwei Karten schon zusammen gesehen.",
  NOT_DECLARER_TURN: "Erklären kannst du nur in deinem eigenen Zug, nach der Bewegung.",
  BAD_PARTNER: "Nenne einen anderen Agentenplatz als deinen Partner.",
  NOT_THREE_PLAYERS: "Nur das Spiel zu dritt hat einen einzelnen Platz.",
  NOT_NAMED: "Nur der genannte Platz kann auf den Handschlag antworten.",
  NOT_AMBASSADOR_SEAT: "Das kann nur der Platz des Botschafters.",
  ALREADY_SEALED: "Der Botschafter hat schon eine Erklärung versiegelt.",
  BAD_SEAL: "Das Siegel muss für jeden Agentenplatz eine Identität und eine Gestalt nennen.",
  AMBASSADOR_STEPS_DONE: "Der Botschafter hat beide Schritte gemacht.",
  MUST_MOVE_AMBASSADOR: "Der Botschafter muss mindestens einen Schritt machen.",
  BAD_MANNERISM: "Diese Eigenart gibt es nicht.",
  BAD_NOTE: "Eine Notiz braucht einen kurzen Schlüssel und ein kurzes Zeichen.",
  TOO_MANY_MANNERISMS: "Ein Platz zeigt höchstens 3 Eigenarten pro Zug.",
  NOT_A_STATE: "Das ist kein Spielstand (auf der Sicht eines Platzes kann nicht gespielt werden; nimm den Stand des Schiedsrichters).",
  NOT_A_VIEW: "Ein Bot entscheidet nach der Sicht eines Platzes (viewFor(state, seat)), nicht nach dem Stand des Schiedsrichters.",
  NOT_AN_RNG: "Ein Bot braucht einen Rng (new Rng(seedRng(seed))), keinen Startwert und keine Zahl.",
  UNKNOWN_LEVEL: "Diese Bot-Stufe gibt es nicht (leicht, normal oder stark).",
};

export const board = {
  // ── allgemein ──
  seat: { red: "Rot", yellow: "Gelb", green: "Grün", blue: "Blau", ambassador: "Botschafter" } as Record<Seat, string>,
  character: { F: "Lord Fiddlebottom", B: "Colonel Bubble", Z: "Madame Zsa Zsa", X: "Agent X" } as Record<Identity, string>,
  characterShort: { F: "Fiddle\u00adbottom", B: "Bubble", Z: "Zsa Zsa", X: "Agent X" } as Record<Identity, string>,
  build: { tall: "Groß", short: "Klein", fat: "Dick", thin: "Dünn" } as Record<Build, string>,
  spectator: "Zuschauer",
  close: "Schließen",
  cancel: "Abbrechen",
  confirm: "Bestätigen",
  you: "du",

  // ── Zugleiste ──
  title: "Inkognito",
  turnOf: (seat: string) => `${seat} ist am Zug`,
  yourTurn: "Du bist am Zug",
  stepRoll: "Schütteln",
  stepMove: "Ziehen",
  stepMeet: "Treffen",
  stepDeclare: "Erklären",
  rollPhantom: "Menetekel schütteln",
  endMovement: "Bewegung beenden",
  undo: "Schritt zurück",
  endTurn: "Zug beenden",
  waitingFor: (seat: string) => `Warten auf ${seat} …`,
  newGame: "Neues Spiel",
  menuShowResult: "Ergebnis zeigen",
  menuButton: "Menü",

  // ── Tutorial-Angebot ──
  tutorialOfferLabel: "Tutorial",
  tutorialOfferText: "Neu bei Inkognito? Ein kurzes geführtes Spiel zeigt dir, wie es geht.",
  tutorialOfferStart: "Tutorial spielen",
  tutorialOfferDismiss: "Nein danke",
  tutorialOfferDismissLabel: "Nein danke: das Tutorial-Angebot ausblenden",

  // ── Hinweise unter der Zugleiste ──
  guideRoll: "Schüttle das Menetekel, um deinen Zug zu beginnen.",
  guideMove: "Wähle eine deiner Figuren, dann ein leuchtendes Feld. Oder wähle zuerst eine Kugel.",
  guideMoveMore: (balls: string) => `Übrige Kugeln: ${balls}. Wähle eine Figur, dann ein leuchtendes Feld – oder beende die Bewegung.`,
  guideBall: {
    white: "Weiße Kugel: Wähle eine deiner Figuren, dann ein leuchtendes Feld (über Land oder Wasser).",
    orange: "Orange Kugel: Wähle eine deiner Figuren, dann ein leuchtendes Feld über Land.",
    blue: "Hellblaue Kugel: Wähle eine deiner Figuren, dann ein leuchtendes Feld übers Wasser.",
    purple: "Violette Kugel: Wähle eine Figur eines Gegners, dann ein leuchtendes Feld.",
    black: "Schwarze Kugel: Wähle den Botschafter, dann ein leuchtendes Feld.",
  } as Record<string, string>,
  guidePickSpace: (figure: string) => `Wähle ein leuchtendes Feld für ${figure} – oder eine andere Figur.`,
  guidePickSpaceMore: (figure: string, balls: string) => `Übrige Kugeln: ${balls}. Ein leuchtendes Feld für ${figure} – oder beende die Bewegung.`,
  guideEndMovement: "Beende die Bewegung, wenn du fertig bist.",
  guideBlocked: {
    PURPLE_BLOCKED: (figure: string) => `Hier darf ${figure} durchziehen, aber nicht bei der Figur eines anderen Platzes oder beim Botschafter stehen bleiben: Zieh den Botschafter mit Schwarz fort oder nimm den Schritt zurück.`,
    BLACK_BLOCKED: () => "Der Botschafter darf hier durchziehen, aber nicht bei der Figur eines anderen Platzes stehen bleiben: Zieh ihn weiter, zieh diese Figur mit Violett fort oder nimm den Schritt zurück.",
    OWN_FIGURES_STACKED: (figure: string) => `Zwei deiner Figuren stehen auf einem Feld: Zieh ${figure} oder die andere mit einer übrigen Kugel weiter oder nimm den Schritt zurück.`,
    DOUBLE_MEETING: (figure: string) => `Hier träfe ${figure} eine zweite Figur desselben Platzes: Zieh eine der beiden mit einer übrigen Kugel weiter oder nimm den Schritt zurück.`,
  } as Record<string, (figure: string) => string>,
  guideMeet: (n: number) => `Noch ${plural(n, { one: "# Begegnung", other: "# Begegnungen" })}: Stelle eine Frage oder mache den Extraschritt.`,
  guideExtraStep: (figure: string) => `Extraschritt: Wähle ein leuchtendes Feld für ${figure}.`,
  guideExpel: (figure: string) => `Schicke ${figure} fort: Wähle ein leuchtendes Feld.`,
  guideOthersExpel: (seat: string, figure: string) => `${seat} schickt ${figure} fort …`,
  guideAnswer: (asker: string) => `Wähle die Karten, die du ${asker} zeigst.`,
  guideWaitAnswer: (answerer: string) => `Warten, bis ${answerer} deine Frage beantwortet …`,
  guideOthersAnswer: (answerer: string, asker: string) => `${answerer} beantwortet die Frage von ${asker} …`,
  guideHandshake: (declarer: string) => `${declarer} nennt dich als Partner: Schlag ein oder lehne ab.`,
  guideWaitHandshake: (partner: string) => `Warten, bis ${partner} einschlägt …`,
  guideAmbassador: (steps: number) => `Zieh den Botschafter: noch ${plural(steps, { one: "# Schritt", other: "# Schritte" })}, dann beende deinen Zug.`,
  guideEndTurn: "Beende deinen Zug.",
  guideEndOrDeclare: "Beende deinen Zug oder erkläre, wenn dein Auftrag erfüllt ist.",
  guideOver: "Das Spiel ist vorbei: Sieh dir das Ergebnis noch einmal an oder beginne ein neues Spiel.",

  // ── Ansagen für Bildschirmleser (`who` ist null für die Person hier) ──
  list: listIn("de"),
  ballList: listIn("de", "unit"),
  liveTurn: (who: string | null) => (who ? `${who} ist am Zug.` : "Du bist am Zug."),
  liveRoll: (who: string | null, balls: string) => (who ? `${who} schüttelt ${balls}.` : `Du schüttelst ${balls}.`),
  liveMoved: (who: string | null, figure: string, from: string, to: string) =>
    who ? `${who} zieht ${figure}: ${from} → ${to}.` : `Du ziehst ${figure}: ${from} → ${to}.`,
  liveAmbassadorMoved: (who: string | null, from: string, to: string) =>
    who ? `${who} zieht den Botschafter: ${from} → ${to}.` : `Du ziehst den Botschafter: ${from} → ${to}.`,
  liveExtraStep: (who: string | null, figure: string, to: string) =>
    who ? `${who} macht einen Extraschritt: ${figure} → ${to}.` : `Du machst einen Extraschritt: ${figure} → ${to}.`,
  liveUndone: (who: string | null, figure: string) => (who ? `${who} nimmt einen Schritt zurück: ${figure}.` : `Du nimmst einen Schritt zurück: ${figure}.`),
  liveExpelled: (who: string | null, figure: string, to: string) => (who ? `${who} schickt ${figure} fort: → ${to}.` : `Du schickst ${figure} fort: → ${to}.`),
  liveMovementEnded: (who: string | null) => (who ? `${who} beendet die Bewegung.` : "Du beendest die Bewegung."),
  liveAsked: (asker: string | null, answerer: string | null, kind: string) =>
    asker ? `${asker} fragt ${answerer ?? "dich"} nach der ${kind}.` : `Du fragst ${answerer ?? "dich"} nach der ${kind}.`,
  liveAnswered: (answerer: string | null, asker: string | null, count: number, shown?: string) =>
    `${answerer ? `${answerer} zeigt` : "Du zeigst"} ${asker ?? "dir"} ${cards(count)}${shown ? `: ${shown}` : ""}.`,
  liveDeclared: (who: string | null, partner: string | null) =>
    who ? `${who} erklärt „Auftrag erfüllt!“ und nennt ${partner ?? "dich"}.` : `Du erklärst „Auftrag erfüllt!“ und nennst ${partner ?? "dich"}.`,
  liveDeclaredAlone: (who: string | null) => (who ? `${who} erklärt: „Ich bin allein!“` : "Du erklärst, dass du allein bist."),
  liveHandshake: (who: string | null, accept: boolean) =>
    who ? (accept ? `${who} schlägt ein.` : `${who} verweigert den Handschlag.`) : accept ? "Du schlägst ein." : "Du verweigerst den Handschlag.",
  liveGameOver: (winners: string, count: number) => `Das Spiel ist vorbei. ${winners} ${plural(count, { one: "gewinnt", other: "gewinnen" })}.`,

  // ── Spielplan ──
  boardLabel: "Stadtplan von Venedig",
  zoomIn: "Vergrößern",
  zoomOut: "Ganzer Spielplan",
  spaceNearLabel: (landmark: string) => `Feld bei ${landmark}`,
  numberedSpaceLabel: (n: number) => `Auftragsfeld ${n}`,
  embassyLabel: "Die Botschaft",
  startSpaceLabel: (seat: string) => `Startfeld ${seat}`,
  figureLabel: (seat: string, build: string) => `die ${build} Figur von ${seat}`,
  figureSelectable: "kann ziehen",
  figureSelected: "gewählt",
  targetSpace: "erlaubtes Ziel",
  someSpace: "ein Feld",
  textNumberedSpace: (n: number) => `Feld ${n}`,
  textEmbassy: "Botschaft",
  textStartSpace: (seat: string) => `Startfeld ${seat}`,
  textSpaceNear: (landmark: string) => `Feld bei ${landmark}`,
  buildInText: { tall: "große", short: "kleine", fat: "dicke", thin: "dünne" } as Record<Build, string>,
  ambassadorInText: "den Botschafter",
  namedSeat: (name: string, colour: string, you: boolean) => `${name} (${colour}${you ? ", du" : ""})`,
  seatYou: (colour: string) => `${colour} (du)`,
  boardHelp: "Die Pfeiltasten wechseln entlang der Wege zwischen den Feldern. Die Eingabetaste wählt ein hervorgehobenes Feld oder die Figur darauf. Escape bricht ab.",

  // ── Menetekel ──
  phantomLabel: "Menetekel",
  ball: {
    white: "Weiß: eine eigene Figur, über Land oder Wasser",
    orange: "Orange: eine eigene Figur über Land",
    lightBlue: "Hellblau: eine eigene Figur übers Wasser",
    purple: "Violett: eine Figur eines Gegners",
    black: "Schwarz: der Botschafter",
  } as Record<string, string>,
  ballUsed: "verbraucht",

  // ── Begegnungen ──
  extraStep: "Extraschritt",
  askWhom: "Wen fragst du über den Botschafter?",
  expelAmbassadorPrompt: "Die Botschaft ist besetzt: Wähle ein freies Startfeld für den Botschafter",

  // ── Antworten ──
  show: "Zeigen",
  kindIdentity: "Identität",
  kindBuild: "Gestalt",

  // ── Hand und Pass ──
  tabHand: "Hand",
  tabPassport: "Pass",
  tabNotebook: "Notizen",
  tabLog: "Protokoll",
  secretCards: "Geheime Karten",
  colouredCards: "Deine Karten",
  missionCard: (letter: string) => `Auftrag ${letter}`,
  cardKindIdentity: "Identität",
  cardKindBuild: "Gestalt",
  cardKindSecretIdentity: "Geheime Identität",
  cardKindSecretBuild: "Geheime Gestalt",
  cardKindMission: "Geheimer Auftrag",
  ambassadorHand: "Der Botschafter hat keine Karten: beobachte, frage und versiegle deine Vermutungen.",
  noHand: "Zuschauer haben keine Karten.",
  panelLabel: "Dein Tisch",

  // ── Protokoll ──
  ballName: { white: "Weiß", orange: "Orange", lightBlue: "Hellblau", blue: "Hellblau", black: "Schwarz", purple: "Violett" } as Record<string, string>,

  // ── Spielende ──
  declare: "Auftrag erfüllt!",
  accept: "Einschlagen",
  winners: (names: string, n = 2) => `${names} ${plural(n, { one: "gewinnt", other: "gewinnen" })}`,
  gameOver: "Spiel vorbei",
  seal: "Ich weiß, wer ihr seid",
  showLog: "Protokoll lesen",

  scenarioMarked: "in diesem Schritt markiert",

  // ── Speichern ──
  saveFull: "Der Speicher dieses Browsers ist voll, daher wird dieses Spiel nicht gespeichert: Es geht weiter, aber ein Neuladen würde es verlieren. Schaffe Platz, indem du nicht mehr benötigte Daten dieser Website entfernst (Browser-Einstellungen → Websitedaten) oder laufende Spiele beendest.",
  saveUnavailable: "Diese Seite darf in diesem Browser keine Daten speichern (seine Einstellungen sperren den Speicher hier), daher wird dieses Spiel nicht gespeichert: Es geht weiter, aber ein Neuladen würde es verlieren. Öffne das Spiel auf einer eigenen Seite oder erlaube dieser Website, Daten zu speichern, dann bleibt es erhalten.",
  saveDamaged: (why: string) => `Das hier gespeicherte Spiel ist beschädigt (${why}) und wurde nicht geladen. Es wird unangetastet beiseitegelegt.`,
  saveRestore: "Letzten guten Stand laden",
  saveNewGame: "Neues Spiel beginnen",
  saveKeepNew: "Mit diesem neuen Tisch weiterspielen",
  saveDismiss: "OK",

  // ── Hot-Seat ──
  passTo: (seat: string) => `Weitergeben an ${seat}`,
  passToHint: (seat: string) => `Tippen, wenn nur ${seat} hinsieht`,

  configError: {
    BAD_PLAYERS: (value: string) => `players="${value}" ist keine Spielerzahl: Inkognito spielt man zu 3, 4 oder 5.`,
    BAD_CARD_PLAYERS: (value: string) => `players="${value}" ist keine Spielerzahl: das Kartenspiel spielt man zu 2, 3, 4 oder 5.`,
    BAD_MODE: (value: string) => `mode="${value}" ist kein Modus: solo, hotseat, host oder join.`,
    BAD_GAME: (value: string) => `game="${value}" ist kein Spiel: board (Inkognito) oder cards (das Kartenspiel).`,
    BAD_SEAT: (value: string) => `seat="${value}" ist kein Platz: red, yellow, green, blue, ambassador (zu fünft) oder spectator.`,
  },
  warnUnknownBots: (value: string) => `<inkognito-game>: bots="${value}" ist keine Stufe (easy, normal oder strong): Die Bots spielen normal.`,
  couldNotStart: (why: string) => `Das Spiel konnte nicht starten: ${why}`,
  failure: { load: "ein Teil davon konnte nicht geladen werden (prüfe die Verbindung und lade die Seite neu)", internal: "ein unerwarteter Fehler (Einzelheiten stehen in der Konsole des Browsers)" } as Record<"load" | "internal", string>,
  warnUnknownLang: (value: string) => `<inkognito-game>: Für lang="${value}" gibt es keine Texte: Sie erscheinen auf Englisch.`,
  error,
} satisfies FirstPaintMessages;
