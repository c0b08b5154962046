import { useQuery } from '@tanstack/react-query';
import type { GuestCredentials } from '../../../api/guest-client';
import type { FirstPageImage } from '../../../ui';
import { guestFirstPageImage } from '../api/guest';
import { guestDocumentQuery } from '../api/guest-queries';

/**
 * The server's image of page 1 of a document version, once its page width is known (the
 * width descriptors of the srcset need it); undefined until then or without a document.
 */
export function useGuestFirstPage(
  credentials: GuestCredentials,
  documentId: string | undefined,
): FirstPageImage | undefined {
  const { data } = useQuery({
    ...guestDocumentQuery(credentials, documentId ?? ''),
    enabled: documentId !== undefined,
  });
  if (!documentId || !data?.page_width) return undefined;
  return guestFirstPageImage(credentials, documentId, data.page_width);
}
