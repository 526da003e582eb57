import Foundation
import ShelfScan

/// Reads one input of `shelfscan isbn info`: a number, perhaps followed by its add-on after a
/// `+` or a space (`9780306406157+51995`, `9780306406157 51995`).
///
/// A line that reads as a number on its own is one, so `978 03064 06157` keeps its last group;
/// only otherwise is a last group of digits after a space taken as the add-on.
enum InfoInput {
    /// The number and add-on of `input`; errors quote the whole input.
    static func read(_ input: String) throws(ISBNInputError) -> (number: BarcodeNumber, addOn: AddOn?) {
        if let plus = input.lastIndex(of: "+") {
            return try split(input, at: plus)
        }
        do {
            return (try BarcodeNumber(parsing: input), nil)
        } catch {
            // A last group of two or five digits is an add-on; one of another length is a wrong
            // add-on only when what precedes it is a number.
            guard let group = lastGroup(of: input),
                  group.isAddOn || (try? BarcodeNumber(parsing: String(input[..<group.space]))) != nil else {
                throw .invalidNumber(input: input, error)
            }
            return try split(input, at: group.space)
        }
    }

    /// The number before `separator` and the add-on after it.
    private static func split(_ input: String,
                              at separator: String.Index) throws(ISBNInputError) -> (number: BarcodeNumber, addOn: AddOn?) {
        let number = try ISBNInputError.reading(input) { () throws(IdentifierError) in
            try BarcodeNumber(parsing: String(input[..<separator]))
        }
        do {
            return (number, try AddOn(parsing: input[input.index(after: separator)...].trimmingCharacters(in: .whitespaces)))
        } catch {
            throw .invalidAddOn(input: input, error)
        }
    }

    /// The whitespace before a last group of digits, and whether the group has two or five.
    private static func lastGroup(of input: String) -> (space: String.Index, isAddOn: Bool)? {
        guard let last = input.lastIndex(where: { !$0.isWhitespace }),
              let space = input[..<last].lastIndex(where: \.isWhitespace) else { return nil }
        let group = input[input.index(after: space)...last]
        guard group.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return (space, group.count == 2 || group.count == 5)
    }
}
