/// The checks contact details pass before they are stored: an email must look like an address,
/// a phone number be digits with the separators people write.
///
/// Deliberately loose: a mistake such as a missing `@` or a name typed into the phone field is
/// caught, while every address and number in real use passes. Whether mail arrives is not ours
/// to know.
///
/// ```swift
/// try ContactDetails.email("alice@example.org")   // "alice@example.org"
/// try ContactDetails.email("alice.example.org")   // throws .invalidEmail
/// try ContactDetails.phone("+44 (20) 7946-0000")  // "+44 (20) 7946-0000"
/// ```
public enum ContactDetails {
    /// `text` checked as `TextField.email` and as an address: one `@`, something before it, a
    /// domain of dot-separated labels after it, no spaces; `nil` for an empty text.
    public static func email(_ text: String?) throws(LendingError) -> String? {
        guard let email = try TextField.email.optional(text) else { return nil }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else {
            throw .invalidEmail(email)
        }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }) else {
            throw .invalidEmail(email)
        }
        return email
    }

    /// `text` checked as `TextField.phone` and as a number: an optional leading `+`, then digits
    /// with spaces, `-`, `.`, `/` or parentheses between them, 3 to 17 digits in all (the longest
    /// international numbers have 15, and an extension may follow); `nil` for an empty text.
    public static func phone(_ text: String?) throws(LendingError) -> String? {
        guard let phone = try TextField.phone.optional(text) else { return nil }
        let body = phone.hasPrefix("+") ? phone.dropFirst() : Substring(phone)
        let separators: Set<Character> = [" ", "-", ".", "/", "(", ")"]
        let digits = body.filter(\.isASCIIDigit).count
        guard body.allSatisfy({ $0.isASCIIDigit || separators.contains($0) }), (3...17).contains(digits) else {
            throw .invalidPhone(phone)
        }
        return phone
    }
}

private extension Character {
    /// `0`–`9` only, not the other scripts' digits `isNumber` accepts.
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
