// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadTexts } from '../app/texts/load';
import { SituationBadge } from '../features/billing/components/invoices-table';
import { renderForm, setupFormHarness } from '../test/form-harness';
import { StatusBadge } from './status-badge';

setupFormHarness();

/** The badge's root and its label, from the text it shows. */
function badgeOf(text: string) {
  const label = screen.getByText(text);
  const root = label.closest('.mantine-Badge-root') as HTMLElement;
  return { label, root };
}

function expectWhole({ label, root }: ReturnType<typeof badgeOf>) {
  expect(label.style.overflow).toBe('visible');
  expect(label.style.textOverflow).not.toBe('ellipsis');
  expect(label.style.whiteSpace).toBe('nowrap');
  expect(root.style.overflow).toBe('visible');
  expect(root.style.maxWidth).toBe('none');
  expect(root.style.flexShrink).toBe('0');
}

describe('StatusBadge', () => {
  it('shows its whole text on one line, never clipped to an ellipsis', () => {
    renderForm(<StatusBadge color="yellow">Solicitado</StatusBadge>);
    const badge = badgeOf('Solicitado');
    expect(badge.label.textContent).toBe('Solicitado');
    expectWhole(badge);
  });

  it("is the badge a table's status cell shows", () => {
    renderForm(<SituationBadge situation="overdue" />);
    expectWhole(badgeOf('Overdue'));
  });
});

/** Every text of a bundle, without its keys. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(wordsOf) : [];
}

describe('status wording', () => {
  it('calls a status "Status" in English, never "Situation"', async () => {
    const texts = await loadTexts('en-US');
    expect(texts.billing.columns.situation).toBe('Status');
    expect(texts.billing.situationFilter).toBe('Status');
    expect(texts.clients.fields.situation).toBe('Status');
    expect(wordsOf(texts).filter((text) => /\bsituations?\b/i.test(text))).toEqual([]);
  });

  it('calls it "Estado" in Spanish and in European Portuguese', async () => {
    for (const language of ['es', 'pt-PT'] as const) {
      const texts = await loadTexts(language);
      expect(texts.billing.columns.situation, language).toBe('Estado');
      expect(texts.clients.fields.situation, language).toBe('Estado');
    }
  });
});
