/** 'WIDTHxHEIGHT' → the ratio the frame keeps, from the report's resolution or orientation. */
export function frameShape(resolution: string | null | undefined, orientation: string | undefined) {
  const match = /^(\d+)x(\d+)$/.exec(resolution ?? '');
  if (match) {
    let width = Number(match[1]);
    let height = Number(match[2]);
    // A portrait report with a landscape resolution (or the reverse) turns it round.
    if ((orientation === 'portrait' && width > height) || (orientation === 'landscape' && height > width)) {
      [width, height] = [height, width];
    }
    return { aspectRatio: `${width} / ${height}`, maxWidth: width };
  }
  if (orientation === 'portrait') return { aspectRatio: '9 / 16', maxWidth: 720 };
  if (orientation === 'landscape') return { aspectRatio: '16 / 9', maxWidth: undefined };
  return null;
}
