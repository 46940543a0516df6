// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { initI18n } from '../../lib/i18n';
import type { ListQuery } from './async-list';
import type { Column } from './data-table';
import { ListTable } from './list-table';
import { useDeleteDialog } from './use-delete-dialog';

interface Row {
  id: number;
  name: string;
}

const columns: Column<Row>[] = [{ key: 'name', header: 'Name', render: (row) => row.name }];
const wrapper = ({ children }: { children: ReactNode }) => <MantineProvider>{children}</MantineProvider>;

function query(patch: Partial<ListQuery<Row>>): ListQuery<Row> {
  return { data: undefined, isPending: false, isError: false, error: null, refetch: vi.fn(), ...patch };
}

beforeAll(async () => {
  await initI18n('en-US');
});

describe('ListTable', () => {
  it('loads with the same columns, actions column included only when rows have actions', () => {
    const { rerender } = render(
      <ListTable
        query={query({ isPending: true })}
        columns={columns}
        rowKey={(row) => row.id}
        rowActions={() => null}
        loadingLabel="Loading people"
        empty={{ icon: <IconUsers /> }}
      />,
      { wrapper },
    );
    expect(screen.getByRole('table', { name: 'Loading people' })).toBeTruthy();
    expect(
      screen.getAllByRole('columnheader').map((th) => th.textContent || th.getAttribute('aria-label')),
    ).toEqual(['Name', 'Actions']);
    rerender(
      <ListTable
        query={query({ isPending: true })}
        columns={columns}
        rowKey={(row) => row.id}
        loadingLabel="Loading people"
        empty={{ icon: <IconUsers /> }}
      />,
    );
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
  });

  it('renders the rows with their labels and test ids', () => {
    render(
      <ListTable
        query={query({ data: { data: [{ id: 1, name: 'Ana' }] } })}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Row of ${row.name}`}
        rowTestId={(row) => `row-${row.id}`}
        empty={{ icon: <IconUsers /> }}
      />,
      { wrapper },
    );
    expect(screen.getByRole('row', { name: 'Row of Ana' }).getAttribute('data-testid')).toBe('row-1');
    // Without a total there is no footer.
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});

describe('useDeleteDialog', () => {
  function setup(run: (row: Row) => Promise<unknown>, closeOnError = false) {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    const hook = renderHook(
      () =>
        useDeleteDialog<Row>({ run, deleted: (row) => `${row.name} deleted`, pending: false, closeOnError }),
      { wrapper },
    );
    return { hook, show };
  }

  it('asks for the typed name, deletes, tells so and closes', async () => {
    const run = vi.fn().mockResolvedValue({});
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    function Screen() {
      const dialog = useDeleteDialog<Row>({ run, deleted: (row) => `${row.name} deleted`, pending: false });
      return (
        <>
          <button type="button" onClick={() => dialog.ask({ id: 4, name: 'Ana Lima' })}>
            ask
          </button>
          <span data-testid="target">{dialog.target?.name ?? 'none'}</span>
          {dialog.modal}
        </>
      );
    }
    render(<Screen />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByText('ANA_LIMA')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ANA_LIMA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith({ id: 4, name: 'Ana Lima' }));
    await waitFor(() => expect(screen.getByTestId('target').textContent).toBe('none'));
    expect(show).toHaveBeenCalledWith({ color: 'teal', message: 'Ana Lima deleted' });
  });

  it('deletes through a mutation by the row id', async () => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    const mutateAsync = vi.fn().mockResolvedValue({});
    const hook = renderHook(
      () =>
        useDeleteDialog<Row>({
          mutation: { mutateAsync, isPending: true },
          deleted: (row) => `${row.name} deleted`,
        }),
      { wrapper },
    );
    act(() => hook.result.current.ask({ id: 9, name: 'Ana' }));
    expect((hook.result.current.modal.props as { loading: boolean }).loading).toBe(true);
    await act(async () => {
      await (hook.result.current.modal.props as { onConfirm: () => Promise<void> }).onConfirm();
    });
    expect(mutateAsync).toHaveBeenCalledWith(9);
    expect(hook.result.current.target).toBeNull();
  });

  it("shows the server's refusal and keeps the question open, unless told to close", async () => {
    const refusal = new ApiError({ status: 409, code: 'conflict', message: 'Still in use' });
    for (const closeOnError of [false, true]) {
      const { hook, show } = setup(() => Promise.reject(refusal), closeOnError);
      act(() => hook.result.current.ask({ id: 1, name: 'Ana' }));
      expect(hook.result.current.target?.name).toBe('Ana');
      await act(async () => {
        await (hook.result.current.modal.props as { onConfirm: () => Promise<void> }).onConfirm();
      });
      expect(show).toHaveBeenCalledWith({ color: 'red', message: 'Still in use' });
      expect(hook.result.current.target === null).toBe(closeOnError);
    }
  });
});
