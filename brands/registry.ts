import { brandSchema, type BrandConfig } from './schema';
import starfolio from './starfolio/brand.json' with { type: 'json' };
import arrowline from './arrowline/brand.json' with { type: 'json' };
import moneyleaf from './moneyleaf/brand.json' with { type: 'json' };
import harborbank from './harborbank/brand.json' with { type: 'json' };

/** Raw configs by the file they came from, so errors can name the file. */
export const brandSources: ReadonlyArray<{ file: string; raw: unknown }> = [
  { file: 'brands/starfolio/brand.json', raw: starfolio },
  { file: 'brands/arrowline/brand.json', raw: arrowline },
  { file: 'brands/moneyleaf/brand.json', raw: moneyleaf },
  { file: 'brands/harborbank/brand.json', raw: harborbank },
];

export class BrandConfigError extends Error {
  override name = 'BrandConfigError';
}

/** Validates every brand config; throws naming the file and the field at fault. */
export function parseBrands(sources = brandSources): BrandConfig[] {
  const parsed = sources.map(({ file, raw }) => {
    const result = brandSchema.safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = issue.path.join('.') || '(root)';
      throw new BrandConfigError(`${file}: field "${field}" ${issue.message}`);
    }
    return result.data;
  });
  const defaults = parsed.filter((b) => b.isDefault);
  if (defaults.length !== 1) {
    throw new BrandConfigError(`brands: exactly one brand must have isDefault true (found ${defaults.length})`);
  }
  const seen = new Map<string, string>();
  for (const [i, b] of parsed.entries()) {
    for (const key of [`id:${b.id}`, `segment:${b.segment}`, ...b.hosts.map((h) => `host:${h}`)]) {
      const other = seen.get(key);
      if (other) {
        throw new BrandConfigError(`${sources[i]!.file}: ${key.replace(':', ' "')}" is also used by ${other}`);
      }
      seen.set(key, sources[i]!.file);
    }
  }
  return parsed;
}

export const brands: readonly BrandConfig[] = parseBrands();

export const defaultBrand: BrandConfig = brands.find((b) => b.isDefault)!;

/** Host header → brand. Port is ignored; unknown hosts get the default brand. */
export function brandForHost(hostHeader: string | undefined | null): BrandConfig {
  const hostname = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  return brands.find((b) => b.hosts.includes(hostname)) ?? defaultBrand;
}
