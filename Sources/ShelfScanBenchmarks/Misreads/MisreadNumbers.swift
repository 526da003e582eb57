import ISBNKit

/// Random numbers with valid check digits, shaped like the ones printed on real products: ISBNs
/// (978/979) on many EAN-13s, ISSN periodicals (977) under issue add-ons, prices in EAN-5s, and
/// UPC-Es that are the one short form of their UPC-A.
enum MisreadNumbers {
    /// The digits of a main symbol of `kind` (check digit included) and of its add-on, if any.
    static func make(_ kind: MisreadCase, using random: inout SeededGenerator) -> (digits: String, addOn: String?) {
        switch kind {
        case .upcA: return (gtin(prefix: [random.pick([0, 1, 3, 6, 7, 8])], length: 12, using: &random), nil)
        case .ean13: return (ean13(isbnShare: 0.35, using: &random), nil)
        case .ean13WithEAN5: return (ean13(isbnShare: 0.8, using: &random), price(using: &random))
        case .ean13WithEAN2: return (periodical(using: &random), issue(using: &random))
        case .upcE: return (upcE(using: &random), nil)
        case .ean8: return (gtin(prefix: [random.integer(1...9)], length: 8, using: &random), nil)
        }
    }

    /// `prefix`, random digits up to `length - 1`, and the GS1 check digit.
    static func gtin(prefix: [Int], length: Int, using random: inout SeededGenerator) -> String {
        var payload = prefix
        while payload.count < length - 1 { payload.append(random.integer(0...9)) }
        let text = payload.map(String.init).joined()
        // An impossible failure still yields a number ISBNKit refuses, so the run reports it.
        return text + (CheckDigit.gtin(payload: text).map(String.init) ?? "?")
    }

    private static func ean13(isbnShare: Double, using random: inout SeededGenerator) -> String {
        if random.chance(isbnShare) {
            let prefix = random.chance(0.8) ? [9, 7, 8] : [9, 7, 9, random.pick([1, 8])]
            return gtin(prefix: prefix, length: 13, using: &random)
        }
        // A first digit of 0 would make the symbol a UPC-A, which has a row of its own.
        return gtin(prefix: [random.integer(1...9)], length: 13, using: &random)
    }

    private static func periodical(using random: inout SeededGenerator) -> String {
        random.chance(0.7) ? gtin(prefix: [9, 7, 7], length: 13, using: &random) : ean13(isbnShare: 0.2, using: &random)
    }

    private static func price(using random: inout SeededGenerator) -> String {
        let currency = random.pick([5, 5, 5, 9, 0, 1, 6])
        return String(currency) + (0..<4).map { _ in String(random.integer(0...9)) }.joined()
    }

    private static func issue(using random: inout SeededGenerator) -> String {
        let value = random.chance(0.7) ? random.integer(1...52) : random.integer(0...99)
        return value < 10 ? "0\(value)" : "\(value)"
    }

    /// Number system 0, six data digits in the one form that expands back to itself, and the
    /// check digit of the UPC-A it stands for.
    private static func upcE(using random: inout SeededGenerator) -> String {
        var data = (0..<6).map { _ in random.integer(0...9) }
        // A zero where these rules forbid it would belong to another, shorter form.
        switch data[5] {
        case 3: data[2] = random.integer(3...9)
        case 4: data[3] = random.integer(1...9)
        case 5...9: data[4] = random.integer(1...9)
        default: break
        }
        let payload = "0" + data.map(String.init).joined()
        // The expansion rules live in ISBNKit, so the check digit is the one it accepts.
        let check = (0...9).first { (try? GTINValidation.validate(payload + String($0), as: .upcE)) != nil }
        return payload + (check.map(String.init) ?? "?")
    }
}
