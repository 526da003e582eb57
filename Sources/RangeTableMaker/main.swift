import Foundation
import ISBNKit

// Regenerates ISBNKit's built-in range table from the International ISBN Agency's range data:
// `swift run RangeTableMaker RangeMessage.xml Sources/ISBNKit/Ranges/BuiltInRanges.swift`.
// The output depends only on the input, so an unchanged file regenerates byte for byte.

func makeTable(from input: String, to output: String) throws(MakerError) -> ISBNRangeMessage {
    let bytes: Data
    do {
        bytes = try Data(contentsOf: URL(fileURLWithPath: input))
    } catch {
        throw .rangeData(.unreadableFile(path: input, reason: error.localizedDescription))
    }
    let message: ISBNRangeMessage
    do {
        message = try ISBNRangeMessage(utf8: Array(bytes), file: input)
    } catch {
        throw .rangeData(error)
    }
    let text = try BuiltInRangesSource(message: message).text()
    do {
        try text.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        throw .unwritable(path: output, reason: error.localizedDescription)
    }
    return message
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    FileHandle.standardError.write(Data((MakerError.usage.description + "\n").utf8))
    exit(2)
}
do {
    let message = try makeTable(from: arguments[0], to: arguments[1])
    let rules = message.groups.reduce(0) { $0 + $1.rules.count }
    print("\(arguments[1]): \(message.groups.count) registration groups, \(rules) rules, data of \(message.date)")
} catch {
    FileHandle.standardError.write(Data("RangeTableMaker: \(error)\n".utf8))
    exit(1)
}
