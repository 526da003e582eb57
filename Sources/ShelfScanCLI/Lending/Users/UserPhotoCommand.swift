import ArgumentParser

/// `shelfscan user photo ...`: profile photos.
struct UserPhotoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo",
        abstract: "Set, show and delete profile photos.",
        discussion: """
            A profile photo follows the rules of book photos: JPEG, PNG or WebP, metadata removed, \
            a thumbnail made. Only you set or delete yours; anyone may look.
            """,
        subcommands: [UserPhotoSetCommand.self, UserPhotoShowCommand.self, UserPhotoDeleteCommand.self])
}
