import * as validation from './index';

describe('@app/validation entry point', () => {
  it('exports every module', () => {
    for (const name of [
      'parseRules',
      'compileSchema',
      'compileField',
      'checkForm',
      'ruleMessage',
      'mapServerError',
      'createToastStore',
      'createModalStack',
      'toE164',
    ]) {
      expect(typeof (validation as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
