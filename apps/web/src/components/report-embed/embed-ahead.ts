import { peekReportEmbed } from './early-answer';
import { buildEmbedConfig, isLocalEmulatorUrl, isPowerBiUrl, screenSize } from './embed-config';
import { loadIntoParkedFrame } from './embed-frame';

/**
 * A report's card was pressed: once its answer (asked for ahead) is here, the report loads into
 * the parked frame, as the viewer would load it (its first page, reading, this screen's
 * layout), while the viewer is still on its way. Nothing happens without an answer asked for
 * ahead or a parked frame: the viewer then loads the report itself.
 */
export async function embedAhead(reportId: number): Promise<void> {
  const pending = peekReportEmbed(reportId);
  if (!pending) return;
  const answer = await pending.catch(() => null);
  if (answer?.status !== 'ready' || answer.kind !== 'powerbi') return;
  const powerBi = isPowerBiUrl(answer.embedUrl);
  if (!powerBi && !isLocalEmulatorUrl(answer.embedUrl)) return;
  loadIntoParkedFrame(buildEmbedConfig(answer, screenSize()), !powerBi);
}
