/**
 * The patched gatsby-source-strapi's request throttle (patch 005, patches/README.md): at most `maxParallelRequests`
 * requests reach the CMS at once, and a waiting request starts as soon as one finishes. The plugin's own throttle
 * looked for a free slot every 50 ms, which left a CMS with one slot idle between the build's requests.
 */
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createAxiosInstance } from 'gatsby-source-strapi/dist/axios-instance';

/** A CMS that answers each request when the test says so, and records how many it was answering at once. */
function fakeCms() {
  const open: Array<{ url: string; answer: () => void }> = [];
  let busiest = 0;
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
    new Promise((resolve) => {
      const request = {
        url: config.url!,
        answer: () => {
          open.splice(open.indexOf(request), 1);
          resolve({ data: { url: config.url }, status: 200, statusText: 'OK', headers: {}, config });
        },
      };
      open.push(request);
      busiest = Math.max(busiest, open.length);
    });
  return { adapter, open, busiest: () => busiest };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => jest.useRealTimers());

test.each([1, 2])('with %i slot(s), a waiting request starts as soon as one is answered', async (slots) => {
  // No timer runs: a throttle that polls for a free slot never lets the waiting requests start.
  jest.useFakeTimers({ doNotFake: ['setImmediate'] });
  const cms = fakeCms();
  const axios = createAxiosInstance({ apiURL: 'http://cms.test', maxParallelRequests: slots });
  axios.defaults.adapter = cms.adapter;
  const urls = ['/api/pages', '/api/posts', '/api/topics', '/api/global', '/api/quiz'];
  const answers = urls.map((url) => axios.get(url).then((response) => response.data.url));

  const served: string[] = [];
  for (let round = 0; round < 20 && served.length < urls.length; round += 1) {
    await settle();
    const next = cms.open[0];
    if (next) {
      served.push(next.url);
      next.answer();
    }
  }
  expect(await Promise.all(answers)).toEqual(urls);
  expect(served).toEqual(urls);
  expect(cms.busiest()).toBe(slots);
});
