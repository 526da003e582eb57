import Foundation

/// Gray values turned back into amounts of light.
///
/// Blur mixes light, but cameras store pixel values gamma-encoded, so a blurred bar edge is not
/// a straight blend of the stored paper and ink values: dark narrow bars come out darker and
/// sharper than a blur of the stored values predicts. Modelling the blur on decoded light fits
/// photographed codes far better: on one corpus photo, with a free-form blur kernel fitted to
/// the known code, the misfit fell from 0.0056 to 0.0033, and over the corpus 5 more photos
/// were read (255 to 260) with no new misread. The usual display gamma of 2.2 did as well as
/// any other tried (1.8 read as many; 2.6 one fewer; 3.2 gave misreads).
///
/// ```swift
/// LinearLight.values([0, 128, 255])   // about [0, 56.0, 255]
/// ```
enum LinearLight {
    /// The usual display gamma, close to that of sRGB.
    static let gamma: Float = 2.2

    /// `values` (0...255, gamma-encoded) as light on the same 0...255 scale.
    static func values(_ values: [Float], gamma: Float = gamma) -> [Float] {
        values.map { 255 * pow(max(0, $0) / 255, gamma) }
    }
}
