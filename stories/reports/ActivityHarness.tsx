import { useState } from 'react';
import {
  ActivityPage,
  activityView,
  readActivitySearch,
  type ActivitySearch,
} from '../../src/features/reports';
import type { ExportFile } from '../../src/features/reports';
import { BUSINESS } from '../pages/business/members-mock';

export interface ActivityHarnessProps {
  /** The URL's search the page opens with. */
  initial?: ActivitySearch;
  /** Receives the exported files instead of the browser's download. */
  download?: (file: ExportFile) => void;
}

/** The activity page with its URL state kept in the story, as the route keeps it in the URL. */
export function ActivityHarness({ initial = {}, download }: ActivityHarnessProps) {
  const [search, setSearch] = useState<ActivitySearch>(initial);
  return (
    <ActivityPage
      businessId={BUSINESS}
      view={activityView(search)}
      onSearchChange={(change) =>
        setSearch((previous) => readActivitySearch({ ...previous, ...change }))
      }
      today="2026-11-26"
      download={download}
    />
  );
}
