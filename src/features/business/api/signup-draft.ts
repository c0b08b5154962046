import type { BusinessCreate } from '../company';

const KEY = 'business-signup';

/**
 * The company a sign-up link was sent for, kept for this tab: "send again" asks for a fresh
 * link with the same company (the server keeps the company with the link it sends).
 */
export const signupDraft = {
  save(email: string, business: BusinessCreate): void {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify({ email, business }));
    } catch {
      // storage blocked: sending again falls back to starting over
    }
  },
  /** The company for this address, if this tab sent one. */
  load(email: string): BusinessCreate | null {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as {
        email?: string;
        business?: BusinessCreate;
      } | null;
      return stored?.email === email && stored.business ? stored.business : null;
    } catch {
      return null;
    }
  },
};
