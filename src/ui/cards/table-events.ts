/**
 * What a card table tells `<inkognito-game>` of its game, for the element's public events
 * (docs/element.md, "Events"): a game shown for the first time (`inkognito-game-start`) and each
 * new round (`inkognito-turn`: in the card game a turn is a round, C4, its `seat` the round's first
 * player). The table dispatches them as internal events on itself (neither bubbling nor composed);
 * the element fires the public ones, holding the turns until its `inkognito-ready` as for the board.
 */
import type { CardsView, Seat } from "../../games/cards/types.js";
// The details are the public events' own (one definition, in the shell's ./events.ts): the element passes them on as they are.
import type { InkognitoGameStartDetail, InkognitoTurnDetail } from "../events.js";

export class CardsTableEvents {
  /** The round last told (-1: none yet of this game). */
  private round = -1;

  constructor(private readonly target: EventTarget) {}

  /**
   * A view shown: the start when it is the game's first (`humans`: the seats played at this
   * screen; `resumed`: a game taken up again), then a turn when its round is new. Nothing else
   * (a language, a bot pace, a view of the same round) tells anything again.
   */
  shown(view: CardsView, start: { humans: readonly Seat[]; resumed: boolean } | null): void {
    if (start) {
      this.round = -1;
      this.tell<InkognitoGameStartDetail>("inkognito-cards-start", { players: view.players, seats: [...view.seats], humans: [...start.humans], resumed: start.resumed });
    }
    if (this.round === view.round.number) return;
    this.round = view.round.number;
    this.tell<InkognitoTurnDetail>("inkognito-cards-turn", { seat: view.round.first, number: view.round.number });
  }

  private tell<T>(type: string, detail: T) {
    this.target.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
