import { hasInvestmentFigure, mentionsInvestmentFigure } from './investment-figures';

describe('mentionsInvestmentFigure', () => {
  it.each([
    '4% planned annual yield in our tokenized real-estate model',
    'geplante jährliche Rendite von 4 %',
    'Our model works with a planned annual yield of 4 percent.',
    'Investors took part from €1,000, and the offering reached its target.',
    'Tokenisierte Beteiligungen sind ab 1.000 Euro möglich.',
    'Mindestanlage je Anleger: 1.000 Euro',
    '€1,000 minimum investment per investor',
    'a conventional private placement typically starts at €100,000',
    'tokenized bonds with a coupon of 5,5 %',
    'eine geplante jährliche Rendite von 4&nbsp;%',
    'Mindest\u00adanlage je An\u00adleger: 1.000\u00a0€',
  ])('finds the figure in "%s"', (text) => {
    expect(mentionsInvestmentFigure(text)).toBe(true);
  });

  it.each([
    'Es gibt ein Marketingbudget von 5–10 % des Zielvolumens.',
    'Hosting, monitoring and 24/7 support: €2,000–8,000 per month',
    '100% of contracts verified on the block explorer',
    'Returns come only from a future sale.',
    'Deploying needs a wallet with at least 0.25 ETH.',
    'Over-collateralized lending with interest rate curves and liquidation engines.',
  ])('finds none in "%s"', (text) => {
    expect(mentionsInvestmentFigure(text)).toBe(false);
  });
});

it('looks into every text of a section, at any depth', () => {
  expect(hasInvestmentFigure({ heading: 'Figures', figures: [{ value: '4%', label: 'planned annual yield' }] })).toBe(
    true,
  );
  expect(hasInvestmentFigure({ heading: 'Figures', figures: [{ value: '24/7', label: 'support' }] })).toBe(false);
});

it('reads a figure stored as a number with its unit beside its label', () => {
  const figures = (amount: number, unit: string, label: string) => ({
    heading: 'Figures',
    figures: [{ amount, unit, orMore: false, value: null, label }],
  });
  expect(hasInvestmentFigure(figures(4, 'percent', 'planned annual yield'))).toBe(true);
  expect(hasInvestmentFigure(figures(4, 'percent', 'geplante jährliche Rendite'))).toBe(true);
  expect(hasInvestmentFigure(figures(1000, 'EUR', 'minimum investment per investor'))).toBe(true);
  expect(hasInvestmentFigure(figures(1000, 'EUR', 'Mindestanlage je Anleger'))).toBe(true);
  expect(hasInvestmentFigure(figures(100, 'percent', 'of contracts verified on the block explorer'))).toBe(false);
  expect(hasInvestmentFigure(figures(150, 'number', 'currencies accepted for subscriptions'))).toBe(false);
});
