import { pushDataLayer } from '../analytics/data-layer';

/** product rules §9: after a successful signup the tag manager gets `send_form` with the form's name. */
export function pushSendForm(formName: string, win: Window = window): void {
  pushDataLayer({ event: 'send_form', form_name: formName }, win);
}
