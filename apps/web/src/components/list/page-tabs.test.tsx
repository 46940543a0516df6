// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { IconBooks, IconInbox } from '@tabler/icons-react';
import { describe, expect, it, vi } from 'vitest';
import { PageTabs } from './page-tabs';

describe('PageTabs', () => {
  it('shows every tab, its badge, and only the open panel; asks to change tab', () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <PageTabs
          value="catalog"
          onChange={onChange}
          tabs={[
            { value: 'catalog', label: 'Catalog', icon: IconBooks, panel: <p>catalog panel</p> },
            {
              value: 'requests',
              label: 'Requests',
              icon: IconInbox,
              badge: <span>3</span>,
              panel: <p>requests panel</p>,
            },
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Catalog', 'Requests3']);
    expect(screen.getByText('catalog panel')).toBeTruthy();
    expect(screen.queryByText('requests panel')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Requests/ }));
    expect(onChange).toHaveBeenCalledWith('requests');
  });
});
