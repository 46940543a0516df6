// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { initI18n } from '../../lib/i18n';
import { RowActionsMenu } from '../row-actions-menu';
import { AsyncList, type ListQuery } from './async-list';
import { type Column, DataTable, DataTableSkeleton } from './data-table';
import { ListSearch } from './list-search';
import { AddButton, PageHeader } from './page-header';

interface Row {
  id: number;
  name: string;
}

const columns: Column<Row>[] = [{ key: 'name', header: 'Name', render: (row) => row.name }];

function query(patch: Partial<ListQuery<Row>>): ListQuery<Row> {
  return { data: undefined, isPending: false, isError: false, error: null, refetch: vi.fn(), ...patch };
}

function renderList(q: ListQuery<Row>, list?: { setPage: (p: number) => void; clamp: () => void }) {
  return render(
    <MantineProvider>
      <AsyncList
        query={q}
        list={list}
        skeleton={<DataTableSkeleton columns={columns} label="Loading people" />}
        errorTitle="People could not be loaded"
        empty={{ icon: <IconUsers />, description: 'Nobody here yet' }}
      >
        {(rows) => (
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            rowActions={(row) => (
              <RowActionsMenu
                label={`Actions for ${row.name}`}
                actions={[{ label: 'Edit', icon: IconPencil, onClick: () => {} }]}
              />
            )}
          />
        )}
      </AsyncList>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en-US');
});

describe('AsyncList', () => {
  it('shows the busy skeleton table while loading', () => {
    renderList(query({ isPending: true }));
    const table = screen.getByRole('table', { name: 'Loading people' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
  });

  it("shows the server's message and retries", () => {
    const refetch = vi.fn();
    renderList(
      query({
        isError: true,
        error: new ApiError({ status: 500, code: 'internal_error', message: 'The server is down' }),
        refetch,
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('People could not be loaded');
    expect(alert.textContent).toContain('The server is down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows "No records found!" for an empty list, without a footer', () => {
    renderList(query({ data: { data: [], page: 1, per_page: 20, total: 0 } }), {
      setPage: vi.fn(),
      clamp: vi.fn(),
    });
    expect(screen.getByText('No records found!')).toBeTruthy();
    expect(screen.getByText('Nobody here yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders the rows, their menus and the footer, and clamps the page', async () => {
    const setPage = vi.fn();
    const clamp = vi.fn();
    renderList(
      query({
        data: {
          data: [
            { id: 1, name: 'Ana' },
            { id: 2, name: 'Bruno' },
          ],
          page: 3,
          per_page: 2,
          total: 6,
        },
      }),
      { setPage, clamp },
    );
    expect(screen.getByRole('cell', { name: 'Ana' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Bruno' })).toBeTruthy();
    expect(screen.getByText('Showing 5–6 of 6')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(setPage).toHaveBeenCalledWith(1);
    await waitFor(() => expect(clamp).toHaveBeenCalledWith(6, 2));
  });

  it('does not clamp on placeholder data from the previous page', () => {
    const clamp = vi.fn();
    renderList(
      query({
        data: { data: [{ id: 1, name: 'Ana' }], page: 1, per_page: 2, total: 1 },
        isPlaceholderData: true,
      }),
      { setPage: vi.fn(), clamp },
    );
    expect(clamp).not.toHaveBeenCalled();
  });
});

describe('PageHeader and ListSearch', () => {
  it('renders the title as the heading, the description and the add button', () => {
    const onAdd = vi.fn();
    render(
      <MantineProvider>
        <PageHeader
          title="Users"
          description="Everyone in the unit"
          actions={<AddButton onClick={onAdd}>Add user</AddButton>}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByText('Everyone in the unit')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('types into the list state, clears it, and shows a spinner while busy', () => {
    const setTyped = vi.fn();
    const { rerender } = render(
      <MantineProvider>
        <ListSearch state={{ typed: 'an', setTyped }} label="Search users" />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'ana' } });
    expect(setTyped).toHaveBeenLastCalledWith('ana');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(setTyped).toHaveBeenLastCalledWith('');
    rerender(
      <MantineProvider>
        <ListSearch state={{ typed: 'an', setTyped }} label="Search users" busy />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
