import { describe, expect, it } from 'vitest';
import {
  draftOf,
  newDraft,
  previewQuery,
  previewSearch,
  toInput,
  type PreviewQuery,
  type VisualSignature,
  type VisualSignaturePermissions,
} from './draft';

const signature: VisualSignature = {
  id: 'vs_1',
  alias: 'Work',
  name: 'Dana Demo',
  company: 'Acme AG',
  location: 'Zürich',
  language: 'de',
  quality: 'qes',
  legislation: 'zertes',
  provider: 'swisscom',
  hasCustomImage: false,
  displayClaim: false,
  displayStandards: true,
  displayQr: true,
  displayDate: false,
  placeholder: false,
  image: null,
  default: true,
};

const free = { canUpdate: true, defaultValue: true };
const forcedOn = { canUpdate: false, defaultValue: true };
const forcedOff = { canUpdate: false, defaultValue: false };
const all = (claim = free, date = free, std = free): VisualSignaturePermissions => ({
  claim,
  date,
  std,
});

const keys = {
  name: 'Dana Demo',
  opt: 'Acme AG',
  loc: 'Zürich',
  lang: 'de',
  qual: 'qes',
  leg: 'zertes',
  prov: 'swisscom',
  // The QR code is the user's choice alone: no permission locks it.
  qr: true,
} satisfies PreviewQuery;

describe('previewQuery', () => {
  const cases: [string, VisualSignature, VisualSignaturePermissions, object, PreviewQuery][] = [
    [
      'every flag the user may change is sent as stored',
      signature,
      all(),
      {},
      { ...keys, claim: false, std: true, date: false, width: 300, height: 140 },
    ],
    [
      'a locked flag is left to the server (it draws the permission value)',
      signature,
      all(forcedOn, forcedOff),
      {},
      { ...keys, std: true, width: 300, height: 140 },
    ],
    [
      'all flags locked: none sent',
      signature,
      all(forcedOn, forcedOn, forcedOff),
      {},
      { ...keys, width: 300, height: 140 },
    ],
    [
      'the 2× rendering doubles the size',
      signature,
      all(),
      { density: 2 },
      { ...keys, claim: false, std: true, date: false, width: 600, height: 280 },
    ],
    [
      'a placeholder is drawn as one',
      signature,
      all(),
      { placeholder: true },
      { ...keys, claim: false, std: true, date: false, ph: true, width: 300, height: 140 },
    ],
    [
      'empty or blank optional lines are left out, text trimmed',
      { ...signature, company: '  ', location: '', provider: undefined, name: ' Dana ' },
      all(),
      {},
      {
        name: 'Dana',
        lang: 'de',
        qual: 'qes',
        leg: 'zertes',
        claim: false,
        std: true,
        date: false,
        qr: true,
        width: 300,
        height: 140,
      },
    ],
    [
      'a stored signature is drawn from its id, so its handwritten image shows too',
      signature,
      all(),
      { id: 'vs_8Jm3kQ2xZr5tW9aB' },
      {
        ...keys,
        claim: false,
        std: true,
        date: false,
        id: 'vs_8Jm3kQ2xZr5tW9aB',
        width: 300,
        height: 140,
      },
    ],
  ];
  it.each(cases)('%s', (_, stored, permissions, options, expected) => {
    expect(previewQuery(draftOf(stored), permissions, options)).toEqual(expected);
  });
});

describe('previewSearch', () => {
  it('spells the same query the same way whatever the key order', () => {
    const query = previewQuery(draftOf(signature), all());
    const reversed = Object.fromEntries(Object.entries(query).reverse()) as PreviewQuery;
    expect(previewSearch(reversed)).toBe(previewSearch(query));
    expect(previewSearch(query)).toBe(
      'claim=false&date=false&height=140&lang=de&leg=zertes&loc=Z%C3%BCrich&name=Dana+Demo&opt=Acme+AG&prov=swisscom&qr=true&qual=qes&std=true&width=300',
    );
  });

  it('tells different fields apart', () => {
    const draft = draftOf(signature);
    expect(previewSearch(previewQuery({ ...draft, location: 'Bern' }, all()))).not.toBe(
      previewSearch(previewQuery(draft, all())),
    );
  });
});

describe('toInput', () => {
  it('sends every field the user may change, trimmed', () => {
    const draft = { ...draftOf(signature), alias: ' Work ', company: '', location: ' Bern ' };
    expect(toInput(draft, all(), false)).toEqual({
      alias: 'Work',
      name: 'Dana Demo',
      location: 'Bern',
      language: 'de',
      quality: 'qes',
      legislation: 'zertes',
      provider: 'swisscom',
      displayQr: true,
      displayClaim: false,
      displayDate: false,
      displayStandards: true,
      default: false,
    });
  });

  it('leaves out what the permissions lock, so the save cannot be refused for it', () => {
    const input = toInput(draftOf(signature), all(forcedOff, forcedOn, forcedOff), true);
    expect(input).not.toHaveProperty('displayClaim');
    expect(input).not.toHaveProperty('displayDate');
    expect(input).not.toHaveProperty('displayStandards');
    expect(input).toMatchObject({ displayQr: true, default: true });
  });
});

describe('newDraft', () => {
  const user = { firstName: 'Dana', lastName: 'Demo', attributes: {} };

  it('starts from the user’s name, in English, with date, claim and standards shown', () => {
    expect(newDraft(user)).toEqual({
      alias: 'Dana Demo',
      name: 'Dana Demo',
      company: '',
      location: '',
      language: 'en',
      displayQr: false,
      displayDate: true,
      displayClaim: true,
      displayStandards: true,
      quality: undefined,
      legislation: undefined,
    });
  });

  it('takes the stamp name and the default quality the account has chosen', () => {
    const draft = newDraft({
      ...user,
      attributes: {
        visual_signature_name: ['Dr. Dana Demo'],
        default_quality: ['qes'],
        default_legislation: ['eidas'],
      },
    });
    expect(draft).toMatchObject({ name: 'Dr. Dana Demo', quality: 'qes', legislation: 'eidas' });
  });

  it('ignores attribute values the contract does not know', () => {
    const draft = newDraft({
      ...user,
      attributes: { default_quality: ['platinum'], default_legislation: ['mars'] },
    });
    expect(draft.quality).toBeUndefined();
    expect(draft.legislation).toBeUndefined();
  });
});
