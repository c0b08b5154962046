import { $api } from '../../../api/client';

// The reads a route's loader starts. Apart from the previews and changes in
// visual-signatures.ts: route definitions ship with the first page, and what they import with them.

/** The user's visual signatures, with the default one's id. */
export const visualSignaturesQuery = () => $api.queryOptions('get', '/v1/user/visual-signatures');

/** The signature used when signing without a choice (404 while the user has none). */
export const defaultVisualSignatureQuery = () =>
  $api.queryOptions('get', '/v1/user/visual-signature');
