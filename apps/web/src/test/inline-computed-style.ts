/** Properties a child takes from its parent when it sets none of its own. */
const INHERITED = new Set(['visibility', 'pointer-events', 'color', 'font-size', 'font-family', 'cursor']);

const DEFAULTS: Record<string, string> = {
  display: 'block',
  visibility: 'visible',
  'pointer-events': 'auto',
  opacity: '1',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function inlineValue(element: Element, property: string): string {
  const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  const value = style?.getPropertyValue(property) ?? '';
  return value === 'inherit' ? '' : value;
}

function computedValue(element: Element, property: string): string {
  if (property === 'display' && element.hasAttribute('hidden')) return 'none';
  const own = inlineValue(element, property);
  if (own) return own;
  if (INHERITED.has(property)) {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const inherited = inlineValue(parent, property);
      if (inherited) return inherited;
    }
  }
  return DEFAULTS[property] ?? '';
}

let stylesheetStyle: typeof window.getComputedStyle = (element) => window.getComputedStyle(element);

/**
 * jsdom's own computed style, stylesheets applied: for the few tests that check what a rule does
 * (a dialog's width, a step hidden by its class).
 */
export const computedStyleWithStylesheets = (element: Element) => stylesheetStyle(element);

/**
 * Replaces jsdom's `getComputedStyle` with one that reads inline styles, the `hidden` attribute and
 * inheritance only (see setup.ts for why). Stylesheet rules are not applied.
 */
export function installInlineComputedStyle(): void {
  stylesheetStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => {
    const getPropertyValue = (property: string) => computedValue(element, property);
    return new Proxy({} as CSSStyleDeclaration, {
      get(_target, key) {
        if (key === 'getPropertyValue') return getPropertyValue;
        if (key === 'getPropertyPriority') return () => '';
        if (typeof key !== 'string') return undefined;
        return computedValue(element, kebab(key));
      },
    });
  };
}
