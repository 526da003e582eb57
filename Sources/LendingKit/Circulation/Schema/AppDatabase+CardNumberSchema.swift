import GRDB

extension AppDatabase {
    /// Card numbers obey `CardNumber` in the database too (schema v10): a profile's card
    /// (`user.libraryCard`) and a membership card (`member.cardNumber`) are refused unless they are
    /// 1 to 32 upper-case ASCII letters, digits or `-`, as `CardNumber` stores them.
    ///
    /// Triggers rather than `CHECK` constraints, for two reasons: adding a `CHECK` means rebuilding
    /// both tables, and a profile card an earlier release stored as free text must stay readable
    /// (and survive edits of the other fields) until its holder changes it. So a `user` row is
    /// checked only when its card is set or changed.
    static func checkCardNumbers(_ db: Database) throws {
        func invalid(_ column: String) -> String {
            "\(column) IS NOT NULL AND (length(\(column)) NOT BETWEEN 1 AND 32 OR \(column) GLOB '*[^A-Z0-9-]*')"
        }
        let refuse = "BEGIN SELECT RAISE(ABORT, 'invalid card number: use 1 to 32 letters, digits or ''-'''); END"
        try db.execute(sql: """
            CREATE TRIGGER user_card_number_on_insert BEFORE INSERT ON user
                WHEN \(invalid("NEW.libraryCard")) \(refuse);
            CREATE TRIGGER user_card_number_on_update BEFORE UPDATE OF libraryCard ON user
                WHEN NEW.libraryCard IS NOT OLD.libraryCard AND \(invalid("NEW.libraryCard")) \(refuse);
            CREATE TRIGGER member_card_number_on_insert BEFORE INSERT ON member
                WHEN \(invalid("NEW.cardNumber")) \(refuse);
            CREATE TRIGGER member_card_number_on_update BEFORE UPDATE OF cardNumber ON member
                WHEN \(invalid("NEW.cardNumber")) \(refuse);
            """)
    }
}
