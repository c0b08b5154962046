import { describe, expect, it } from 'vitest';
import { detectLocale, matchLocale } from './locales';

describe('locale detection', () => {
  it('matches two-letter prefixes to supported locales', () => {
    expect(matchLocale('de')).toBe('de-ch');
    expect(matchLocale('fr-FR')).toBe('fr-ch');
    expect(matchLocale('EN-us')).toBe('en-gb');
    expect(matchLocale('es')).toBeNull();
    expect(matchLocale('1x')).toBeNull();
  });

  it('offers Italian only in direct-sign mode', () => {
    expect(matchLocale('it')).toBeNull();
    expect(matchLocale('it', true)).toBe('it');
  });

  it('prefers the query, then the stored choice, then the browser, then en-gb', () => {
    expect(detectLocale({ query: 'fr', stored: 'de-ch', browser: ['en'] })).toBe('fr-ch');
    expect(detectLocale({ query: 'xx', stored: 'de-ch', browser: ['fr'] })).toBe('de-ch');
    expect(detectLocale({ browser: ['es-ES', 'fr-CH'] })).toBe('fr-ch');
    expect(detectLocale({ browser: ['es'] })).toBe('en-gb');
  });
});
