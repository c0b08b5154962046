import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { firstPageCode, splitCatalogue } from './catalogue-split';

const catalogue = {
  'shell.title': 'Paraph',
  'shell.menu': 'Menu',
  'signing.sign': 'Sign',
  'signing.sign.done': 'Signed',
};

describe('splitCatalogue', () => {
  it.each([
    ['no code', '', [], Object.keys(catalogue)],
    [
      'double quotes',
      'f({id:"shell.title"})',
      ['shell.title'],
      ['shell.menu', 'signing.sign', 'signing.sign.done'],
    ],
    [
      'single quotes',
      "f({id:'shell.menu'})",
      ['shell.menu'],
      ['shell.title', 'signing.sign', 'signing.sign.done'],
    ],
    [
      'the minifier’s backticks',
      'f({id:`signing.sign`})',
      ['signing.sign'],
      ['shell.title', 'shell.menu', 'signing.sign.done'],
    ],
    [
      'a longer id only',
      'f({id:"signing.sign.done"})',
      ['signing.sign.done'],
      ['shell.title', 'shell.menu', 'signing.sign'],
    ],
    [
      'literals side by side, sharing no quote',
      `"shell.title"'shell.menu'`,
      ['shell.title', 'shell.menu'],
      ['signing.sign', 'signing.sign.done'],
    ],
    [
      'a quote closing one run and opening the next (both count: more is safe)',
      `"shell.title"signing.sign"`,
      ['shell.title', 'signing.sign'],
      ['shell.menu', 'signing.sign.done'],
    ],
    [
      'an id as part of other text',
      'f("see shell.title here", shell.menu)',
      [],
      Object.keys(catalogue),
    ],
    [
      'every id',
      '"shell.title","shell.menu","signing.sign",`signing.sign.done`',
      Object.keys(catalogue),
      [],
    ],
  ])('with %s', (_case, code, first, rest) => {
    const parts = splitCatalogue(catalogue, code);
    expect(Object.keys(parts.first).sort()).toEqual([...first].sort());
    expect(Object.keys(parts.rest).sort()).toEqual([...rest].sort());
    // Each message keeps its text and lands in exactly one part.
    expect({ ...parts.first, ...parts.rest }).toEqual(catalogue);
  });
});

it('finds ids with spaces or quotes too', () => {
  const odd = { 'odd id': 'Odd', "it's": 'Its', plain: 'Plain' };
  expect(splitCatalogue(odd, `f("odd id", "it's")`)).toEqual({
    first: { 'odd id': 'Odd', "it's": 'Its' },
    rest: { plain: 'Plain' },
  });
});

describe('firstPageCode', () => {
  const chunk = (
    fileName: string,
    code: string,
    options: { isEntry?: boolean; imports?: string[]; dynamicImports?: string[] } = {},
  ) =>
    ({
      type: 'chunk',
      fileName,
      isEntry: options.isEntry ?? false,
      imports: options.imports ?? [],
      dynamicImports: options.dynamicImports ?? [],
      modules: { [`/src/${fileName}.ts`]: { code } },
    }) as unknown as Rolldown.RenderedChunk;

  it('holds the entries and what they import statically, not what they import lazily', () => {
    const chunks = {
      index: chunk('index', 'ENTRY', {
        isEntry: true,
        imports: ['framework', 'shared'],
        dynamicImports: ['page'],
      }),
      framework: chunk('framework', 'FRAMEWORK'),
      shared: chunk('shared', 'SHARED', { imports: ['framework'] }),
      page: chunk('page', 'PAGE', { imports: ['shared'], dynamicImports: ['dialog'] }),
      dialog: chunk('dialog', 'DIALOG'),
    };
    const code = firstPageCode(chunks);
    expect(code.split('\n').sort()).toEqual(['ENTRY', 'FRAMEWORK', 'SHARED']);
  });
});
