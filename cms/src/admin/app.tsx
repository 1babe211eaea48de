import { Globe } from '@strapi/icons';
import { useAuth } from '@strapi/strapi/admin';
import { DEFAULT_LOCALE } from '@app/routing';
import {
  GERMAN_ADMIN_SUPPLEMENT,
  GERMAN_COMPONENT_NAMES,
  GERMAN_HELP,
  GERMAN_LABELS,
  GERMAN_OPTION_LABELS,
  GERMAN_TYPE_NAMES,
} from '../editorial/labels-de';
import { labelTranslations } from '../editorial/layouts';
import { CHECKS_MESSAGES, ContentChecksPanel } from './content-checks-panel';
import { EntryStatusPanel } from './entry-status-panel';
import { helpTranslations } from './field-help';
import { translateHelpTexts } from './field-help-text';
import { quietRefetchOfDeletedDocuments } from './deleted-document';
import { useAdminStoreOf } from './admin-store';
import { DeleteLanguagesAction } from './delete-languages';
import { EditingPanel } from './editing-panel';
import { HistoryPanel } from './history-panel';
import { hideModelActions } from './model-actions';
import { sendLoadedVersion } from './save-version';
import { FILTER_MESSAGES, MissingTranslationButtons } from './missing-translation-filter';
import { SlugFollowsTitle } from './slug-follows-title';
import { type AdminPermission, lockSharedFields, modelInPath } from './shared-field-lock';
import { SchedulePanel } from './schedule-panel';
import { PANEL_MESSAGES, TranslationPanel } from './translation-panel';
import de from './translations/de.json';
import strapiDe from './translations/strapi-de.json';
import en from './translations/en.json';

type BulkAction = ((props: never) => unknown) & { type?: string };
type AdminApp = {
  getPlugin(id: string): {
    apis: {
      addEditViewSidePanel?: (panels: unknown[]) => void;
      addBulkAction?: (change: (actions: BulkAction[]) => BulkAction[]) => void;
      addDocumentAction?: (change: ReturnType<typeof hideModelActions>) => void;
    };
    injectComponent(container: string, block: string, component: { name: string; Component: () => unknown }): void;
  };
  widgets: { register(widget: unknown): void };
  registerHook(name: string, fn: (args: never) => unknown): void;
  addMiddlewares(middlewares: Array<() => unknown>): void;
  /** The admin's Redux store (set once the admin renders); its API cache holds the signed-in user's permissions. */
  store?: { getState(): unknown; dispatch(action: { type: string; payload: unknown }): unknown } | null;
};

type ApiCache = { adminApi?: { queries?: Record<string, { data?: unknown } | undefined> } };

/** The signed-in user's permissions as the admin loaded them at sign-in, or null before that. */
function myPermissions(app: AdminApp): AdminPermission[] | null {
  const queries = (app.store?.getState() as ApiCache | undefined)?.adminApi?.queries ?? {};
  const loaded = Object.entries(queries).find(([key]) => key.startsWith('getMyPermissions'))?.[1]?.data;
  return Array.isArray(loaded) ? (loaded as AdminPermission[]) : null;
}

type LayoutHookArgs = {
  layout: Parameters<typeof lockSharedFields>[0];
  query?: { plugins?: { i18n?: { locale?: string } } };
};

/** The signed-in user's permissions, as the admin's own permission checks read them (a React hook). */
const useMyPermissions = () => useAuth('ModelActions', (state) => state.permissions);

/** The admin application as `register` receives it (`bootstrap` gets a narrower object without the store). */
let adminApp: AdminApp | undefined;

/** Edit view layout hook: shared fields read-only for whoever may not update them in this language. */
const sharedFieldsReadOnly = ({ layout, query, ...rest }: LayoutHookArgs) => {
  const permissions = adminApp ? myPermissions(adminApp) : null;
  const uid = modelInPath(window.location.pathname);
  if (!permissions || !uid) return { ...rest, query, layout };
  const locale = query?.plugins?.i18n?.locale ?? DEFAULT_LOCALE;
  return { ...rest, query, layout: lockSharedFields(layout, { permissions, uid, locale }) };
};

/**
 * The admin panel in English and German (each user picks under _Profile → Interface language_): field labels
 * and help texts of `editorial/layouts.ts` translated, a notice beside "Publish" when an entry lacks a language,
 * a slug that follows the title while the entry is new and a "Missing in <language>" filter per translated
 * language above the list views, and the homepage widget saying whether the website shows the latest changes.
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
        // Strapi's own strings its German catalogue lacks or words with "du", in the Sie-form of our own texts.
        ...strapiDe,
        ...de,
        ...labelTranslations((label) => GERMAN_LABELS[label]),
        ...GERMAN_ADMIN_SUPPLEMENT,
        ...GERMAN_OPTION_LABELS,
        ...GERMAN_TYPE_NAMES,
        ...GERMAN_COMPONENT_NAMES,
        ...helpTranslations(GERMAN_HELP),
        [PANEL_MESSAGES.title.id]: 'Sprachen',
        [PANEL_MESSAGES.translated.id]: '{language}: übersetzt',
        [PANEL_MESSAGES.untranslated.id]: '{language}: {count} von {texts} Texten nicht übersetzt',
        [PANEL_MESSAGES.absent.id]: '{language}: fehlt',
        [FILTER_MESSAGES.missing.id]: 'Noch nicht auf {language}',
        [CHECKS_MESSAGES.title.id]: 'Vor dem Veröffentlichen',
        [CHECKS_MESSAGES.errors.id]: 'Veröffentlichen ist erst möglich, wenn Sie Folgendes ändern:',
        [CHECKS_MESSAGES.warnings.id]: 'Bitte prüfen (veröffentlichen können Sie trotzdem):',
        [PANEL_MESSAGES.missing.id]:
          'Noch nicht auf {languages} vorhanden. Sie können trotzdem veröffentlichen: Besucher dieser Sprache sehen den Eintrag erst, wenn die Übersetzung veröffentlicht ist.',
      },
    },
  },
  register(app: AdminApp) {
    adminApp = app;
    useAdminStoreOf(app);
    app.addMiddlewares([quietRefetchOfDeletedDocuments(), sendLoadedVersion()]);
    app.widgets.register({
      id: 'site-build',
      icon: Globe,
      title: { id: 'site-build.widget.title', defaultMessage: 'Website' },
      component: async () => (await import('./widgets/SiteBuildWidget')).SiteBuildWidget,
    });
  },
  bootstrap(app: AdminApp) {
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', translateHelpTexts);
    app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', sharedFieldsReadOnly);
    const contentManager = app.getPlugin('content-manager');
    contentManager.apis.addEditViewSidePanel?.([
      EditingPanel,
      EntryStatusPanel,
      ContentChecksPanel,
      TranslationPanel,
      SchedulePanel,
      SlugFollowsTitle,
      HistoryPanel,
    ]);
    contentManager.apis.addBulkAction?.((actions) =>
      actions.map((action) => (action.type === 'delete' ? (DeleteLanguagesAction as BulkAction) : action)),
    );
    contentManager.apis.addDocumentAction?.(hideModelActions(useMyPermissions));
    contentManager.injectComponent('listView', 'actions', {
      name: 'missing-translations',
      Component: MissingTranslationButtons,
    });
  },
};
