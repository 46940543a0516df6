import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_STATE, ZPageState } from './page-state';
import { PAGE_FIELDS, STORAGE_KEYS, STORAGE_PREFIX } from './storage';
import {
  COMPANY_CHANGE_MODAL_MS,
  DATE_DISPLAY_FORMAT,
  NOTIFICATION_DURATION_MS,
  QUESTIONNAIRE_DELAY_MS,
  SESSION_REFRESH_NOTICE_MS,
  SESSION_RELOAD_DELAY_MS,
  SESSION_RETRY_DELAY_MS,
} from './timing';

describe('local storage records', () => {
  it('uses the bi: keys of the spec', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      ['bi:azure_sso', 'bi:cache', 'bi:config', 'bi:page', 'bi:theme'].sort(),
    );
    for (const key of Object.values(STORAGE_KEYS)) expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
  });

  it('defaults every page to "1"', () => {
    expect(DEFAULT_PAGE_STATE).toEqual({
      page_user: '1',
      page_tenant: '1',
      page_group_report: '1',
      page_subgroup: '1',
      page_report: '1',
    });
    expect(Object.keys(DEFAULT_PAGE_STATE).sort()).toEqual([...PAGE_FIELDS].sort());
    expect(Object.isFrozen(DEFAULT_PAGE_STATE)).toBe(true);
  });

  it('keeps stored pages and repairs missing or malformed ones', () => {
    expect(
      ZPageState.parse({ page_user: '3', page_report: 7, page_tenant: '0', page_subgroup: 'x' }),
    ).toEqual({
      page_user: '3',
      page_tenant: '1',
      page_group_report: '1',
      page_subgroup: '1',
      page_report: '7',
    });
  });
});

describe('timing constants', () => {
  it('match spec §9', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(10000);
    expect(SESSION_REFRESH_NOTICE_MS).toBe(1000);
    expect(SESSION_RETRY_DELAY_MS).toBe(500);
    expect(SESSION_RELOAD_DELAY_MS).toBe(1000);
    expect(QUESTIONNAIRE_DELAY_MS).toBe(1000);
    expect(COMPANY_CHANGE_MODAL_MS).toBe(2000);
    expect(DATE_DISPLAY_FORMAT).toBe('DD/MM/YYYY');
  });
});
