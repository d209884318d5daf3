/** Registers `<inkognito-game>` and its parts. The single-file bundle is built from this entry. */
import { defineInkognitoElements } from "./ui/define.js";

export * from "./index.js";
defineInkognitoElements();
