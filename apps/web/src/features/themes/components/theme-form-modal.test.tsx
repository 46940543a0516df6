// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { ThemeFormModal } from './theme-form-modal';

const harness = setupFormHarness();

function open(onSaved = vi.fn()) {
  renderForm(<ThemeFormModal opened theme={null} onClose={() => undefined} onSaved={onSaved} />);
  return onSaved;
}

describe('theme form', () => {
  it('checks the contract before sending: a blank name and a colour that is not one', async () => {
    open();
    const background = (await screen.findByLabelText('Background')) as HTMLInputElement;
    fireEvent.change(background, { target: { value: 'not a colour' } });
    fireEvent.click(screen.getByRole('button', { name: 'New theme' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Background is invalid')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('page_title'));
    const onSaved = open();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Night' } });
    fireEvent.click(screen.getByRole('button', { name: 'New theme' }));
    expect(await screen.findByText('Page title is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({ name: 'Night', page_title: null });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
