// @vitest-environment happy-dom
import { REPORT_TITLE_MAX } from '@mirante/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { type CachedUser, setCachedUser, setStoredConfig } from '../../../lib/storage';
import { ReportFormModal } from './report-form-modal';

const harness = setupFormHarness();

function open(onSaved = vi.fn()) {
  renderForm(
    <MemoryRouter>
      <ReportFormModal opened reportId={null} onClose={() => undefined} onSaved={onSaved} />
    </MemoryRouter>,
  );
  return onSaved;
}

/** Answers the list of report groups, and `onSave` to the request that saves the report. */
function serve(onSave: () => Response) {
  harness.fetch.mockImplementation(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? onSave() : answer(200, { data: [], policies: { manage: true } }),
  );
}

async function pasteHtml(html: string) {
  fireEvent.click(await screen.findByText('Paste'));
  fireEvent.change(screen.getByLabelText('HTML code'), { target: { value: html } });
}

describe('report form', () => {
  it('checks the contract before sending: blank title and HTML are required, named by their labels', async () => {
    serve(() => answer(500, {}));
    open();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('HTML content is required')).toBeTruthy();
    expect(harness.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('checks the cover with the report: a picture of another type fails on its field, nothing is sent', async () => {
    serve(() => answer(500, {}));
    open();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Sales' } });
    await pasteHtml('<html><body>Sales</body></html>');
    const picker = document.querySelector('input[type="file"][accept^="image/"]') as HTMLInputElement;
    fireEvent.change(picker, {
      target: { files: [new File(['GIF89a'], 'cover.gif', { type: 'image/gif' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cover is invalid')).toBeTruthy();
    expect(harness.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('takes the limits of the contract', async () => {
    serve(() => answer(500, {}));
    open();
    expect((await screen.findByLabelText(/Title/)).getAttribute('maxlength')).toBe(String(REPORT_TITLE_MAX));
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    serve(() => fieldFailure('title'));
    const onSaved = open();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Sales' } });
    await pasteHtml('<html><body>Sales</body></html>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({ kind: 'html', title: 'Sales' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refusal of the import rules on the HTML field', async () => {
    serve(() => answer(422, { code: 'html_script_refused', message: 'The HTML may not run scripts.' }));
    open();
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: 'Sales' } });
    await pasteHtml('<script>alert(1)</script>');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('The HTML may not run scripts.')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('adding a Power BI report', () => {
  it('offers Power BI and says it is imported from an embedded workspace, with the way there for a partner', async () => {
    serve(() => answer(500, {}));
    setCachedUser({ ...({} as CachedUser), perfil_usuario: 'master', token: 't' });
    open();
    fireEvent.click(await screen.findByText('Power BI'));
    expect(await screen.findByText('Power BI reports come from a workspace')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open embedded workspaces' });
    expect(link.getAttribute('href')).toBe('/powerbi/workspace');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    // Back to an HTML import: the form is there again.
    fireEvent.click(screen.getByText('HTML import'));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('tells an administrator whose unit hides the workspaces screen to ask the partner, who imports them', async () => {
    serve(() => answer(500, {}));
    setCachedUser({ ...({} as CachedUser), perfil_usuario: 'admin', token: 't' });
    setStoredConfig({ hidden_menu: ['powerbi/workspace'] });
    open();
    fireEvent.click(await screen.findByText('Power BI'));
    expect(await screen.findByText('Power BI reports come from a workspace')).toBeTruthy();
    expect(document.body.textContent).toContain('Ask them to import the report');
    expect(document.querySelector('a[href="/powerbi/workspace"]')).toBeNull();
  });
});
