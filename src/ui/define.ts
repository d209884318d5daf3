/**
 * Registers every custom element of the table (idempotent). The bundle calls it; npm users may
 * import the classes and register them under names of their own instead.
 */
import { defineBoardElements } from "./board/define.js";
import { InkognitoAnswerReveal } from "./controls/answer-reveal.js";
import { InkognitoGameMenu } from "./controls/game-menu.js";
import { InkognitoEndScreen } from "./controls/end-screen.js";
import { InkognitoLobby } from "./controls/lobby.js";
import { InkognitoMeetings } from "./controls/meetings.js";
import { InkognitoPrompts } from "./controls/prompts.js";
import { InkognitoTurnBar } from "./controls/turn-bar.js";
import { InkognitoGame } from "./inkognito-game.js";
import { definePanelElements } from "./panels/define.js";
import { defineIfMissing } from "./registry.js";

export { defineIfMissing };

export function defineInkognitoElements(): void {
  defineBoardElements();
  definePanelElements();
  defineIfMissing("inkognito-turn-bar", InkognitoTurnBar);
  defineIfMissing("inkognito-meetings", InkognitoMeetings);
  defineIfMissing("inkognito-prompts", InkognitoPrompts);
  defineIfMissing("inkognito-end-screen", InkognitoEndScreen);
  defineIfMissing("inkognito-answer-reveal", InkognitoAnswerReveal);
  defineIfMissing("inkognito-game-menu", InkognitoGameMenu);
  defineIfMissing("inkognito-lobby", InkognitoLobby);
  defineIfMissing("inkognito-game", InkognitoGame);
}
