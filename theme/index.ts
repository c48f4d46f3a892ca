// The theme's public entry: the App component, the inline head scripts and the island registry.
// src/render imports only this file and props.ts; nothing here may import src/ or Node built-ins.
export { App } from './App.js';
export type { AppProps } from './App.js';
export { colorModeScript } from './head/color-mode-script.js';
export { announcementScript } from './head/announcement-script.js';
export { baseUrlBannerScript } from './head/base-url-banner-script.js';
export { islands } from './islands/registry.js';
