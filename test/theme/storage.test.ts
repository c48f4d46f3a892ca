// The storage helpers: failures never throw, the first one is warned about once, values round-trip.
import { describe, expect, it, vi } from 'vitest';
import { parseColorMode } from '../../theme/islands/color-mode.js';
import { STORAGE_KEYS, createSafeStorage } from '../../theme/islands/storage.js';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('createSafeStorage', () => {
  it('reads, writes and removes values of a working storage without warning', () => {
    const warn = vi.fn();
    const backing = memoryStorage();
    const storage = createSafeStorage(() => backing, warn);
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBe('dark');
    storage.remove('theme');
    expect(storage.get('theme')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once when the storage cannot be opened, then ignores every call', () => {
    const warn = vi.fn();
    const error = new DOMException('denied', 'SecurityError');
    const storage = createSafeStorage(() => {
      throw error;
    }, warn);
    expect(storage.get('theme')).toBeNull();
    expect(() => storage.set('theme', 'dark')).not.toThrow();
    expect(() => storage.remove('theme')).not.toThrow();
    expect(storage.get('theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('docsgen: browser storage is not available');
    expect(warn.mock.calls[0]![1]).toBe(error);
  });

  it('warns once when individual calls throw (a full quota)', () => {
    const warn = vi.fn();
    const broken = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    const storage = createSafeStorage(() => broken, warn);
    storage.set('a', '1');
    storage.set('b', '2');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('storage keys and values', () => {
  it('uses the documented keys', () => {
    expect(STORAGE_KEYS).toMatchObject({
      theme: 'theme',
      announcementDismiss: 'docsgen.announcement.dismiss',
      announcementId: 'docsgen.announcement.id',
      sampleLanguage: 'docsgen.sample-language',
    });
    expect(STORAGE_KEYS.preferredVersion('sdk')).toBe('docs-preferred-version-sdk');
  });

  it('accepts only light and dark as colour modes', () => {
    expect(['light', 'dark', 'purple', '', null].map(parseColorMode)).toEqual(['light', 'dark', null, null, null]);
  });
});
