import { Globe } from '@strapi/icons';
import { GERMAN_HELP, GERMAN_LABELS } from '../editorial/labels-de';
import { labelTranslations } from '../editorial/layouts';
import { CHECKS_MESSAGES, ContentChecksPanel } from './content-checks-panel';
import { EntryStatusPanel } from './entry-status-panel';
import { helpTranslations } from './field-help';
import { translateHelpTexts } from './field-help-text';
import { FILTER_MESSAGES, MissingGermanButton } from './missing-translation-filter';
import { SlugFollowsTitle } from './slug-follows-title';
import { PANEL_MESSAGES, TranslationPanel } from './translation-panel';
import de from './translations/de.json';
import en from './translations/en.json';

type AdminApp = {
  getPlugin(id: string): {
    apis: { addEditViewSidePanel?: (panels: unknown[]) => void };
    injectComponent(container: string, block: string, component: { name: string; Component: () => unknown }): void;
  };
  widgets: { register(widget: unknown): void };
  registerHook(name: string, fn: (args: never) => unknown): void;
};

/**
 * The admin panel in English and German (each user picks under _Profile → Interface language_): field labels
 * and help texts of `editorial/layouts.ts` translated, a notice beside "Publish" when an entry lacks a language, a slug that
 * follows the title while the entry is new and a "Missing in German" filter above the list views (issue #16),
 * and the homepage widget saying whether the website shows the latest changes (issue #15).
 */
export default {
  config: {
    locales: ['de'],
    // No check for new Strapi releases: the browser would ask api.github.com, which the admin's CSP refuses
    // (connect-src: the CMS and the preview only). Upgrades are the developers' decision (package.json pins).
    notifications: { releases: false },
    translations: {
      en,
      de: {
        ...de,
        ...labelTranslations((label) => GERMAN_LABELS[label]),
        ...helpTranslations(GERMAN_HELP),
        [PANEL_MESSAGES.title.id]: 'Sprachen',
        [FILTER_MESSAGES.missingGerman.id]: 'Noch nicht auf Deutsch',
        [CHECKS_MESSAGES.title.id]: 'Vor dem Veröffentlichen',
        [CHECKS_MESSAGES.errors.id]: 'Veröffentlichen ist erst möglich, wenn Sie Folgendes ändern:',
        [CHECKS_MESSAGES.warnings.id]: 'Bitte prüfen (veröffentlichen können Sie trotzdem):',
        [PANEL_MESSAGES.missing.id]:
          'Noch nicht auf {languages} vorhanden. Sie können trotzdem veröffentlichen: Besucher dieser Sprache sehen den Eintrag erst, wenn die Übersetzung veröffentlicht ist.',
      },
    },
  },
  register(app: AdminApp) {
    app.widgets.register({
      id: 'site-build',
      icon: Globe,
      title: { id: 'site-build.widget.title', defaultMessage: 'Website' },
      component: async () => (await import('./widgets/SiteBuildWidget')).SiteBuildWidget,
    });
  },
  bootstrap(app: AdminApp) {
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', translateHelpTexts);
    const contentManager = app.getPlugin('content-manager');
    contentManager.apis.addEditViewSidePanel?.([
      EntryStatusPanel,
      ContentChecksPanel,
      TranslationPanel,
      SlugFollowsTitle,
    ]);
    contentManager.injectComponent('listView', 'actions', { name: 'missing-german', Component: MissingGermanButton });
  },
};
