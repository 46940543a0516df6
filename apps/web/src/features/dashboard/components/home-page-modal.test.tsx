// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../app/query-client';
import { answer, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { HomePageModal } from './home-page-modal';

const harness = setupFormHarness();
let homePage: string | null;

beforeEach(() => {
  queryClient.clear();
  homePage = null;
  harness.fetch.mockImplementation(async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/auth/home-page' && init?.method === 'PUT')
      return answer(200, JSON.parse(String(init.body)));
    if (path === '/api/auth/home-page')
      return answer(200, { home_page: homePage, default_home_page: '/', routes: ['/', '/catalogs'] });
    return answer(200, { data: [{ value: 7, label: 'Sales', group: 'Finance' }] });
  });
});

// The list under a choice is named as its radio.
const PICKER = { selector: 'input:not([type=radio])' };
const findPicker = (name: string) => screen.findByLabelText(name, PICKER) as Promise<HTMLInputElement>;
const queryPicker = (name: string) => screen.queryByLabelText(name, PICKER);

function open() {
  renderForm(<HomePageModal opened onClose={() => undefined} />);
}

describe('home page modal', () => {
  it('opens the page list, named as its choice, on the saved page', async () => {
    homePage = '/catalogs';
    open();
    const list = await findPicker('A page of the menu');
    await waitFor(() => expect(list.value).toBe('Catalogs'));
    expect(queryPicker('A report')).toBeNull();
  });

  it('opens the report list on the saved report and saves its view path', async () => {
    homePage = '/7/reports/view';
    open();
    const list = await findPicker('A report');
    await waitFor(() => expect(list.value).toBe('Sales (Finance)'));
    expect(queryPicker('A page of the menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(harness.fetch).method).toBe('PUT'));
    expect(sent(harness.fetch).body).toEqual({ home_page: '/7/reports/view' });
  });

  it('shows no list for the default choice', async () => {
    open();
    expect(await screen.findByRole('radio', { name: 'Business unit default (Dashboard)' })).toBeTruthy();
    expect(queryPicker('A page of the menu')).toBeNull();
    expect(queryPicker('A report')).toBeNull();
  });
});
