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

  it('says the saved notice, added or updated, and closes', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const { result } = renderHook(() =>
      useFormTarget<{ name: string }>({
        saved: (row, created) => `${row.name} ${created ? 'added' : 'updated'}`,
      }),
    );
    act(() => result.current.edit({ name: 'Ana' }));
    act(() => result.current.form.onSaved({ name: 'Ana' }));
    expect(result.current.form.opened).toBe(false);
    act(() => result.current.add());
    act(() => result.current.form.onSaved({ name: 'Bia' }));
    act(() => result.current.add());
    act(() => result.current.form.onSaved({ name: 'Caio' }, false));
    expect(show.mock.calls.map(([notice]) => notice)).toEqual([
      { color: 'teal', message: 'Ana updated' },
      { color: 'teal', message: 'Bia added' },
      { color: 'teal', message: 'Caio updated' },
    ]);
    expect(result.current.opened).toBe(false);
  });

  it('only closes without a saved notice', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const { result } = renderHook(() => useFormTarget<{ name: string }>());
    act(() => result.current.add());
    act(() => result.current.form.onSaved({ name: 'Ana' }, true));
    expect(show).not.toHaveBeenCalled();
    expect(result.current.opened).toBe(false);
  });
});
