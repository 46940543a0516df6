// @vitest-environment happy-dom
import { GROUP_NAME_MAX, ZSaveUserGroupRequest } from '@mirante/contracts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { fieldError, setupFormHarness } from '../../test/form-harness';
import { ApiError } from '../api';
import { useContractForm } from './use-contract-form';

setupFormHarness();

const labels: Record<string, string> = { name: 'Group name', description: 'About' };
const label = (field: string) => labels[field] ?? field;
type Values = { name: string; description: string };
const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;

function useGroupForm(error: unknown) {
  return useContractForm<Values>({
    schema: ZSaveUserGroupRequest,
    label,
    fields: ['name', 'description'],
    error,
    initialValues: { name: '', description: '' },
    toInput: (values) => ({ name: values.name, description: values.description || null }),
  });
}

describe('useContractForm', () => {
  it('validates by the contract, worded with the labels', () => {
    const { result } = renderHook(() => useGroupForm(null), { wrapper });
    act(() => {
      result.current.form.setFieldValue('name', '  ');
    });
    act(() => {
      result.current.form.validate();
    });
    expect(result.current.form.errors).toEqual({ name: 'Group name is required' });
    expect(result.current.message).toBeNull();
  });

  it("puts the server's failure of a shown field on that field, with no alert", () => {
    const { result } = renderHook(() => useGroupForm(fieldError('name')), { wrapper });
    expect(result.current.form.errors.name).toBe('Group name is invalid');
    expect(result.current.message).toBeNull();
  });

  it("keeps the server's wording of a failure whose message holds the server's values", () => {
    const failure = new ApiError({
      status: 400,
      code: 'ip_lockout',
      message: 'These IP rules would lock you out: your current address 10.1.2.3 is not in the list',
      errors: {
        name: ['These IP rules would lock you out: your current address 10.1.2.3 is not in the list'],
      },
      codes: { name: ['ip_lockout'] },
    });
    const { result } = renderHook(() => useGroupForm(failure), { wrapper });
    expect(result.current.form.errors.name).toBe(
      'These IP rules would lock you out: your current address 10.1.2.3 is not in the list',
    );
  });

  it("fills the placeholders of the server's codes with the answer's values, in the form's language", () => {
    // The server answered in another language; the codes and their values word it here.
    const failure = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'Alguns campos não são válidos.',
      errors: { name: ['No mínimo 8 caracteres'] },
      codes: { name: ['password_min_character'] },
      params: { count: 8 },
    });
    const { result } = renderHook(() => useGroupForm(failure), { wrapper });
    expect(result.current.form.errors.name).toBe('At least 8 characters');
  });

  it('never shows a placeholder when the server gives the value but no words', () => {
    const failure = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'Some fields are not valid.',
      codes: { name: ['password_min_character'] },
      params: { count: 12 },
    });
    const { result } = renderHook(() => useGroupForm(failure), { wrapper });
    expect(result.current.form.errors.name).toBe('At least 12 characters');
  });

  it('answers the message of a failure that is not on a shown field', () => {
    const failure = new ApiError({ status: 403, code: 'forbidden', message: 'You may not do this.' });
    const { result } = renderHook(() => useGroupForm(failure), { wrapper });
    expect(result.current.message).toBe('You may not do this.');
  });

  it("gives a field's input its value, its error and the contract's limit", () => {
    const { result } = renderHook(() => useGroupForm(fieldError('name')), { wrapper });
    expect(result.current.fieldProps('name')).toMatchObject({
      value: '',
      error: 'Group name is invalid',
      maxLength: GROUP_NAME_MAX,
    });
  });

  it('loads values afresh: nothing dirty, no error left over', () => {
    const { result } = renderHook(() => useGroupForm(null), { wrapper });
    act(() => {
      result.current.form.setFieldError('name', 'wrong');
    });
    act(() => {
      result.current.load({ name: 'Sales', description: 'The team' });
    });
    expect(result.current.form.getValues()).toEqual({ name: 'Sales', description: 'The team' });
    expect(result.current.form.isDirty()).toBe(false);
    expect(result.current.form.errors).toEqual({});
  });

  it("runs the form's own checks after the contract, with the contract's failures at hand", () => {
    const { result } = renderHook(
      () =>
        useContractForm<Values>({
          schema: ZSaveUserGroupRequest,
          label,
          fields: ['name', 'description'],
          error: null,
          initialValues: { name: '', description: 'x' },
          refine: (errors, values, word) =>
            errors.name || values.description !== 'x'
              ? errors
              : { description: word('description', 'field_invalid') },
        }),
      { wrapper },
    );
    act(() => {
      result.current.form.validate();
    });
    expect(result.current.form.errors).toEqual({ name: 'Group name is required' });
    act(() => {
      result.current.form.setFieldValue('name', 'Sales');
    });
    act(() => {
      result.current.form.validate();
    });
    expect(result.current.form.errors).toEqual({ description: 'About is invalid' });
  });

  it("sends the server's field failures where it is told", () => {
    const seen: [string, string][] = [];
    renderHook(
      () =>
        useContractForm<Values>({
          schema: ZSaveUserGroupRequest,
          label,
          fields: ['name'],
          error: fieldError('name'),
          initialValues: { name: '', description: '' },
          setFieldError: (field, message) => seen.push([field, message]),
        }),
      { wrapper },
    );
    expect(seen).toEqual([['name', 'Group name is invalid']]);
  });
});
