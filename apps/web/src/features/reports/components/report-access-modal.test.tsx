// @vitest-environment happy-dom
import type { TReport } from '@mirante/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { ReportAccessModal } from './report-access-modal';

const harness = setupFormHarness();

const report = { id: 4, title: 'Sales', kind: 'html', filter_mode: 'filter' } as TReport;
const grant = {
  id: 1,
  grantee: 'user',
  user_id: 9,
  group_id: null,
  name: 'Ana',
  email: 'ana@example.com',
  can_edit: false,
  pages: null,
  rls_roles: [],
  filters: [{ target: { table: 'Sales', column: 'Region' }, operator: 'In', values: ['South'] }],
};

/** Answers the grants (and the user and group pickers), and `onSave` to the save. */
function serve(onSave: () => Response) {
  harness.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') return onSave();
    if (String(url).includes('/access')) return answer(200, { data: [grant] });
    return answer(200, { data: [], meta: { total: 0, page: 1, per_page: 50, last_page: 1 } });
  });
}

function saves() {
  return harness.fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').length;
}

describe('report access', () => {
  it('checks the contract before saving: a filter table too long is refused on its field', async () => {
    serve(() => answer(200, { data: [] }));
    renderForm(<ReportAccessModal report={report} onClose={() => undefined} />);
    fireEvent.change(await screen.findByLabelText('Table'), { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Table is invalid')).toBeTruthy();
    expect(saves()).toBe(0);
  });

  it("puts the server's failures on the grant's field they name", async () => {
    serve(() => fieldFailure('grants.0.filters.0.target.column'));
    renderForm(<ReportAccessModal report={report} onClose={() => undefined} />);
    await screen.findByLabelText('Column');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Column is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body.grants[0]).toMatchObject({ user_id: 9, filters: [{ operator: 'In' }] });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
