/**
 * The package entry: the rules engine's API. The `<inkognito-game>` element is added here by the
 * UI layer (issue 3).
 */
export * from "./engine/index.js";
