/**
 * Styles that come with a chunk loaded later (the game menu's pages, the network shell): added to
 * a shadow root once, as a constructed stylesheet like Lit's own (so a strict `style-src 'self'`
 * allows them), or as a `<style>` element where constructed stylesheets are missing.
 */
import type { CSSResult } from "lit";

export function adoptStyles(root: Node, styles: CSSResult): void {
  if (!(root instanceof ShadowRoot)) return;
  const sheet = styles.styleSheet;
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const text = styles.cssText;
  if ([...root.querySelectorAll("style")].some((s) => s.textContent === text)) return;
  const style = document.createElement("style");
  style.textContent = text;
  root.append(style);
}
