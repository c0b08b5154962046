import { useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useMatches } from '@tanstack/react-router';
import { pageTitle } from '../../features/access';
import { shellMessages } from '../../features/shell';
import { showsNotFound } from './not-found';

/** Sets document.title from the deepest route on every navigation (spec: page title rule). */
export function usePageTitle() {
  const intl = useIntl();
  const notFound = useMatches({ select: showsNotFound });
  const path = useMatches({ select: (matches) => matches.at(-1)?.fullPath ?? '/' });
  const routeTitle = useMatches({ select: (matches) => matches.at(-1)?.staticData.title });
  const title: MessageDescriptor | undefined = notFound ? shellMessages.notFoundTitle : routeTitle;
  const text = pageTitle(
    path,
    intl.formatMessage(shellMessages.product),
    title && intl.formatMessage(title),
  );
  useEffect(() => {
    document.title = text;
  }, [text]);
}
