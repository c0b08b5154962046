import { createLink } from '@tanstack/react-router';
import { Link as UiLink, NavLink as UiNavLink } from '../ui';

/** The design system's link, made router-aware: typed `to`, params and search. */
export const Link = createLink(UiLink);

/** A navigation entry (header, sidebar, drawer); the active one gets `aria-current="page"`. */
export const NavLink = createLink(UiNavLink);
