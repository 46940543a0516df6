// @vitest-environment happy-dom
import { contrastRatio } from '@mirante/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fieldFailure, renderForm, sent, setupFormHarness } from '../../../test/form-harness';
import { ThemeFormModal } from './theme-form-modal';

const harness = setupFormHarness();

function open(onSaved = vi.fn()) {
  renderForm(<ThemeFormModal opened theme={null} onClose={() => undefined} onSaved={onSaved} />);
  return onSaved;
}

describe('theme form', () => {
  it('checks the contract before sending: a blank name and a colour that is not one', async () => {
    open();
    const background = (await screen.findByLabelText('Background')) as HTMLInputElement;
    fireEvent.change(background, { target: { value: 'not a colour' } });
    fireEvent.click(screen.getByRole('button', { name: 'New theme' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Background is invalid')).toBeTruthy();
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field failures on the fields, worded with their labels", async () => {
    harness.fetch.mockResolvedValue(fieldFailure('page_title'));
    const onSaved = open();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Night' } });
    fireEvent.click(screen.getByRole('button', { name: 'New theme' }));
    expect(await screen.findByText('Page title is invalid')).toBeTruthy();
    expect(sent(harness.fetch).body).toMatchObject({ name: 'Night', page_title: null });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  /** A colour field, found by its data attribute: label queries are slow on the big dialog. */
  const colorInput = (key: string) => document.querySelector<HTMLInputElement>(`input[data-color="${key}"]`)!;
  const reasonOf = (input: HTMLInputElement) =>
    document.getElementById(
      input
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('-error')) ?? '',
    )?.textContent;

  it('says why a colour fails contrast as it is picked, and adjusts it to the nearest passing shade', {
    timeout: 20_000,
  }, async () => {
    const onSaved = open();
    await screen.findByRole('dialog');
    fireEvent.change(colorInput('button'), { target: { value: '#1b5e20' } });
    fireEvent.change(colorInput('button_font'), { target: { value: '#2e7d32' } });
    const font = colorInput('button_font');
    await waitFor(() => expect(font.getAttribute('aria-invalid')).toBe('true'));
    expect(reasonOf(font)).toBe('Contrast 1.53:1 with Button (#1b5e20): at least 4.5:1 is needed');
    // The button colour itself is fine: only the text on it is named.
    expect(colorInput('button').getAttribute('aria-invalid')).not.toBe('true');

    const adjust = document.querySelector<HTMLButtonElement>('button[data-adjust="button_font"]')!;
    expect(adjust.textContent).toMatch(/^Adjust to #[0-9a-f]{6}$/);
    fireEvent.click(adjust);
    await waitFor(() => expect(colorInput('button_font').getAttribute('aria-invalid')).not.toBe('true'));
    const fixed = colorInput('button_font').value;
    expect(contrastRatio(fixed, '#1b5e20')).toBeGreaterThanOrEqual(4.5);
    expect(document.querySelector('button[data-adjust]')).toBeNull();

    // The adjusted colours are sent.
    harness.fetch.mockResolvedValue(
      answer(200, {
        id: 1,
        name: 'Green',
        colors: { button: '#1b5e20', button_font: fixed },
        icon: null,
        icon_report: null,
        page_title: null,
        favicon: null,
        background_image: null,
        show_background_image: false,
        active: false,
      }),
    );
    fireEvent.change(document.querySelector<HTMLInputElement>('input[data-autofocus]')!, {
      target: { value: 'Green' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'New theme' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent(harness.fetch).body.colors).toEqual({ button: '#1b5e20', button_font: fixed });
  });

  it('does not send colours that fail contrast', async () => {
    open();
    await screen.findByRole('dialog');
    fireEvent.change(document.querySelector<HTMLInputElement>('input[data-autofocus]')!, {
      target: { value: 'Grey' },
    });
    fireEvent.change(colorInput('font'), { target: { value: '#777777' } });
    fireEvent.submit(colorInput('font').closest('form')!);
    await waitFor(() =>
      expect(reasonOf(colorInput('font'))).toBe(
        'Contrast 4.25:1 with Background (#f8f9fa): at least 4.5:1 is needed',
      ),
    );
    expect(harness.fetch).not.toHaveBeenCalled();
  }, 20_000);
});
