/**
 * What a jsdom test can observe of a style sheet: whether an element is displayed, visible, transparent
 * (Testing Library's role queries, jest-dom's toBeVisible) and whether it takes the pointer (user-event).
 */
const OBSERVED = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

/** Custom properties that an observed declaration reads, directly or through another custom property. */
const referenced = new Set<string>();

const ORIGINAL = Symbol('original css');
const LEAN = Symbol('lean css');
type RcStyle = HTMLStyleElement & { [ORIGINAL]?: string; [LEAN]?: string };

const varNames = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/** Adds the custom properties the sheet's observed declarations read; says whether any was new. */
function collectReferences(rules: CSSRuleList): boolean {
  let grew = false;
  const visit = (list: CSSRuleList) => {
    for (const rule of list) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules);
      if (!(rule instanceof CSSStyleRule)) continue;
      for (const property of rule.style) {
        if (!OBSERVED.has(property) && !referenced.has(property)) continue;
        for (const name of varNames(rule.style.getPropertyValue(property))) {
          if (referenced.has(name)) continue;
          referenced.add(name);
          grew = true;
        }
      }
    }
  };
  // A referenced custom property may read another one: repeat until nothing new turns up.
  let before;
  do {
    before = referenced.size;
    visit(rules);
  } while (referenced.size !== before);
  return grew;
}

function leanRules(rules: CSSRuleList): string {
  let css = '';
  for (const rule of rules) {
    if (rule instanceof CSSMediaRule) {
      const inner = leanRules(rule.cssRules);
      if (inner) css += `@media ${rule.media.mediaText}{${inner}}`;
    } else if (rule instanceof CSSStyleRule) {
      const kept = [...rule.style]
        .filter((property) => OBSERVED.has(property) || referenced.has(property))
        .map((property) => {
          const priority = rule.style.getPropertyPriority(property);
          return `${property}:${rule.style.getPropertyValue(property)}${priority ? ` !${priority}` : ''};`;
        });
      if (kept.length) css += `${rule.selectorText}{${kept.join('')}}`;
    }
    // jsdom's cascade reads style and media rules only (no keyframes, supports or layers).
  }
  return css;
}

/**
 * Cuts antd's CSS-in-JS down to the declarations a test can observe. jsdom matches every rule against
 * every element on each getComputedStyle call (Testing Library makes several per element it checks), and
 * antd injects around a thousand rules for a dialog: a role query took a third of a second. What is
 * displayed, visible and clickable stays exactly as with the whole sheet, since the cascade of each
 * property is independent of the others.
 */
export function leanAntdStyles(): void {
  const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  if (!innerHTML?.get || !innerHTML.set) return;
  const get = (node: Element) => innerHTML.get!.call(node) as string;
  const set = (node: Element, html: string) => innerHTML.set!.call(node, html);

  const apply = (node: RcStyle, css: string) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    if (collectReferences(sheet.cssRules)) {
      // Rules already cut may hold a custom property that is read only now.
      for (const other of document.querySelectorAll<RcStyle>('style[data-rc-order]')) {
        if (other !== node && other[ORIGINAL] !== undefined) apply(other, other[ORIGINAL]);
      }
    }
    node[ORIGINAL] = css;
    node[LEAN] = leanRules(sheet.cssRules);
    set(node, node[LEAN]);
  };

  // rc-util's updateCSS marks its style elements, then writes (and compares) them through innerHTML.
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: RcStyle) {
      const current = get(this);
      return this[LEAN] === current ? this[ORIGINAL] : current;
    },
    set(this: RcStyle, css: string) {
      if (this.hasAttribute('data-rc-order')) apply(this, css);
      else set(this, css);
    },
  });
}
