// @vitest-environment happy-dom
import type { TCatalogRequest } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { DenyModal } from './decide-modals';

const harness = setupFormHarness();

const request = { id: 9, report_title: 'Sales', user: { name: 'Ana' } } as TCatalogRequest;

describe('deny an access request', () => {
  it('checks the reason with the contract before sending', async () => {
    renderForm(<DenyModal request={request} onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText(/^Reason/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's failure on the reason, worded with its label", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('reason'));
    renderForm(<DenyModal request={request} onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText(/^Reason/), { target: { value: 'Not your area' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Reason is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toEqual({ reason: 'Not your area' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
