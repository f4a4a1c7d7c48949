import { describe, expect, it } from 'vitest';
import { customPropertiesRead, cutToUse, wordsOf } from './cutToUse.ts';

describe('wordsOf', () => {
  it('finds class names as a bundle writes them', () => {
    // A bundle's own template literal, as text: the placeholder is the bundle's, not this test's.
    const words = wordsOf(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a built bundle's template literal
      'className:`button ${a?"button--primary":"button--secondary"}`,c="pc-dialog__close"',
    );
    for (const name of ['button', 'button--primary', 'button--secondary', 'pc-dialog__close']) {
      expect(words.has(name)).toBe(true);
    }
    expect(words.has('pc-dialog')).toBe(false);
  });
});

describe('customPropertiesRead', () => {
  it('finds the custom properties var() reads, with or without a fallback', () => {
    expect([...customPropertiesRead('a{color:var(--pc-a);margin:var( --pc-b,var(--pc-c))}--pc-d:1')]).toEqual(
      ['--pc-a', '--pc-b', '--pc-c'],
    );
  });
});

describe('cutToUse', () => {
  const inUse = {
    classes: new Set(['button', 'pc-dialog', 'select']),
    customProperties: new Set(['--pc-a']),
  };
  it.each([
    ['a rule of a used class', '.button{color:red}', '.button{color:red}'],
    ['a rule of an unused class', '.icon-button{color:red}', ''],
    ['a list with one used selector: that one', '.button,.icon-button{color:red}', '.button{color:red}'],
    [
      'a :where() list: what can match',
      ':where(button,input,select){color:red}',
      ':where(button,select){color:red}',
    ],
    [
      'an :is() list: kept whole, for its weight',
      ':is(button,input){color:red}',
      ':is(button,input){color:red}',
    ],
    ['a compound with an unused class', '.button.pc-accordion__button{color:red}', ''],
    ['a descendant of an unused class', '.pc-accordion .button{color:red}', ''],
    ['elements the code makes', ':where(button,select){font:inherit}', ':where(button,select){font:inherit}'],
    ['elements the code never makes', ':where(input,textarea){font:inherit}', ''],
    ['an element inside a used class', '.button > input{color:red}', ''],
    ['the universal selector', ':where(*){box-sizing:border-box}', ':where(*){box-sizing:border-box}'],
    ['the host', ':host{display:block}', ':host{display:block}'],
    [
      'a pseudo-element of a used class',
      '.pc-dialog::backdrop{color:red}',
      '.pc-dialog::backdrop{color:red}',
    ],
    ['a custom property read', ':host{--pc-a:1px}', ':host{--pc-a:1px}'],
    ['a custom property nothing reads', ':host{--pc-a:1px;--pc-b:2px}', ':host{--pc-a:1px}'],
    [
      'rules inside at-rules',
      '@media (width>=600px){.button{color:red}.icon-button{color:blue}}',
      '@media (width>=600px){.button{color:red}}',
    ],
  ])('%s', (_case, css, expected) => {
    expect(cutToUse(css, inUse)).toBe(expected);
  });
});
