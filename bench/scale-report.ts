// Writes one run's block of SCALE.md (between `<!-- scale:<name> -->` and `<!-- /scale:<name> -->`);
// a block not there yet is added at the end. The prose around the blocks stays as written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SCALE_FILE = fileURLToPath(new URL('./SCALE.md', import.meta.url));

export function writeScaleBlock(name: string, lines: string[]): void {
  const start = `<!-- scale:${name} -->`;
  const end = `<!-- /scale:${name} -->`;
  const block = [start, ...lines, end].join('\n');
  const text = existsSync(SCALE_FILE) ? readFileSync(SCALE_FILE, 'utf8') : '# Scale\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(SCALE_FILE, next);
}
