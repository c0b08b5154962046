const KEY = 'paraph.billingNotices';

/*
 * The billing notices already shown in this browser session (sessionStorage: shown again in
 * the next session). Storage may be off; then the page's memory keeps them until a reload.
 */
const memory = new Set<string>();

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const stored = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

export const dismissedNotices = {
  all(): Set<string> {
    return new Set([...memory, ...stored()]);
  },
  add(key: string) {
    const store = storage();
    try {
      if (!store) throw new Error('no session storage');
      store.setItem(KEY, JSON.stringify([...stored(), key].slice(-20)));
    } catch {
      // Storage off, full or refused: remembered for this page load only.
      memory.add(key);
    }
  },
};
