#!/usr/bin/env bash
# The boundaries of DESIGN.md §2 that ESLint cannot see. ESLint checks every import in the source
# (`pnpm lint`, eslint.config.mjs: remotes, host, server, the contract, Chakra, the router,
# framer-motion, TanStack Query, the TypeBox-free browser contract); what it does not read are the
# package manifests, and these are checked here:
# - every app builds, tests and deploys alone: host, the remotes and the server declare no workspace
#   package but @sge/shared (a dependency on another app would let its source be imported, and make
#   pnpm build it first);
# - the server's runtime dependencies hold nothing of the front end.
# Run from the project's root. Exits 1 and names each offending dependency.
set -u
root=${1:-.}
cd "$root" || exit 2

node - host remote-* server <<'EOF'
const { readFileSync } = require('node:fs');
const FRONT_END = /^(react|react-dom|react-router.*|@chakra-ui\/.*|@emotion\/.*|zustand|framer-motion|motion|@tanstack\/.*|idb|workbox-.*)$/;
let bad = 0;
const say = (text) => {
  console.log(`boundary: ${text}`);
  bad = 1;
};
for (const dir of process.argv.slice(2)) {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      if (name.startsWith('@sge/') && name !== '@sge/shared') say(`${dir}/package.json ${field} names ${name} (an app depends only on @sge/shared)`);
      if (dir === 'server' && field === 'dependencies' && FRONT_END.test(name)) say(`server/package.json dependencies names ${name} (the server imports only @sge/shared/contract of the front end)`);
    }
  }
}
if (!bad) console.log('boundaries: ok');
process.exit(bad);
EOF
