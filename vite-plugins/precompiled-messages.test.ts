import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileCatalogue, referencedIds, splitCatalogue } from './precompiled-messages';

function catalogueFile(messages: Record<string, string>): string {
  const file = join(mkdtempSync(join(tmpdir(), 'paraph-catalogue-')), 'en-gb.json');
  writeFileSync(file, JSON.stringify(messages));
  return file;
}

describe('compileCatalogue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats plurals, selects, tags and plain text from the compiled ASTs without parsing', async () => {
    const messages = await compileCatalogue(
      catalogueFile({
        plain: 'Members',
        quoted: "The signer''s copy",
        seats: 'You have {total, plural, one {# seat} other {# seats}}.',
        role: '{role, select, admin {Admin} other {Member}} since {date, date, medium}',
        link: 'Read the <terms>terms</terms>.',
      }),
    );
    // The parser the production build replaces with a stub that throws.
    const parser = IntlMessageFormat as { __parse: NonNullable<typeof IntlMessageFormat.__parse> };
    const parse = vi.spyOn(parser, '__parse');
    const intl = createIntl({ locale: 'en-gb', messages, timeZone: 'UTC' });

    expect(intl.formatMessage({ id: 'plain' })).toBe('Members');
    expect(intl.formatMessage({ id: 'quoted' })).toBe("The signer's copy");
    expect(intl.formatMessage({ id: 'seats' }, { total: 1 })).toBe('You have 1 seat.');
    expect(intl.formatMessage({ id: 'seats' }, { total: 3 })).toBe('You have 3 seats.');
    expect(
      intl.formatMessage({ id: 'role' }, { role: 'admin', date: Date.UTC(2026, 10, 27) }),
    ).toBe('Admin since 27 Nov 2026');
    expect(intl.formatMessage({ id: 'link' }, { terms: (chunks) => `[${chunks.join('')}]` })).toBe(
      'Read the [terms].',
    );
    expect(parse).not.toHaveBeenCalled();
  });

  it('compiles every message of the app’s catalogues', async () => {
    for (const locale of ['en-gb', 'de-ch', 'fr-ch', 'it']) {
      const messages = await compileCatalogue(join(process.cwd(), `src/i18n/${locale}.json`));
      expect(Object.values(messages).every(Array.isArray)).toBe(true);
    }
  });
});

describe('referencedIds', () => {
  const ids = ['shell.title', 'dashboard.empty', 'members.title', 'members.title_short'];

  it('finds the ids the code names in any quotes, and only whole literals', () => {
    const code = 'const a={id:"shell.title"},b={id:`dashboard.empty`};x("members.title_shorter")';
    expect(referencedIds(code, ids)).toEqual(new Set(['shell.title', 'dashboard.empty']));
    expect(referencedIds("f('members.title')", ids)).toEqual(new Set(['members.title']));
  });
});

describe('splitCatalogue', () => {
  it('puts every message in exactly one part', () => {
    const catalogue = { a: [], b: [], c: [] };
    expect(splitCatalogue(catalogue, new Set(['b', 'x']))).toEqual({
      firstPage: { b: [] },
      rest: { a: [], c: [] },
    });
  });
});
