// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderForm, setupFormHarness } from '../test/form-harness';
import { FormModal } from './form-modal';

setupFormHarness();

function renderModal(props: Partial<Parameters<typeof FormModal>[0]> = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderForm(
    <FormModal opened title="Rename" onClose={onClose} onSubmit={onSubmit} pending={false} {...props}>
      <TextInput label="Name" />
    </FormModal>,
  );
  return { onClose, onSubmit };
}

describe('FormModal', () => {
  it('names the dialog by its title and submits the form with Save', async () => {
    const { onSubmit, onClose } = renderModal();
    expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Cancel and with the named close button', async () => {
    const { onClose, onSubmit } = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the failure in an alert with its title, and no alert without one', async () => {
    renderModal({ message: 'You may not do this.', messageTitle: 'Not saved' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not saved');
    expect(alert.textContent).toContain('You may not do this.');
  });

  it('has no alert when nothing failed', async () => {
    renderModal();
    await screen.findByRole('dialog');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('words the submit as told, and locks Cancel while pending when asked', async () => {
    renderModal({ submitLabel: 'Create', pending: true, lockCancel: true });
    const submit = await screen.findByRole('button', { name: 'Create' });
    expect(submit.getAttribute('data-loading')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('leaves Cancel usable while pending unless asked', async () => {
    renderModal({ pending: true });
    expect(((await screen.findByRole('button', { name: 'Cancel' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('puts an action of its own beside the footer, which neither submits nor closes', async () => {
    const onClear = vi.fn();
    const { onSubmit, onClose } = renderModal({
      aside: (
        <button type="button" onClick={onClear}>
          Clear
        </button>
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('asks before Escape closes a form with typed text, and Keep editing keeps the text', async () => {
    const { onClose } = renderModal();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    name.focus();
    fireEvent.change(name, { target: { value: 'Ana' } });
    fireEvent.keyDown(name, { key: 'Escape' });
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(ask.textContent).toContain('What you typed in this form will be lost.');
    expect(onClose).not.toHaveBeenCalled();
    const keep = screen.getByRole('button', { name: 'Keep editing' });
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
    expect(document.activeElement).toBe(name);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before the close button closes a form with typed text, and Discard closes it', async () => {
    const { onClose } = renderModal();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes a form with nothing typed at once, by Escape or the close button', async () => {
    const { onClose } = renderModal();
    fireEvent.keyDown(await screen.findByLabelText('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks the form whether it holds changes, when it says so itself', async () => {
    const isDirty = vi.fn(() => false);
    const { onClose } = renderModal({ isDirty });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(isDirty).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
