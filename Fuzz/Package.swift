// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for ShelfScan's parsers of outside input, kept out of the main package so that
// its builds and tests never see the sanitizer flags. Build with `Scripts/fuzz.sh`, which passes
// `-sanitize=fuzzer,address` to every Swift module, the parent's included, so that their edges
// guide the fuzzer.
let package = Package(
    name: "ShelfScanFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ShelfScan", path: ".."),
    ],
    targets: [
        // libFuzzer's driver entered from `main`, and a scratch file for the readers that only take a path.
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver"]),
        .executableTarget(name: "FuzzImageDecoder", dependencies: ["FuzzSupport", .product(name: "RasterKit", package: "ShelfScan")]),
        .executableTarget(name: "FuzzPhotoPreparer", dependencies: ["FuzzSupport", .product(name: "RasterKit", package: "ShelfScan")]),
        .executableTarget(name: "FuzzRangeMessage", dependencies: ["FuzzSupport", .product(name: "ISBNKit", package: "ShelfScan")]),
        .executableTarget(name: "FuzzISBNExtractor", dependencies: ["FuzzSupport", .product(name: "ISBNKit", package: "ShelfScan")]),
        .executableTarget(name: "FuzzDumpLine", dependencies: ["FuzzSupport", .product(name: "CatalogKit", package: "ShelfScan")]),
        .executableTarget(
            name: "FuzzCSV",
            dependencies: ["FuzzSupport", .product(name: "CatalogKit", package: "ShelfScan")]),
        .executableTarget(
            name: "FuzzY4M",
            dependencies: ["FuzzSupport", .product(name: "CameraKit", package: "ShelfScan")]),
    ]
)
