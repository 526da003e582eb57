#!/usr/bin/env bash
# The lending story on a fresh temporary database: two users, a book added from a photo of its
# barcode, a request, the acceptance with a pickup place, both handover scans, both return scans,
# the ratings and the review they leave on a profile; then a book without any barcode, whose printed
# ShelfScan label is scanned for its handover. Each command is printed before it runs; the story
# stops at the first failure.
#
# Usage: Scripts/lending-demo.sh SHELFSCAN_BINARY PHOTO
set -euo pipefail

shelfscan=$1
photo=$2
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
export SHELFSCAN_DB="$folder/lending.sqlite"

show() {
    local line='$ shelfscan' arg
    for arg in "$@"; do
        if [[ $arg =~ ^[A-Za-z0-9_./:=@,+-]+$ ]]; then line+=" $arg"; else line+=" \"$arg\""; fi
    done
    printf '\n%s\n' "$line"
}

run() {
    show "$@"
    "$shelfscan" "$@"
}

# Runs a command that must fail with the given exit status, to show how a refusal looks.
refused() {
    local expected=$1 status=0
    shift
    show "$@"
    "$shelfscan" "$@" || status=$?
    echo "(exit status $status)"
    [ "$status" -eq "$expected" ]
}

echo "== lending story on a fresh database: SHELFSCAN_DB=$SHELFSCAN_DB"
run user add alice --name "Alice Liddell" --email alice@example.org
run user add bob --name "Bob Cratchit" --phone "+44 20 7946 0000"
run book add --user alice --image "$photo" --title Flatland --author "Edwin A. Abbott" --description "Dover Thrift edition" --subject Mathematics
run book add --user alice --isbn 978-0-306-40615-7 --title Sphereland --author "Dionys Burger" --subject mathematics
run search flatland abbott
run request 1 --user bob
run inbox --user alice --unread
run accept 1 --user alice --lat 51.5194 --lon -0.1270 --address "British Museum, Great Russell St" --comment "Saturday 10:00 by the gate"
run loans --user bob
refused 4 handover --user bob --image "$photo"
run handover --user alice --image "$photo"
run receive --user bob --image "$photo"
run book list --user alice
run return --user bob --image "$photo" --comment "A classic, and in good shape"
run receive --user alice --image "$photo"
run rate 1 5 --user alice --text "Careful reader, on time"
run rate 1 5 --user bob --text "Friendly lender"
run book comments 1
run recommend --user bob
run user show bob
run loans --history --user bob

echo
echo "== a book without a barcode: its ShelfScan label is printed and scanned like an ISBN"
run book add --user alice --no-barcode --title "Family recipes" --author "Gran Liddell" --description "Handwritten, in a blue binder"
run label 3 --user alice --output "$folder/label.png"
run scan "$folder/label.png"
run request 3 --user bob
run accept 2 --user alice --lat 51.5194 --lon -0.1270 --address "British Museum, Great Russell St"
run handover --user alice --image "$folder/label.png"
refused 5 handover --user alice --image "$folder/label.png"
run loans --user bob
run receive --user bob --image "$folder/label.png"
run book list --user alice
