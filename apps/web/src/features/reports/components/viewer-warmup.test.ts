// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const requestReportEmbedEarly = vi.fn();
vi.mock('../../../components/report-embed/early-answer', () => ({ requestReportEmbedEarly }));
const parkFrame = vi.fn();
vi.mock('../../../components/report-embed/embed-frame', () => ({ parkFrame }));
const embedAhead = vi.fn(async () => undefined);
vi.mock('../../../components/report-embed/embed-ahead', () => ({ embedAhead }));
vi.mock('../pages/report-view-page', () => ({}));

const { coolReport, HOVER_INTENT_MS, loadReportAhead, warmReport } = await import('./viewer-warmup');

const POWER_BI = { id: 7, kind: 'powerbi', in_maintenance: false };

beforeEach(() => {
  vi.useFakeTimers();
  requestReportEmbedEarly.mockClear();
  parkFrame.mockClear();
  embedAhead.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('warming a report from its card', () => {
  it('opens the frame at once and asks for the token once the pointer rests on the card', async () => {
    warmReport(POWER_BI);
    await vi.advanceTimersByTimeAsync(HOVER_INTENT_MS - 10);
    expect(parkFrame).toHaveBeenCalledTimes(1);
    expect(requestReportEmbedEarly).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(requestReportEmbedEarly).toHaveBeenCalledWith(7);
  });

  it('asks for nothing when the pointer only passes over the card', async () => {
    warmReport(POWER_BI);
    coolReport(POWER_BI);
    await vi.advanceTimersByTimeAsync(HOVER_INTENT_MS * 2);
    expect(requestReportEmbedEarly).not.toHaveBeenCalled();
  });

  it('leaves reports without a Power BI frame alone', async () => {
    warmReport({ id: 8, kind: 'html', in_maintenance: false });
    warmReport({ id: 9, kind: 'powerbi', in_maintenance: true });
    await vi.advanceTimersByTimeAsync(HOVER_INTENT_MS * 2);
    expect(parkFrame).not.toHaveBeenCalled();
    expect(requestReportEmbedEarly).not.toHaveBeenCalled();
  });

  it('loads the pressed report into the frame opened ahead', async () => {
    loadReportAhead(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(embedAhead).toHaveBeenCalledWith(7);
  });
});
