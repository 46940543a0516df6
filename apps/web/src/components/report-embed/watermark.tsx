import { Box } from '@mantine/core';

const ROWS = 8;
const COLUMNS = 4;

/** The viewer's name or e-mail repeated across the report, faint and out of the pointer's way. */
export function Watermark({ text }: { text: string }) {
  return (
    <Box
      aria-hidden="true"
      data-testid="report-watermark"
      pos="absolute"
      inset={0}
      style={{
        pointerEvents: 'none',
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`,
        gridTemplateRows: `repeat(${ROWS}, 1fr)`,
        zIndex: 2,
        userSelect: 'none',
      }}
    >
      {Array.from({ length: ROWS * COLUMNS }, (_, index) => (
        <Box
          key={index}
          style={{
            alignSelf: 'center',
            justifySelf: 'center',
            transform: 'rotate(-24deg)',
            whiteSpace: 'nowrap',
            fontSize: 13,
            fontWeight: 600,
            color: 'rgba(80, 80, 80, 0.16)',
          }}
        >
          {text}
        </Box>
      ))}
    </Box>
  );
}
