// Browser tests use Debian's Chromium (Playwright never downloads one). Installs it when root.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(
      `Chromium is not at ${path}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
    {
      stdio: 'inherit',
      shell: '/bin/bash',
    },
  );
  if (!existsSync(path)) {
    console.error('apt-get did not install chromium at /usr/bin/chromium.');
    process.exit(1);
  }
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium();
  spawnSync(chromiumPath(), ['--version'], { stdio: 'inherit' });
}
