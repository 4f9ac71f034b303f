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
  createAdmin(home, env, user);
  return startServerProcess(home, env);
}

/** Creates `user` as an Admin on `home` with the CLI, as an operator would. */
export function createAdmin(home: string, env: NodeJS.ProcessEnv, user: Credentials): void {
  runCliOrThrow(home, env, [
    'users',
    'create',
    '--username',
    user.username,
    '--password',
    user.password,
    '--role',
    'Admin',
  ]);
}

/** The server's environment: process.env with `env` over it (undefined removes), on `home`, any port. */
function serverEnvOf(home: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    SIGHTLINE_LOG_LEVEL: 'warn',
    ...env,
    SIGHTLINE_HOME: home,
    PORT: '0',
    HOST: '127.0.0.1',
  };
  for (const [name, value] of Object.entries(serverEnv)) if (value === undefined) delete serverEnv[name];
  return serverEnv;
}

/** Runs `sightline <args>` on `home` to its end; throws when it fails. */
export function runCliOrThrow(home: string, env: NodeJS.ProcessEnv, args: string[]): void {
  const run = spawnSync(process.execPath, [cli, ...args], {
    env: serverEnvOf(home, env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0)
    throw new Error(`sightline ${args.slice(0, 2).join(' ')} failed (exit ${run.status})`);
}

/**
 * Runs `node <script> <args>` (by default `sightline start`) on `home` as it is, and resolves once its
 * output has a line matching `ready`; a server's address is taken from its "running on" line. Its other
 * output lines go to this output, prefixed with `label`.
 */
export async function startServerProcess(
  home: string,
  env: NodeJS.ProcessEnv = {},
  { script = cli, args = ['start'], ready = /running on https?:\/\/[^\s/]+:(\d+)/, label = 'server' } = {},
): Promise<LiveServer> {
  const child = spawn(process.execPath, [script, ...args], {
    env: serverEnvOf(home, env),
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
      if (line.trim() && !ready.test(line)) console.log(`  [${label}] ${line}`);
  });
  child.once('exit', (code, signal) => {
    if (!stopping) console.log(`  [${label}] exited unexpectedly (code ${code}, signal ${signal})`);
  });
  try {
    const base = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`${label} did not start in 180 s`)), 180_000);
      child.once('exit', (code) => fail(new Error(`${label} exited (${code}) before it was ready`)));
      const listening = () => {
        const found = ready.exec(output);
        if (!found) return;
        clearTimeout(timer);
        child.stdout.off('data', listening);
        done(found[1] ? `http://127.0.0.1:${found[1]}` : '');
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
