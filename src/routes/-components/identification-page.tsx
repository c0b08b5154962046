import { useMemo, type ReactNode } from 'react';
import { useSearch } from '@tanstack/react-router';
import { guestLinkFor } from '../../api/guest-links';
import {
  NoGuestLink,
  accountAudience,
  guestAudience,
  type Audience,
  type IdentificationSearch,
} from '../../features/identification';
import { saveAccountName } from '../../features/profile';

/*
 * The route files name their component and render one of these wrappers: the router's code
 * splitter cannot compile JSX inside a call expression given as `component` (the build failed).
 */
type Render = (audience: Audience, search: IdentificationSearch) => ReactNode;

// Every identification route validates its search with identificationSearch.
const useIdentificationSearch = () => useSearch({ strict: false }) as IdentificationSearch;

/** An account's identification page: the pages' audience with the session's operations. */
export function AccountIdentification({ render }: { render: Render }) {
  const search = useIdentificationSearch();
  const audience = useMemo(() => accountAudience(saveAccountName, search.sr), [search.sr]);
  return render(audience, search);
}

/**
 * A guest's identification page: the link this tab remembered for `sr` (the provider's round
 * trip lost the URL's secret); without one the page says so and offers nothing.
 */
export function GuestIdentification({ render }: { render: Render }) {
  const search = useIdentificationSearch();
  const audience = useMemo(() => {
    const link = search.sr ? guestLinkFor(search.sr) : null;
    return link ? guestAudience(link) : null;
  }, [search.sr]);
  return audience ? render(audience, search) : <NoGuestLink />;
}
