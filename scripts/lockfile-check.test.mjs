import { describe, expect, it } from 'vitest';
import { lockProblems } from './lockfile-check.mjs';

const REGISTRY = 'https://registry.example.test/';
const SHA = `sha512-${'A'.repeat(86)}==`;
const policy = { registry: REGISTRY, reviewedInstallScripts: new Set(['esbuild']) };
const ok = (name, version) => ({ version, integrity: SHA, resolved: `${REGISTRY}${name}/-/${name.split('/').pop()}-${version}.tgz` });

describe('lock file check', () => {
  it('accepts registry tarballs pinned by sha512, workspace links and a reviewed install script', () => {
    const result = lockProblems(
      {
        lockfileVersion: 3,
        packages: {
          '': { name: 'advantage' },
          'apps/server': { name: '@advantage/server' },
          'node_modules/@advantage/server': { resolved: 'apps/server', link: true },
          'node_modules/zod': ok('zod', '4.1.0'),
          'node_modules/@types/node': ok('@types/node', '24.19.2'),
          'node_modules/vite/node_modules/esbuild': { ...ok('esbuild', '0.28.2'), hasInstallScript: true },
          'node_modules/no-resolved': { version: '1.0.0', integrity: SHA },
        },
      },
      policy,
    );
    expect(result).toEqual({ problems: [], checked: 4, installScripts: ['esbuild'] });
  });

  it('reports every way a package could arrive from somewhere else', () => {
    const { problems } = lockProblems(
      {
        lockfileVersion: 2,
        packages: {
          'node_modules/sha1-only': { ...ok('sha1-only', '1.0.0'), integrity: 'sha1-abc' },
          'node_modules/elsewhere': { ...ok('elsewhere', '1.0.0'), resolved: 'https://evil.example/elsewhere-1.0.0.tgz' },
          'node_modules/renamed': { ...ok('other', '1.0.0') },
          'node_modules/from-git': { version: 'git+ssh://git@host/x.git#abc', integrity: SHA },
          'node_modules/postinstaller': { ...ok('postinstaller', '2.0.0'), hasInstallScript: true },
        },
      },
      policy,
    );
    expect(problems).toEqual([
      'package-lock.json is lockfileVersion 2, expected 3',
      'node_modules/sha1-only: no sha512 integrity',
      'node_modules/elsewhere: resolved from https://evil.example/elsewhere-1.0.0.tgz, expected https://registry.example.test/elsewhere/-/elsewhere-1.0.0.tgz',
      `node_modules/renamed: resolved from ${REGISTRY}other/-/other-1.0.0.tgz, expected ${REGISTRY}renamed/-/renamed-1.0.0.tgz`,
      'node_modules/from-git: version "git+ssh://git@host/x.git#abc" is not a registry release',
      'node_modules/postinstaller: runs an install script that has not been reviewed',
    ]);
  });
});
