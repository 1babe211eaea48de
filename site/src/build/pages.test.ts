import { formerPathRedirects } from './pages';

describe('formerPathRedirects', () => {
  it('sends each former address to the current one', () => {
    const entries = [
      { path: '/insight/new/', formerPaths: ['/insight/old/', '/insight/older/'] },
      { path: '/de/insight/neu/', formerPaths: ['/de/insight/alt/'] },
    ];
    expect(formerPathRedirects(entries, new Set(['/insight/new/', '/de/insight/neu/']))).toEqual([
      { from: '/insight/old/', to: '/insight/new/' },
      { from: '/insight/older/', to: '/insight/new/' },
      { from: '/de/insight/alt/', to: '/de/insight/neu/' },
    ]);
  });

  it('leaves an address that is a page again to that page, and gives a shared former address to the first entry', () => {
    const entries = [
      { path: '/insight/b/', formerPaths: ['/insight/a/', '/insight/shared/'] },
      { path: '/insight/c/', formerPaths: ['/insight/shared/'] },
    ];
    expect(formerPathRedirects(entries, new Set(['/insight/a/', '/insight/b/', '/insight/c/']))).toEqual([
      { from: '/insight/shared/', to: '/insight/b/' },
    ]);
  });
});
