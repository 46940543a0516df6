// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarNameColumn, dateColumn, documentColumn, textColumn } from './columns';
import { type Column, DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
  note: string | null;
  count: number;
  created_at: string;
}

function renderTable<T extends { id: number }>(rows: T[], columns: Column<T>[]) {
  render(
    <MantineProvider>
      <DataTable rows={rows} rowKey={(row) => row.id} columns={columns} />
    </MantineProvider>,
  );
}

describe('column helpers', () => {
  it('render text, a per-row style, right alignment and a formatted date', () => {
    const rows: Row[] = [
      { id: 1, name: 'Ana', note: null, count: 7, created_at: '2024-03-09T12:00:00' },
      { id: 2, name: 'Bia', note: 'VIP', count: 12, created_at: '2024-12-31T12:00:00' },
    ];
    renderTable(rows, [
      textColumn<Row>('note', 'Note', (row) => row.note ?? '—', {
        text: (row) => ({ c: row.note ? undefined : 'dimmed', 'data-testid': `note-${row.id}` }),
      }),
      textColumn<Row>('count', 'Count', (row) => row.count, { align: 'right' }),
      dateColumn<Row>('createdAt', 'Created', (row) => row.created_at),
    ]);
    expect(screen.getByTestId('note-1').textContent).toBe('—');
    expect(screen.getByTestId('note-1').getAttribute('style') ?? '').toContain('dimmed');
    expect(screen.getByTestId('note-2').getAttribute('style') ?? '').not.toContain('dimmed');
    expect(screen.getByRole('cell', { name: '12' }).getAttribute('style') ?? '').toContain('right');
    expect(screen.getByRole('cell', { name: '09/03/2024' })).toBeTruthy();
  });

  it('render the avatar name, its detail in place of the name, and the document', () => {
    const rows = [
      { id: 1, name: 'Ana', document: '12345678000195' },
      { id: 2, name: 'Bia', document: null },
    ];
    renderTable(rows, [
      avatarNameColumn('Name', (row) => (row.id === 2 ? `${row.name} (2)` : undefined)),
      documentColumn('Document'),
    ]);
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.getByText('Bia (2)')).toBeTruthy();
    expect(screen.getByText('12.345.678/0001-95')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
  });
});
