const BLOCK = 512;

const entryName = (header: Buffer): string => {
  const field = (start: number, length: number) => {
    const raw = header.subarray(start, start + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end < 0 ? length : end).toString('utf8');
  };
  const prefix = field(345, 155);
  const name = field(0, 100);
  return prefix ? `${prefix}/${name}` : name;
};

const entrySize = (header: Buffer): number => {
  const raw = header.subarray(124, 136).toString('latin1').replace(/\0.*$/s, '').trim();
  return raw === '' ? 0 : Number.parseInt(raw, 8);
};

/**
 * Copies an uncompressed (ustar) tar, leaving out the entries `drop` names. PGlite's dump of its data
 * directory takes every file in it, and the generated secret.key lives there too: a backup must not.
 * Extension headers (pax 'x', GNU 'L'/'K') stay glued to the entry they describe.
 */
export function filterTar(tar: Buffer, drop: (path: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  let pending: Buffer[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = entrySize(header);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (end > tar.length) throw new Error('the data directory dump is truncated');
    const whole = tar.subarray(offset, end);
    const type = String.fromCharCode(header[156] ?? 0);
    offset = end;
    if (type === 'x' || type === 'L' || type === 'K') {
      pending.push(whole);
      continue;
    }
    if (!drop(entryName(header).replace(/^\/+/, ''))) kept.push(...pending, whole);
    pending = [];
  }
  return Buffer.concat([...kept, Buffer.alloc(BLOCK * 2)]);
}

/** Every entry's path in an uncompressed tar (for checks). */
export function tarPaths(tar: Buffer): string[] {
  const paths: string[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    paths.push(entryName(header).replace(/^\/+/, ''));
    offset += BLOCK + Math.ceil(entrySize(header) / BLOCK) * BLOCK;
  }
  return paths;
}
