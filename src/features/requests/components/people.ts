import type { components } from '../../../../openapi/schema.gen';

type Named = Pick<components['schemas']['Person'], 'email_address' | 'first_name' | 'last_name'>;

/** "First Last", or the e-mail address when the name is unknown. */
export const personName = (person: Named) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email_address;
