/** The board game's rules version: a table refuses a peer whose states and views are of another (and a save of another). */
export const BOARD_VERSION = 1;
