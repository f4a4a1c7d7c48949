// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './candleSanitizer.ts';

// spec §3 metadata full_description is HTML from the CMS: shown only once DOMPurify cleaned it.
describe('sanitizeHtml (DOMPurify)', () => {
  it.each([
    ['<p>Fog and <em>sage</em>.</p>', '<p>Fog and <em>sage</em>.</p>'],
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src=x onerror="alert(1)"><p>b</p>', '<p>b</p>'],
    ['<a href="javascript:alert(1)">c</a>', '<a>c</a>'],
    ['<p style="color:red" onclick="x()">d</p>', '<p>d</p>'],
    ['plain text', 'plain text'],
  ])('%s → %s', (html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });
});
