import { describe, expect, it } from 'vitest';
import {
  altTextOf,
  type ContentDoc,
  docOf,
  emptyDoc,
  imageAttrsOf,
  imagesWithoutAlt,
  isDocEmpty,
  linkHrefOf,
} from './content-doc.ts';

const doc = (...content: Array<Record<string, unknown>>): ContentDoc => ({ type: 'doc', content });
const image = (alt: unknown) => ({ type: 'image', attrs: { src: '/media/content/3/960.webp', alt } });

describe('the image rule: alt text is required', () => {
  it('inserts nothing while the alt text is blank', () => {
    const uploaded = {
      variants: [
        { width: 480, height: 270, url: '/media/content/3/480.webp' },
        { width: 960, height: 540, url: '/media/content/3/960.webp' },
      ],
    };
    expect(imageAttrsOf(uploaded, '')).toBeNull();
    expect(imageAttrsOf(uploaded, '   \n ')).toBeNull();
    expect(imageAttrsOf(uploaded, '  Stage  at night ')).toEqual({
      src: '/media/content/3/960.webp',
      alt: 'Stage at night',
      width: 960,
      height: 540,
      widths: [480, 960],
    });
  });

  it('takes the largest size whatever the order, and nothing without sizes', () => {
    const unordered = {
      variants: [
        { width: 1600, height: 900, url: '/media/content/4/1600.webp' },
        { width: 480, height: 270, url: '/media/content/4/480.webp' },
      ],
    };
    expect(imageAttrsOf(unordered, 'x')?.src).toBe('/media/content/4/1600.webp');
    expect(imageAttrsOf({ variants: [] }, 'x')).toBeNull();
  });

  it('finds images lacking alt text anywhere in a body (pasted ones too)', () => {
    const body = doc(
      image('A guitar'),
      { type: 'bulletList', content: [{ type: 'listItem', content: [image('')] }] },
      image(null),
      image(' '),
    );
    expect(imagesWithoutAlt(body)).toHaveLength(3);
    expect(imagesWithoutAlt(doc(image('ok')))).toEqual([]);
    expect(altTextOf('\t')).toBeNull();
  });
});

describe('links', () => {
  it('keeps https, mailto and site paths, and completes a bare host', () => {
    expect(linkHrefOf(' https://otodoke.example/a?b=1 ')).toBe('https://otodoke.example/a?b=1');
    expect(linkHrefOf('mailto:help@otodoke.test')).toBe('mailto:help@otodoke.test');
    expect(linkHrefOf('/guide/articles/3')).toBe('/guide/articles/3');
    expect(linkHrefOf('example.com/path')).toBe('https://example.com/path');
  });

  it('refuses scripts, data, other hosts by // and blanks', () => {
    expect(linkHrefOf('javascript:alert(1)')).toBeNull();
    expect(linkHrefOf('JavaScript:alert(1)')).toBeNull();
    expect(linkHrefOf('data:text/html,<script>')).toBeNull();
    expect(linkHrefOf('//evil.example')).toBeNull();
    expect(linkHrefOf('vbscript:x')).toBeNull();
    expect(linkHrefOf('   ')).toBeNull();
  });
});

describe('bodies', () => {
  it('opens anything that is not a document as an empty one', () => {
    expect(docOf(null)).toEqual(emptyDoc());
    expect(docOf({ type: 'doc', content: [] })).toEqual(emptyDoc());
    expect(docOf({ type: 'doc', content: [{ type: 'paragraph' }, 'junk'] }).content).toEqual([{ type: 'paragraph' }]);
  });

  it('is empty without text, image or embed', () => {
    expect(isDocEmpty(emptyDoc())).toBe(true);
    expect(isDocEmpty(doc({ type: 'paragraph', content: [{ type: 'text', text: '  ' }] }))).toBe(true);
    expect(isDocEmpty(doc({ type: 'paragraph', content: [{ type: 'text', text: '音' }] }))).toBe(false);
    expect(isDocEmpty(doc({ type: 'embed', attrs: { kind: 'release', id: 1 } }))).toBe(false);
  });
});
