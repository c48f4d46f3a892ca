// The colour-mode switch (island): toggles light/dark, stores the choice under `theme`, and follows
// `<html data-theme>` however it changes (another tab, the inline script, the system's preference while
// the reader has chosen none and the site respects it). Both icons are always in the
// markup and CSS shows the current one, so the right icon shows before hydration.
import { useEffect, useSyncExternalStore } from 'react';
import { followSystemColorMode, getColorMode, setColorMode, subscribeColorMode, type ColorMode } from './color-mode.js';

export interface ColorModeToggleProps {
  /** The mode the server renders with (config `colorMode.defaultMode`). */
  defaultMode: ColorMode;
}

/** The toggle button; its label names the current mode. */
export function ColorModeToggle({ defaultMode }: ColorModeToggleProps) {
  const mode = useSyncExternalStore(subscribeColorMode, getColorMode, () => defaultMode);
  // Under `colorMode.respectPrefersColorScheme`, the system's changes show until the reader chooses.
  useEffect(followSystemColorMode, []);
  const label = `Switch between dark and light mode (currently ${mode} mode)`;
  return (
    <button type="button" className="color-mode-toggle" aria-label={label} title={label} onClick={() => setColorMode(mode === 'dark' ? 'light' : 'dark', true)}>
      <svg className="color-mode-toggle__sun" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 9c1.65 0 3 1.35 3 3s-1.35 3-3 3-3-1.35-3-3 1.35-3 3-3m0-2c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5zM2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1zm18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1zM11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1zm0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1zM5.99 4.58a.996.996 0 0 0-1.41 0 .996.996 0 0 0 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41L5.99 4.58zm12.37 12.37a.996.996 0 0 0-1.41 0 .996.996 0 0 0 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0a.996.996 0 0 0 0-1.41l-1.06-1.06zm1.06-10.96a.996.996 0 0 0 0-1.41.996.996 0 0 0-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0l1.06-1.06zM7.05 18.36a.996.996 0 0 0 0-1.41.996.996 0 0 0-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0l1.06-1.06z"
        />
      </svg>
      <svg className="color-mode-toggle__moon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z"
        />
      </svg>
    </button>
  );
}
