#!/usr/bin/env bash
# The one place measured figures are kept is docs/figures.md; the tools that measure them
# (tests/firmware/run.sh, the solver benchmark) write their own section of it through this
# script, so nobody copies a number by hand.
#
#   scripts/figures.sh write SECTION FILE   replace SECTION's body with FILE (or append it)
#   scripts/figures.sh check SECTION FILE   exit 1, naming each figure that differs, when
#                                           SECTION's body is not FILE
#
# A section is the text between `<!-- figures: SECTION -->` and `<!-- end: SECTION -->`.
# A figure is a table cell that holds a number (named by the row's leading text cells and the
# column's header) or a `- name: value` line, so that `check` can say which one moved.
set -euo pipefail

usage() {
    echo "usage: $0 write|check SECTION FILE" >&2
    exit 2
}
[[ $# -eq 3 ]] || usage
mode=$1 section=$2 body=$3
figures="$(cd "$(dirname "$0")/.." && pwd)/docs/figures.md"
begin="<!-- figures: $section -->"
end="<!-- end: $section -->"

# The body of SECTION in the figures file (nothing when it has none).
committed_body() {
    [[ -f $figures ]] || return 0
    awk -v begin="$begin" -v end="$end" '
        $0 == end { inside = 0 }
        inside { print }
        $0 == begin { inside = 1 }' "$figures"
}

# One line per figure, "place<TAB>value"; other text lines as "text<TAB>line".
flatten() {
    awk '
        function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
        /^#/ { heading = trim($0); header = ""; next }
        /^\|/ {
            n = split($0, cell, "|")
            if (trim(cell[2]) ~ /^:?-+:?$/) next
            if (header == "") {
                for (i = 2; i < n; i++) column[i] = trim(cell[i])
                header = $0
                next
            }
            row = ""
            for (i = 2; i < n; i++) {
                value = trim(cell[i])
                if (value ~ /^[-+]?[0-9][0-9.,]*$/ || value == "-") {
                    printf "%s › %s › %s\t%s\n", heading, row, column[i], value
                } else if (row == "") {
                    row = value
                } else {
                    row = row ", " value
                }
            }
            next
        }
        { header = "" }
        /^- [^:]+: / {
            name = substr($0, 3, index($0, ": ") - 3)
            printf "%s › %s\t%s\n", heading, name, substr($0, index($0, ": ") + 2)
            next
        }
        NF { printf "text › %s\t\n", $0 }' "$1"
}

case $mode in
write)
    tmp=$(mktemp "${figures}.XXXXXX")
    trap 'rm -f "$tmp"' EXIT
    if grep -qxF "$begin" "$figures" 2>/dev/null; then
        awk -v begin="$begin" -v end="$end" -v body="$body" '
            $0 == begin { print; while ((getline line < body) > 0) print line; skip = 1; next }
            $0 == end { skip = 0 }
            !skip { print }' "$figures" >"$tmp"
    else
        { cat "$figures" 2>/dev/null || true; printf '\n%s\n' "$begin"; cat "$body"; printf '%s\n' "$end"; } >"$tmp"
    fi
    mv "$tmp" "$figures"
    trap - EXIT
    echo "wrote section '$section' of docs/figures.md"
    ;;
check)
    old=$(mktemp) new=$(mktemp)
    trap 'rm -f "$old" "$new"' EXIT
    committed_body >"$old"
    if cmp -s "$old" "$body"; then
        echo "docs/figures.md: section '$section' agrees with this run"
        exit 0
    fi
    echo "docs/figures.md: section '$section' differs from what this run measured:"
    flatten "$old" >"$old.flat"
    flatten "$body" >"$new.flat"
    awk -F '\t' '
        NR == FNR { was[$1] = $2; order[++n] = $1; next }
        {
            now[$1] = $2
            if (!($1 in was)) print "  new:     " $1 " = " $2
            else if (was[$1] != $2) print "  changed: " $1 ": " was[$1] " -> " $2
        }
        END { for (i = 1; i <= n; i++) if (!(order[i] in now)) print "  gone:    " order[i] " = " was[order[i]] }
    ' "$old.flat" "$new.flat"
    rm -f "$old.flat" "$new.flat"
    echo "Regenerate it with the section's command (docs/contributing.md, \"Figures\") and commit docs/figures.md."
    exit 1
    ;;
*) usage ;;
esac
