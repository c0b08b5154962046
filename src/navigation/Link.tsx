import { createLink } from '@tanstack/react-router';
import { Link as UiLink } from '../ui';

/** The design system's link, made router-aware: typed `to`, params and search. */
export const Link = createLink(UiLink);
