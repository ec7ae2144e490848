/**
 * `npm run dev`: the API server on API_PORT (8081) with demo data, and Vite with hot reload on PORT (8080)
 * proxying /api, /media and /socket.io to it (see vite.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const webPort = process.env.PORT ?? '8080';
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (!stopping) stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code: number): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run(process.execPath, ['--import', 'tsx', 'server/server.ts'], { PORT: apiPort, SERVE_WEB: 'false' });
run(process.execPath, ['node_modules/vite/bin/vite.js', '--port', webPort, '--strictPort'], { API_PORT: apiPort });
