// Maps an island name to the component that hydrates it in the browser.
// Placeholder until the client runtime lands; must not import server-only code.
import type { ComponentType } from 'react';

/** Island components by name; empty until the client runtime is written. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- islands take arbitrary serialised props
export const islands: Record<string, ComponentType<any>> = {};
