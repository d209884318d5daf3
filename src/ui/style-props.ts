/**
 * `<g ${styleProps({...})}>`: an element directive that sets CSS properties through the CSSOM on
 * every render, the first included. No `style` attribute is ever written: a strict
 * Content-Security-Policy (`style-src 'self'`) blocks style attributes (Lit's `styleMap` writes one
 * on first render), while setting `element.style` is always allowed.
 */
import { noChange } from "lit";
import { Directive, PartType, directive, type ElementPart, type PartInfo } from "lit/directive.js";

class StyleProps extends Directive {
  private previous: readonly string[] = [];

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error("styleProps belongs on an element: <g ${styleProps({...})}>");
  }

  render(_props: Readonly<Record<string, string>>): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [props]: [Readonly<Record<string, string>>]): typeof noChange {
    const style = (part.element as HTMLElement | SVGElement).style;
    for (const name of this.previous) if (!(name in props)) style.removeProperty(name);
    for (const [name, value] of Object.entries(props)) style.setProperty(name, value);
    this.previous = Object.keys(props);
    return noChange;
  }
}

export const styleProps = directive(StyleProps);
