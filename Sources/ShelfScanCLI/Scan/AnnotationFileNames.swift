import Foundation

/// The file names `shelfscan scan --annotate` gives its pictures.
///
/// Each input gets `<base>.annotated.png`, where `<base>` is its file name without the extension.
/// Inputs that share a base name (in any letter case, e.g. `a/cover.jpg`, `b/cover.jpg` and
/// `a/cover.png`) are numbered in input order instead: `cover-1.annotated.png`,
/// `cover-2.annotated.png`, ..., skipping a number another input's name already uses. Folders are
/// expanded in path order, so the same command always gives the same names.
enum AnnotationFileNames {
    static let suffix = ".annotated.png"

    /// One name per input, in input order, no two equal even ignoring letter case.
    static func names(for inputs: [String]) -> [String] {
        let bases = inputs.map(baseName)
        var uses: [String: Int] = [:]
        for base in bases { uses[base.lowercased(), default: 0] += 1 }
        var taken = Set(bases.map { $0.lowercased() }.filter { uses[$0] == 1 })
        var lastNumber: [String: Int] = [:]
        return bases.map { base in
            let key = base.lowercased()
            guard uses[key, default: 0] > 1 else { return base + suffix }
            var number = lastNumber[key, default: 0]
            var candidate: String
            repeat {
                number += 1
                candidate = "\(base)-\(number)"
            } while taken.contains(candidate.lowercased())
            lastNumber[key] = number
            taken.insert(candidate.lowercased())
            return candidate + suffix
        }
    }

    private static func baseName(of path: String) -> String {
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return base.isEmpty ? "image" : base
    }
}
