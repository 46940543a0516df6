import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, openSignIn, unitUrl } from '../fixtures';

// Two sign-ins and several page loads: more than the default budget on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** Signs in as fixtures.signIn does, with room for a slow answer on a busy machine. */
async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/, { timeout: 45_000 });
}

/** Accounts of the unit seeded for this spec alone (seed/e2e/account.ts). */
const USER = 'user@account.mirante.local';
const PICTURE_USER = 'pia@account.mirante.local';
const NEW_PASSWORD = 'Changed-e2e-Password-2';

/** A 32×32 PNG with a colour gradient. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAHbUlEQVR4nBXVoer6DBQG4O9K/slkMplMJoOIYUHEsCBiWBAxPEHEsCCysCBiWBAxLIgYFkQMCyIGk8nL+fydG3jg5Zz3/PfPq+JV9ap51b0aXk2vllfHK/Dqe4VeI6/Ia+rFa+EVe629Uq+tV+Z18Mq9zl6F182r9Hp6vb0+Xl+v//55VDyqHjWPukfDo+nR8uh4BB59j9Bj5BF5TD14LDxij7VH6rH1yDwOHrnH2aPwuHmUHk+Pt8fH4+vxA8qKsqqsKevKhrKpbCk7ykDZV4bKkTJSTpWUC2WsXCtT5VaZKQ/KXHlWFsqbslQ+lW/lR/lV/oB7xb3qXnOvuzfcm+4t94574N53D91H7pH71J37wj12X7un7lv3zP3gnruf3Qv3m3vp/nR/u3/cv+4/4FpxrbrWXOuuDdema8u14xq49l1D15Fr5Dp15bpwjV3Xrqnr1jVzPbjmrmfXwvXmWro+Xd+uH9ev6w8oKoqqoqaoKxqKpqKl6CgCRV8RKkaKSDFVUCwUsWKtSBVbRaY4KHLFWVEobopS8VS8FR/FV/EDLhWXqkvNpe7ScGm6tFw6LoFL3yV0GblELlMXLguX2GXtkrpsXTKXg0vucnYpXG4upcvT5e3ycfm6/IBTxanqVHOqOzWcmk4tp45T4NR3Cp1GTpHT1InTwil2WjulTlunzOnglDudnQqnm1Pp9HR6O32cvk4/IK/Iq/KavC5vyJvylrwjD+R9eSgfySP5VE6+kMfytTyVb+WZ/CDP5Wd5Ib/JS/lT/pZ/5F/5DzhWHKuONce6Y8Ox6dhy7DgGjn3H0HHkGDlOHTkuHGPHtWPquHXMHA+OuePZsXC8OZaOT8e348fx6/gD9hX7qn3Nvm7fsG/at+w79oF93z60H9lH9lN79gv72H5tn9pv7TP7g31uf7Yv7G/2pf3T/m3/sf/a/4CsIqvKarK6rCFrylqyjiyQ9WWhbCSLZFMZ2UIWy9ayVLaVZbKDLJedZYXsJitlT9lb9pF9ZT9gV7Gr2tXs6nYNu6Zdy65jF9j17UK7kV1kN7Vjt7CL7dZ2qd3WLrM72OV2Z7vC7mZX2j3t3nYfu6/dD9hUbKo2NZu6TcOmadOy6dgENn2b0GZkE9lMbdgsbGKbtU1qs7XJbA42uc3ZprC52ZQ2T5u3zcfma/MD0oq0Kq1J69KGtCltSTvSQNqXhtKRNJJOpaQLaSxdS1PpVppJD9JcepYW0pu0lD6lb+lH+pX+gKQiqUpqkrqkIWlKWpKOJJD0JaFkJIkkUwnJQhJL1pJUspVkkoMkl5wlheQmKSVPyVvykXwlP2BVsapa1azqVg2rplXLqmMVWPWtQquRVWQ1tWK1sIqt1lap1dYqszpY5VZnq8LqZlVaPa3eVh+rr9UPiCviqrgmrosb4qa4Je6IA3FfHIpH4kg8FRMvxLF4LU7FW3EmPohz8VlciG/iUvwUv8Uf8Vf8A5YVy6plzbJu2bBsWrYsO5aBZd8ytBxZRpZTS5YLy9hybZlabi0zy4Nlbnm2LCxvlqXl0/Jt+bH8Wv6AecW8al4zr5s3zJvmLfOOeWDeNw/NR+aR+dSc+cI8Nl+bp+Zb88z8YJ6bn80L85t5af40f5t/zL/mP0CFKjXqNGjSokNAn5AREVN/s/CX1NrfSm393d7BX0md/bX5zd/be/Lmw5cfMKuYVc1qZnWzhlnTrGXWMQvM+mah2cgsMpuaMVuYxWZrs9Rsa5aZHcxys7NZYXYzK82eZm+zj9nX7AdMKiZVk5pJ3aRh0jRpmXRMApO+SWgyMolMpiZMFiaxydokNdmaZCYHk9zkbFKY3ExKk6fJ2+Rj8jX5AVFFVBXVRHVRQ9QUtUQdUSDqi0LRSBSJpn85RQtRLFqLUtFWlIkOolx0FhWim6gUPUVv0Uf0Ff2AccW4alwzrhs3jJvGLeOOcWDcNw6NR8aR8dSY8cI4Nl4bp8Zb48z4YJwbn40L45txafw0fht/jL/GP2BYMawa1gzrhg3DpmHLsGMYGPYNQ8ORYWQ4NWS4MIwN14ap4dYwMzwY5oZnw8LwZlgaPg3fhh/Dr+EPCCvCqrAmrAsbwqawJewIA2FfGApHwkg4/VuocCGMhWthKtwKM+FBmAvPwkJ4E5bCp/At/Ai/wh8wqBhUDWoGdYOGQdOgZdAxCAz6BqHByCAymBowWBjEBmuD1GBrkBkcDHKDs0FhcDMoDZ4Gb4OPwdfgB/QqelW9ml5dr6HX1GvpdfQCvb5eqDfSi/SmevQWerHeWi/V2+plege9XO+sV+jd9Eq9p95b76P31fsBQUVQFdQEdUFD0BS0BB1BIOgLQsFIEAmmf5cXLASxYC1IBVtBJjgIcsFZUAhuglLwFLwFH8FX8AO6Fd2qbk23rtvQbeq2dDu6gW5fN9Qd6Ua6U126C91Yd62b6m51M92Dbq571i10b7ql7lP3rfvR/er+gHZFu6pd065rN7Sb2i3tjnag3dcOtUfakfZUm/ZCO9Zea6faW+1M+6Cda5+1C+2bdqn91H5rf7S/2v8DJHr0TJPXCzoAAAAASUVORK5CYII=',
  'base64',
);

test('a user changes their password and their other signed-in browser is signed out', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const page = await first.newPage();
  const other = await second.newPage();
  for (const p of [page, other]) {
    await openSignIn(p, unitUrl('account', '/signin'));
    await signIn(p, USER);
  }

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 30_000 });
  const card = page.locator('form').filter({ has: page.getByLabel('Current password') });

  // A wrong current password is answered on its field.
  await card.getByLabel('Current password').fill('Not-my-password-1');
  await card.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('The current password is incorrect.')).toBeVisible();

  await card.getByLabel('Current password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();
  await page.screenshot({ path: '/tmp/account-password-changed.png', fullPage: true });

  // The other browser's session has ended: its next page goes to sign-in.
  await other.goto(unitUrl('account', '/setting'));
  await expect(other).toHaveURL(/\/signin/);
  // This one keeps working.
  await page.reload();
  await expect(page.getByLabel('Current password')).toBeVisible({ timeout: 30_000 });
  // The new password signs in.
  await signIn(other, USER, NEW_PASSWORD);

  await first.close();
  await second.close();
});

test('a user uploads a picture and sees it in the account menu', async ({ page }) => {
  await openSignIn(page, unitUrl('account', '/signin'));
  await signIn(page, PICTURE_USER);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('Profile picture')).toBeVisible({ timeout: 30_000 });

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Picture updated.')).toBeVisible();

  const menuAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(menuAvatar).toHaveAttribute('src', /^\/storage\/avatar-[0-9a-f]{32}\.png$/);
  await expect(menuAvatar).toHaveJSProperty('naturalWidth', 32);
  await page.screenshot({ path: '/tmp/account-picture-uploaded.png', fullPage: true });

  // Removing it brings the initials back.
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Picture removed.')).toBeVisible();
  await expect(menuAvatar).toHaveCount(0);
});
