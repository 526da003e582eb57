/// A key typed at the kiosk, as its terminal sends it.
enum KioskKey: Equatable {
    /// A printable character (ASCII).
    case character(Character)
    case enter
    case backspace
    case escape

    /// The keys in `bytes`: Enter (CR or LF), Backspace (DEL or BS), Escape, printable ASCII.
    /// Escape sequences (arrow and function keys) and anything else are skipped.
    static func keys(in bytes: [UInt8]) -> [KioskKey] {
        var keys: [KioskKey] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x1B:
                if index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") {
                    index += 1
                    // A sequence ends at its final byte, @ to ~.
                    while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
                    index += 1
                } else {
                    keys.append(.escape)
                }
            case 0x20...0x7E: keys.append(.character(Character(Unicode.Scalar(byte))))
            default: break
            }
        }
        return keys
    }
}
