import { crc32, deflateSync } from 'node:zlib';

/** An RGB picture drawn with filled rectangles, written as PNG (ISO/IEC 15948). */
export class Picture {
  readonly pixels: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
    background: string,
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
    this.fill(0, 0, width, height, background);
  }

  /** Fills a rectangle with a `#rrggbb` colour (clipped to the picture). */
  fill(x: number, y: number, w: number, h: number, colour: string): void {
    const [r, g, b] = rgb(colour);
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let row = y0; row < y1; row += 1) {
      for (let col = x0; col < x1; col += 1) {
        const at = (row * this.width + col) * 3;
        this.pixels[at] = r;
        this.pixels[at + 1] = g;
        this.pixels[at + 2] = b;
      }
    }
  }

  /** The PNG file, with `text` as tEXt chunks (keyword → Latin-1 text). */
  png(text: Record<string, string> = {}): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // truecolour
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let row = 0; row < this.height; row += 1) {
      raw[row * (stride + 1)] = 0; // filter: none
      this.pixels.copy(raw, row * (stride + 1) + 1, row * stride, (row + 1) * stride);
    }
    const chunks = [chunk('IHDR', header)];
    for (const [keyword, value] of Object.entries(text)) {
      chunks.push(
        chunk('tEXt', Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), latin1(value)])),
      );
    }
    chunks.push(chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0)));
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body) >>> 0, 0);
  return Buffer.concat([length, body, sum]);
}

/** tEXt is Latin-1: other characters become '?'. */
function latin1(value: string): Buffer {
  return Buffer.from(value.replace(/[^\u0020-\u00ff]/g, '?'), 'latin1');
}

function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1] ?? '000000';
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** The tEXt chunks of a PNG file (keyword → text), for reading one back. */
export function pngText(file: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  let at = 8;
  while (at + 8 <= file.length) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (type === 'tEXt') {
      const data = file.subarray(at + 8, at + 8 + length);
      const nul = data.indexOf(0);
      out[data.toString('latin1', 0, nul)] = data.toString('latin1', nul + 1);
    }
    at += 12 + length;
  }
  return out;
}
