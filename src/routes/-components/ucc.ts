const UCC_KEY = 'ucc';

/** Business signup's `ucc` query (a referral code) is kept locally until registration sends it. */
export function rememberUcc(ucc: string): void {
  try {
    window.localStorage.setItem(UCC_KEY, ucc);
  } catch {
    // storage blocked: the referral is lost, signup still works
  }
}

/** The referral code kept from a business sign-up link, if any (sent with the registration). */
export function rememberedUcc(): string | null {
  try {
    return window.localStorage.getItem(UCC_KEY);
  } catch {
    return null;
  }
}
