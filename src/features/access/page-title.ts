/**
 * The spec's title rule: the route's own title, else the last path segment that is not a
 * parameter with dashes read as spaces; then " - " and the product name.
 */
export function pageTitle(routePath: string, product: string, title?: string): string {
  const name = title ?? fallbackTitle(routePath);
  return name ? `${name} - ${product}` : product;
}

export function fallbackTitle(routePath: string): string {
  const segment = routePath
    .split('/')
    .filter((part) => part && !part.startsWith('$') && !part.startsWith('_'))
    .at(-1);
  return segment ? segment.replace(/-/g, ' ') : '';
}
