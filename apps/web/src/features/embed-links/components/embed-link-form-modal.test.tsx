// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { EmbedLinkFormModal } from './embed-link-form-modal';

const harness = setupFormHarness();

const modal = () => renderForm(<EmbedLinkFormModal reportId={7} powerBi opened onClose={() => undefined} />);

const posts = () =>
  harness.fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('embed link form', { timeout: 20_000 }, () => {
  it('checks the link with the contract before sending: a role longer than it takes', async () => {
    modal();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Kiosk' } });
    // Each input is named by its own label.
    fireEvent.change(screen.getByLabelText(/^Fixed identity \(RLS\)/), {
      target: { value: 'kiosk@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/^RLS roles/), { target: { value: `North, ${'x'.repeat(101)}` } });
    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    expect(await screen.findByText('RLS roles is invalid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Sites that may embed it/), { target: { value: 'not a site' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    expect(await screen.findByText('Sites that may embed it is invalid')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("words the server's failure of a site with the field's label, on that field", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('allowed_origins.1'));
    modal();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Kiosk' } });
    fireEvent.change(screen.getByLabelText(/^Sites that may embed it/), {
      target: { value: 'https://a.example\nhttps://b.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    expect(await screen.findByText('Sites that may embed it is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({
      report_id: 7,
      name: 'Kiosk',
      allowed_origins: ['https://a.example', 'https://b.example'],
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the refusal of a link without identity on the identity field, in its own words', async () => {
    harness.fetch.mockResolvedValue(
      answer(400, {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        errors: {
          identity: ['This report applies row-level security: the link needs an identity with its roles.'],
        },
        error_codes: { identity: ['embed_identity_required'] },
      }),
    );
    modal();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Kiosk' } });
    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    expect(
      await screen.findByText(
        'This report applies row-level security: the link needs an identity with its roles.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Fixed identity \(RLS\)/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
