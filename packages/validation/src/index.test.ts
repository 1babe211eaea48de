import * as validation from './index';

describe('@app/validation entry point', () => {
  it('exports every module', () => {
    for (const name of [
      'validate',
      'validateAll',
      'parseRules',
      'rulesFromConstraints',
      'createFormState',
      'mapServerError',
      'createToastStore',
      'createModalStack',
    ]) {
      expect(typeof (validation as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
