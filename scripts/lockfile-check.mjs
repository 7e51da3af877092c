// What scripts/check-dependencies.mjs checks in package-lock.json, offline (docs/adr/0009-dependency-audit.md).

const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * Problems of a lockfileVersion 3 lock: a downloaded package without a sha512 integrity, resolved from a
 * place other than the registry's tarball of that name and version, pinned to something that is not a
 * registry release (git, a file, a URL), or running an install script nobody reviewed.
 * @param {{ lockfileVersion?: number, packages?: Record<string, any> }} lock
 * @param {{ registry: string, reviewedInstallScripts: Set<string> }} policy
 */
export function lockProblems(lock, policy) {
  const problems = [];
  const installScripts = new Set();
  let checked = 0;
  if (lock.lockfileVersion !== 3) problems.push(`package-lock.json is lockfileVersion ${lock.lockfileVersion}, expected 3`);
  const registry = policy.registry.endsWith('/') ? policy.registry : `${policy.registry}/`;
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    // The root and the workspaces' own folders are this repository, not downloads.
    if (!key.includes('node_modules/') || entry.link) continue;
    checked += 1;
    const name = entry.name ?? nameOf(key);
    if (!/^sha512-[A-Za-z0-9+/]{86}==$/.test(entry.integrity ?? '')) problems.push(`${key}: no sha512 integrity`);
    if (!/^\d+\.\d+\.\d+(?:[-+][\w.+-]+)?$/.test(entry.version ?? '')) problems.push(`${key}: version "${entry.version}" is not a registry release`);
    else if (entry.resolved !== undefined) {
      const expected = `${registry}${name}/-/${name.split('/').pop()}-${entry.version}.tgz`;
      if (entry.resolved !== expected) problems.push(`${key}: resolved from ${entry.resolved}, expected ${expected}`);
    }
    if (entry.hasInstallScript) {
      installScripts.add(name);
      if (!policy.reviewedInstallScripts.has(name)) problems.push(`${key}: runs an install script that has not been reviewed`);
    }
  }
  return { problems, checked, installScripts: [...installScripts] };
}
