// ShelfScan is the one import a service needs: the desk and records here, and the modules they
// are built from, so `import ShelfScan` brings the store, the scanner, ISBNs and images too.
@_exported import BarcodeKit
@_exported import CameraKit
@_exported import CatalogKit
@_exported import ISBNKit
@_exported import LendingKit
@_exported import RasterKit
@_exported import ShelfScanErrors
