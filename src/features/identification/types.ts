import type { components } from '../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type IdentificationState = Schemas['IdentificationState'];
export type IdentificationMethods = Schemas['IdentificationMethods'];
export type IdentificationOption = Schemas['IdentificationOption'];
export type Provider = Schemas['IdentificationProvider'];
export type Method = Schemas['IdentificationMethod'];
export type Level = Schemas['IdentificationLevel'];
export type FailureReason = Schemas['IdentificationFailure'];
export type SignatureQualities = Schemas['SignatureQualities'];

/** The two laws a person identifies under; each has its own provider. */
export type Legislation = 'eidas' | 'zertes';
export const legislations: readonly Legislation[] = ['eidas', 'zertes'];
export const providerOf: Record<Legislation, Provider> = { eidas: 'srs', zertes: 'intrum' };

/** The name a person signs with, as the ID document must show it. */
export interface PersonName {
  firstName: string;
  lastName: string;
}
