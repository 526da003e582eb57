import ArgumentParser
import ShelfScan

/// `--lat`, `--lon`, `--address`, `--comment` of `policy set`: the library's place, all optional.
struct PlaceOptions: ParsableArguments {
    // Unconditional, so that a negative value such as `--lon -0.127` is not taken for an option.
    @Option(parsing: .unconditional, help: "The library's latitude, -90 to 90.")
    var lat: Double?

    @Option(parsing: .unconditional, help: "The library's longitude, -180 to 180.")
    var lon: Double?

    @Option(help: "The library's address.")
    var address: String?

    @Option(help: "A note on the place, e.g. opening hours.")
    var comment: String?

    func validate() throws {
        guard (lat == nil) == (lon == nil) else { throw ValidationError("give --lat and --lon together") }
        guard lat != nil || (address == nil && comment == nil) else {
            throw ValidationError("--address and --comment need --lat and --lon")
        }
    }

    /// The place given, or `nil` when none was.
    func location() throws(LendingError) -> PickupLocation? {
        guard let lat, let lon else { return nil }
        return try PickupLocation(latitude: lat, longitude: lon, address: address ?? "", comment: comment)
    }
}
