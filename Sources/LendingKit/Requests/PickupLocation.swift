/// Where the owner will hand the book over, set when accepting a request and shown to the borrower.
///
/// ```swift
/// let spot = try PickupLocation(latitude: 48.8566, longitude: 2.3522,
///                               address: "Place de l'Hôtel de Ville", comment: "by the fountain")
/// try PickupLocation(latitude: 91, longitude: 0, address: "")   // throws .invalidCoordinates
/// ```
public struct PickupLocation: Codable, Sendable, Equatable {
    /// Degrees north, -90…90.
    public let latitude: Double
    /// Degrees east, -180…180.
    public let longitude: Double
    /// Street address or a description of the place; may be empty.
    public let address: String
    /// A note for the borrower, e.g. a time window.
    public let comment: String?

    /// A location after checking the coordinates and the texts (`TextField`); surrounding spaces are
    /// trimmed from the texts and an empty comment becomes `nil`.
    public init(latitude: Double, longitude: Double, address: String, comment: String? = nil)
        throws(LendingError) {
        guard (-90.0...90.0).contains(latitude), (-180.0...180.0).contains(longitude) else {
            throw .invalidCoordinates(latitude: latitude, longitude: longitude)
        }
        self.latitude = latitude
        self.longitude = longitude
        self.address = try TextField.pickupAddress.checked(address)
        self.comment = try TextField.pickupComment.optional(comment)
    }

    /// A location read back from the store, as it is: it was checked when written, or by an
    /// earlier release that let control characters through, and a stored text is shown escaped
    /// (`escapingUnsafeScalars`), never allowed to stop a listing.
    init(stored latitude: Double, longitude: Double, address: String, comment: String?) {
        self.latitude = latitude
        self.longitude = longitude
        self.address = address
        self.comment = comment
    }

    /// The place on OpenStreetMap's map, a marker at the coordinates: an address alone may not
    /// be found, and typed coordinates always are.
    ///
    /// ```swift
    /// place.mapURL   // "https://www.openstreetmap.org/?mlat=52.52&mlon=13.405#map=18/52.52/13.405"
    /// ```
    public var mapURL: String {
        "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=18/\(latitude)/\(longitude)"
    }

    /// `Alexanderplatz 1 (52.52, 13.405): after 5 pm`: how inbox texts, the log and lists say it.
    public var summary: String {
        let place = address.isEmpty ? "" : address + " "
        return place + "(\(latitude), \(longitude))" + (comment.map { ": \($0)" } ?? "")
    }
}
