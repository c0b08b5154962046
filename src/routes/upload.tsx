import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UploadPage } from '../features/prepare';

export const Route = createFileRoute('/upload')({
  staticData: { roles: ['user'], layout: 'default' },
  component: UploadRoute,
});

function UploadRoute() {
  const navigate = useNavigate();
  return (
    <UploadPage
      onUploaded={(id) =>
        void navigate({ to: '/invite/$id', params: { id }, search: { skipUpload: true } })
      }
    />
  );
}
