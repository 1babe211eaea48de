/** @jest-environment jsdom */
import { pushDataLayer } from './data-layer';

type DataLayerWindow = Window & { dataLayer?: unknown };

afterEach(() => delete (window as DataLayerWindow).dataLayer);

describe('pushDataLayer', () => {
  it('creates the list when the tag manager has not loaded yet', () => {
    pushDataLayer({ event: 'quiz_complete', quiz_result: 'error', quiz_score: 0 });
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { event: 'quiz_complete', quiz_result: 'error', quiz_score: 0 },
    ]);
  });

  it('appends to the events queued before, in order', () => {
    (window as DataLayerWindow).dataLayer = [{ event: 'gtm.js' }];
    pushDataLayer({ event: 'send_form', form_name: 'subscribe' });
    pushDataLayer({ event: 'quiz_complete', quiz_result: 'success', quiz_score: 1.104622 });
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'send_form', form_name: 'subscribe' },
      { event: 'quiz_complete', quiz_result: 'success', quiz_score: 1.104622 },
    ]);
  });

  it('replaces a dataLayer that some script left as something other than a list', () => {
    (window as DataLayerWindow).dataLayer = 'broken';
    pushDataLayer({ event: 'send_form', form_name: 'subscribe' });
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'send_form', form_name: 'subscribe' }]);
  });
});
