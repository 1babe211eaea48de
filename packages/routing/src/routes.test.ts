import { PAGE_KEYS, STATIC_ROUTES, TOP_LEVEL_MENU, articleIdPath, articlePath, caseStudyPath } from './routes';

/** The static routes of product rules §2's table, written out independently of the implementation. */
const RULES_STATIC_PATHS = [
  '/',
  '/about/',
  '/big-data/',
  '/blockchain/',
  '/career/',
  '/case-studies/',
  '/case-studies/projects/',
  '/dapp/',
  '/defi/',
  '/defi/erc20/',
  '/digital-platform/',
  '/digital-transformation/',
  '/dx/',
  '/exchange-platform/',
  '/fintech/',
  '/fundraising/',
  '/game-dev/',
  '/imprint/',
  '/insight/',
  '/machine-learning/',
  '/marketing-services/',
  '/nft-development/',
  '/nft-marketplace/',
  '/privacy/',
  '/smart-contract-audit/',
  '/smart-contracts/',
  '/software-development/',
  '/sto/',
  '/sto/legal/',
  '/sto/quiz/',
  '/sto/real-estate/',
  '/sto/security/',
  '/view-icons/',
];

describe('route table', () => {
  it('has exactly the static routes of product rules §2', () => {
    expect(Object.values(STATIC_ROUTES).sort()).toEqual([...RULES_STATIC_PATHS].sort());
  });

  it('uses strict trailing slashes', () => {
    for (const path of Object.values(STATIC_ROUTES)) expect(path).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  it('builds article and case-study paths', () => {
    expect(articlePath('sto-vs-ico')).toBe('/insight/sto-vs-ico/');
    expect(articleIdPath('abc123')).toBe('/insight/abc123/');
    expect(caseStudyPath('notary video')).toBe('/case-studies/notary%20video/');
  });

  it('has the product rules §2 top-level links beside the menu groups', () => {
    expect(TOP_LEVEL_MENU).toEqual(['about', 'insight']);
    for (const key of TOP_LEVEL_MENU) expect(PAGE_KEYS).toContain(key);
  });
});
