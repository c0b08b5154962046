import { legislations, type Legislation, type Method } from './types';

/** The query of the identification pages: the request, and what the provider sent back. */
export interface IdentificationSearch {
  /** The request the identification is for (a guest's: the link's request). */
  sr?: string;
  /** The identification's id, added by the provider on the way back. */
  identification?: string;
  /** Which method came back to a law's page (loc, external-sc start from there). */
  method?: Method;
  /** Which law that method was under, where the page serves both (the eID+ sign-up). */
  law?: Legislation;
}

const METHODS: readonly Method[] = [
  'video',
  'robo',
  'autoident',
  'id-austria',
  'loc',
  'mobile-id',
  'external-sc',
];

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;

/** Keeps what is well formed and drops the rest (a hand-edited link opens the page anyway). */
export function identificationSearch(search: Record<string, unknown>): IdentificationSearch {
  const sr = text(search.sr);
  const identification = text(search.identification);
  const method = METHODS.find((candidate) => candidate === search.method);
  const law = legislations.find((candidate) => candidate === search.law);
  return {
    ...(sr ? { sr } : {}),
    ...(identification ? { identification } : {}),
    ...(method ? { method } : {}),
    ...(law ? { law } : {}),
  };
}
