// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { initI18n } from '../../lib/i18n';
import { useNotices } from './use-delete-dialog';

beforeAll(async () => {
  await initI18n('en-US');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useNotices().run', () => {
  it('says the message once the action is done', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const { result } = renderHook(() => useNotices());
    const action = vi.fn(async () => ({ ok: true }));
    await result.current.run(action, 'Acme restored.');
    expect(action).toHaveBeenCalledOnce();
    expect(show.mock.calls).toEqual([[{ color: 'teal', message: 'Acme restored.' }]]);
  });

  it("says the server's reason, not the message, when the action fails", async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const { result } = renderHook(() => useNotices());
    const refused = new ApiError({ status: 403, code: 'no_functionality_access', message: 'Not allowed.' });
    await result.current.run(() => Promise.reject(refused), 'Acme restored.');
    expect(show.mock.calls).toEqual([[{ color: 'red', message: 'Not allowed.' }]]);
  });
});
