// Makes sure Debian's Chromium is there for the e2e tests (Playwright's own browser download
// cannot work on these machines), with the fonts Android phones render in (Noto Sans, which the
// touch-target tests and the Lighthouse gate measure with), and Debian's HAProxy for the cluster
// test and `npm run cluster` (docs/deploy.md). Installs what is missing when running as root with
// apt-get; otherwise stops with one line saying what to do.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NOTO = '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf';
const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const missing = [
  existsSync(path) ? null : 'chromium',
  existsSync(NOTO) ? null : 'fonts-noto-core',
  existsSync(haproxy) ? null : 'haproxy',
].filter(Boolean);
if (missing.length === 0) process.exit(0);

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !hasAptGet) {
  console.error(
    `Missing for the tests: install Debian's packages (sudo apt-get install -y ${missing.join(' ')}) or set CHROMIUM_PATH and HAPROXY_PATH, then run npm test again.`,
  );
  process.exit(1);
}
console.log(`Installing Debian ${missing.join(' and ')} for the tests…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing; set CHROMIUM_PATH to the browser binary.`);
  process.exit(1);
}
