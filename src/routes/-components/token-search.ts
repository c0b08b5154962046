/** Query `token` of a mailed link: kept only when it has a plausible shape. */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  const token = search.token;
  return typeof token === 'string' && /^[\w-]{16,256}$/.test(token) ? { token } : {};
}
