import { Typography } from '@mantine/core';

/**
 * A notification's rich text. The server keeps only an allow-list of formatting and safe links
 * (sanitize-html) before anything is stored, so its HTML is shown as it comes.
 */
export function NotificationBody({ html }: { html: string }) {
  return (
    <Typography fz="sm">
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
