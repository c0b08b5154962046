import { describe, expect, it } from 'vitest';
import { identificationSearch, type IdentificationSearch } from './search';

describe('identificationSearch', () => {
  it.each<[Record<string, unknown>, IdentificationSearch]>([
    [{}, {}],
    [{ sr: 'sr_1' }, { sr: 'sr_1' }],
    [
      { sr: 'sr_1', identification: 'id_1', method: 'loc' },
      { sr: 'sr_1', identification: 'id_1', method: 'loc' },
    ],
    [
      { identification: 'id_1', method: 'external-sc', law: 'zertes' },
      { identification: 'id_1', method: 'external-sc', law: 'zertes' },
    ],
    [{ method: 'fax', sr: '', law: 'swiss' }, {}],
    [{ sr: 42, identification: ['x'] }, {}],
    [{ sr: 'x'.repeat(201) }, {}],
  ])('%j → %j', (search, expected) => expect(identificationSearch(search)).toEqual(expected));
});
