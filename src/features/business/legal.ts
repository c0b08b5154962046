/**
 * Where the business terms are published (build-time VITE_BUSINESS_TERMS_URL and VITE_DPA_URL).
 * Neither the spec nor the product names the pages yet: the defaults sit on the public site's
 * domain, as the account sign-up's terms link does, until the real addresses are given.
 */
export const businessTermsUrl: string =
  (import.meta.env.VITE_BUSINESS_TERMS_URL as string | undefined) ||
  'https://paraph.example/terms/business';
export const dpaUrl: string =
  (import.meta.env.VITE_DPA_URL as string | undefined) || 'https://paraph.example/terms/dpa';
