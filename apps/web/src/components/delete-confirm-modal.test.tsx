// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { DeleteConfirmModal } from './delete-confirm-modal';

describe('DeleteConfirmModal', () => {
  it('keeps Delete disabled until the upper-case, underscored name is typed', async () => {
    await initI18n();
    const onConfirm = vi.fn();
    render(
      <MantineProvider>
        <DeleteConfirmModal opened itemName="Sales Team" onClose={() => {}} onConfirm={onConfirm} />
      </MantineProvider>,
    );
    expect(await screen.findByText('SALES_TEAM')).toBeTruthy();
    const button = screen.getByRole('button', { name: /Excluir|Delete/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'SALES TEAM' } });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'SALES_TEAM' } });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
