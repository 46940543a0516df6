// @vitest-environment happy-dom
import { CUSTOM_FIELD_NAME_MAX, type TCustomField } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { CustomFieldFormModal } from './custom-field-form-modal';

const harness = setupFormHarness();

const shirt = {
  id: 4,
  name: 'Shirt size',
  type: 'list',
  options: ['S', 'M'],
  required: false,
  searchable: false,
  global: false,
  position: 1,
  editable: true,
} as TCustomField;

function open(field: TCustomField | null = null, onSaved = vi.fn()) {
  renderForm(
    <CustomFieldFormModal
      opened
      field={field}
      nextPosition={3}
      onClose={() => undefined}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

describe('custom field form', () => {
  it('checks the contract before sending, and takes its limits', async () => {
    open();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name.getAttribute('maxlength')).toBe(String(CUSTOM_FIELD_NAME_MAX));
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's failures on the fields: options needed, and a repeated option", async () => {
    harness.fetch.mockResolvedValueOnce(fieldFailure('options', 'field_required'));
    harness.fetch.mockResolvedValueOnce(fieldFailure('options.1'));
    open(shirt);
    await screen.findByDisplayValue('Shirt size');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Options is required')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({ name: 'Shirt size', options: ['S', 'M'] });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Options must not repeat.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
