import ArgumentParser
import LendingKit

/// `--lat`, `--lon`, `--address` and `--comment`: where the owner hands a book over.
struct PickupOptions: ParsableArguments {
    @Option(help: "Latitude in degrees, -90 to 90.")
    var lat: Double

    @Option(help: "Longitude in degrees, -180 to 180.")
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
