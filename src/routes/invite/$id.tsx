import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell';

export const Route = createFileRoute('/invite/$id')({
  // The spec lists `member`; see issue 8's note: any account that may upload must be able to
  // send what it uploaded, and without businesses on the server nobody would be a member.
  staticData: { roles: ['user'], layout: 'default' },
  // Arriving from /upload skips the upload step (the documents are already in the draft).
  validateSearch: (search: Record<string, unknown>): { skipUpload?: true } =>
    search.skipUpload === true || search.skipUpload === 'true' || search.skipUpload === '1'
      ? { skipUpload: true }
      : {},
  component: PlaceholderPage,
});
