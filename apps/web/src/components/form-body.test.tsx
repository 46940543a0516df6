// @vitest-environment happy-dom
import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderForm, setupFormHarness } from '../test/form-harness';
import { FormBody } from './form-body';

setupFormHarness();

describe('FormBody', () => {
  it('submits without the browser checking a required field, the failure alert above the fields', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderForm(
      <FormBody onSubmit={onSubmit} message="Wrong password." messageTitle="Not signed in">
        <TextInput label="E-mail" required />
        <Button type="submit">Sign in</Button>
      </FormBody>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not signed in');
    expect(alert.textContent).toContain('Wrong password.');
    expect(
      alert.compareDocumentPosition(screen.getByLabelText(/E-mail/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
