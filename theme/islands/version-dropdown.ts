// Preferred docs version (vanilla enhancer). Markup contract: `<div data-island="VersionDropdown"
// data-plugin-id="docs" data-versions='["2.0","1.0"]'>` with links carrying `data-version="<name>"`.
// Choosing a version stores its name under `docs-preferred-version-{pluginId}`; a stored name that
// matches no known version is removed on load. The preference is exposed as `data-preferred-version`.
import { STORAGE_KEYS, storage } from './storage.js';

function parseVersions(raw: string | undefined): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function enhanceVersionDropdown(root: HTMLElement): () => void {
  const pluginId = root.dataset.pluginId;
  if (!pluginId) return () => {};
  const key = STORAGE_KEYS.preferredVersion(pluginId);
  const versions = parseVersions(root.dataset.versions);
  const stored = storage().get(key);
  if (stored !== null && !versions.includes(stored)) storage().remove(key);
  else if (stored !== null) root.dataset.preferredVersion = stored;
  const onClick = (event: MouseEvent) => {
    const name = (event.target as Element).closest<HTMLElement>('[data-version]')?.dataset.version;
    if (name === undefined || !versions.includes(name)) return;
    storage().set(key, name);
    root.dataset.preferredVersion = name;
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
