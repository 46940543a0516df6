// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

setupAppHarness('en-US', { signedIn: 'user' });

describe('the blocked-popup page', { timeout: 20_000 }, () => {
  it('offers the page the blocked window was to show in this tab, and nothing for another site', async () => {
    mockApi({});
    const router = renderApp('/faq');
    await router.navigate('/popup_blocked', { state: { from: '/7/reports/view' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pop-up window blocked' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open it here instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/reports/view'));

    await router.navigate('/popup_blocked', { state: { from: '//evil.example/x' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pop-up window blocked' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.state).toEqual({ from: '//evil.example/x' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open it here instead' })).toBeNull());
  });
});
