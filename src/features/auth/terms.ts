/**
 * VITE_TERMS_URL (build): where the general terms and conditions are published, linked from the
 * sign-up's terms checkbox. Neither the spec nor the app names a terms page yet; the default is
 * a placeholder on the public site's domain until the product gives the real address.
 */
export const termsUrl: string =
  (import.meta.env.VITE_TERMS_URL as string | undefined) || 'https://paraph.example/terms';
