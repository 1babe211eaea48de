import { useIntl } from 'react-intl';
import { HELP_PREFIX, mapHints } from './field-help';

/** A stored (English) help text in the admin's language; as stored when there is no translation. */
function HelpText({ text }: { text: string }) {
  const { messages } = useIntl();
  const translated = messages[`${HELP_PREFIX}${text}`];
  return <>{typeof translated === 'string' ? translated : text}</>;
}

/** `Admin/CM/pages/EditView/mutate-edit-view-layout` hook: help texts in the admin's language. */
export function translateHelpTexts({ layout, ...rest }: { layout: Parameters<typeof mapHints>[0] }) {
  return { ...rest, layout: mapHints(layout, (text) => <HelpText text={text} />) };
}
