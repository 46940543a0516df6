import { reportAspect } from '../../../components/report-embed/embed-config';

/** 'WIDTHxHEIGHT' → the ratio the frame keeps, from the report's resolution or orientation. */
export function frameShape(resolution: string | null | undefined, orientation: string | undefined) {
  const aspect = reportAspect(resolution, orientation);
  if (!aspect) return null;
  const fromResolution = /^\d+x\d+$/.test(resolution ?? '');
  return {
    aspectRatio: `${aspect.width} / ${aspect.height}`,
    maxWidth: fromResolution ? aspect.width : orientation === 'portrait' ? 720 : undefined,
  };
}
