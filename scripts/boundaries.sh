#!/usr/bin/env bash
# Starts from the team check in ../shared/checks/boundaries.sh (keep that part equal), so a clone checks
# itself; the framer-motion rule at the end is this project's own (issue 15 §6).
# Checks the import boundaries of DESIGN.md §2. Run from the project's root.
# Exits 1 and names each offending line when a boundary is crossed.
set -u
root=${1:-.}
cd "$root" || exit 2
bad=0
say() { echo "boundary: $*"; bad=1; }
src_files() { [ -d "$1" ] && find "$1" -type f \( -name '*.ts' -o -name '*.tsx' \) -not -path '*/node_modules/*' -not -path '*/dist/*'; }
imports() { grep -HnE "(from|import\(|require\()\s*['\"]" "$@" 2>/dev/null; }

remotes=$(ls -d remote-* 2>/dev/null)
for r in $remotes; do
  files=$(src_files "$r/src")
  [ -n "$files" ] || continue
  while IFS= read -r line; do
    for other in $remotes host server e2e; do
      [ "$other" = "$r" ] && continue
      case "$line" in
        *"@sge/$other"*|*"../$other/"*|*"../../$other/"*|*"../../../$other/"*) say "$r imports $other: $line" ;;
      esac
    done
  done < <(imports $files)
done

files=$(src_files host/src)
if [ -n "$files" ]; then
  while IFS= read -r line; do
    for r in $remotes server; do
      case "$line" in
        *"@sge/$r"*|*"../$r/"*|*"../../$r/"*|*"../../../$r/"*) say "host imports $r from source (load remotes at runtime): $line" ;;
      esac
    done
  done < <(imports $files)
fi

files=$(src_files server/src)
if [ -n "$files" ]; then
  while IFS= read -r line; do
    case "$line" in
      *"@sge/shared/contract"*) ;;
      *"@sge/shared"*|*"../shared/"*|*"../../shared/"*) say "server imports shared beyond its contract: $line" ;;
      *"@sge/host"*|*"@sge/remote-"*) say "server imports a front end: $line" ;;
    esac
  done < <(imports $files)
fi

files=$(src_files shared/src/contract)
if [ -n "$files" ]; then
  while IFS= read -r line; do
    case "$line" in
      *"'react"*|*'"react'*|*"zustand"*|*"@chakra-ui"*|*"idb"*|*"workbox"*) say "contract imports a browser library: $line" ;;
    esac
  done < <(imports $files)
fi

# Chakra and the router reach apps only through @sge/shared/ui and @sge/shared/router (DESIGN.md §3):
# an app that imports them directly ships its own copy and loses the host's Chakra context.
for app in host $remotes; do
  files=$(src_files "$app/src")
  [ -n "$files" ] || continue
  while IFS= read -r line; do
    case "$line" in
      *"'@chakra-ui/"*|*'"@chakra-ui/'*) say "$app imports Chakra directly (use @sge/shared/ui): $line" ;;
      *"'react-router"*|*'"react-router'*) say "$app imports the router directly (use @sge/shared/router): $line" ;;
    esac
  done < <(imports $files)
done

# framer-motion reaches apps and shared/ only through @sge/shared/motion (issue 15 §6): that entry is
# loaded after the first paint and holds the one tree-shaken copy; a direct import would put it in a
# first load (/login's budget) or ship a second copy. Only shared/src/motion itself imports it.
for dir in host/src $(for r in $remotes; do echo "$r/src"; done) shared/src; do
  files=$(src_files "$dir" | grep -v '^shared/src/motion/')
  [ -n "$files" ] || continue
  while IFS= read -r line; do
    case "$line" in
      *"'framer-motion"*|*'"framer-motion'*|*"'motion'"*|*'"motion"'*|*"'motion/"*|*'"motion/'*) say "$dir imports framer-motion directly (use @sge/shared/motion): $line" ;;
    esac
  done < <(imports $files)
done

# TanStack Query reaches apps and shared/ only through @sge/shared/query: one copy, one QueryClient (a
# federation singleton), and an entry the sign-in form does not load. Only shared/src/query imports it.
for dir in host/src $(for r in $remotes; do echo "$r/src"; done) shared/src; do
  files=$(src_files "$dir" | grep -v '^shared/src/query/')
  [ -n "$files" ] || continue
  while IFS= read -r line; do
    case "$line" in
      *"'@tanstack/"*|*'"@tanstack/'*) say "$dir imports TanStack Query directly (use @sge/shared/query): $line" ;;
    esac
  done < <(imports $files)
done

# The browser's contract (shared/src/contract/client.ts) and every module it re-exports are TypeBox-free:
# the apps load the contract's values without the schemas (webpack alias). Schemas stay in the area
# files beside them; shared/src/contract/__tests__/client.test.ts walks the full import graph.
files=$(src_files shared/src/contract/values; for f in client roles route-access rules reconcile; do [ -f "shared/src/contract/$f.ts" ] && echo "shared/src/contract/$f.ts"; done)
if [ -n "$files" ]; then
  while IFS= read -r line; do
    case "$line" in
      *"import type "*) ;;
      *"'typebox"*|*'"typebox'*) say "the browser's contract imports TypeBox (keep schemas out of values/): $line" ;;
    esac
  done < <(imports $files)
fi

[ $bad = 0 ] && echo "boundaries: ok"
exit $bad
