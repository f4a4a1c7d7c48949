import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MESSAGE_ID } from '../../packages/shared/src/contract/fragments.ts';
import { LAUNCH_CODES } from '../../packages/shared/src/contract/launch.ts';
import { ELEMENT_FILES } from '../../packages/shared/src/element/tags.ts';
import { blockTexts, PLUGIN_PACKAGE, pluginVersion } from './wordpressPlugin.ts';
import { crc32, zip } from './zip.ts';

// README "WordPress", docs/decisions/0174: the plugin's blocks, its version and its zip.

const PLUGIN = path.join(PLUGIN_PACKAGE, 'plugin');
const read = (file: string) => readFileSync(path.join(PLUGIN, file), 'utf8');
const blocks = readdirSync(path.join(PLUGIN, 'blocks')).map((slug) => ({
  slug,
  json: JSON.parse(read(`blocks/${slug}/block.json`)) as {
    name: string;
    attributes: Record<string, { type: string; enum?: string[] }>;
  },
}));

describe('the WordPress plugin', () => {
  it('has a block per element of issue 41, each named pc/<its folder>, its tag in elements.php', () => {
    expect(blocks.map(({ slug }) => `pc-${slug}`).sort()).toEqual(
      Object.keys(ELEMENT_FILES)
        .filter((tag) => tag !== 'pc-insights')
        .sort(),
    );
    const elements = read('includes/elements.php');
    for (const { slug, json } of blocks) {
      expect(json.name).toBe(`pc/${slug}`);
      expect(elements).toContain(`'tag'      => 'pc-${slug}'`);
    }
  });

  // Issue 43 item 3, decision 0211: each block's Texts panel, its words kept in `messages`.
  it('gives every block its words: a `messages` object, and the ids and en-US words its Texts panel lists', () => {
    for (const { json } of blocks) expect(json.attributes.messages).toEqual({ type: 'object', default: {} });
    const texts = blockTexts(path.join(PLUGIN, 'blocks'));
    expect(Object.keys(texts).sort()).toEqual(blocks.map(({ json }) => json.name).sort());
    expect(texts['pc/contact']).toMatchObject({
      'contact.title': 'Contact Us',
      'shared.tryAgain': 'Something went wrong, please try again',
      'shop.soldOut': 'SOLD OUT',
    });
    // The cross-sell pop-up's, its own words without arguments (spec §2).
    expect(texts['pc/cross-sell']).toMatchObject({
      'cross-sell.title': 'Complete Your Upgrade',
      'cross-sell.giftTitle': 'Complete Their Upgrade',
      'cross-sell.noThanks': 'NO THANKS',
    });
    // An element's texts in catalogs of their own (messages/<part>/, the texts of a chunk it loads on
    // the way) are its texts too, under its ids.
    expect(texts['pc/results']).toMatchObject({
      'results.yourResults': 'Your Results',
      'results.captureTitle': 'Unlock Your Products',
      'results.proceed': 'Proceed To Checkout',
      'results.notAvailable': 'Your results are not available.',
    });
    // Every id is one an author can give in #pc-config `messages`: `<catalog>.<key>`.
    for (const words of Object.values(texts))
      for (const id of Object.keys(words)) expect(id).toMatch(MESSAGE_ID);
  });

  it('offers the store’s launch codes, each with its page for the fallback link', () => {
    const launch = blocks.find(({ slug }) => slug === 'launch')!.json;
    expect(launch.attributes.code!.enum).toEqual([...LAUNCH_CODES]);
    const paths = [...read('includes/elements.php').matchAll(/^\t\t'([\w-]+)' +=> '\/[\w-]+',$/gm)].map(
      (match) => match[1],
    );
    expect(paths).toEqual([...LAUNCH_CODES]);
  });

  it('says the package’s version in its header and constant', () => {
    const main = read('pc-storefront.php');
    const version = pluginVersion();
    expect(main).toContain(` * Version:           ${version}\n`);
    expect(main).toContain(`define( 'PC_STOREFRONT_VERSION', '${version}' );`);
  });
});

describe('zip', () => {
  it('computes the CRC-32 of the zip format', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes entries an unzip reads back: names, sizes, checksums and bytes', () => {
    const files = [
      { name: 'pc-storefront/pc-storefront.php', data: Buffer.from('<?php\n// plugin\n') },
      { name: 'pc-storefront/build/editor.js', data: Buffer.from('x'.repeat(5000)) },
    ];
    const archive = zip(files);
    // The end record names the central directory; each central entry, its local entry.
    const end = archive.length - 22;
    expect(archive.readUInt32LE(end)).toBe(0x06054b50);
    expect(archive.readUInt16LE(end + 10)).toBe(2);
    let central = archive.readUInt32LE(end + 16);
    for (const file of files) {
      expect(archive.readUInt32LE(central)).toBe(0x02014b50);
      const nameLength = archive.readUInt16LE(central + 28);
      expect(archive.toString('utf8', central + 46, central + 46 + nameLength)).toBe(file.name);
      const local = archive.readUInt32LE(central + 42);
      expect(archive.readUInt32LE(local)).toBe(0x04034b50);
      const compressedSize = archive.readUInt32LE(local + 18);
      const start = local + 30 + archive.readUInt16LE(local + 26);
      const data = inflateRawSync(archive.subarray(start, start + compressedSize));
      expect(data.equals(file.data)).toBe(true);
      expect(archive.readUInt32LE(local + 14)).toBe(crc32(file.data));
      central += 46 + nameLength;
    }
  });
});
