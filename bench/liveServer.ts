/**
 * A real Sightline server process on a fresh data directory, and a headless Chromium signed in to it.
 * Shared by the render benchmark and scripts/render-chart-images.mjs (which imports the compiled
 * bench/dist/liveServer.js).
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(repoRoot, 'packages', 'server', 'dist', 'cli.js');

export interface Credentials {
  username: string;
  password: string;
}

export interface LiveServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Removes `home`, creates `user` there as an Admin with the CLI, then runs `sightline start` on a free
 * port; resolves once it listens (examples loaded). Its log lines (warnings and up, the example data
 * load, a shutdown) go to this output. `env` adds to (or, as undefined, removes from) process.env.
 */
export async function startLiveServer(
  home: string,
  user: Credentials,
  env: NodeJS.ProcessEnv = {},
): Promise<LiveServer> {
  rmSync(home, { recursive: true, force: true });
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    SIGHTLINE_LOG_LEVEL: 'warn',
    ...env,
    SIGHTLINE_HOME: home,
    PORT: '0',
    HOST: '127.0.0.1',
  };
  for (const [name, value] of Object.entries(serverEnv)) if (value === undefined) delete serverEnv[name];
  const created = spawnSync(
    process.execPath,
    [cli, 'users', 'create', '--username', user.username, '--password', user.password, '--role', 'Admin'],
    { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (created.status !== 0) throw new Error(`sightline users create failed (exit ${created.status})`);

  const child = spawn(process.execPath, [cli, 'start'], {
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stopping = false;
  const stop = () =>
    new Promise<void>((done) => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        done();
      });
      child.kill('SIGTERM');
    });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    for (const line of chunk.split('\n'))
      if (line.trim() && !/Sightline is running/.test(line)) console.log(`  [server] ${line}`);
  });
  child.once('exit', (code, signal) => {
    if (!stopping) console.log(`  [server] exited unexpectedly (code ${code}, signal ${signal})`);
  });
  try {
    const base = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => fail(new Error('the server did not start in 180 s')), 180_000);
      child.once('exit', (code) => fail(new Error(`the server exited (${code}) before listening`)));
      const listening = () => {
        const port = /running on https?:\/\/[^\s/]+:(\d+)/.exec(output)?.[1];
        if (!port) return;
        clearTimeout(timer);
        child.stdout.off('data', listening);
        done(`http://127.0.0.1:${port}`);
      };
      child.stdout.on('data', listening);
    });
    return { base, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Debian's Chromium, headless, as the browser tests run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Signs `page` in through the login form of the server at `base`. */
export async function signIn(page: Page, base: string, user: Credentials): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}
