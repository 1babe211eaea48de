import { Globe } from '@strapi/icons';
import de from './translations/de.json';
import en from './translations/en.json';

export default {
  config: {
    // The admin in the editors' two languages (English is always there).
    locales: ['de'],
    translations: { en, de },
  },
  register(app: { widgets: { register(widget: unknown): void } }) {
    app.widgets.register({
      id: 'site-build',
      icon: Globe,
      title: { id: 'site-build.widget.title', defaultMessage: 'Website' },
      component: async () => (await import('./widgets/SiteBuildWidget')).SiteBuildWidget,
    });
  },
  bootstrap() {},
};
