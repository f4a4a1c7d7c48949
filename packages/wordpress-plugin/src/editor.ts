/**
 * The block editor's part of the plugin (README "WordPress", docs/decisions/0174): one script for the
 * nine blocks. Each block's block.json (plugin/blocks/<slug>) names its attributes; the edit view shows
 * them as controls in the sidebar (an enum as a select, a boolean as a toggle, a string as a text
 * field) and previews the block as the site renders it (ServerSideRender: the render callback's first
 * view, attached below, or its fallback). Nothing is saved but the block comment (`save` is null): the markup is the
 * server's, so an Author's post is never stripped by kses.
 *
 * A Texts panel lists the element's words (its catalog's and the shared ones, `window.pcStorefrontTexts`,
 * which the plugin prints from the build's texts.json): what the Author types replaces the store's words
 * for that id on the page (`messages`, docs/decisions/0211); left empty, the store's stay.
 *
 * It runs against WordPress's own packages (`wp.blocks`, `wp.element`, …, the script's dependencies in
 * pc-storefront.php), never a React of ours: WordPress 6.1 ships its own.
 */

interface AttributeSchema {
  readonly type: 'string' | 'boolean' | 'object';
  readonly enum?: readonly string[];
  readonly default?: string | boolean;
}

interface BlockMetadata {
  readonly name: string;
  readonly title: string;
  readonly attributes: Readonly<Record<string, AttributeSchema>>;
}

type Element = unknown;
type CreateElement = (
  type: unknown,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => Element;

/** A block's words: message id → the Author's text. */
type Words = Readonly<Record<string, string>>;

interface EditProps {
  readonly attributes: Readonly<Record<string, string | boolean | Words>>;
  readonly setAttributes: (next: Record<string, string | boolean | Words>) => void;
}

/** The parts of WordPress's globals this script uses. */
interface WordPressGlobals {
  readonly blocks: {
    registerBlockType(metadata: BlockMetadata, settings: Record<string, unknown>): unknown;
  };
  readonly element: { createElement: CreateElement; Fragment: unknown };
  readonly blockEditor: { InspectorControls: unknown; useBlockProps(): Record<string, unknown> };
  readonly components: {
    PanelBody: unknown;
    SelectControl: unknown;
    TextControl: unknown;
    TextareaControl: unknown;
    ToggleControl: unknown;
  };
  readonly serverSideRender: unknown;
}

declare const wp: WordPressGlobals;

declare global {
  interface Window {
    /** block name → message id → the store's en-US words (the plugin's texts.json) */
    pcStorefrontTexts?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  }
}

/** The attribute that holds the block's words; the Texts panel edits it, not a control of its own. */
const WORDS = 'messages';

/** Words longer than this get a text area. */
const LONG_TEXT = 60;

const BLOCKS = import.meta.glob<BlockMetadata>('../plugin/blocks/*/block.json', {
  eager: true,
  import: 'default',
});

/** `no-name-question` → "No name question". */
const labelOf = (name: string): string => {
  const words = name.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The sidebar control of one attribute, by its schema. */
const control = (
  name: string,
  schema: AttributeSchema,
  { attributes, setAttributes }: EditProps,
): Element => {
  const h = wp.element.createElement;
  const { SelectControl, TextControl, ToggleControl } = wp.components;
  const label = labelOf(name);
  const value = attributes[name] ?? schema.default;
  if (schema.type === 'boolean') {
    return h(ToggleControl, {
      key: name,
      label,
      checked: value === true,
      onChange: (checked: boolean) => setAttributes({ [name]: checked }),
    });
  }
  if (schema.enum) {
    return h(SelectControl, {
      key: name,
      label,
      value,
      options: schema.enum.map((option) => ({ label: option, value: option })),
      onChange: (next: string) => setAttributes({ [name]: next }),
    });
  }
  return h(TextControl, {
    key: name,
    label,
    value: value ?? '',
    onChange: (next: string) => setAttributes({ [name]: next }),
  });
};

/**
 * The Texts panel: a field per message id, the store's words as its placeholder; what the Author types
 * is the block's word for that id, and an emptied field gives the store's back.
 */
const textsPanel = (metadata: BlockMetadata, { attributes, setAttributes }: EditProps): Element | null => {
  const texts = window.pcStorefrontTexts?.[metadata.name] ?? {};
  const ids = Object.keys(texts);
  if (ids.length === 0) return null;
  const h = wp.element.createElement;
  const { PanelBody, TextControl, TextareaControl } = wp.components;
  const words = (attributes[WORDS] as Words | undefined) ?? {};
  const change = (id: string, text: string) => {
    const { [id]: _left, ...rest } = words;
    setAttributes({ [WORDS]: text.trim() === '' ? rest : { ...rest, [id]: text } });
  };
  return h(
    PanelBody,
    { title: 'Texts', initialOpen: false },
    h(
      'p',
      null,
      "Your own words in place of the store's, on this page. Leave a field empty for the store's.",
    ),
    ids.map((id) =>
      h((texts[id] ?? '').length > LONG_TEXT ? TextareaControl : TextControl, {
        key: id,
        label: id,
        placeholder: texts[id],
        value: words[id] ?? '',
        onChange: (text: string) => change(id, text),
      }),
    ),
  );
};

const edit =
  (metadata: BlockMetadata) =>
  (props: EditProps): Element => {
    const h = wp.element.createElement;
    const names = Object.keys(metadata.attributes).filter((name) => name !== WORDS);
    return h(
      'div',
      wp.blockEditor.useBlockProps(),
      h(
        wp.blockEditor.InspectorControls,
        null,
        names.length > 0
          ? h(
              wp.components.PanelBody,
              { title: metadata.title },
              names.map((name) => control(name, metadata.attributes[name]!, props)),
            )
          : null,
        textsPanel(metadata, props),
      ),
      h(wp.serverSideRender, { block: metadata.name, attributes: props.attributes }),
    );
  };

for (const metadata of Object.values(BLOCKS)) {
  wp.blocks.registerBlockType(metadata, { edit: edit(metadata), save: () => null });
}

/**
 * ServerSideRender puts the preview in with `innerHTML`, where the store's first view (a declarative
 * shadow root, decision 0171) stays an inert template. Attached here, the preview shows the first view
 * as the post will print it: still, since no element script runs in the editor.
 */
const attachFirstViews = (): void => {
  for (const template of document.querySelectorAll<HTMLTemplateElement>('template[shadowrootmode]')) {
    const host = template.parentElement;
    if (!host || host.shadowRoot) continue;
    host.attachShadow({ mode: 'open' }).append(template.content);
    template.remove();
  }
};
new MutationObserver(attachFirstViews).observe(document, { childList: true, subtree: true });
