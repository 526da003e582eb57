import ArgumentParser
import ShelfScan

/// `shelfscan devices`: the cameras `watch` can read, with their formats, sizes and rates.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the video capture devices (webcams) with their formats, sizes and frame rates.",
        discussion: """
            Lists every /dev/videoN that streams video captures (a webcam's metadata node is left out). \
            Formats ShelfScan reads are GREY, YUYV and MJPEG; `watch` picks the size nearest 1280×720 \
            that reaches 15 frames per second. A node that cannot be opened is named with the reason \
            (often: the user is not in the video group).

              shelfscan devices
              shelfscan devices --json
            """)

    @Flag(help: "Print one JSON object per camera instead of text.")
    var json = false

    func run() throws {
        let list: V4L2DeviceList
        do {
            list = try V4L2DeviceList.scan()
        } catch {
            StandardError.line("devices: \(error)")
            throw ExitStatus.unreadable.exitCode
        }
        for camera in list.cameras {
            print(json ? ShelfScanJSON.line(camera) : camera.description.escapingUnsafeScalars())
        }
        for node in list.unusable {
            StandardError.line("\(node.path): \(node.reason)")
        }
        if list.cameras.isEmpty, !json { print("no video capture devices found") }
    }
}
