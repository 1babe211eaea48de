// What a release does not switch for: Gatsby's build id, in the two files that carry it (scripts/lib/site.mjs).
import { sameApartFromBuildId } from './site.mjs';

const bytes = (text) => Buffer.from(text, 'utf8');
const appData = (hash) => bytes(`{"webpackCompilationHash":"${hash}"}`);
const slice = (hash, app = 'app-36ac8773682ad54eb0a8.js') =>
  bytes(`<script>window.___webpackCompilationHash="${hash}";</script><script src="/${app}" async></script>`);

test("Gatsby's app data and scripts slice with another build id say the same", () => {
  expect(sameApartFromBuildId('/page-data/app-data.json', appData('7b954dd0'), appData('10051d69'))).toBe(true);
  expect(sameApartFromBuildId('/_gatsby/slices/_gatsby-scripts-1.html', slice('7b954dd0'), slice('10051d69'))).toBe(
    true,
  );
});

test('any other difference in them, or the same difference in any other file, is a change', () => {
  const otherBundle = slice('10051d69', 'app-0d4deca0634a7be59d2e.js');
  expect(sameApartFromBuildId('/_gatsby/slices/_gatsby-scripts-1.html', slice('7b954dd0'), otherBundle)).toBe(false);
  expect(sameApartFromBuildId('/index.html', appData('7b954dd0'), appData('10051d69'))).toBe(false);
  expect(sameApartFromBuildId('/page-data/index/page-data.json', appData('7b954dd0'), appData('10051d69'))).toBe(false);
});
