// The colour mode lives in one place, `<html data-theme>`, set before paint by head/color-mode-script;
// these helpers read, change and observe it. Browser-only: call from effects and handlers.
import { STORAGE_KEYS, storage } from './storage.js';

export type ColorMode = 'light' | 'dark';

/** 'light' or 'dark' for those two strings, null for anything else (stored values are not trusted). */
export function parseColorMode(value: string | null | undefined): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function getColorMode(): ColorMode {
  return parseColorMode(document.documentElement.getAttribute('data-theme')) ?? 'light';
}

/** Applies a mode; `persist` stores it as the user's choice under `theme`. */
export function setColorMode(mode: ColorMode, persist: boolean): void {
  document.documentElement.setAttribute('data-theme', mode);
  if (persist) storage().set(STORAGE_KEYS.theme, mode);
}

/** Calls `onChange` whenever `<html data-theme>` changes, whoever changed it. */
export function subscribeColorMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * Under `<html data-prefers-color-scheme="respect">`: follows the system's preference as it changes while
 * the reader has chosen no mode (a stored choice wins). Returns the unsubscribe.
 */
export function followSystemColorMode(): () => void {
  if (document.documentElement.getAttribute('data-prefers-color-scheme') !== 'respect' || typeof window.matchMedia !== 'function') return () => undefined;
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const onChange = () => {
    if (parseColorMode(storage().get(STORAGE_KEYS.theme)) === null) setColorMode(dark.matches ? 'dark' : 'light', false);
  };
  dark.addEventListener('change', onChange);
  return () => dark.removeEventListener('change', onChange);
}
