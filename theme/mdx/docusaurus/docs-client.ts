// Docusaurus's `@docusaurus/plugin-content-docs/client` hooks for the page being rendered: its docs
// version (the version menu and the reader's preferred version are docsgen's own).
import { pageContext, type MdxVersion } from './context.js';

const UNVERSIONED: MdxVersion = { pluginId: 'default', name: 'current', label: 'Next', path: '/docs', isLast: true };

function docsVersion(version: MdxVersion) {
  return { name: version.name, label: version.label, path: version.path, isLast: version.isLast, docs: [], mainDocId: '' };
}

export function useActivePlugin() {
  const [version] = pageContext().versions;
  // biome-ignore lint/correctness/useHookAtTopLevel: useVersions reads the page's context and calls no React hook.
  return version ? { pluginId: version.pluginId, pluginData: { versions: useVersions() } } : undefined;
}

export function useVersions(_pluginId?: string) {
  return pageContext().versions.map(docsVersion);
}

export function useActiveVersion(_pluginId?: string) {
  return docsVersion(pageContext().versions[0] ?? UNVERSIONED);
}

export function useLatestVersion(_pluginId?: string) {
  const { versions } = pageContext();
  return docsVersion(versions.find((v) => v.isLast) ?? versions[0] ?? UNVERSIONED);
}

export function useActiveDocContext(pluginId?: string) {
  return { activeVersion: useActiveVersion(pluginId), activeDoc: undefined, alternateDocVersions: {} };
}

export function useDocsVersion() {
  const version = pageContext().versions[0] ?? UNVERSIONED;
  return {
    pluginId: version.pluginId,
    version: version.name,
    label: version.label,
    isLast: version.isLast,
    banner: null,
    badge: false,
    noIndex: false,
    className: '',
    docs: {},
    docsSidebars: {},
  };
}

export function useDocsPreferredVersion(pluginId?: string) {
  return { preferredVersion: null, savePreferredVersionName: (_name: string) => undefined, ...{ pluginId } };
}
