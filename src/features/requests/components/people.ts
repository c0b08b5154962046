import type { components } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];
type Named = Pick<Schemas['Person'], 'email_address' | 'first_name' | 'last_name'>;

/** "First Last", or the e-mail address when the name is unknown. */
export const personName = (person: Named) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email_address;

type People = Pick<Schemas['SignatureRequest'], 'owner' | 'signatures' | 'observers'>;

/**
 * The names the request itself knows, by lower-cased e-mail: its owner and its signers (by the
 * invited address and the account's). Observers carry no name, so they are not in it.
 */
export function knownNames(request: People): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  const add = (email: string | undefined, name: string) => {
    if (!email) return;
    const key = email.toLowerCase();
    // A real name wins over an e-mail the same address got earlier.
    if (name.toLowerCase() !== key || !names.has(key)) names.set(key, name);
  };
  add(request.owner.email_address, personName(request.owner));
  for (const signature of request.signatures) {
    const name = personName(signature.signer_identity_data);
    add(signature.signer_identity_data.email_address, name);
    add(signature.account_email, name);
  }
  return names;
}

/** Who an e-mail address is on this request: their name when known, else the address. */
export const nameOf = (names: ReadonlyMap<string, string>, email: string) =>
  names.get(email.toLowerCase()) ?? email;
