// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

afterEach(() => {
  act(() => notifications.clean());
});

describe('app providers', () => {
  it('fetch the notices container with the first notice and show that notice', async () => {
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    expect(screen.getByText('page')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ message: 'Saved before the container arrived' });
    });
    expect(await screen.findByText('Saved before the container arrived')).toBeTruthy();
    act(() => {
      notifications.show({ message: 'And a second one' });
    });
    expect(await screen.findByText('And a second one')).toBeTruthy();
  });
});
