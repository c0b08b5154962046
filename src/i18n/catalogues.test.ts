import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import deCh from './de-ch.json';
import enGb from './en-gb.json';
import frCh from './fr-ch.json';
import it_ from './it.json';

const catalogues: Record<string, Record<string, string>> = {
  'de-ch': deCh,
  'fr-ch': frCh,
  it: it_,
};

function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return found;
}

describe('translation catalogues', () => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    it(`${locale} has every en-gb key with the same placeholders`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(enGb).sort());
      for (const [id, source] of Object.entries(enGb as Record<string, string>)) {
        const translated = catalogue[id] ?? '';
        expect([...placeholders(parse(translated))].sort(), `${locale} ${id}`).toEqual(
          [...placeholders(parse(source))].sort(),
        );
      }
    });
  }
});
