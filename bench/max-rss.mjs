// Preloaded by a bench (`node --import ./bench/max-rss.mjs …`) into a command it measures: prints the process's peak
// resident memory (getrusage maxrss, KiB) to stderr as it exits, so the figure is the kernel's own high-water mark.
import { writeSync } from 'node:fs';

process.on('exit', () => writeSync(2, `maxRSS ${process.resourceUsage().maxRSS}\n`));
