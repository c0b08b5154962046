/**
 * The pages whose route still renders a placeholder (PlaceholderPage or BusinessPlaceholderPage).
 * Navigation never offers them as if they were done: the header, the user menu, the drawer and
 * the sub-navigations hide them. The issue that builds one of these pages removes it here;
 * `pages.test.ts` fails while this list and the route files disagree.
 */
export const placeholderPages: ReadonlySet<string> = new Set<string>();

/** Whether a navigation target is still a placeholder. */
export type PageReadiness = (path: string) => boolean;

export const isPlaceholder: PageReadiness = (path) => placeholderPages.has(path);
