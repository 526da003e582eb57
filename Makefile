# ShelfScan: set-up, demo and tests. Both entry points install missing system packages first.

# zbar-tools brings zbarimg, which `shelfscan bench speed` times shelfscan against.
SYSTEM_PACKAGES := libzbar-dev libpng-dev libjpeg62-turbo-dev libwebp-dev libdeflate-dev zlib1g-dev libsqlite3-dev pkg-config zbar-tools
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RELEASE_BIN := .build/release/shelfscan
# A book cover with an ISBN and a shop's price label: the desk must take the ISBN.
DEMO_PHOTO := TestImages/barcodes/cover-isbn-and-store-ean13-rotate4.jpg
# Made-up Open Library dump lines for the demo's books: their details come from this local catalogue.
DEMO_CATALOGUE := Samples/catalogue-sample.txt

.PHONY: demo lending-demo test build release deps test-images ranges bench fuzz fuzz-seeds docs

## demo: build in release mode, scan the project's own sample photos, then run the lending story.
demo: deps release
	@echo "== shelfscan scan TestImages/barcodes (release build)"
	@$(RELEASE_BIN) scan TestImages/barcodes; status=$$?; \
	  echo "== exit status $$status (0: every photo gave a code, 1: some gave none)"; \
	  [ $$status -le 1 ]
	@Scripts/lending-demo.sh $(RELEASE_BIN) $(DEMO_PHOTO) $(DEMO_CATALOGUE)

## lending-demo: only the lending story (a sample catalogue, two users, a book added by photo with
## its details from the catalogue, the four scans), on a fresh temporary database.
lending-demo: deps release
	@Scripts/lending-demo.sh $(RELEASE_BIN) $(DEMO_PHOTO) $(DEMO_CATALOGUE)

## test: run every test suite.
test: deps
	swift test --parallel

## deps: install the C libraries' development packages that are missing.
deps:
	@missing=""; for p in $(SYSTEM_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build

release: deps
	swift build -c release --product shelfscan

## test-images: regenerate TestImages/ (deterministic).
test-images: deps
	swift run TestImageMaker TestImages

## ranges: rebuild ISBNKit's built-in range table from the International ISBN Agency's
## RangeMessage.xml (https://www.isbn-international.org/range_file_generation), by default the
## copy in ../shared; `make ranges RANGE_MESSAGE=path/to/RangeMessage.xml` for a newer one.
RANGE_MESSAGE ?= ../shared/isbn/ranges/RangeMessage.xml
ranges:
	swift run RangeTableMaker $(RANGE_MESSAGE) Sources/ISBNKit/Ranges/BuiltInRanges.swift

## bench: accuracy and speed on the shared corpus.
bench: release
	$(RELEASE_BIN) bench corpus ../shared/corpus/MANIFEST.tsv

## fuzz: build the libFuzzer targets in Fuzz/ (with the address sanitizer) and run each for
## FUZZ_SECONDS seconds; `make fuzz FUZZ_TARGET=FuzzCSV FUZZ_SECONDS=300` runs one. A finding
## fails the run; its input is kept under Fuzz/.build/fuzzing/findings/.
FUZZ_TARGET ?= all
FUZZ_SECONDS ?= 30
fuzz: deps
	Scripts/fuzz.sh $(FUZZ_TARGET) $(FUZZ_SECONDS)

## fuzz-seeds: write the fuzz targets' seed corpora (from TestImages/, Samples/ and the script's
## own examples) to Fuzz/.build/fuzzing/seeds/.
fuzz-seeds:
	Scripts/fuzz-seeds.sh

## docs: build the library's documentation, ShelfScan and the modules it re-exports in one
## archive (.build/plugins/Swift-DocC/outputs/ShelfScan.doccarchive); a DocC warning fails it.
DOC_TARGETS := ShelfScan LendingKit CatalogKit BarcodeKit RasterKit ISBNKit CameraKit ShelfScanErrors ShelfScanTesting
docs: deps
	swift package --disable-sandbox generate-documentation --enable-experimental-combined-documentation \
	    $(addprefix --target ,$(DOC_TARGETS)) --warnings-as-errors
