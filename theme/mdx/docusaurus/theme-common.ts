// The parts of Docusaurus's `@docusaurus/theme-common` that MDX components use: the colour mode as the
// page is built (light; docsgen's client switches it with CSS), the window size and class names.
export function useColorMode() {
  return {
    colorMode: 'light' as const,
    setColorMode: (_mode: 'light' | 'dark') => undefined,
    isDarkTheme: false,
    setLightTheme: () => undefined,
    setDarkTheme: () => undefined,
  };
}

export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

export function useThemeConfig() {
  return { prism: {}, navbar: {}, footer: {}, colorMode: {}, docs: {}, metadata: [] };
}

export const ThemeClassNames = { common: {}, docs: {}, blog: {}, pages: {}, page: {}, wrapper: {}, layout: {} };
