// A service's tests write `import ShelfScanTesting` and have ShelfScan too.
@_exported import ShelfScan
