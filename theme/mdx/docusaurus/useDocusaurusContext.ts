// Docusaurus's useDocusaurusContext: the site's config as far as docsgen has it, one locale.
import { pageContext } from './context.js';

export default function useDocusaurusContext() {
  const { site } = pageContext();
  return {
    siteConfig: { ...site, customFields: {}, themeConfig: {}, presets: [], plugins: [], themes: [] },
    siteMetadata: { docusaurusVersion: '', siteVersion: undefined, pluginVersions: {} },
    globalData: {},
    i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} },
    codeTranslations: {},
  };
}
