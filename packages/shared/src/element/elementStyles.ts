import primitivesCss from '../ui/primitives.css?inline';
import tokensCss from '../ui/tokens.css?inline';

/**
 * An element's stylesheets in the order its shadow root applies them: the design tokens, the shared
 * primitives, then the element's own rules (docs/architecture.md "Element anatomy"). defineElement
 * adopts these strings as constructable sheets; the server render build writes the same strings as
 * one CSS file the declarative shadow root links (docs/decisions/0020).
 */
export const elementCss = (styles?: string): string[] =>
  styles ? [tokensCss, primitivesCss, styles] : [tokensCss, primitivesCss];

/**
 * The attribute of the wrapper that holds the React tree inside the shadow root. The server renders
 * into it and the browser hydrates it; being the same node in both, hydration matches, and the
 * shadow root keeps room beside it for the server render's stylesheet link.
 */
export const ROOT_ATTRIBUTE = 'data-pc-root';
