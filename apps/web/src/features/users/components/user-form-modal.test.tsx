// @vitest-environment happy-dom
import { MAX_PASSWORD_LENGTH, type TCustomField, type TUnitUser } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldError, renderForm, setupFormHarness } from '../../../test/form-harness';
import { DuplicateUserModal } from './duplicate-user-modal';
import { UserFormModal } from './user-form-modal';

setupFormHarness();

const department: TCustomField = {
  id: 7,
  name: 'Departamento',
  type: 'text',
  required: true,
  options: [],
} as unknown as TCustomField;

function openUserForm(error: unknown = null, onSubmit = vi.fn()) {
  renderForm(
    <UserFormModal
      opened
      user={null}
      groups={[]}
      linkableUnits={[]}
      customFields={[department]}
      saving={false}
      error={error}
      onClose={() => undefined}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('user form', () => {
  it('checks the contract before sending, naming each field by its label', async () => {
    const onSubmit = openUserForm();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Phone is invalid')).toBeTruthy();
    expect(screen.getByText('Departamento is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the password limit of the contract', async () => {
    openUserForm();
    const password = (await screen.findAllByLabelText(/^Password/))[0] as HTMLElement;
    expect(password.getAttribute('maxlength')).toBe(String(MAX_PASSWORD_LENGTH));
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    openUserForm(fieldError('email', 'field_invalid'));
    expect(await screen.findByText('E-mail is invalid')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("words a failure of a custom field with the unit's name for it", async () => {
    openUserForm(fieldError('custom_fields.7', 'field_required'));
    expect(await screen.findByText('Departamento is required')).toBeTruthy();
  });
});

describe('duplicate user form', () => {
  const source = { id: 3, name: 'Ana' } as TUnitUser;

  function openDuplicate(error: unknown = null, onSubmit = vi.fn()) {
    renderForm(
      <DuplicateUserModal
        source={source}
        saving={false}
        error={error}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    return onSubmit;
  }

  it('checks the contract before sending', async () => {
    const onSubmit = openDuplicate();
    fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('E-mail is invalid')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's field failures on the fields", async () => {
    openDuplicate(fieldError('email', 'field_invalid'));
    expect(await screen.findByText('E-mail is invalid')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
