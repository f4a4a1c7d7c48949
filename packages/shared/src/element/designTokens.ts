/**
 * The design tokens (packages/shared/src/ui/tokens.css) every element honours, as the CSS custom
 * properties a host page may set on any tag (`pc-quiz { --pc-color-primary: #234; }`). Each element's
 * meta.ts lists them after its own properties, so the manifest names them without each element
 * writing them again (each meta's `satisfies ElementMeta` checks their shape). tokens.test.ts keeps
 * these defaults equal to tokens.css.
 */
export const DESIGN_TOKEN_PROPERTIES = [
  { name: '--pc-font-family', description: 'Text font.' },
  { name: '--pc-color-text', description: 'Text colour.', default: '#1a1a1a' },
  { name: '--pc-color-surface', description: 'Card, banner and option backgrounds.', default: '#f5f4f0' },
  { name: '--pc-color-border', description: 'Card and divider borders.', default: '#767676' },
  { name: '--pc-color-primary', description: 'Primary buttons.', default: '#1a1a1a' },
  { name: '--pc-color-on-primary', description: 'Text on primary buttons.', default: '#ffffff' },
  {
    name: '--pc-color-accent',
    description: 'Accents: chosen options, progress, prices.',
    default: '#0a6650',
  },
  { name: '--pc-color-focus', description: 'The focus ring.', default: '#1a5fb4' },
  {
    name: '--pc-color-skeleton',
    description: 'Placeholder shapes while the element loads (and before it is defined: pc-elements.css).',
    default: '#e9e7e1',
  },
  {
    name: '--pc-target-size',
    description: 'Minimum size of every control (never below 24px).',
    default: '44px',
  },
] as const;
