export const layouts = ['simple', 'main', 'admin', 'default', 'unauthenticated', 'none'] as const;
export type Layout = (typeof layouts)[number];
