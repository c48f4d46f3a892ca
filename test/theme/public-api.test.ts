import { describe, expect, it } from 'vitest';
import * as theme from '../../theme/index.js';

describe('theme entry', () => {
  it('exposes App, the inline scripts and the island registry', () => {
    expect(Object.keys(theme).sort()).toEqual(['App', 'announcementScript', 'baseUrlBannerScript', 'colorModeScript', 'islands']);
    expect(typeof theme.App).toBe('function');
    expect(typeof theme.colorModeScript).toBe('string');
    expect(typeof theme.announcementScript).toBe('string');
    expect(Object.keys(theme.islands).sort()).toEqual(['AnnouncementBar', 'ColorModeToggle', 'MobileDrawer']);
    expect(theme.baseUrlBannerScript('/')).toContain('window.docsgen');
  });
});
