// @vitest-environment happy-dom
import type { TReport } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { MaintenanceModal } from './maintenance-modal';

const harness = setupFormHarness();

const report = {
  id: 4,
  title: 'Sales',
  maintenance: false,
  maintenance_start: null,
  maintenance_end: null,
  maintenance_message: null,
} as TReport;

describe('maintenance form', () => {
  it('checks the window with the contract: an end before the start is refused', async () => {
    renderForm(<MaintenanceModal report={report} onClose={() => undefined} onSaved={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Start'), { target: { value: '2026-05-02T10:00' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2026-05-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End is invalid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End is required')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('maintenance_message'));
    const onSaved = vi.fn();
    renderForm(<MaintenanceModal report={report} onClose={() => undefined} onSaved={onSaved} />);
    fireEvent.change(await screen.findByLabelText('Notice for users'), { target: { value: 'Back soon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notice for users is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({ maintenance: false, maintenance_message: 'Back soon' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
