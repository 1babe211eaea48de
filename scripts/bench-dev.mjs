#!/usr/bin/env node
// `npm run bench:dev`: how long a change to site code takes to show in a page open under `npm run dev`. With the
// development servers running, it opens the English home page in Chromium, adds a marked line to the footer
// component, and times the moment the marker is on screen (hot reloading, no reload of the page); then it takes the
// line out again and waits for the marker to disappear. 5 runs; prints each, the median and the spread.
import './lib/supported-node.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { SITE_DIR } from './lib/env.mjs';
import { median } from './lib/median.mjs';

const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '5', 10);
const SITE = `http://localhost:${process.env.DEV_SITE_PORT ?? '8000'}`;
const FILE = path.join(SITE_DIR, 'src', 'components', 'Footer', 'Footer.tsx');
/** The footer's closing tag: the marked line goes just before it. */
const ANCHOR = '</footer>';
const TIMEOUT_MS = 60_000;

const original = fs.readFileSync(FILE, 'utf8');
if (!original.includes(ANCHOR)) throw new Error(`${FILE} has no ${ANCHOR} to add a line before`);
const restore = () => fs.writeFileSync(FILE, original);
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

const reachable = await fetch(`${SITE}/`).then(
  (response) => response.ok,
  () => false,
);
if (!reachable) {
  console.error(`✖ Nothing answers at ${SITE}/: start the development servers first (npm run dev).`);
  process.exit(1);
}

await ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const seconds = [];
try {
  const page = await browser.newPage();
  await page.goto(`${SITE}/`);
  await page.locator('footer').first().waitFor();
  for (let run = 1; run <= RUNS; run += 1) {
    const marker = `bench-dev-${Date.now()}`;
    const started = performance.now();
    fs.writeFileSync(FILE, original.replace(ANCHOR, `<p>${marker}</p>\n${ANCHOR}`));
    await page.getByText(marker).waitFor({ timeout: TIMEOUT_MS });
    const elapsed = (performance.now() - started) / 1000;
    seconds.push(elapsed);
    console.log(`run ${run}: the edit was on screen after ${elapsed.toFixed(2)} s`);
    restore();
    await page.getByText(marker).waitFor({ state: 'detached', timeout: TIMEOUT_MS });
  }
} finally {
  restore();
  await browser.close();
}
const sorted = [...seconds].sort((a, b) => a - b);
console.log(
  `\nEdit → on screen under npm run dev: median ${median(seconds).toFixed(2)} s ` +
    `(${sorted[0].toFixed(2)}–${sorted[sorted.length - 1].toFixed(2)} s, ${RUNS} runs)`,
);
