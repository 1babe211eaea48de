import { tagManagerIdFrom } from './env';

describe('GTM_CONTAINER_ID', () => {
  it('unset or blank: no tag manager', () => {
    expect(tagManagerIdFrom(undefined)).toBeNull();
    expect(tagManagerIdFrom('  ')).toBeNull();
  });

  it('a container id as Google issues them', () => {
    expect(tagManagerIdFrom(' GTM-KSTL0TEST ')).toBe('GTM-KSTL0TEST');
  });

  it.each([
    ['lower case', 'gtm-abc1234'],
    ['another product', 'G-ABC1234'],
    ['markup', 'GTM-ABC"><script>alert(1)</script>'],
    ['a URL', 'https://evil.example/gtm.js'],
    ['oversize', `GTM-${'A'.repeat(200)}`],
  ])('stops the build for %s', (_, value) => {
    expect(() => tagManagerIdFrom(value)).toThrow(/GTM_CONTAINER_ID must look like GTM-/);
  });
});
