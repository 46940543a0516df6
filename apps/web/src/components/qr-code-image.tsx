import { Box, Image } from '@mantine/core';
import { useMemo } from 'react';

/** Base64 of a text's UTF-8 bytes (btoa alone only takes Latin-1). */
function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The server's QR code, shown as an image on a white tile (scanners need the contrast): an SVG
 * loaded through <img> runs no script and touches nothing of the page, unlike markup inserted
 * into the document.
 */
export function QrCodeImage({ svg, alt, size = 184 }: { svg: string; alt: string; size?: number }) {
  const src = useMemo(() => `data:image/svg+xml;base64,${utf8ToBase64(svg)}`, [svg]);
  return (
    <Box
      p={10}
      bg="white"
      lh={0}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Image src={src} alt={alt} w={size} h={size} fit="contain" />
    </Box>
  );
}
