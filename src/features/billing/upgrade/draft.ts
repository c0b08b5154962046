import type { components } from '../../../../openapi/schema.gen';
import type { Choices } from './choices';

export type BusinessCreate = components['schemas']['BusinessCreate'];

/** What leaves with the browser for the card page and must be there when it comes back. */
export interface UpgradeDraft {
  choices: Choices;
  /** The direct upgrade's company, created with the payment. */
  business?: BusinessCreate;
}

const KEY = 'billing-upgrade';

/** The upgrade in progress, kept for this tab while the provider's card page is open. */
export const upgradeDraft = {
  save(draft: UpgradeDraft): void {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(draft));
    } catch {
      // storage blocked: the return then starts from the page's defaults
    }
  },
  load(): UpgradeDraft | null {
    try {
      const stored = JSON.parse(
        window.sessionStorage.getItem(KEY) ?? 'null',
      ) as UpgradeDraft | null;
      return stored?.choices?.plan ? stored : null;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      window.sessionStorage.removeItem(KEY);
    } catch {
      // nothing kept
    }
  },
};
