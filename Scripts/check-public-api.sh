#!/usr/bin/env bash
# Fails when the public interface of one of the given modules names a GRDB type: a service that
# uses GRDB beside ShelfScan must not meet ShelfScan's conformances or GRDB's API in it.
#   Scripts/check-public-api.sh CatalogKit ShelfScan ...
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph --minimum-access-level public >/dev/null
folder=$(find .build -maxdepth 2 -type d -name symbolgraph | head -n 1)
[ -n "$folder" ] || { echo "no symbol graphs under .build" >&2; exit 2; }
status=0
for module in "$@"; do
    # Mangled GRDB names start with s:4GRDB; an extension graph of a GRDB type is Module@GRDB.
    found=$(cat "$folder/$module".symbols.json "$folder/$module"@*.symbols.json 2>/dev/null | grep -o '"s:[0-9A-Za-z_]*4GRDB[^"]*"' | sort -u | wc -l || true)
    if ls "$folder/$module@GRDB.symbols.json" >/dev/null 2>&1; then found=$((found + 1)); fi
    if [ "$found" -gt 0 ]; then
        echo "$module: its public interface names $found GRDB symbols" >&2
        status=1
    else
        echo "$module: no GRDB symbol in its public interface"
    fi
done
exit $status
