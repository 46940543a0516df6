// @vitest-environment happy-dom
import { MAX_PASSWORD_LENGTH, type TCustomField, type TUnitUser } from '@mirante/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ComponentProps, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** The form of a new user of a unit with one custom field, with the page's answer as `error`. */
function NewUserForm({
  error,
  onSubmit,
}: {
  error: unknown;
  onSubmit: ComponentProps<typeof UserFormModal>['onSubmit'];
}) {
  return (
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
    />
  );
}

function openUserForm(error: unknown = null, onSubmit = vi.fn()) {
  renderForm(<NewUserForm error={error} onSubmit={onSubmit} />);
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

/** Fills every field a new account needs but `skip`. */
async function fillNewUser(skip: string[] = []) {
  const values: Record<string, string> = {
    Name: 'Ana Lima',
    'E-mail': 'ana@example.com',
    Departamento: 'Sales',
    Password: 'Secret-123',
  };
  await screen.findByLabelText(/^Name/);
  for (const [label, value] of Object.entries(values)) {
    if (skip.includes(label)) continue;
    const [input] = screen.getAllByLabelText(new RegExp(`^${label}`));
    fireEvent.change(input as HTMLElement, { target: { value } });
  }
}

/** The user form as a page holds it: the server's answer to the submit comes back as `error`. */
function ServerFailing({ failure }: { failure: unknown }) {
  const [error, setError] = useState<unknown>(null);
  return <NewUserForm error={error} onSubmit={() => setError(failure)} />;
}

describe('user form after a failed submit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the password of a new account when the unit mails no link to choose one', async () => {
    const onSubmit = openUserForm();
    await fillNewUser(['Password']);
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const [password] = screen.getAllByLabelText(/^Password/);
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('scrolls to the first field its own checks refuse and puts the cursor there', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    openUserForm();
    await fillNewUser(['E-mail', 'Password']);
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(scroll.mock.contexts).toContain(email);
  });

  it('scrolls to the first field the server refuses and puts the cursor there', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderForm(<ServerFailing failure={fieldError('phone', 'field_invalid')} />);
    await fillNewUser();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Phone is invalid')).toBeTruthy();
    const phone = screen.getByLabelText(/^Phone/);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(scroll.mock.contexts).toContain(phone);
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

describe('custom fields in the user form', () => {
  const field = (id: number, name: string, type: TCustomField['type'], options: string[] = []) =>
    ({ id, name, type, options, required: false }) as unknown as TCustomField;
  const fields = [
    field(11, 'Shirt', 'list', ['S', 'M', 'L']),
    field(12, 'Shift', 'single', ['Day', 'Night']),
    field(13, 'Skills', 'multiple', ['SQL', 'DAX']),
    field(14, 'Badge number', 'number'),
    field(15, 'Hired on', 'date'),
  ];

  function openWithFields(onSubmit = vi.fn()) {
    renderForm(
      <UserFormModal
        opened
        user={null}
        groups={[]}
        linkableUnits={[]}
        customFields={fields}
        saving={false}
        error={null}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    return onSubmit;
  }

  it('shows a list as a dropdown, a single choice as radio buttons and a multiple choice as checkboxes', async () => {
    openWithFields();
    const shirt = await screen.findAllByLabelText('Shirt');
    expect(shirt.some((input) => input.getAttribute('aria-haspopup') === 'listbox')).toBe(true);
    expect(screen.queryByRole('radio', { name: 'S' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'S' })).toBeNull();
    const shift = screen.getByRole('radiogroup', { name: 'Shift' });
    expect(shift).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Day' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Night' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'SQL' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'DAX' })).toBeTruthy();
  }, 20_000);

  it('takes no letters in a number field, and a day as the language writes it', async () => {
    const onSubmit = openWithFields();
    const badge = (await screen.findByRole('textbox', { name: 'Badge number' })) as HTMLInputElement;
    expect(badge.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(badge, { target: { value: 'abc' } });
    expect(badge.value).toBe('');
    fireEvent.change(badge, { target: { value: '12.5' } });
    expect(badge.value).toBe('12.5');
    const hired = screen.getByRole('textbox', { name: 'Hired on' }) as HTMLInputElement;
    fireEvent.change(hired, { target: { value: '02292024' } });
    expect(hired.value).toBe('02/29/2024');
    fireEvent.click(screen.getByRole('radio', { name: 'Night' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'DAX' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ana@example.com' } });
    for (const password of screen.getAllByLabelText(/^(Password|Confirm)/))
      fireEvent.change(password, { target: { value: 'A1b2-Sample-Pass!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].custom_fields).toEqual({
      '12': 'Night',
      '13': ['DAX'],
      '14': '12.5',
      '15': '2024-02-29',
    });
  }, 20_000);

  it('says an impossible day is invalid before sending', async () => {
    const onSubmit = openWithFields();
    const hired = (await screen.findByRole('textbox', { name: 'Hired on' })) as HTMLInputElement;
    fireEvent.change(hired, { target: { value: '02/30/2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findAllByText('Hired on is invalid')).not.toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
  }, 20_000);
});
