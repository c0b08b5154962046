import { describe, expect, it } from 'vitest';
import { accountNameSlug, uniqueAccountName } from '../../src/domain/seals/account-name';

describe('accountNameSlug', () => {
  it.each([
    ['Acme AG', 'acme-ag'],
    ['Muster Treuhand AG', 'muster-treuhand-ag'],
    ['Müller & Söhne GmbH', 'mueller-soehne-gmbh'],
    ['Zürich Straße', 'zuerich-strasse'],
    ['Café Crème Sàrl', 'cafe-creme-sarl'],
    ['Ærø Øl', 'aero-ol'],
    ['  --Leading and trailing--  ', 'leading-and-trailing'],
    ['A/B', 'a-b'],
    ['AB', 'ab-seal'],
    ['X', 'x-seal'],
    ['東京', 'seal'],
    ['', 'seal'],
    ['3M', '3m-seal'],
    ['a'.repeat(70), 'a'.repeat(56)],
    [`${'a'.repeat(55)} b`, 'a'.repeat(55)],
  ])('%j → %s', (name, slug) => {
    expect(accountNameSlug(name)).toBe(slug);
    expect(slug).toMatch(/^[a-z0-9][a-z0-9-]*$/);
  });
});

describe('uniqueAccountName', () => {
  it.each([
    ['acme', [], 'acme'],
    ['acme', ['acme-2'], 'acme'],
    ['acme', ['acme'], 'acme-2'],
    ['acme', ['acme', 'acme-2'], 'acme-3'],
    ['acme', ['acme', 'acme-3'], 'acme-2'],
  ])('%s with %j taken → %s', (slug, taken, name) => {
    expect(uniqueAccountName(slug, new Set(taken))).toBe(name);
  });
});
