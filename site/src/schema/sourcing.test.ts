import { strapiSourceOptions } from './sourcing';

const allTypes = (options: ReturnType<typeof strapiSourceOptions>) => [
  ...options.collectionTypes,
  ...options.singleTypes,
];

test('the public build never asks for drafts', () => {
  const options = strapiSourceOptions('http://cms.test/', 'build-token');
  for (const type of allTypes(options)) expect(type.queryParams).not.toHaveProperty('status');
});

test('the preview build asks for the draft of every content type, with its own token', () => {
  const options = strapiSourceOptions('http://cms.test', 'preview-token', { drafts: true });
  expect(options.accessToken).toBe('preview-token');
  expect(allTypes(options).length).toBeGreaterThan(5);
  for (const type of allTypes(options)) expect(type.queryParams.status).toBe('draft');
});
