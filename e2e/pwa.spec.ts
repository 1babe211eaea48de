import { expect, test } from '@playwright/test';

test('each language links its own manifest, with the brand colour and icons that exist', async ({ page, request }) => {
  for (const [home, locale] of [
    ['/', 'en'],
    ['/de/', 'de'],
  ] as const) {
    await page.goto(home);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ff5745');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Kastell Labs', lang: locale, start_url: home, theme_color: '#ff5745' });
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const response = await request.get(icon.src);
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    }
  }
});

test('zoom stays allowed (WCAG 1.4.4): the viewport sets no maximum scale and does not lock scaling', async ({
  page,
}) => {
  await page.goto('/');
  const viewport = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
  expect(viewport).toContain('width=device-width');
  expect(viewport).not.toMatch(/maximum-scale|user-scalable\s*=\s*(no|0)/);
});
