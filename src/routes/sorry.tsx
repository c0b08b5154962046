import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { SorryPage } from '../features/shell';

// The error page draws its own frame: it also stands in when a layout itself fails.
export const Route = createFileRoute('/sorry')({
  staticData: { roles: everyone, layout: 'none' },
  component: SorryPage,
});
