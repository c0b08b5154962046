import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { InvitePage, UploadPage } from '../../features/prepare';
import { NEW_DRAFT_ID } from '../../navigation/new-draft';
import { currentUserQuery, requestQuery } from '../../api/queries';

export const Route = createFileRoute('/invite/$id')({
  // The spec lists `member`; see issue 8's note: any account that may upload must be able to
  // send what it uploaded, and without businesses on the server nobody would be a member.
  staticData: { roles: ['user'], layout: 'default' },
  // Arriving from /upload skips the upload step (the documents are already in the draft).
  validateSearch: (search: Record<string, unknown>): { skipUpload?: true } =>
    search.skipUpload === true || search.skipUpload === 'true' || search.skipUpload === '1'
      ? { skipUpload: true }
      : {},
  // Both in parallel: the page needs the draft and whether the user has signer groups.
  loader: ({ context, params }) =>
    Promise.all([
      params.id === NEW_DRAFT_ID
        ? undefined
        : context.queryClient.ensureQueryData(requestQuery(params.id)),
      context.queryClient.ensureQueryData(currentUserQuery()),
    ]),
  component: InviteRoute,
});

function InviteRoute() {
  const { id } = Route.useParams();
  const { skipUpload } = Route.useSearch();
  const navigate = useNavigate();
  if (id === NEW_DRAFT_ID) {
    // No draft yet: the upload step makes it with the first file, then its page replaces this
    // one (Back leads to where the user came from, not to an empty upload step).
    return (
      <UploadPage
        onUploaded={(draftId) =>
          void navigate({
            to: '/invite/$id',
            params: { id: draftId },
            search: { skipUpload: true },
            replace: true,
          })
        }
      />
    );
  }
  return (
    <InvitePage
      key={id}
      id={id}
      skipUpload={skipUpload}
      onSent={(srid) => void navigate({ to: '/view/$srid', params: { srid } })}
    />
  );
}
