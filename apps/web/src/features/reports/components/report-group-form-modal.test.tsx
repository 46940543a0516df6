// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { ReportGroupFormModal } from './report-group-form-modal';

const harness = setupFormHarness();

function open(onSaved = vi.fn()) {
  renderForm(<ReportGroupFormModal opened group={null} onClose={() => undefined} onSaved={onSaved} />);
  return onSaved;
}

describe('report group form', () => {
  it('checks the contract before sending: blank group and subgroup names are required', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add subgroup' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Subgroup name is required')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's failures on the subgroup's field, worded with its label", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('subgroups.0.name'));
    const onSaved = open();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Finance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add subgroup' }));
    fireEvent.change(screen.getByLabelText('Subgroup 1 name'), { target: { value: 'Budget' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subgroup name is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({ name: 'Finance', subgroups: [{ name: 'Budget' }] });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a name already used on the name field', async () => {
    harness.fetch.mockResolvedValue(
      answer(409, {
        code: 'report_group_name_exists',
        message: 'A report group with this name already exists.',
      }),
    );
    open();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Finance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A report group with this name already exists.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
