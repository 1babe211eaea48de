/** @jest-environment jsdom */
// The loading rule as the build writes it (static HTML): lazy below the fold, eager + high priority for the
// page's largest image above it (the intro's), for processed photos and for SVGs alike.
import React from 'react';
import { renderStatic } from '../../../test/render-static';
import { rasterImage, svgImage } from '../../../test/section-data';
import { CmsImage, type CmsImageData } from './CmsImage';

/** The image a visitor's browser loads: GatsbyImage's main `<img>` (not the placeholder, not the `<noscript>` copy). */
function builtImage(image: CmsImageData | null, alt: string | null, eager?: boolean): HTMLImageElement | null {
  document.body.innerHTML = renderStatic(<CmsImage image={image} alt={alt} eager={eager} />);
  return document.querySelector<HTMLImageElement>(
    'body > img, [data-gatsby-image-wrapper] > picture > img[data-main-image]',
  );
}

describe('CMS image loading', () => {
  it('loads a photo below the fold lazily, with no raised priority', () => {
    const img = builtImage(rasterImage('team-anna', { width: 400, height: 400 }), 'Anna Weber')!;
    expect(img.getAttribute('alt')).toBe('Anna Weber');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads the photo above the fold at once and with high priority, its sources in the HTML', () => {
    const img = builtImage(rasterImage('hero', { width: 640, height: 480 }), 'Hero', true)!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // Not deferred to a script: the browser can start fetching while parsing.
    expect(img.getAttribute('src')).toBe('/static/hero-640.jpg');
    const sources = Array.from(img.closest('picture')!.querySelectorAll('source'));
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', '/static/hero-320.avif 320w,/static/hero-640.avif 640w'],
      ['image/webp', '/static/hero-320.webp 320w,/static/hero-640.webp 640w'],
    ]);
  });

  it('applies the same rule to an SVG, shipped as the file with its intrinsic size', () => {
    const lazy = builtImage(svgImage('exchange', { width: 960, height: 600 }), 'Token exchange')!;
    expect([lazy.getAttribute('src'), lazy.getAttribute('width'), lazy.getAttribute('height')]).toEqual([
      '/static/exchange.svg',
      '960',
      '600',
    ]);
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.hasAttribute('fetchpriority')).toBe(false);
    const eager = builtImage(svgImage('exchange'), 'Token exchange', true)!;
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('fetchpriority')).toBe('high');
  });

  it('takes the entry’s alt text, else the media library’s, else marks the image as decorative', () => {
    const withLibraryAlt = { ...svgImage('logo'), alternativeText: 'Library text' };
    expect(builtImage(withLibraryAlt, 'Entry text')!.getAttribute('alt')).toBe('Entry text');
    expect(builtImage(withLibraryAlt, null)!.getAttribute('alt')).toBe('Library text');
    expect(builtImage(svgImage('logo'), null)!.getAttribute('alt')).toBe('');
  });

  it('renders nothing without an image or its file', () => {
    expect(builtImage(null, 'x')).toBeNull();
    expect(builtImage({ ...svgImage('gone'), localFile: null }, 'x')).toBeNull();
    expect(document.body.innerHTML).toBe('');
  });
});

describe('the focal point an editor set in the media library', () => {
  it('keeps that part of a cropped photo in view (object-position), and of an SVG', () => {
    const photo = builtImage(
      { ...rasterImage('hero', { width: 640, height: 480 }), focalPoint: { x: 30, y: 72.5 } },
      'Hero',
    )!;
    expect(photo.style.objectPosition).toBe('30% 72.5%');
    const svg = builtImage(
      { ...svgImage('exchange', { width: 960, height: 600 }), focalPoint: { x: 0, y: 100 } },
      'X',
    )!;
    expect(svg.style.objectPosition).toBe('0% 100%');
  });

  it('leaves the image centred without one, and ignores a malformed one', () => {
    for (const focalPoint of [undefined, null, { x: '50' }, { x: 10 }, 'top', { x: Number.NaN, y: 1 }]) {
      const img = builtImage({ ...rasterImage('hero', { width: 640, height: 480 }), focalPoint }, 'Hero')!;
      expect([focalPoint, img.style.objectPosition]).toEqual([focalPoint, '']);
    }
    const clamped = builtImage(
      { ...rasterImage('hero', { width: 640, height: 480 }), focalPoint: { x: -5, y: 250 } },
      'H',
    )!;
    expect(clamped.style.objectPosition).toBe('0% 100%');
  });
});
