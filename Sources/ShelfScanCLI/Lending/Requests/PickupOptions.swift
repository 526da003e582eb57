import ArgumentParser
import ShelfScan

/// `--lat`, `--lon`, `--address` and `--comment`: where the owner hands a book over.
struct PickupOptions: ParsableArguments {
    // Unconditional, so that a negative value such as `--lon -0.127` is not taken for an option.
    @Option(parsing: .unconditional, help: "Latitude in degrees, -90 to 90.")
    var lat: Double

    @Option(parsing: .unconditional, help: "Longitude in degrees, -180 to 180.")
    var lon: Double

    @Option(help: "The address or a description of the place.")
    var address = ""

    @Option(help: "A note for the borrower, e.g. a time.")
    var comment: String?

    /// The checked location; `.invalidCoordinates` names both numbers.
    func location() throws(LendingError) -> PickupLocation {
        try PickupLocation(latitude: lat, longitude: lon, address: address, comment: comment)
    }
}
