// The AAC password check: verifyPassword of @advantage/db, the slow salted hash (Argon2id 19 MiB, t=2, p=2)
// that aac_grants and aac_password_requests keep. Right and wrong passwords alternate (`RUNS=40`).
import { hashPassword, verifyPassword } from '../packages/db/dist/index.js';
import { print } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 40);
const stored = await hashPassword('Usda2026');
await verifyPassword('Usda2026', stored);
const times = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  await verifyPassword(i % 2 ? 'Usda2026' : 'Wrong2026', stored);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
print(`AAC password check, verifyPassword p50 (${runs} runs)`, at(0.5), 'ms', '< 100 ms');
print('AAC password check, verifyPassword p95', at(0.95), 'ms');
