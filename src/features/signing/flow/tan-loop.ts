import { isProblem } from '../../../api/problem';
import type { components } from '../../../../openapi/schema.gen';
import type { TanEntryProps } from '../components/dialogs/TanEntryDialog';
import { askDialog, askOverlay, closeProgress, showProgress } from './prompts';

type SigningResult = components['schemas']['SigningResult'];

/**
 * Asks for the one-time password and submits it; a wrong code shows the TAN-invalid overlay
 * and asks again. Other refusals (expired, locked) go up to the flow's failure overlays.
 */
export async function withTan(
  dialogProps: TanEntryProps,
  submit: (code: string) => Promise<SigningResult>,
): Promise<SigningResult | null> {
  for (;;) {
    closeProgress();
    const code = await askDialog({ namespace: 'document', name: 'tan-entry', props: dialogProps });
    if (!code) return null;
    showProgress();
    try {
      return await submit(code);
    } catch (error) {
      if (!isProblem(error) || error.code !== 'TAN_INVALID') throw error;
      if ((await askOverlay('tan-invalid')) !== 'retry') return null;
    }
  }
}
