#!/usr/bin/env bash
# The lending story on a fresh temporary database: a local catalogue imported from a sample dump,
# two users, a book added from a photo of its barcode with its title and author from the catalogue,
# a typed title the catalogue contradicts refused, a request, the acceptance with a pickup place, both handover scans, both return scans,
# the ratings and the review they leave on a profile; then a book without any barcode, whose printed
# ShelfScan label is scanned for its handover; then a school library's term: its lending rules, a
# member card, a self-service checkout by photo, a reference book refused, a hold, a renewal refused,
# the overdue notice, a late check-in fined and paid. Each command is printed before it runs; the
# story stops at the first failure.
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

echo
echo "== a school library: its rules, a member card, self-service with the photo, a hold, a late return fined"
echo "   (SHELFSCAN_NOW moves the term on; SHELFSCAN_PIN stands for the PIN a member types without echo)"
export SHELFSCAN_NOW=2026-11-02T09:00:00Z SHELFSCAN_PIN=2468
run user add school --name "Hill School Library"
run user add carol --name "Carol Jones"
run policy set --user school --loan-days 14 --renewals 1 --max-loans 3 --fine-per-day 0.20 --grace-days 1 \
    --max-fine 3 --block-at 1 --closed-weekdays sat,sun --closed-dates 2026-12-24,2026-12-25 \
    --lat 51.5230 --lon -0.1300 --address "Hill School, room 4" --self-service on
run book add --user school --image "$photo" --subject Mathematics
run book add --user school --no-barcode --title "Atlas of London" --author "Ordnance Survey"
run book edit 5 --reference on --user school
run label 5 --user school --output "$folder/atlas.png"
run member add bob --card HS-0042 --user school
run checkout --user school --card HS-0042 --image "$photo"
refused 5 checkout --user school --card HS-0042 --image "$folder/atlas.png"
run hold 4 --user carol
export SHELFSCAN_NOW=2026-11-16T15:00:00Z
refused 5 renew 3 --user bob
export SHELFSCAN_NOW=2026-11-18T07:00:00Z
run notices
run inbox --user bob --unread
export SHELFSCAN_NOW=2026-11-20T12:00:00Z
run loans --user school --lent
run checkin --user school --card HS-0042 --image "$photo"
run holds --user carol
run fines --user bob
refused 5 checkout --user school --card HS-0042 --image "$photo"
run pay bob 0.80 --user school
