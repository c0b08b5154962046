/** The contract's bounds for an account name (openapi SealAccountName). */
const MIN_LENGTH = 3;
/** Leaves room for a "-NN" suffix within the contract's 64 characters. */
const MAX_SLUG_LENGTH = 56;

// Letters whose plain form is two letters (German umlauts, ligatures) or that Unicode does not
// decompose into a base letter and a mark; everything else loses its accents by NFKD.
const SPELLED_OUT: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
};

/**
 * A seal's account name from its business's name: lower-case a-z, digits and single hyphens
 * ("Müller & Söhne AG" → "mueller-soehne-ag"). A name with too little to keep is made up to
 * the contract's three characters ("seal" when nothing is left).
 */
export function accountNameSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[äöüßæœøđłþ]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  if (!slug) return 'seal';
  return slug.length < MIN_LENGTH ? `${slug}-seal` : slug;
}

/** The slug itself when free, otherwise the first free of slug-2, slug-3, … */
export function uniqueAccountName(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${slug}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
