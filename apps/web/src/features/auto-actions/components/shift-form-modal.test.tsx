// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderForm as render, sent, setupFormHarness } from '../../../test/form-harness';
import { ShiftFormModal } from './shift-form-modal';

const harness = setupFormHarness();

describe('shift form', () => {
  it('checks the hours against the contract before sending', async () => {
    render(<ShiftFormModal opened shift={null} onClose={() => undefined} onSaved={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Night' } });
    fireEvent.change(screen.getByLabelText(/Start/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Start is/)).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it('sends the shift and hands back the saved one', async () => {
    const saved = { id: 7, name: 'Night', start_time: '22:00', end_time: '06:00' };
    harness.fetch.mockResolvedValue(answer(201, saved));
    const onSaved = vi.fn();
    render(<ShiftFormModal opened shift={null} onClose={() => undefined} onSaved={onSaved} />);
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Night' } });
    fireEvent.change(screen.getByLabelText(/Start/), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText(/End/), { target: { value: '06:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved, true));
    expect(sent(harness.fetch)).toEqual({
      method: 'POST',
      path: '/api/auth/auto-actions/shifts',
      body: { name: 'Night', start_time: '22:00', end_time: '06:00' },
    });
  });
});
