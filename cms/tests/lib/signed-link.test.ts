import { signedQuery, verifiedEmail } from '../../src/lib/signed-link';

const SECRET = 'test-secret';
const DAY = 24 * 60 * 60 * 1000;
const link = (purpose: 'confirm' | 'unsubscribe', expires = Date.now() + DAY, email = 'ada@example.com') =>
  Object.fromEntries(signedQuery(SECRET, purpose, { email, expires }, 'de'));

describe('signed newsletter links', () => {
  it('name their address while the signature is right and the link has not expired', () => {
    const query = link('unsubscribe');
    expect(query).toEqual({
      email: 'ada@example.com',
      expires: expect.stringMatching(/^\d+$/),
      signature: expect.any(String),
      lang: 'de',
    });
    expect(verifiedEmail(SECRET, 'unsubscribe', query)).toBe('ada@example.com');
  });

  it('refuse a forged or altered link', () => {
    const query = link('unsubscribe');
    expect(verifiedEmail(SECRET, 'unsubscribe', { ...query, signature: 'forged' })).toBeNull();
    expect(verifiedEmail(SECRET, 'unsubscribe', { ...query, email: 'grace@example.com' })).toBeNull();
    expect(verifiedEmail(SECRET, 'unsubscribe', { ...query, expires: String(Date.now() + 9 * DAY) })).toBeNull();
    expect(verifiedEmail('another-secret', 'unsubscribe', query)).toBeNull();
  });

  it('refuse an expired link', () => {
    const query = link('unsubscribe', Date.now() - 1);
    expect(verifiedEmail(SECRET, 'unsubscribe', query)).toBeNull();
  });

  it('work for their own purpose only', () => {
    expect(verifiedEmail(SECRET, 'confirm', link('unsubscribe'))).toBeNull();
    expect(verifiedEmail(SECRET, 'unsubscribe', link('confirm'))).toBeNull();
    expect(verifiedEmail(SECRET, 'confirm', link('confirm'))).toBe('ada@example.com');
  });

  it('refuse hostile query shapes', () => {
    const query = link('confirm');
    for (const hostile of [
      { ...query, email: [query.email, 'grace@example.com'] },
      { ...query, signature: [query.signature] },
      { ...query, expires: '1e20' },
      { ...query, expires: '-1' },
      { email: query.email },
      {},
    ]) {
      expect(verifiedEmail(SECRET, 'confirm', hostile)).toBeNull();
    }
  });
});
