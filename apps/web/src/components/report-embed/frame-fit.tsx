import type { CSSProperties, ReactNode } from 'react';

export interface FrameFitProps {
  /** The shape to keep (the report's resolution or orientation); null: take the whole space. */
  aspect: { width: number; height: number } | null;
  children: ReactNode;
  /** Style of the box that keeps the shape (a border, a background…). */
  boxStyle?: CSSProperties;
  testId?: string;
}

/**
 * Fills the element it is in (which has a size of its own) and, when a shape is given, keeps the
 * largest box of that shape centred in it: the report is letterboxed, never cut nor stretched.
 */
export function FrameFit({ aspect, children, boxStyle, testId }: FrameFitProps) {
  const ratio = aspect ? aspect.width / aspect.height : null;
  return (
    <div
      style={{
        position: 'absolute',
        inset: 0,
        containerType: 'size',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <div
        data-testid={testId}
        data-aspect={aspect ? `${aspect.width}x${aspect.height}` : undefined}
        style={{
          position: 'relative',
          overflow: 'hidden',
          width: ratio ? `min(100cqw, calc(100cqh * ${ratio.toFixed(5)}))` : '100%',
          height: ratio ? `min(100cqh, calc(100cqw / ${ratio.toFixed(5)}))` : '100%',
          ...boxStyle,
        }}
      >
        {children}
      </div>
    </div>
  );
}
