import { describe, expect, it } from 'vitest';
import { announcementScript, colorModeScript } from '../../theme/index.js';

/** Runs an inline script against a fake <html> element and storage; returns the element's attributes and classes. */
function run(script: string, attrs: Record<string, string>, storage: Record<string, string> | 'throws', system?: 'dark' | 'light') {
  const attributes = new Map(Object.entries(attrs));
  const classes = new Set<string>();
  const documentElement = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    classList: { add: (name: string) => void classes.add(name) },
  };
  const localStorage = {
    getItem(key: string) {
      if (storage === 'throws') throw new Error('SecurityError');
      return storage[key] ?? null;
    },
  };
  const matchMedia = (query: string) => ({ matches: system !== undefined && query === `(prefers-color-scheme: ${system})` });
  new Function('document', 'window', script)({ documentElement }, { localStorage, matchMedia });
  return { attributes: Object.fromEntries(attributes), classes: [...classes] };
}

describe('colorModeScript', () => {
  it('applies a stored dark choice and adds the js class', () => {
    const result = run(colorModeScript, { 'data-default-theme': 'light' }, { theme: 'dark' });
    expect(result.attributes['data-theme']).toBe('dark');
    expect(result.classes).toEqual(['js']);
  });

  it('ignores stored values other than light and dark and falls back to the default', () => {
    const result = run(colorModeScript, { 'data-default-theme': 'dark' }, { theme: 'purple' });
    expect(result.attributes['data-theme']).toBe('dark');
  });

  it('falls back to the default and still adds the js class when storage throws', () => {
    const result = run(colorModeScript, { 'data-default-theme': 'light' }, 'throws');
    expect(result).toEqual({ attributes: { 'data-default-theme': 'light', 'data-theme': 'light' }, classes: ['js'] });
  });
});

describe('colorModeScript under colorMode.respectPrefersColorScheme', () => {
  const respect = { 'data-default-theme': 'light', 'data-prefers-color-scheme': 'respect' };

  it("follows the system's dark preference while the reader has chosen nothing", () => {
    expect(run(colorModeScript, respect, {}, 'dark').attributes['data-theme']).toBe('dark');
    expect(run(colorModeScript, { ...respect, 'data-default-theme': 'dark' }, {}, 'light').attributes['data-theme']).toBe('light');
  });

  it("keeps the reader's stored choice over the system's, and the default when the system states none", () => {
    expect(run(colorModeScript, respect, { theme: 'light' }, 'dark').attributes['data-theme']).toBe('light');
    expect(run(colorModeScript, respect, {}).attributes['data-theme']).toBe('light');
  });

  it('ignores the system without the setting', () => {
    expect(run(colorModeScript, { 'data-default-theme': 'light' }, {}, 'dark').attributes['data-theme']).toBe('light');
  });
});

describe('announcementScript', () => {
  it('marks the bar dismissed when the stored id matches and dismiss is "true"', () => {
    const storage = { 'docsgen.announcement.id': 'v2', 'docsgen.announcement.dismiss': 'true' };
    const result = run(announcementScript, { 'data-announcement-id': 'v2' }, storage);
    expect(result.attributes['data-announcement-dismissed']).toBe('true');
  });

  it('leaves a new bar visible when the dismissed id is an older one', () => {
    const storage = { 'docsgen.announcement.id': 'v1', 'docsgen.announcement.dismiss': 'true' };
    const result = run(announcementScript, { 'data-announcement-id': 'v2' }, storage);
    expect(result.attributes['data-announcement-dismissed']).toBeUndefined();
  });

  it('does nothing when storage throws', () => {
    const result = run(announcementScript, { 'data-announcement-id': 'v2' }, 'throws');
    expect(result.attributes).toEqual({ 'data-announcement-id': 'v2' });
  });
});
