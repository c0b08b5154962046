import type { BusinessPrompt } from './prompts';

const KEY = 'paraph.businessPrompts';

/*
 * What the shell already showed: an invitation or a locked business once per browser session
 * (sessionStorage: asked again at the next sign-in), that the business let the user go once
 * for good (localStorage). Storage may be off; then each is shown once per page load.
 */
const memory = new Set<string>();

const storeFor = (prompt: Pick<BusinessPrompt, 'kind'>): Storage | null => {
  try {
    return prompt.kind === 'removed' || prompt.kind === 'deleted'
      ? window.localStorage
      : window.sessionStorage;
  } catch {
    return null;
  }
};

const read = (storage: Storage | null): string[] => {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

export const seenPrompts = {
  all(): Set<string> {
    const stores = [storeFor({ kind: 'removed' }), storeFor({ kind: 'invitation' })];
    return new Set([...memory, ...stores.flatMap(read)]);
  },
  add(prompt: BusinessPrompt) {
    memory.add(prompt.key);
    const storage = storeFor(prompt);
    try {
      storage?.setItem(KEY, JSON.stringify([...read(storage), prompt.key].slice(-50)));
    } catch {
      // Storage full or refused: the memory copy still holds it for this page load.
    }
  },
};
