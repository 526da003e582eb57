import Foundation
import ShelfScan

/// The folder `shelfscan scan --annotate` writes its pictures to, with each input's file name.
struct AnnotationFolder: Sendable {
    /// The folder as the user gave it.
    let path: String
    /// The file name for each input, by input index.
    let fileNames: [String]

    /// Creates the folder when missing and checks that it is a folder this process can write to.
    init(path: String, inputs: [String]) throws(AnnotationFolderError) {
        if let reason = WritableFolder.problem(preparing: path) {
            throw AnnotationFolderError(path: path, reason: reason)
        }
        self.path = path
        fileNames = AnnotationFileNames.names(for: inputs)
    }

    /// Draws the annotation of input `index` and writes it; nil when the input gave no image.
    func write(_ scan: PhotoScan, image: GrayImage?, index: Int) -> Result<String, AnnotationWriteError>? {
        guard let image else { return nil }
        let target = URL(fileURLWithPath: path).appendingPathComponent(fileNames[index]).path
        let failure = { (reason: String) in AnnotationWriteError(input: scan.path, output: target, reason: reason) }
        let png: [UInt8]
        do {
            png = try ScanAnnotation(image: image, barcodes: scan.barcodes).png()
        } catch {
            return .failure(failure(error.description))
        }
        do {
            try DurableFile.write(png, to: target)
        } catch {
            return .failure(failure(error.reason))
        }
        return .success(target)
    }
}
