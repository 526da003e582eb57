#!/usr/bin/env bash
# Writes the seed corpus of every fuzz target into DIR/<target>/ (default
# Fuzz/.build/fuzzing/seeds): images from TestImages/, dump lines from Samples/, and small
# inputs written here, each a valid example or a near miss of what its parser reads.
# Nothing is fetched; the seeds are remade on every run, so none is kept in the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-Fuzz/.build/fuzzing/seeds}
rm -rf "$out"
mkdir -p "$out"/{FuzzImageDecoder,FuzzPhotoPreparer,FuzzRangeMessage,FuzzISBNExtractor,FuzzDumpLine,FuzzCSV,FuzzY4M}

# seed TARGET NAME TEXT: one seed, the text as printf's format (so \t, \n and \xHH work).
seed() { printf -- "$3" > "$out/$1/$2"; }

## Images: one picture in every file variant and the broken files, made by TestImageMaker.
for file in TestImages/formats/* TestImages/broken/*; do
    case $file in *.json) continue ;; esac
    cp "$file" "$out/FuzzImageDecoder/"
    case $file in *.png | *.jpg | *.webp) cp "$file" "$out/FuzzPhotoPreparer/" ;; esac
done
seed FuzzImageDecoder tiny-p5.pgm 'P5\n3 2\n255\n\x00\x80\xff\x10\x20\x30'
seed FuzzImageDecoder tiny-p2.pgm 'P2\n# comment\n2 2\n15\n0 5\n10 15\n'
seed FuzzImageDecoder tiny-p6.ppm 'P6 1 2 255\n\xff\x00\x00\x00\xff\x00'
seed FuzzImageDecoder tiny-p3.ppm 'P3\n1 1\n65535\n65535 0 32768\n'
seed FuzzImageDecoder tiny-p5-16bit.pgm 'P5 2 1 1000\n\x03\xe8\x00\x01'

## Range data: the International ISBN Agency's layout, small, with both prefixes.
range_message() {
    cat <<XML
<?xml version="1.0" encoding="utf-8"?>
<!-- seed -->
<ISBNRangeMessage>
  <MessageSource>International ISBN Agency</MessageSource>
  <MessageSerialNumber>$1</MessageSerialNumber>
  <MessageDate>Mon, 1 Jun 2026 10:00:00 BST</MessageDate>
  <EAN.UCCPrefixes>
    <EAN.UCC>
      <Prefix>978</Prefix>
      <Agency>International ISBN Agency</Agency>
      <Rules>
        <Rule><Range>0000000-5999999</Range><Length>1</Length></Rule>
        <Rule><Range>6000000-6499999</Range><Length>3</Length></Rule>
        <Rule><Range>6500000-9999999</Range><Length>$2</Length></Rule>
      </Rules>
    </EAN.UCC>
    <EAN.UCC>
      <Prefix>979</Prefix>
      <Agency>International ISBN Agency</Agency>
      <Rules>
        <Rule><Range>0000000-0999999</Range><Length>0</Length></Rule>
        <Rule><Range>1000000-1299999</Range><Length>2</Length></Rule>
        <Rule><Range>1300000-9999999</Range><Length>0</Length></Rule>
      </Rules>
    </EAN.UCC>
  </EAN.UCCPrefixes>
  <RegistrationGroups>
    <Group>
      <Prefix>978-0</Prefix>
      <Agency>English language</Agency>
      <Rules>
        <Rule><Range>0000000-1999999</Range><Length>2</Length></Rule>
        <Rule><Range>2000000-6999999</Range><Length>3</Length></Rule>
        <Rule><Range>7000000-8499999</Range><Length>0</Length></Rule>
        <Rule><Range>8500000-8999999</Range><Length>5</Length></Rule>
        <Rule><Range>9000000-9999999</Range><Length>7</Length></Rule>
      </Rules>
    </Group>
    <Group>
      <Prefix>978-600</Prefix>
      <Agency>Iran &amp; &#x263A; &#38;</Agency>
      <Rules>
        <Rule><Range>0000000-0999999</Range><Length>2</Length></Rule>
      </Rules>
    </Group>
    <Group>
      <Prefix>979-10</Prefix>
      <Agency>France</Agency>
      <Rules />
    </Group>
  </RegistrationGroups>
</ISBNRangeMessage>
XML
}
range_message seed-1 0 > "$out/FuzzRangeMessage/valid.xml"
range_message seed-2 2 | tr -d '\n' > "$out/FuzzRangeMessage/one-line.xml"
range_message seed-3 0 | sed 's/$/\r/' > "$out/FuzzRangeMessage/crlf.xml"
seed FuzzRangeMessage empty-root.xml '<ISBNRangeMessage/>'

## ISBN text: labelled and bare ISBNs, hyphens right and wrong, phone numbers, decimals.
seed FuzzISBNExtractor labels.txt 'Title: Example, ISBN-13: 978-0-306-40615-7 (paperback)\nISBN-10: 0-306-40615-2\nISBN 080442957x\n'
seed FuzzISBNExtractor bare.txt '9780306406157 9791090636071 0306406152 978 0 306 40615 7\n'
seed FuzzISBNExtractor near-misses.txt 'Call 0-306-40615-3 now. Tel: 555-123-4567, fax 9780306406157; 1.9780306406157 +9780306406157 97803064061570\n'
seed FuzzISBNExtractor unicode.txt 'ISBN\xc2\xa0978\xe2\x80\x910\xe2\x80\x91306\xe2\x80\x9140615\xe2\x80\x917 \xef\xbc\x99\xef\xbc\x97\xef\xbc\x98\r\n\xff\xfe'
seed FuzzISBNExtractor ismn.txt 'M-2306-7118-7 979-0-2306-7118-7 9770317847056 05'

## Open Library dump lines: the sample catalogue's lines, one a seed, and lines of other types.
line=0
while IFS= read -r text; do
    line=$((line + 1))
    printf '%s\n' "$text" > "$out/FuzzDumpLine/sample-$line.txt"
done < Samples/catalogue-sample.txt
seed FuzzDumpLine redirect.txt '/type/redirect\t/books/OL2M\t3\t2020-01-01\t{}\n'
seed FuzzDumpLine edition-escapes.txt '/type/edition\t/books/OL1M\t12\t2021-01-01T00:00:00\t{"key": "/books/OL1M", "title": "A \\u00e9t\\u00e9 \\ud83d\\ude00", "isbn_13": ["9780306406157"], "isbn_10": ["0306406152"], "number_of_pages": 1e3, "publish_date": "1994", "works": [{"key": "/works/OL1W"}], "languages": [{"key": "/languages/eng"}], "description": {"type": "/type/text", "value": "x"}, "covers": [-1, 12], "revision": 12}'

## Book lists: Goodreads, LibraryThing and plain, comma and tab separated, quotes, gzip.
seed FuzzCSV goodreads.csv 'Book Id,Title,Author,Additional Authors,ISBN,ISBN13,Publisher,Number of Pages,Year Published\n1,"Dune (Dune, #1)",Frank Herbert,,"=""0441172717""","=""9780441172719""",Ace,604,1990\n2,"Flatland",Edwin A. Abbott,"A, B","=""""","=""9780393316049""",Norton,,2001\n'
seed FuzzCSV librarything.tsv 'Book Id\tTitle\tPrimary Author\tSecondary Author\tSecondary Author Roles\tPublication\tDate\tISBNs\tPage Count\n7\tFlatland\tAbbott, Edwin A.\tBurger, Dionys\tTranslator\tNorton (2001)\t1884\t[0393316049, 9780393316049]\t96\n'
seed FuzzCSV plain.csv '\xef\xbb\xbfisbn,title,author,subtitle,publisher,year,pages\r\n978-0-306-40615-7,"A ""quoted""\r\ntitle",Ann Author;Bob Writer,Sub,Pub,1994,12\r\n\r\n0306406152,Second,,,,,\n'
seed FuzzCSV no-header.csv '9780306406157,Title,Author\n9780441172719,Dune,Frank Herbert'
seed FuzzCSV open-quote.csv 'isbn,title\n9780306406157,"never closed\n'
gzip -9 -n -c "$out/FuzzCSV/plain.csv" > "$out/FuzzCSV/plain.csv.gz"

## Y4M: a header and frames in every colour space the loop reads, and a truncated frame.
y4m() {  # y4m NAME HEADER-TAGS FRAME-BYTES FRAMES
    { printf 'YUV4MPEG2 %s\n' "$2"
      for _ in $(seq "$4"); do printf 'FRAME\n'; head -c "$3" /dev/zero | tr '\0' '\200'; done
    } > "$out/FuzzY4M/$1"
}
y4m mono.y4m 'W4 H2 F30:1 Ip A1:1 Cmono' 8 2
y4m 420jpeg.y4m 'W3 H3 F30000:1001 C420jpeg' 17 2
y4m 422.y4m 'W2 H2 F25:1 C422 XYSCSS=422' 8 1
y4m 444.y4m 'W2 H1 F1:100 C444' 6 1
y4m truncated.y4m 'W8 H8 F30:1' 20 1
seed FuzzY4M bad-rate.y4m 'YUV4MPEG2 W640 H480 F30:0 Cmono\n'
