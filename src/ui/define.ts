/**
 * Registers every custom element of the table (idempotent). The bundle calls it; npm users may
 * import the classes and register them under names of their own instead.
 */
import { defineBoardElements } from "./board/define.js";
import { definePanelElements } from "./panels/define.js";

export function defineIfMissing(name: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, ctor);
}

export function defineInkognitoElements(): void {
  defineBoardElements();
  definePanelElements();
}
