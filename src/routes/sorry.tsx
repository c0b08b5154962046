import { createFileRoute } from '@tanstack/react-router';
import { SorryPage } from '../features/shell';

export const Route = createFileRoute('/sorry')({
  component: SorryPage,
});
