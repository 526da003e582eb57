import ArgumentParser

/// `shelfscan member ...`: the library's members, their cards and PINs.
struct MemberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "member",
        abstract: "Give users library cards and PINs, unlock cards, list and show members.",
        discussion: """
            A library is a user who lends: --user (or $SHELFSCAN_USER) names it. A member is a user \
            with a card there; the PIN lets them use a self-service station. Card numbers are 1 to \
            32 letters, digits or '-', in any case; PINs 4 to 12 digits, typed on the terminal \
            without echo or, for scripts, taken from $SHELFSCAN_PIN. Five wrong PINs in a row lock \
            a card for 15 minutes.

              shelfscan member add bob --card LC-0042 --user alice
              shelfscan member show lc-0042 --user alice
              SHELFSCAN_PIN=4711 shelfscan member pin LC-0042 --user bob --library alice
            """,
        subcommands: [MemberAddCommand.self, MemberPINCommand.self, MemberUnlockCommand.self, MemberListCommand.self,
                      MemberShowCommand.self])
}
