import { createLink } from '@tanstack/react-router';
import {
  ButtonLink as UiButtonLink,
  DataListLink,
  Link as UiLink,
  NavLink as UiNavLink,
  NavTab as UiNavTab,
} from '../ui';

// The kit's link patterns made router-aware: typed `to`, params and search.

/** The design system's link. */
export const Link = createLink(UiLink);

/** A navigation entry (header, sidebar, drawer); the active one gets `aria-current="page"`. */
export const NavLink = createLink(UiNavLink);

/** A link that looks like a button: the page's primary action when it navigates. */
export const ButtonLink = createLink(UiButtonLink);

/** A tab that is a link; the router's `aria-current="page"` marks the current one. */
export const NavTab = createLink(UiNavTab);

/** The row link of a `DataList`: the whole row or card opens it. */
export const RowLink = createLink(DataListLink);
