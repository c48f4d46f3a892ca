// Maps an island name to the React component the browser hydrates (server and client both read it).
// Must not import server-only code. Vanilla enhancers (no React) are listed in enhancers.ts.
import { AnnouncementDismiss } from './AnnouncementBar.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { MobileDrawer } from './MobileDrawer.js';

/** React islands by name, as written in `data-island`. */
export const islands = {
  AnnouncementBar: AnnouncementDismiss,
  ColorModeToggle,
  MobileDrawer,
};

export type IslandName = keyof typeof islands;
