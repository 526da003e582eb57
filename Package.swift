// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ShelfScan",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "shelfscan", targets: ["ShelfScanCLI"]),
        .library(name: "ShelfScan", targets: ["ShelfScan"]),
        .library(name: "ShelfScanTesting", targets: ["ShelfScanTesting"]),
        .library(name: "BarcodeKit", targets: ["BarcodeKit"]),
        .library(name: "RasterKit", targets: ["RasterKit"]),
        .library(name: "ISBNKit", targets: ["ISBNKit"]),
        .library(name: "LendingKit", targets: ["LendingKit"]),
        .library(name: "CameraKit", targets: ["CameraKit"]),
        .library(name: "CatalogKit", targets: ["CatalogKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CZBar", pkgConfig: "zbar",
            providers: [.apt(["libzbar-dev"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CShims", dependencies: ["CJPEG"]),
        // The V4L2 ioctl numbers (function-like macros Swift cannot import) and an EINTR-safe ioctl.
        .target(name: "CV4L2"),

        // The error protocol every module's errors conform to: stable codes, sentences, values.
        .target(name: "ShelfScanErrors"),
        .target(name: "ISBNKit", dependencies: ["ShelfScanErrors"]),
        .target(
            name: "RasterKit",
            dependencies: ["ShelfScanErrors", "CPNG", "CDeflate", "CJPEG", "CWebP", "CShims",
                           .product(name: "SystemPackage", package: "swift-system")]),
        .target(name: "BarcodeKit", dependencies: ["ShelfScanErrors", "RasterKit", "ISBNKit", "CZBar"]),
        .target(name: "DatabaseFiles", dependencies: ["ShelfScanErrors", .product(name: "GRDB", package: "GRDB.swift"),
                                                      .product(name: "SystemPackage", package: "swift-system")]),
        .target(
            name: "LendingKit",
            dependencies: [
                "ShelfScanErrors", "ISBNKit", "RasterKit", "DatabaseFiles",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]),
        .target(
            name: "CameraKit",
            dependencies: ["ShelfScanErrors", "BarcodeKit", "RasterKit", "ISBNKit", "CV4L2",
                           .product(name: "SystemPackage", package: "swift-system")]),
        .target(
            name: "CatalogKit",
            dependencies: [
                "ShelfScanErrors", "ISBNKit", "CZlib", "DatabaseFiles",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]),
        .target(name: "ShelfScan", dependencies: ["ShelfScanErrors", "CameraKit", "CatalogKit", "BarcodeKit", "RasterKit",
                                                  "ISBNKit", "LendingKit"]),
        // Used only by the CLI's `bench` commands; never part of a library product.
        // GRDB writes the circulation benchmark's 100,000 open loans straight into its store.
        // An in-memory desk with people, books and a settable clock, for services' tests.
        .target(name: "ShelfScanTesting", dependencies: ["ShelfScan"]),
        .target(name: "ShelfScanBenchmarks", dependencies: ["ShelfScan", "ShelfScanTestSupport",
                                                            .product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(
            name: "ShelfScanCLI",
            dependencies: [
                "ShelfScan", "ShelfScanBenchmarks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .executableTarget(
            name: "TestImageMaker",
            dependencies: ["BarcodeKit", "RasterKit", "ISBNKit", "CWebP", "ShelfScanTestSupport"]),
        .executableTarget(name: "RangeTableMaker", dependencies: ["ISBNKit"]),

        // What several test targets share: seeded randomness, the project's test images, barcode pictures drawn
        // on demand, scratch folders, a loopback HTTP server standing in for the book services.
        .target(name: "ShelfScanTestSupport",
                dependencies: ["ISBNKit", "BarcodeKit", "RasterKit",
                               .product(name: "Hummingbird", package: "hummingbird")],
                path: "Tests/ShelfScanTestSupport"),
        .testTarget(name: "ShelfScanErrorsTests", dependencies: ["ShelfScanErrors"]),
        .testTarget(name: "ShelfScanTestingTests", dependencies: ["ShelfScanTesting"]),
        .testTarget(name: "ISBNKitTests", dependencies: ["ISBNKit", "ShelfScanTestSupport"]),
        .testTarget(name: "RasterKitTests", dependencies: ["RasterKit", "ShelfScanTestSupport"]),
        .testTarget(name: "BarcodeKitTests", dependencies: ["BarcodeKit", "ShelfScanTestSupport"]),
        .testTarget(name: "DatabaseFilesTests", dependencies: ["DatabaseFiles", "ShelfScanTestSupport",
                                                              .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "CatalogKitTests", dependencies: ["CatalogKit", "ISBNKit", "ShelfScanTestSupport"]),
        .testTarget(name: "CameraKitTests", dependencies: ["CameraKit", "ShelfScanTestSupport", "CV4L2"]),
        .testTarget(
            name: "LendingKitTests",
            dependencies: ["LendingKit", "ISBNKit", "RasterKit", "CWebP", "ShelfScanTestSupport",
                           .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(
            name: "ShelfScanTests",
            dependencies: ["ShelfScan", "ShelfScanTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "HummingbirdTesting", package: "hummingbird")]),
        .testTarget(name: "ShelfScanBenchmarksTests", dependencies: ["ShelfScanBenchmarks"]),
        .testTarget(
            name: "ShelfScanCLITests",
            dependencies: ["ShelfScanCLI", "ShelfScan", "ShelfScanTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
    ]
)
