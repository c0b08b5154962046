import type { components } from '../../../../openapi/schema.gen';

type Quality = components['schemas']['Quality'];
type Legislation = components['schemas']['Legislation'];
export type StampLanguage = 'en' | 'de' | 'fr' | 'it';

/** The stamp's fixed wording, in the signer's signature language. */
const TEXTS: Record<
  StampLanguage,
  { claim: string; signedOn: string; qualities: Record<Quality, string>; locale: string }
> = {
  en: {
    claim: 'Signed electronically with Paraph',
    signedOn: 'Signed on',
    locale: 'en-GB',
    qualities: {
      SES: 'Simple electronic signature',
      AES: 'Advanced electronic signature',
      AES_MINIMAL: 'Advanced electronic signature',
      QES: 'Qualified electronic signature',
      DEMO: 'Demo signature – not legally binding',
      PART11: 'Electronic signature (21 CFR Part 11)',
    },
  },
  de: {
    claim: 'Elektronisch signiert mit Paraph',
    signedOn: 'Signiert am',
    locale: 'de-CH',
    qualities: {
      SES: 'Einfache elektronische Signatur',
      AES: 'Fortgeschrittene elektronische Signatur',
      AES_MINIMAL: 'Fortgeschrittene elektronische Signatur',
      QES: 'Qualifizierte elektronische Signatur',
      DEMO: 'Demo-Signatur – nicht rechtsgültig',
      PART11: 'Elektronische Signatur (21 CFR Part 11)',
    },
  },
  fr: {
    claim: 'Signé électroniquement avec Paraph',
    signedOn: 'Signé le',
    locale: 'fr-CH',
    qualities: {
      SES: 'Signature électronique simple',
      AES: 'Signature électronique avancée',
      AES_MINIMAL: 'Signature électronique avancée',
      QES: 'Signature électronique qualifiée',
      DEMO: 'Signature de démonstration – sans valeur juridique',
      PART11: 'Signature électronique (21 CFR Part 11)',
    },
  },
  it: {
    claim: 'Firmato elettronicamente con Paraph',
    signedOn: 'Firmato il',
    locale: 'it-CH',
    qualities: {
      SES: 'Firma elettronica semplice',
      AES: 'Firma elettronica avanzata',
      AES_MINIMAL: 'Firma elettronica avanzata',
      QES: 'Firma elettronica qualificata',
      DEMO: 'Firma dimostrativa – senza valore legale',
      PART11: 'Firma elettronica (21 CFR Part 11)',
    },
  },
};

export function stampLanguage(language: string | null | undefined): StampLanguage {
  const prefix = (language ?? 'en').slice(0, 2).toLowerCase();
  return prefix === 'de' || prefix === 'fr' || prefix === 'it' ? prefix : 'en';
}

export function claimText(language: StampLanguage): string {
  return TEXTS[language].claim;
}

/** "Zürich, signed on 21 Nov 2026, 10:15 UTC" — the place only when given. */
export function dateLine(language: StampLanguage, at: Date, location?: string | null): string {
  const text = TEXTS[language];
  const when = new Intl.DateTimeFormat(text.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
  return location
    ? `${location}, ${text.signedOn.toLowerCase()} ${when}`
    : `${text.signedOn} ${when}`;
}

export function standardText(language: StampLanguage, quality: Quality, legislation: Legislation) {
  const name = TEXTS[language].qualities[quality];
  return legislation === 'UNDEFINED'
    ? name
    : `${name} (${legislation === 'ZERTES' ? 'ZertES' : 'eIDAS'})`;
}
