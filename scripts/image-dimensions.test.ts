import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/0023: images have their dimensions, so the page keeps their box before they arrive and
// nothing shifts when they do. Every <img> an element renders states width and height.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const views = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : views(file);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [file] : [];
  });

/** Every JSX `<img …>` of the element packages' views, with the file it is in. */
const images = readdirSync(path.join(ROOT, 'packages')).flatMap((pkg) => {
  const files = (() => {
    try {
      return views(path.join(ROOT, 'packages', pkg, 'src'));
    } catch {
      return [];
    }
  })();
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<img\b[^>]*>/g)].map((match) => ({
      file: path.relative(ROOT, file),
      tag: match[0],
    })),
  );
});

describe('<img> dimensions', () => {
  it('finds the quiz icons and the results images', () => {
    expect(images.map((image) => image.file)).toEqual(
      expect.arrayContaining([
        // the quiz's option icons and slider images (OptionButtons, SliderQuestion) draw through it
        'packages/quiz-element/src/components/QuizIcon.tsx',
        'packages/results-element/src/components/ImageCarousel.tsx',
      ]),
    );
  });

  it('gives every one a width and a height', () => {
    const missing = images
      .filter(({ tag }) => !/\swidth=/.test(tag) || !/\sheight=/.test(tag))
      .map(({ file, tag }) => `${file}: ${tag.replace(/\s+/g, ' ')}`);
    expect(missing).toEqual([]);
  });
});
