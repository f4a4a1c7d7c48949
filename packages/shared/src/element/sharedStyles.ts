import primitivesCss from '../ui/primitives.css?inline';
import tokensCss from '../ui/tokens.css?inline';

/**
 * The stylesheets every element's shadow root applies before its own rules: the design tokens, then
 * the shared primitives (docs/architecture.md "Element anatomy"). In the element build this module is
 * a chunk of its own that defineElement loads only for an element without a server render
 * (docs/decisions/0071), so nothing the shared chunk holds may import it statically (the chunk
 * would take it in); the server render and the standalone cross-sell read it at once
 * (`@pc/shared/element-styles`).
 */
export const sharedCss: readonly string[] = [tokensCss, primitivesCss];

/**
 * An element's stylesheets in the order its shadow root applies them: the design tokens, the shared
 * primitives, then the element's own rules. The server render build writes them as one CSS file the
 * declarative shadow root links (docs/decisions/0020); the standalone cross-sell adopts them.
 */
export const elementCss = (styles?: string): string[] => (styles ? [...sharedCss, styles] : [...sharedCss]);
