import {
  HEADER_MENU,
  PAGE_KEYS,
  STATIC_ROUTES,
  TOP_LEVEL_MENU,
  articleIdPath,
  articlePath,
  caseStudyPath,
} from './routes';

/** The static routes of SPEC §2's table, written out independently of the implementation. */
const SPEC_STATIC_PATHS = [
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
  it('has exactly the static routes of SPEC §2', () => {
    expect(Object.values(STATIC_ROUTES).sort()).toEqual([...SPEC_STATIC_PATHS].sort());
  });

  it('uses strict trailing slashes', () => {
    for (const path of Object.values(STATIC_ROUTES)) expect(path).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  it('builds article and case-study paths', () => {
    expect(articlePath('sto-vs-ico')).toBe('/insight/sto-vs-ico/');
    expect(articleIdPath('abc123')).toBe('/insight/abc123/');
    expect(caseStudyPath('notary video')).toBe('/case-studies/notary%20video/');
  });

  it('has the SPEC §2 header menu groups in order', () => {
    expect(HEADER_MENU.map((g) => g.group)).toEqual(['expertise', 'blockchain', 'industries']);
    expect(HEADER_MENU[0]?.pages).toEqual([
      'software-development',
      'digital-platform',
      'digital-transformation',
      'big-data',
      'machine-learning',
      'marketing-services',
      'exchange-platform',
    ]);
    expect(HEADER_MENU[1]?.pages).toEqual([
      'blockchain',
      'smart-contract-audit',
      'dapp',
      'defi',
      'sto',
      'nft-marketplace',
      'nft-development',
      'fintech',
      'defi-erc20',
      'smart-contracts',
    ]);
    expect(HEADER_MENU[2]?.pages).toEqual(['sto-real-estate', 'fundraising', 'game-dev']);
    expect(TOP_LEVEL_MENU).toEqual(['about', 'insight']);
  });

  it('menu entries are routes', () => {
    for (const group of HEADER_MENU) for (const key of group.pages) expect(PAGE_KEYS).toContain(key);
  });
});
