import { $api } from '../../../api/client';

/** The signed-in user; the layout's loader ensures it so the header never waits. */
export const currentUserQuery = () => $api.queryOptions('get', '/v1/user');
