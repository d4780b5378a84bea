/**
 * After `vite build`: one web manifest, one icon set and one /.well-known/security.txt per brand,
 * generated from manifest.template.json, public/.well-known/security.txt, the brand's config and its
 * logo.svg, into dist/brands/<id>/.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { brands } from '../brands/registry';
import type { BrandConfig } from '../brands/schema';
import { renderSecurityTxt, SECURITY_TXT_PATH, SECURITY_TXT_TEMPLATE } from '../brands/security-txt';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const template = readFileSync('manifest.template.json', 'utf8');
const securityTemplate = readFileSync(SECURITY_TXT_TEMPLATE, 'utf8');
/** The build's date: each security.txt expires a fixed time after it (decision 0241). */
const builtAt = new Date();

export const ICONS = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  // Maskable: the mark must sit inside the 80 % safe zone, on a full-bleed brand background.
  { file: 'maskable-512.png', size: 512, padding: 0.2 },
  { file: 'apple-touch-icon-180.png', size: 180, padding: 0.12 },
  { file: 'favicon-48.png', size: 48, padding: 0 },
] as const;

function manifestFor(brand: BrandConfig): string {
  const values: Record<string, string> = {
    displayName: brand.displayName,
    shortName: brand.shortName,
    description: brand.pages.home.description,
    themeColor: brand.theme.primary,
    backgroundColor: brand.theme.background,
  };
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => {
    const v = values[key];
    if (v === undefined) throw new Error(`manifest.template.json: unknown placeholder {{${key}}}`);
    return JSON.stringify(v).slice(1, -1);
  });
  return JSON.stringify(JSON.parse(filled), null, 2) + '\n';
}

async function iconsFor(brand: BrandConfig, outDir: string) {
  const svg = readFileSync(resolve('brands', brand.id, 'logo.svg'));
  for (const icon of ICONS) {
    const inner = Math.round(icon.size * (1 - icon.padding * 2));
    const mark = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer();
    const png = icon.padding
      ? await sharp({
          create: { width: icon.size, height: icon.size, channels: 4, background: brand.theme.primary },
        })
          .composite([{ input: mark, gravity: 'center' }])
          .png({ compressionLevel: 9 })
          .toBuffer()
      : await sharp(mark).png({ compressionLevel: 9 }).toBuffer();
    writeFileSync(resolve(outDir, 'icons', icon.file), png);
  }
}

for (const brand of brands) {
  const outDir = resolve(dist, 'brands', brand.id);
  mkdirSync(resolve(outDir, 'icons'), { recursive: true });
  writeFileSync(resolve(outDir, 'manifest.webmanifest'), manifestFor(brand));
  writeFileSync(resolve(outDir, 'favicon.svg'), readFileSync(resolve('brands', brand.id, 'logo.svg')));
  await iconsFor(brand, outDir);
  const securityTxt = resolve(outDir, SECURITY_TXT_PATH.slice(1));
  mkdirSync(resolve(securityTxt, '..'), { recursive: true });
  writeFileSync(securityTxt, renderSecurityTxt(securityTemplate, brand, builtAt));
  process.stdout.write(`brand assets: ${brand.id} (manifest + ${ICONS.length} icons + security.txt)\n`);
}
// Vite copied the template itself from public/ into dist/: no host should ever serve it unfilled.
rmSync(resolve(dist, SECURITY_TXT_PATH.slice(1)), { force: true });
const wellKnown = resolve(dist, '.well-known');
if (existsSync(wellKnown) && readdirSync(wellKnown).length === 0) rmdirSync(wellKnown);
