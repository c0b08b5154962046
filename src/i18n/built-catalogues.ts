/**
 * What the production build tells the app about its catalogues, in index.html: per language,
 * the URLs of its two parts (vite-plugins/precompiled-messages.ts writes it, catalogue.ts reads
 * it).
 */
export const BUILT_CATALOGUES_ID = 'paraph-catalogues';

export interface BuiltCatalogue {
  /** The messages the first page's code uses. */
  firstPage: string;
  /** Every other message. */
  rest: string;
}
