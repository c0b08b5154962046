import { expect, type Page } from '@playwright/test';
import { mailed } from './mail';

/** Answers whichever one-time steps signing still needs, until the success dialog shows. */
export async function finishSigning(page: Page, email: string) {
  const signed = page.getByRole('dialog', { name: 'Signed', exact: true });
  const terms = page.getByRole('dialog', { name: 'Terms of use' });
  const details = page.getByRole('dialog', { name: 'Your signature details' });
  const tan = page.getByRole('dialog', { name: 'Enter your one-time password' });
  // Advanced and qualified signatures first say where the code goes.
  const code = page.getByRole('dialog', { name: 'A one-time code confirms your signature' });
  for (;;) {
    await expect(signed.or(terms).or(details).or(tan).or(code).first()).toBeVisible({
      timeout: 30_000,
    });
    if (await code.isVisible()) {
      await code.getByRole('button', { name: 'Continue' }).click();
      await expect(code).toBeHidden();
    } else if (await terms.isVisible()) {
      await terms.getByText('I accept the general terms and conditions').click();
      await terms.getByRole('button', { name: 'Accept and continue' }).click();
      await expect(terms).toBeHidden();
    } else if (await details.isVisible()) {
      await details.getByLabel('Location').fill('Bern');
      await details.getByRole('button', { name: 'Save and continue' }).click();
      await expect(details).toBeHidden();
    } else if (await tan.isVisible()) {
      const [, code] = await mailed(email, /one-time code to sign .+ is (\d{6})\./);
      await tan.getByLabel('One-time password').fill(code ?? '');
      await tan.getByRole('button', { name: 'Sign now' }).click();
      await expect(tan).toBeHidden();
    } else {
      return;
    }
  }
}
