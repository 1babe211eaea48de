import { CONSENT_COOKIE, choiceCookie, parseChoice, readChoice, serializeChoice } from './choice';

describe('the stored choice', () => {
  it('round-trips every combination', () => {
    for (const analytics of [true, false])
      for (const marketing of [true, false])
        expect(parseChoice(serializeChoice({ analytics, marketing }))).toEqual({ analytics, marketing });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['another version', 'v2.a1.m1'],
    ['trailing text', 'v1.a1.m1x'],
    ['leading text', 'xv1.a1.m1'],
    ['a script', '<script>alert(1)</script>'],
    ['oversize', `v1.a1.m1${'1'.repeat(5000)}`],
    ['a digit other than 0/1', 'v1.a2.m0'],
  ])('counts %s as no choice', (_, value) => {
    expect(parseChoice(value)).toBeNull();
  });

  it('reads the first cookie of its name among others, with spaces as browsers join them', () => {
    expect(readChoice('a=1; cookie_consent=v1.a1.m0; cookie_consent=v1.a0.m0')).toEqual({
      analytics: true,
      marketing: false,
    });
    expect(readChoice('my_cookie_consent=v1.a1.m1')).toBeNull();
    expect(readChoice('')).toBeNull();
  });

  it('is kept for 12 months on the whole site, Secure only on https', () => {
    const cookie = choiceCookie({ analytics: false, marketing: true }, false);
    expect(cookie).toBe(`${CONSENT_COOKIE.name}=v1.a0.m1; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(choiceCookie({ analytics: false, marketing: true }, true)).toMatch(/; Secure$/);
  });
});
