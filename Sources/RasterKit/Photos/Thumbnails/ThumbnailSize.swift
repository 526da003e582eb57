/// A thumbnail's size in the stored (not yet turned) orientation: the longest side brought down
/// to `longestSide`, the other in proportion, never enlarged and never below one pixel.
struct ThumbnailSize {
    var width: Int
    var height: Int

    var longestSide: Int { max(width, height) }

    init(width sourceWidth: Int, height sourceHeight: Int, longestSide target: Int) {
        let longest = max(sourceWidth, sourceHeight)
        guard longest > target else {
            width = sourceWidth
            height = sourceHeight
            return
        }
        let factor = Double(target) / Double(longest)
        width = max(1, Int((Double(sourceWidth) * factor).rounded()))
        height = max(1, Int((Double(sourceHeight) * factor).rounded()))
    }
}
