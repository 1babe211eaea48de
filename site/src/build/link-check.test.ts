import fs from 'fs';
import os from 'os';
import path from 'path';
import { bookingLabels, checkBuiltLinks, linkProblems } from './link-check';

const LABELS = bookingLabels();
const BOOKING = '<a href="https://cal.example/kastell" target="_blank" data-booking="" data-booking-url="x">';

describe('the build’s link check', () => {
  it('knows the booking label of every language', () => {
    expect(LABELS.has('book a discovery call')).toBe(true);
    expect(LABELS.has('erstgespräch vereinbaren')).toBe(true);
  });

  it('passes a page whose anchors have their targets and whose booking labels book', () => {
    const html = `<a href="#main">Skip</a><main id="main">${BOOKING}Book a discovery call</a>
      ${BOOKING}Erstgespr&#xE4;ch verein&shy;baren</a><a href="/about/">About</a></main>`;
    expect(linkProblems(html, LABELS)).toEqual([]);
  });

  it('names a same-page link whose target is not on the page', () => {
    const html = '<main id="main"><a class="button" href="#contact">Write to us</a><a href="#">Top</a></main>';
    expect(linkProblems(html, LABELS)).toEqual([
      '"Write to us" links to #contact, which is not on the page',
      '"Top" links to #, which is not on the page',
    ]);
  });

  it.each([
    ['<a class="button" href="#contact">Book a discovery call</a><p id="contact"></p>', 'links to #contact'],
    ['<a href="/de/kontakt/"><span>Erstgespräch</span> vereinbaren</a>', 'links to /de/kontakt/'],
    ['<button type="button">Book a Discovery Call</button>', 'is a button'],
  ])('names a booking label that does not open the booking: %s', (html, what) => {
    expect(linkProblems(html, LABELS)).toEqual([expect.stringContaining(`${what} instead of opening the booking`)]);
  });

  it('names a label shown twice in one section, not the same label in two sections', () => {
    const band = `<section id="cta">${BOOKING}Book a discovery call</a>${BOOKING}Book a discovery call</a></section>`;
    expect(linkProblems(band, LABELS)).toEqual(['"Book a discovery call" appears twice in one section']);
    const two = `<section>${BOOKING}Book a discovery call</a></section><section>${BOOKING}Book a discovery call</a></section>`;
    expect(linkProblems(two, LABELS)).toEqual([]);
    const elsewhere = '<section><a href="/case-studies/">Our work</a><a href="/about/">Our work</a></section>';
    expect(linkProblems(elsewhere, LABELS)).toEqual(['"Our work" appears twice in one section']);
    // One link offered twice (a map's country and its full-size twin) is one choice.
    const twin = '<section><a href="#jurisdiction-ee">Estonia</a><a href="#jurisdiction-ee">Estonia</a></section>';
    expect(linkProblems(twin.replace('<section>', '<section><p id="jurisdiction-ee"></p>'), LABELS)).toEqual([]);
  });

  it('reads every page of the build output and names each page with a problem', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
    fs.mkdirSync(path.join(dir, 'de', 'about'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), `${BOOKING}Book a discovery call</a>`);
    fs.writeFileSync(path.join(dir, 'de', 'about', 'index.html'), '<a href="#contact">Erstgespräch vereinbaren</a>');
    expect(checkBuiltLinks(dir, LABELS)).toEqual([
      {
        page: '/de/about/index.html',
        problems: [
          '"Erstgespräch vereinbaren" links to #contact, which is not on the page',
          '"Erstgespräch vereinbaren" links to #contact instead of opening the booking',
        ],
      },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('with a build cache, reads again only the pages written since a check found them clean', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
    const publicDir = path.join(dir, 'public');
    const cache = { dir: path.join(dir, '.cache'), codeId: 'build code' };
    const page = path.join(publicDir, 'index.html');
    const written = new Date('2026-11-29T01:00:00Z');
    const write = (html: string, at: Date) => {
      fs.writeFileSync(page, html);
      fs.utimesSync(page, at, at);
    };
    fs.mkdirSync(publicDir, { recursive: true });
    const good = `${BOOKING}Book a discovery call</a>`;
    write(good, written);
    expect(checkBuiltLinks(publicDir, LABELS, cache)).toEqual([]);
    // Other bytes of the same length and modification time count as the page found clean: it is not read.
    const broken = '<a href="#x">Book a discovery call</a>'.padEnd(good.length, ' ');
    expect(broken.length).toBe(good.length);
    write(broken, written);
    expect(checkBuiltLinks(publicDir, LABELS, cache)).toEqual([]);
    // Another build code reads it; so does the next check once the page is written again (a later modification time).
    const problems = [
      {
        page: '/index.html',
        problems: expect.arrayContaining(['"Book a discovery call" links to #x, which is not on the page']),
      },
    ];
    expect(checkBuiltLinks(publicDir, LABELS, { ...cache, codeId: 'other code' })).toEqual(problems);
    expect(checkBuiltLinks(publicDir, LABELS, cache)).toEqual([]);
    write(broken, new Date(written.getTime() + 1000));
    expect(checkBuiltLinks(publicDir, LABELS, cache)).toEqual(problems);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
