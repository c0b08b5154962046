import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { NotFoundPage, shellMessages } from '../features/shell';

/** The `/{slug}` catch-all: every unknown path shows the 404 page inside the app. */
export const Route = createFileRoute('/$')({
  staticData: { roles: everyone, layout: 'none', title: shellMessages.notFoundTitle },
  component: NotFoundPage,
});
