import { fetchClient } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';
import type { LoadOptions } from '../../../ui';
import { unwrap } from '../../../api/unwrap';

export type EmailSuggestion = components['schemas']['EmailSuggestions']['suggestions'][number] & {
  id: string;
};

/** Suggestions for a signer's or observer's address; nothing is asked for under 2 characters. */
export const loadEmailSuggestions: LoadOptions<EmailSuggestion> = async (input, signal) => {
  const query = input.trim();
  if (query.length < 2) return [];
  const data = await unwrap(
    fetchClient.GET('/v1/email_input_autocomplete', {
      params: { query: { input: query } },
      signal,
    }),
  );
  return data.suggestions.map((suggestion) => ({ ...suggestion, id: suggestion.email }));
};
