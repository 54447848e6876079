import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A feature folder past this many lines holds more than one feature: split it before it grows further.
const MAX_FEATURE_LINES = 1_400;
const MODULES = new URL('./modules/', import.meta.url).pathname;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const linesOf = (dir: string) =>
  sourceFiles(dir).reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length - 1, 0);

describe('server feature folders', () => {
  const features = readdirSync(MODULES).filter((name) => statSync(join(MODULES, name)).isDirectory());

  it.each(features)('%s stays under the size of one feature', (feature) => {
    expect(linesOf(join(MODULES, feature))).toBeLessThanOrEqual(MAX_FEATURE_LINES);
  });
});
