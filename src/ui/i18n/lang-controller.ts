/**
 * The language an element shows: its own `lang` attribute, else the nearest ancestor's (across
 * shadow roots: a page's `<html lang="de">` is enough), else the first of the browser's languages
 * the element knows, else English. A `lang` it does not know (no built-in or registered texts) falls
 * through to the next with one console warning. The controller loads the language's parts the host
 * shows (./languages.ts), then switches at once; it follows live changes of any `lang` above the
 * element, of the browser's languages, and languages a site registers.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { warnOnce } from "../config-errors.js";
import { messagesFor } from "./index.js";
import { dirOf, hasPart, knownTag, loadPart, type Part } from "./languages.js";
import { onRegistered } from "./registry.js";

/** The `lang` in force at an element: its own, else the nearest ancestor's, crossing shadow roots. */
export function inheritedLang(element: Element): string | null {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute("lang")) return node.getAttribute("lang");
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return null;
}

export class LangController implements ReactiveController {
  /** The tag the texts are shown in now (`en`, `de`, a site's `pt-br`, …). */
  lang = "en";
  /** Writing direction of that language. */
  dir: "ltr" | "rtl" = "ltr";
  /** The first language is being loaded: the host waits with its first paint (a moment). */
  pending = false;
  private settled = false;
  private run = 0;
  private observer?: MutationObserver;
  private unregister?: () => void;
  private readonly onLanguages = () => this.refresh();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    /** The parts the host shows now (the board game's texts, the card game's, captions). */
    private readonly parts: () => readonly Part[],
    /** Called when the language (or its texts) changed, before the host re-renders. */
    private readonly changed: () => void,
  ) {
    host.addController(this);
  }

  /** The language asked for, by attribute, ancestry or browser: the first one known. */
  wanted(): string {
    const own = this.host.getAttribute("lang");
    if (own && !knownTag(own)) warnOnce(messagesFor("en").warnUnknownLang(own));
    const inherited = inheritedLang(this.host);
    const browser = typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language];
    for (const tag of [inherited, ...browser]) {
      const known = knownTag(tag);
      if (known) return known;
    }
    return "en";
  }

  hostConnected(): void {
    this.observer = new MutationObserver(() => this.refresh());
    this.observer.observe(this.host.ownerDocument.documentElement, { attributes: true, attributeFilter: ["lang"], subtree: true });
    // Inside a shadow root the document's observer does not see the element's own attribute.
    this.observer.observe(this.host, { attributes: true, attributeFilter: ["lang"] });
    this.unregister = onRegistered(() => this.refresh(true));
    addEventListener("languagechange", this.onLanguages);
    this.refresh();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.unregister?.();
    removeEventListener("languagechange", this.onLanguages);
  }

  /** Before each update: a part shown now for the first time in this language is loaded. */
  hostUpdate(): void {
    if (this.parts().some((p) => !hasPart(this.lang, p))) this.refresh();
  }

  /**
   * The language asked for, once the texts of the parts shown now have loaded (English if they
   * cannot): for a sentence made outside a render, such as a configuration error's.
   */
  loaded(): Promise<string> {
    const tag = this.wanted();
    return Promise.all(this.parts().map((p) => loadPart(tag, p))).then(() => tag, () => "en");
  }

  /** Resolves the language again; loads what it lacks; switches when all is there. */
  refresh(force = false): void {
    const tag = this.wanted();
    const parts = this.parts();
    const missing = parts.filter((p) => !hasPart(tag, p));
    const run = ++this.run;
    if (!missing.length) return this.switchTo(tag, force);
    this.pending = !this.settled;
    void Promise.all(missing.map((p) => loadPart(tag, p))).then(
      () => run === this.run && this.switchTo(tag, true),
      (e: unknown) => {
        // The language's file could not load (offline, a missing chunk): English, and say why.
        if (run !== this.run) return;
        console.warn(`<inkognito-game>: the texts of lang="${tag}" could not load (${(e as Error).message}): shown in English.`);
        this.switchTo("en", true);
      },
    );
  }

  private switchTo(tag: string, force: boolean): void {
    const was = this.lang, waited = this.pending;
    this.pending = false;
    this.settled = true;
    if (tag === was && !force) return void (waited && this.host.requestUpdate());
    this.lang = tag;
    this.dir = dirOf(tag);
    this.changed();
    this.host.requestUpdate();
  }
}
