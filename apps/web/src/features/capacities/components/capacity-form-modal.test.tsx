// @vitest-environment happy-dom
import type { TCapacity } from '@mirante/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { CapacityFormModal } from './capacity-form-modal';

const harness = setupFormHarness();

const capacity = {
  id: 3,
  provider_account_id: 2,
  name: 'salescap',
  resource_group: 'bi-rg',
  subscription_id: '0b5f6c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  size: 'A1',
  force_stop: false,
  auto_manage: true,
  minutes_inactive: 30,
  schedule_enabled: false,
  shifts: [],
} as unknown as TCapacity;

function open(edited: TCapacity | null, onSaved = vi.fn()) {
  renderForm(
    <CapacityFormModal
      opened
      capacity={edited}
      options={{ provider_accounts: [{ id: 2, name: 'Azure' }] } as never}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

describe('capacity form', () => {
  it('checks the contract before sending, naming each field by its label', async () => {
    open(null);
    fireEvent.change(await screen.findByLabelText(/^Resource name/), { target: { value: 'Not Valid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Resource name (feature name) is invalid')).toBeTruthy();
    expect(screen.getByText('Provider account is required')).toBeTruthy();
    expect(screen.getByText('Resource group is required')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("refuses a name and a resource group Azure would refuse, saying Azure's rules", async () => {
    open(null);
    fireEvent.change(await screen.findByLabelText(/^Resource name/), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText(/^Resource group/), { target: { value: 'Sales #1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Resource name (feature name) is invalid')).toBeTruthy();
    expect(screen.getByText('Resource group is invalid')).toBeTruthy();
    expect(
      screen.getByText('3 to 63 lowercase letters and digits, starting with a letter, as Azure requires.'),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Up to 90 letters, digits, underscores, hyphens, periods and parentheses/),
    ).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('resource_group'));
    const onSaved = open(capacity);
    await waitFor(() =>
      expect((screen.getByLabelText(/^Resource group/) as HTMLInputElement).value).toBe('bi-rg'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Resource group is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({ name: 'salescap', provider_account_id: 2 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
