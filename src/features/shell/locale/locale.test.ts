import { describe, expect, it } from 'vitest';
import { countryList, platformOf } from './countries';
import { isDirectSignPath } from './direct-sign';
import { currencyFor, formatDateTime, formatMoney } from './format';

describe('currency', () => {
  it('is EUR for en-gb and CHF for the Swiss locales, shown as a code', () => {
    expect(currencyFor('en-gb')).toBe('EUR');
    expect(currencyFor('de-ch')).toBe('CHF');
    expect(currencyFor('fr-ch')).toBe('CHF');
    expect(formatMoney('en-gb', 12)).toMatch(/^EUR\s12\.00$/);
    expect(formatMoney('de-ch', 12)).toMatch(/CHF/);
  });
});

describe('formatDateTime', () => {
  const instant = '2026-11-22T05:07:00.000Z';
  it('shows numeric day, short month, numeric year, hour and minute', () => {
    expect(formatDateTime('en-gb', instant, 'UTC')).toBe('22 Nov 2026, 05:07');
    expect(formatDateTime('de-ch', instant, 'UTC')).toMatch(/^22\. ?Nov\.? 2026.*05:07$/);
    expect(formatDateTime('fr-ch', instant, 'Europe/Zurich')).toMatch(/22 nov\. 2026.*06:07/);
  });
});

describe('countryList', () => {
  it('puts CH, DE, FR, AT first on the CH platform, then the rest alphabetically', () => {
    const list = countryList('en-gb', 'CH');
    expect(list.slice(0, 4).map((c) => c.code)).toEqual(['CH', 'DE', 'FR', 'AT']);
    expect(list[0]?.name).toBe('Switzerland');
    const rest = list.slice(4).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en-gb').compare));
    expect(rest[0]).toBe('Afghanistan');
  });

  it('puts DE first on the EU platform and sorts in the UI language', () => {
    const list = countryList('de-ch', 'EU');
    expect(list.slice(0, 4).map((c) => c.code)).toEqual(['DE', 'CH', 'FR', 'AT']);
    expect(list[0]?.name).toBe('Deutschland');
    // Ägypten sorts with A in German, not after Z.
    const names = list.slice(4).map((c) => c.name);
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Belgien'));
  });

  it('decides the platform by the host name', () => {
    expect(platformOf('app.paraph.de')).toBe('EU');
    expect(platformOf('app.paraph.eu')).toBe('EU');
    expect(platformOf('app.paraph.ch')).toBe('CH');
    expect(platformOf('localhost')).toBe('CH');
    expect(platformOf('paraph.eu.example.com')).toBe('CH');
  });
});

describe('direct-sign mode', () => {
  it.each([
    ['/direct-sign/identification/eidas', true],
    ['/direct-sign/r1/g1', true],
    ['/view/r1/g1', true],
    ['/view/r1', false],
    ['/dashboard', false],
    ['/direct-signing', false],
  ])('%s → %s', (path, expected) => {
    expect(isDirectSignPath(path)).toBe(expected);
  });
});
