import { describe, expect, it } from 'vitest';
import { frameShape } from './frame-shape';

describe('frameShape', () => {
  it('keeps the recommended resolution as the ratio and the widest size', () => {
    expect(frameShape('1920x1080', 'auto')).toEqual({ aspectRatio: '1920 / 1080', maxWidth: 1920 });
  });

  it('turns a resolution round to match the orientation', () => {
    expect(frameShape('1920x1080', 'portrait')).toEqual({ aspectRatio: '1080 / 1920', maxWidth: 1080 });
    expect(frameShape('720x1280', 'landscape')).toEqual({ aspectRatio: '1280 / 720', maxWidth: 1280 });
  });

  it('falls back on the orientation, and on the whole space for auto', () => {
    expect(frameShape(null, 'portrait')).toEqual({ aspectRatio: '9 / 16', maxWidth: 720 });
    expect(frameShape('', 'landscape')).toEqual({ aspectRatio: '16 / 9', maxWidth: undefined });
    expect(frameShape('wide', 'auto')).toBeNull();
  });
});
