#!/usr/bin/env bash
# The lending story on a fresh temporary database: a local catalogue imported from a sample dump,
# two users, a book added from a photo of its barcode with its title and author from the catalogue,
# a typed title the catalogue contradicts refused, a request, the acceptance with a pickup place, both handover scans, both return scans,
# the ratings and the review they leave on a profile; then a book without any barcode, whose printed
# ShelfScan label is scanned for its handover. Each command is printed before it runs; the story
# stops at the first failure.
#
# Usage: Scripts/lending-demo.sh SHELFSCAN_BINARY PHOTO CATALOGUE_DUMP
set -euo pipefail

shelfscan=$1
photo=$2
catalogue=$3
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
export SHELFSCAN_DB="$folder/lending.sqlite"
export SHELFSCAN_CATALOG="$folder/catalog.sqlite"
# The demo asks no online service: every detail comes from the sample catalogue.
export SHELFSCAN_OFFLINE=1

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

echo "== a local catalogue from a sample Open Library dump: SHELFSCAN_CATALOG=$SHELFSCAN_CATALOG"
run catalog import "$catalogue"
run lookup --image "$photo"
run catalog search sphere burger

echo
echo "== lending story on a fresh database: SHELFSCAN_DB=$SHELFSCAN_DB"
run user add alice --name "Alice Liddell" --email alice@example.org
run user add bob --name "Bob Cratchit" --phone "+44 20 7946 0000"
run book add --user alice --image "$photo" --description "Dover Thrift edition" --subject Mathematics
refused 1 book add --user alice --isbn 978-0-306-40615-7 --title Flatland --author "Edwin A. Abbott"
run book add --user alice --isbn 978-0-306-40615-7 --subject mathematics
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
