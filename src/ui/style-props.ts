/**
 * `style=${styleProps({...})}`: sets CSS properties through the CSSOM on every render, the first
 * included. Lit's `styleMap` writes a `style` attribute on first render, which a strict
 * Content-Security-Policy (`style-src 'self'`) blocks; setting `element.style` is always allowed.
 */
import { noChange } from "lit";
import { Directive, PartType, directive, type AttributePart, type PartInfo } from "lit/directive.js";

class StyleProps extends Directive {
  private previous: readonly string[] = [];

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ATTRIBUTE || info.name !== "style") throw new Error("styleProps belongs in a style binding");
  }

  render(_props: Readonly<Record<string, string>>): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [props]: [Readonly<Record<string, string>>]): typeof noChange {
    const style = (part.element as HTMLElement | SVGElement).style;
    for (const name of this.previous) if (!(name in props)) style.removeProperty(name);
    for (const [name, value] of Object.entries(props)) style.setProperty(name, value);
    this.previous = Object.keys(props);
    return noChange;
  }
}

export const styleProps = directive(StyleProps);
