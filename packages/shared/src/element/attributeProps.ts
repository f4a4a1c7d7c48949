import { camelCase, type ElementMeta, propTypesOf } from './elementMeta.ts';

/**
 * How an element's attributes become its root's props, once for the browser (defineElement, on top of
 * r2wc) and the server render (serverRender.tsx), so a server-rendered first view is the one the
 * element hydrates with. DOM-free.
 */

/** HTML boolean attributes: present (any value but "false", which r2wc writes for `el.x = false`) means true. */
export const booleanFromAttribute = (value: string | null): boolean => value !== null && value !== 'false';

/** Attribute values as a route table writes them: a string, or `true` for a present boolean attribute. */
export type AttributeValues = Readonly<Record<string, string | true>>;

/**
 * The props an element built by defineElement has right after it upgrades with these attributes:
 * every boolean attribute of the meta is a prop (false when absent); a string or number attribute is
 * a prop only when present and not empty (r2wc's rule), numbers parsed as r2wc does (`parseFloat`).
 * Attributes the meta does not name are not props.
 */
export const propsFromAttributes = (
  meta: ElementMeta,
  attributes: AttributeValues,
): Record<string, unknown> => {
  const types = propTypesOf(meta);
  const props: Record<string, unknown> = {};
  for (const { name } of meta.attributes ?? []) {
    const prop = camelCase(name);
    const raw = attributes[name];
    const value = raw === true ? '' : (raw ?? null);
    if (types[prop] === 'boolean') props[prop] = booleanFromAttribute(value);
    else if (value) props[prop] = types[prop] === 'number' ? Number.parseFloat(value) : value;
  }
  return props;
};
