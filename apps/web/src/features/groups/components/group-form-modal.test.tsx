// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderForm as render, setupFormHarness } from '../../../test/form-harness';
import { GroupFormModal } from './group-form-modal';

const harness = setupFormHarness();

function renderForm(onSaved = vi.fn()) {
  render(<GroupFormModal opened group={null} onClose={() => undefined} onSaved={onSaved} />);
  return onSaved;
}

describe('group form', () => {
  it('checks the contract before sending: a blank name is required, named by its label', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it('takes the limits of the contract', async () => {
    renderForm();
    expect((await screen.findByLabelText(/Name/)).getAttribute('maxlength')).toBe('100');
    expect(screen.getByLabelText('Description').getAttribute('maxlength')).toBe('500');
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    harness.fetch.mockResolvedValue(
      answer(409, {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        errors: { name: ['name is invalid'] },
        error_codes: { name: ['field_invalid'] },
      }),
    );
    const onSaved = renderForm();
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is invalid')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a failure that is not on a field in the alert', async () => {
    harness.fetch.mockResolvedValue(answer(403, { code: 'forbidden', message: 'You may not do this.' }));
    renderForm();
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('You may not do this.'));
  });
});
