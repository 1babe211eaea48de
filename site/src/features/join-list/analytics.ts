type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** SPEC §9: after a successful signup the tag manager gets `send_form` with the form's name. */
export function pushSendForm(formName: string, win: Window = window): void {
  const target = win as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ event: 'send_form', form_name: formName });
}
