import { GERMAN_LABELS } from '../editorial/labels-de';
import { labelTranslations } from '../editorial/layouts';
import { PANEL_MESSAGES, TranslationPanel } from './translation-panel';

type AdminApp = {
  getPlugin(id: string): { apis: { addEditViewSidePanel?: (panels: unknown[]) => void } };
};

/**
 * The admin panel in English and German (each user picks under _Profile → Interface language_): field labels
 * of `editorial/layouts.ts` translated, and a notice beside "Publish" when an entry lacks a language (issue #16).
 */
export default {
  config: {
    locales: ['de'],
    translations: {
      de: {
        ...labelTranslations((label) => GERMAN_LABELS[label]),
        [PANEL_MESSAGES.title.id]: 'Sprachen',
        [PANEL_MESSAGES.missing.id]:
          'Noch nicht auf {languages} vorhanden. Sie können trotzdem veröffentlichen: Besucher dieser Sprache sehen den Eintrag erst, wenn die Übersetzung veröffentlicht ist.',
      },
    },
  },
  bootstrap(app: AdminApp) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel?.([TranslationPanel]);
  },
};
