// @vitest-environment happy-dom
import { DEFAULT_COMPANY_CONFIG, type TCompanySettings } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { CompanySettingsForm } from './company-settings-form';

const harness = setupFormHarness();

const settings = {
  ...DEFAULT_COMPANY_CONFIG,
  listIp: null,
  mfa_master: 'N',
  mail_password_set: false,
  companies: [],
} as unknown as TCompanySettings;

/** Answers the timezones, and `onSave` to the save. */
function serve(onSave: () => Response) {
  harness.fetch.mockImplementation(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? onSave() : answer(200, { timezones: ['America/Sao_Paulo'] }),
  );
}

function saves() {
  return harness.fetch.mock.calls.filter(([, init]) => init?.method === 'POST').length;
}

describe('company settings form', () => {
  it('checks the contract before saving: a wrong IP is refused on its field, named by its label', async () => {
    serve(() => answer(200, { message: 'Done successfully!' }));
    renderForm(<CompanySettingsForm settings={settings} />);
    fireEvent.change(await screen.findByLabelText('Allowed addresses'), { target: { value: '10.0.0.999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('10.0.0.999: Allowed addresses is invalid')).toBeTruthy();
    expect(saves()).toBe(0);
  });

  it('takes the limits of the contract', async () => {
    serve(() => answer(200, { message: 'Done successfully!' }));
    renderForm(<CompanySettingsForm settings={settings} />);
    expect((await screen.findByLabelText('Home page')).getAttribute('maxlength')).toBe('255');
  });

  it("puts the server's field failures on their fields and shows their tab", async () => {
    serve(() => fieldFailure('mail_host'));
    renderForm(<CompanySettingsForm settings={settings} />);
    fireEvent.change(await screen.findByLabelText('Server'), { target: { value: 'smtp.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Server is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toEqual({ mail_host: 'smtp.example.com' });
    expect(screen.getByRole('tab', { name: 'Mail server' }).getAttribute('aria-selected')).toBe('true');
  });
});
