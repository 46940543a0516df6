// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '../../../test/form-harness';
import { mockApi, renderApp, setupAppHarness } from '../../../test/app-harness';

const settings = {
  filter_mode: 'none',
  ignore_rls: false,
  side_filter: false,
  nav_panel: false,
  show_hidden_pages: false,
  show_on_catalog: false,
  catalog_description: null,
  show_on_app: true,
  mobile_background: false,
  resolution: null,
  orientation: 'auto',
  allow_editing: false,
  visual_headers: false,
  update_seconds: 0,
  show_last_update: false,
};

const ready = {
  link: { expires_at: null, check_seconds: 30 },
  embed: {
    status: 'ready',
    kind: 'html',
    report: { id: 7, kind: 'html', title: 'Partner notes', description: null },
    settings,
    permission_edit: false,
    watermark: null,
    show_name: false,
    show_menu: false,
    show_last_update: false,
    save_filter: false,
    html: '<p>Hello</p>',
  },
};

let bodies: Record<string, unknown>[];
let status: number;

setupAppHarness('en-US');

beforeEach(() => {
  bodies = [];
  status = 200;
  mockApi({
    'POST /api/embedded/report': (init) => {
      bodies.push(JSON.parse(String(init.body)));
      return answer(200, ready);
    },
    'POST /api/embedded/status': (init) => {
      bodies.push(JSON.parse(String(init.body)));
      return status === 200
        ? answer(200, ready.link)
        : answer(status, {
            code: 'embed_link_unavailable',
            message: 'This embedded link is no longer available.',
          });
    },
    'POST /api/embedded/page-view': () => answer(201, { id: 1 }),
  });
});

describe('the embedded page', { timeout: 20_000 }, () => {
  it('shows the linked report without the layout or a session, sending the token only in the body', async () => {
    renderApp('/embedded/tok~en');
    const frame = await screen.findByTitle('Partner notes');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(bodies[0]).toEqual({ token: 'tok~en', renewal: false });
  });

  it('speaks the language the partner asks for', async () => {
    mockApi({
      'POST /api/embedded/report': () =>
        answer(404, { code: 'embed_link_not_found', message: 'Este enlace incrustado no existe.' }),
    });
    renderApp('/embedded/tok~en?lang=es');
    expect(await screen.findByText('Este enlace ya no está disponible')).toBeTruthy();
  });

  it('takes the report off and says so once the link stops', async () => {
    renderApp('/embedded/tok~en');
    await screen.findByTitle('Partner notes');
    status = 410;
    // The tab comes back to the front: the page checks its link then (once its watch is set up,
    // which follows the report's first paint).
    await waitFor(() => {
      fireEvent(document, new Event('visibilitychange'));
      expect(bodies).toContainEqual({ token: 'tok~en' });
    });
    expect(await screen.findByText('This link is no longer available')).toBeTruthy();
    expect(screen.queryByTitle('Partner notes')).toBeNull();
    expect(bodies.at(-1)).toEqual({ token: 'tok~en' });
  });

  it('says the link is gone when it no longer opens at all', async () => {
    mockApi({
      'POST /api/embedded/report': () =>
        answer(404, { code: 'embed_link_not_found', message: 'This embedded link does not exist.' }),
    });
    renderApp('/embedded/unknown');
    expect(await screen.findByText('This link is no longer available')).toBeTruthy();
  });

  it('says why a link without identity cannot show a report under row-level security, with nothing to retry', async () => {
    const message =
      'This embedded link cannot show its report: the report applies row-level security and the link has no identity. Ask whoever shared it for a new link.';
    mockApi({
      'POST /api/embedded/report': () => answer(409, { code: 'embed_link_identity_required', message }),
    });
    renderApp('/embedded/tok~en');
    expect(await screen.findByRole('heading', { name: 'This report cannot be shown here' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
