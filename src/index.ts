/**
 * The npm entry: the element classes (not registered) and the rules engine's API.
 * `import "inkognito-game/register"` (or the single-file bundle) registers `<inkognito-game>`.
 */
export { InkognitoGame, type GameMode } from "./ui/inkognito-game.js";
export { defineInkognitoElements } from "./ui/define.js";
export { LocalTable, type BotPolicy, type TableStore } from "./net/local-table.js";
export type { Table, TableChange, ActResult } from "./net/table.js";
export * from "./engine/index.js";
