// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { useFormTarget } from './use-form-target';

beforeAll(async () => {
  await initI18n('en-US');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useFormTarget', () => {
  it('opens empty to add, on a row to edit, and closes', () => {
    const { result } = renderHook(() => useFormTarget<{ name: string }>());
    expect(result.current.opened).toBe(false);
    act(() => result.current.add());
    expect([result.current.opened, result.current.value]).toEqual([true, null]);
    act(() => result.current.edit({ name: 'Ana' }));
    expect([result.current.opened, result.current.value]).toEqual([true, { name: 'Ana' }]);
    act(() => result.current.close());
    expect([result.current.opened, result.current.value]).toEqual([false, null]);
  });

  it('says the saved message and closes', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const { result } = renderHook(() => useFormTarget<{ name: string }>());
    act(() => result.current.edit({ name: 'Ana' }));
    act(() => result.current.saved('Ana updated'));
    expect(show.mock.calls).toEqual([[{ color: 'teal', message: 'Ana updated' }]]);
    expect(result.current.opened).toBe(false);
  });
});
