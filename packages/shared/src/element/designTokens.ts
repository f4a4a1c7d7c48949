/**
 * The design tokens (packages/shared/src/ui/tokens.css) every element honours, as the CSS custom
 * properties a host page may set on any tag (`pc-quiz { --pc-color-primary: #234; }`). Each element's
 * meta.ts lists them after its own properties, so the manifest names them without each element
 * writing them again (each meta's `satisfies ElementMeta` checks their shape). tokens.test.ts keeps
 * this list and its defaults equal to tokens.css, all of it.
 */
export const DESIGN_TOKEN_PROPERTIES = [
  {
    name: '--pc-font-family',
    description: 'Text font.',
    default:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif',
  },
  {
    name: '--pc-font-size-small',
    description: 'Small text: notes, hints, legal lines.',
    default: '0.875rem',
  },
  { name: '--pc-font-size', description: 'Body text.', default: '1rem' },
  { name: '--pc-font-size-large', description: 'Lead text and subheadings.', default: '1.25rem' },
  { name: '--pc-font-size-title', description: 'Headings.', default: '1.5rem' },
  { name: '--pc-font-weight-bold', description: 'Bold text and button labels.', default: '700' },
  { name: '--pc-line-height', description: 'Line height of text.', default: '1.5' },
  {
    name: '--pc-letter-spacing-caps',
    description: 'Letter spacing of upper-case labels.',
    default: '0.06em',
  },
  { name: '--pc-color-text', description: 'Text colour.', default: '#1a1a1a' },
  { name: '--pc-color-text-muted', description: 'Secondary text.', default: '#595959' },
  { name: '--pc-color-background', description: 'The element’s background.', default: '#ffffff' },
  { name: '--pc-color-surface', description: 'Card, banner and option backgrounds.', default: '#f5f4f0' },
  { name: '--pc-color-border', description: 'Card and divider borders.', default: '#767676' },
  { name: '--pc-color-primary', description: 'Primary buttons.', default: '#1a1a1a' },
  { name: '--pc-color-on-primary', description: 'Text on primary buttons.', default: '#ffffff' },
  {
    name: '--pc-color-accent',
    description: 'Accents: chosen options, progress, prices.',
    default: '#0a6650',
  },
  { name: '--pc-color-on-accent', description: 'Text on accents.', default: '#ffffff' },
  { name: '--pc-color-error', description: 'Error messages and invalid fields.', default: '#b3261e' },
  { name: '--pc-color-success', description: 'Confirmations.', default: '#1e6b3a' },
  { name: '--pc-color-disabled', description: 'Disabled buttons.', default: '#d9d9d9' },
  { name: '--pc-color-on-disabled', description: 'Text on disabled buttons.', default: '#4d4d4d' },
  { name: '--pc-color-focus', description: 'The focus ring.', default: '#1a5fb4' },
  { name: '--pc-color-backdrop', description: 'The backdrop behind dialogs.', default: 'rgb(0 0 0 / 0.55)' },
  {
    name: '--pc-color-skeleton',
    description: 'Placeholder shapes while the element loads (and before it is defined: pc-elements.css).',
    default: '#e9e7e1',
  },
  { name: '--pc-space-1', description: 'Spacing step 1.', default: '0.25rem' },
  { name: '--pc-space-2', description: 'Spacing step 2.', default: '0.5rem' },
  { name: '--pc-space-3', description: 'Spacing step 3.', default: '0.75rem' },
  { name: '--pc-space-4', description: 'Spacing step 4.', default: '1rem' },
  { name: '--pc-space-5', description: 'Spacing step 5.', default: '1.5rem' },
  { name: '--pc-space-6', description: 'Spacing step 6.', default: '2rem' },
  { name: '--pc-space-7', description: 'Spacing step 7.', default: '3rem' },
  { name: '--pc-radius-small', description: 'Small corner radius: inputs, tags.', default: '4px' },
  { name: '--pc-radius', description: 'Corner radius of cards and buttons.', default: '8px' },
  { name: '--pc-radius-large', description: 'Corner radius of dialogs.', default: '16px' },
  { name: '--pc-radius-pill', description: 'Pill-shaped controls.', default: '999px' },
  { name: '--pc-focus-ring-width', description: 'Width of the focus ring.', default: '3px' },
  {
    name: '--pc-focus-ring-offset',
    description: 'Gap between a control and its focus ring.',
    default: '2px',
  },
  {
    name: '--pc-target-size',
    description: 'Minimum size of every control (never below 24px).',
    default: '44px',
  },
  {
    name: '--pc-shadow',
    description: 'Shadow of dialogs and pop-ups.',
    default: '0 8px 32px rgb(0 0 0 / 0.2)',
  },
  {
    name: '--pc-duration-slide',
    description: 'Overlay slide (about 500 ms; 0ms under reduced motion).',
    default: '500ms',
  },
  { name: '--pc-duration-fade', description: 'Fades (0ms under reduced motion).', default: '200ms' },
] as const;

/**
 * The custom properties the shared primitives (packages/shared/src/ui/primitives.css) read from the
 * host with a default: an element may set its own value on `:host`, and a host page's rule on the tag
 * still wins. Each element's meta.ts lists them after the design tokens; tokens.test.ts keeps this
 * list equal to what primitives.css reads.
 */
export const PRIMITIVE_PROPERTIES = [
  {
    name: '--pc-column-max-width',
    description: 'The widest the content column grows (each element sets its own).',
    default: '1200px',
  },
  { name: '--pc-dialog-max-width', description: 'The widest a dialog grows.', default: '600px' },
  { name: '--pc-dialog-max-height', description: 'The tallest a dialog grows.', default: '90vh' },
] as const;
